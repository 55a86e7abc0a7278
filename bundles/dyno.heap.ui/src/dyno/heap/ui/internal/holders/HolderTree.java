package dyno.heap.ui.internal.holders;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;

import dyno.core.Plural;
import dyno.heap.hprof.GcRootPath;
import dyno.heap.hprof.HolderGroup;
import dyno.heap.hprof.Holders;
import dyno.heap.hprof.Step;

/**
 * The Holders view's tree: holder groups; below each, its example paths grouped by shape (the same classes and
 * fields from the same kind of root, array indexes aside) with a count, since a collection's thousands of paths
 * differ only in the instances they pass; below a shape, one example path's steps from the GC root.
 */
final class HolderTree implements ITreeContentProvider {

	enum Column {
		HOLDER("Holder / path from a GC root", 0), PATHS("Paths", 70), RETAINED("Retained (est.)", 120);

		final String title;
		final int width;

		Column(String title, int width) {
			this.title = title;
			this.width = width;
		}
	}

	/** A step in its path, numbered (the same step object may appear in two paths). */
	record StepNode(int index, Step step) {
	}

	/**
	 * Example paths of one group that have one shape: {@code alike} of the group's {@code examples}, which are the
	 * first of its {@code paths}. The first example stands for them all.
	 */
	record Alike(GcRootPath example, int alike, int examples, int paths) {

		/** How many paths this shape stands for: all of the group's when every example has it. */
		long count() {
			return alike == examples ? paths : alike;
		}
	}

	/** Groups {@code g}'s examples by shape, in the order of each shape's first example. */
	static List<Alike> shapes(HolderGroup g) {
		Map<List<String>, List<GcRootPath>> byShape = new LinkedHashMap<>();
		for (GcRootPath p : g.examples()) {
			byShape.computeIfAbsent(shape(p), k -> new ArrayList<>()).add(p);
		}
		List<Alike> out = new ArrayList<>(byShape.size());
		byShape.values().forEach(l -> out.add(new Alike(l.get(0), l.size(), g.examples().size(), g.paths())));
		return out;
	}

	/** The root kind, then each step's field (array indexes as {@code []}) and class, without object addresses. */
	private static List<String> shape(GcRootPath p) {
		List<String> shape = new ArrayList<>(1 + 2 * p.steps().size());
		shape.add(p.rootKind());
		for (Step s : p.steps()) {
			shape.add(s.via() != null && s.via().startsWith("[") ? "[]" : s.via());
			shape.add(s.className());
		}
		return shape;
	}

	@Override
	public Object[] getElements(Object input) {
		return input instanceof Holders h ? h.groups().toArray() : new Object[0];
	}

	@Override
	public Object[] getChildren(Object parent) {
		if (parent instanceof HolderGroup g) {
			return shapes(g).toArray();
		}
		if (parent instanceof Alike a) {
			GcRootPath p = a.example();
			Object[] steps = new Object[p.steps().size()];
			for (int i = 0; i < steps.length; i++) {
				steps[i] = new StepNode(i, p.steps().get(i));
			}
			return steps;
		}
		return new Object[0];
	}

	@Override
	public Object getParent(Object element) {
		return null;
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof HolderGroup || element instanceof Alike a && !a.example().steps().isEmpty();
	}

	static final class Labels extends ColumnLabelProvider {
		private final Column column;

		Labels(Column column) {
			this.column = column;
		}

		@Override
		public String getText(Object e) {
			return switch (column) {
			case HOLDER -> holder(e);
			case PATHS -> e instanceof HolderGroup g ? String.format("%,d", g.paths())
					: e instanceof Alike a ? String.format("%,d", a.count()) : "";
			case RETAINED -> e instanceof HolderGroup g ? String.format("%,d", g.retainedEstimate()) : "";
			};
		}

		private static String holder(Object e) {
			if (e instanceof HolderGroup g) {
				return g.holder();
			}
			if (e instanceof Alike a) {
				// Alike paths differ only in the objects they pass: say how many, and name the example's end.
				GcRootPath p = a.example();
				Step end = p.steps().isEmpty() ? null : p.steps().get(p.steps().size() - 1);
				String many = a.alike == a.examples ? (a.paths > a.examples ? "all " + Plural.of(a.examples, "example")
						+ " alike (" + String.format("%,d", a.paths) + " paths)" : Plural.of(a.alike, "path") + " alike")
						: a.alike + " of " + Plural.of(a.examples, "example") + " alike";
				return "GC root: " + p.rootKind() + ", " + Plural.of(p.steps().size(), "step") + " — " + many
						+ (end == null ? "" : "; e.g. to " + object(end));
			}
			if (e instanceof StepNode s) {
				// The field (or array index) of the step before that points to this object.
				String via = s.step().via();
				String from = s.index() == 0 || via == null || via.isEmpty() ? ""
						: (via.startsWith("[") ? via : "." + via) + " → ";
				return from + object(s.step());
			}
			return String.valueOf(e);
		}

		private static String object(Step step) {
			return step.className() + " @0x" + Long.toHexString(step.objectId());
		}
	}
}
