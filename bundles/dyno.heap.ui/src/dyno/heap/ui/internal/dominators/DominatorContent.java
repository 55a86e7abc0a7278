package dyno.heap.ui.internal.dominators;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;

import dyno.heap.hprof.DominatorTree;
import dyno.heap.hprof.RetainedGroup;

/**
 * The rows of the dominator tree view: objects (what each keeps alive below it) or groups of them by class, package
 * or class loader. Children come a page at a time ({@link #PAGE} of them, then a "… N more" row that shows the next
 * page when opened), so an object dominating millions costs a page of rows.
 */
final class DominatorContent implements ITreeContentProvider {

	static final int PAGE = 100;
	/** The key of the top level's page in {@link #shown}. */
	private static final Object TOP = new Object();

	/** How the top level is grouped: the labels of the view's Group by choice. */
	enum Grouping {
		OBJECTS("objects"), CLASS("class"), PACKAGE("package"), LOADER("class loader");

		final String label;

		Grouping(String label) {
			this.label = label;
		}
	}

	/** One object of the dump. */
	record Obj(int node) {
	}

	/** A class, package or class loader with the summed retained size of its objects. */
	record Group(RetainedGroup group) {
	}

	/** Stands for the children of {@code parent} past the {@code shown} first ones. */
	record More(Object parent, int shown, int total) {
	}

	private final DominatorTree tree;
	private final Grouping grouping;
	/** How many children of a parent (or of {@link #TOP}) are shown, when more than one page. */
	private final Map<Object, Integer> shown = new HashMap<>();

	DominatorContent(DominatorTree tree, Grouping grouping) {
		this.tree = tree;
		this.grouping = grouping;
	}

	DominatorTree tree() {
		return tree;
	}

	@Override
	public Object[] getElements(Object input) {
		return switch (grouping) {
		case OBJECTS -> page(TOP, objects(tree.children(DominatorTree.ROOT)));
		case CLASS -> page(TOP, groups(tree.byClass()));
		case PACKAGE -> page(TOP, groups(tree.byPackage()));
		case LOADER -> page(TOP, groups(tree.byLoader()));
		};
	}

	@Override
	public Object[] getChildren(Object parent) {
		if (parent instanceof Obj o) {
			return page(parent, objects(tree.children(o.node())));
		}
		if (parent instanceof Group g && grouping == Grouping.CLASS) {
			return page(parent, objects(outermostOf(g.group().name())));
		}
		return new Object[0];
	}

	@Override
	public Object getParent(Object element) {
		return null;
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof Obj o ? tree.children(o.node()).length > 0
				: element instanceof Group && grouping == Grouping.CLASS;
	}

	/** Shows the next page of {@code more}'s parent; true when that changed the top level. */
	boolean showMore(More more) {
		shown.put(more.parent(), more.shown() + PAGE);
		return more.parent() == TOP;
	}

	/** Makes sure child {@code index} of {@code parent} (ROOT for the top level of objects) is on a shown page. */
	void showChild(int parent, int index) {
		Object key = parent == DominatorTree.ROOT ? TOP : new Obj(parent);
		if (index >= shown.getOrDefault(key, PAGE)) {
			shown.put(key, (index / PAGE + 1) * PAGE);
		}
	}

	/** The instances of a class that no other instance of it dominates, biggest retained size first. */
	private int[] outermostOf(String className) {
		List<Integer> found = new ArrayList<>();
		for (int v = 0; v < tree.size(); v++) {
			if (tree.reachable(v) && tree.className(v).equals(className)) {
				int d = tree.immediateDominator(v);
				if (d == DominatorTree.ROOT || !tree.className(d).equals(className)) {
					found.add(v);
				}
			}
		}
		return found.stream().sorted((a, b) -> Long.compare(tree.retainedSize(b), tree.retainedSize(a)))
				.mapToInt(Integer::intValue).toArray();
	}

	private Object[] page(Object key, Object[] all) {
		int limit = shown.getOrDefault(key, PAGE);
		if (all.length <= limit) {
			return all;
		}
		Object[] rows = Arrays.copyOf(all, limit + 1);
		rows[limit] = new More(key, limit, all.length);
		return rows;
	}

	private static Object[] objects(int[] nodes) {
		return Arrays.stream(nodes).mapToObj(Obj::new).toArray();
	}

	private static Object[] groups(List<RetainedGroup> groups) {
		return groups.stream().map(Group::new).toArray();
	}

	/** An object as the view names it: class@address. */
	static String name(DominatorTree tree, int node) {
		return String.format("%s@0x%x", tree.className(node), tree.objectId(node));
	}

	/** The view's columns. */
	enum Column {
		OBJECT("Object", 0), SHALLOW("Shallow", 100), RETAINED("Retained", 110), SHARE("% of heap", 80);

		final String title;
		final int width;

		Column(String title, int width) {
			this.title = title;
			this.width = width;
		}
	}

	/** The text of one column. */
	static final class Labels extends ColumnLabelProvider {
		private final Column column;
		private final DominatorTree tree;

		Labels(Column column, DominatorTree tree) {
			this.column = column;
			this.tree = tree;
		}

		@Override
		public String getText(Object element) {
			if (element instanceof More m) {
				return column == Column.OBJECT
						? String.format("… %,d more (double-click for the next %d)", m.total() - m.shown(), PAGE)
						: "";
			}
			if (element instanceof Group g) {
				RetainedGroup r = g.group();
				return switch (column) {
				case OBJECT -> String.format("%s (%,d objects)", r.name(), r.objects());
				case SHALLOW -> String.format("%,d", r.shallowBytes());
				case RETAINED -> String.format("%,d", r.retainedBytes());
				case SHARE -> share(r.retainedBytes());
				};
			}
			int node = ((Obj) element).node();
			return switch (column) {
			case OBJECT -> name(tree, node);
			case SHALLOW -> String.format("%,d", tree.shallowSize(node));
			case RETAINED -> String.format("%,d", tree.retainedSize(node));
			case SHARE -> share(tree.retainedSize(node));
			};
		}

		private String share(long bytes) {
			return String.format("%.1f%%", percent(tree, bytes));
		}
	}

	/** {@code bytes} as a share of the reachable heap, in percent. */
	static double percent(DominatorTree tree, long bytes) {
		return tree.reachableBytes() == 0 ? 0 : 100.0 * bytes / tree.reachableBytes();
	}
}
