package dyno.heap.hprof.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.ClassNames;
import dyno.heap.hprof.GcRootPath;
import dyno.heap.hprof.HolderGroup;
import dyno.heap.hprof.Holders;
import dyno.heap.hprof.Step;

/**
 * Groups the shortest paths to a class's instances by their accumulation point: walking from an instance towards
 * its root, the first object that is neither an instance of the class nor a collection's internals (a map's
 * nodes or entries, the arrays of them, an {@code Object[]} inside a list). That object is what a developer looks
 * for: the {@code HashMap} in the singleton, not one of its ten thousand nodes.
 */
public final class HolderSearch {

	private final HprofIndex index;
	private final ObjectSizes sizes;
	private final ShortestPaths tree;
	private final References references;

	public HolderSearch(HprofIndex index, ObjectSizes sizes, ShortestPaths tree) {
		this.index = index;
		this.sizes = sizes;
		this.tree = tree;
		this.references = new References(index);
	}

	/**
	 * @param className as the histogram ({@code [B}) or as the paths ({@code byte[]}) name it
	 * @param maxPaths  example paths kept per group
	 */
	public Holders holders(String className, int maxPaths) {
		boolean[] wanted = new boolean[index.classes.size()];
		boolean any = false;
		String wantedName = ClassNames.readable(className);
		for (ClassInfo info : index.classes) {
			if (ClassNames.readable(info.name).equals(wantedName)) {
				wanted[info.index] = true;
				any = true;
			}
		}
		if (!any) {
			throw new IllegalArgumentException("no class " + className + " in " + index.path.getFileName());
		}
		ObjectTable objects = index.objects;
		long instances = 0;
		long shallow = 0;
		int unreachable = 0;
		long unreachableBytes = 0;
		Map<Integer, Group> groups = new LinkedHashMap<>();
		for (int i = 0; i < objects.size(); i++) {
			if (!wanted[objects.classIndex(i)] || index.isClassNode(i)) {
				continue;
			}
			instances++;
			long size = sizes.size(i);
			shallow += size;
			if (!tree.reached(i)) {
				unreachable++;
				unreachableBytes += size;
				continue;
			}
			int point = accumulationPoint(i, wanted);
			Group group = groups.computeIfAbsent(point, Group::new);
			group.paths++;
			if (group.examples.size() < maxPaths) {
				group.examples.add(path(i));
			}
		}
		List<HolderGroup> result = new ArrayList<>();
		for (Group g : groups.values()) {
			result.add(new HolderGroup(label(g.point, g.examples.get(0)), g.paths, tree.below(g.point),
					List.copyOf(g.examples)));
		}
		result.sort(Comparator.comparingInt(HolderGroup::paths).reversed()
				.thenComparing(Comparator.comparingLong(HolderGroup::retainedEstimate).reversed()));
		if (unreachable > 0) {
			result.add(new HolderGroup("unreachable (garbage the dump included)", unreachable, unreachableBytes,
					List.of()));
		}
		return new Holders(wantedName, instances, shallow, List.copyOf(result));
	}

	private int accumulationPoint(int node, boolean[] wanted) {
		int point = node;
		while (!tree.isRoot(point) && (wanted[index.objects.classIndex(point)] && !index.isClassNode(point)
				|| isCollectionInternal(className(point)))) {
			point = tree.parent(point);
		}
		return point;
	}

	/** Nodes, entries, segments and bins of collections, and the arrays of them or of plain objects. */
	public static boolean isCollectionInternal(String name) {
		if (name.startsWith("[L")) {
			String element = name.substring(2, name.length() - 1);
			return element.equals("java.lang.Object") || isCollectionInternal(element);
		}
		return name.contains("$") && (name.endsWith("Node") || name.endsWith("Entry") || name.endsWith("Segment")
				|| name.endsWith("Bin"));
	}

	/** The shortest path from a GC root to a reachable node. */
	public GcRootPath path(int node) {
		List<Integer> nodes = new ArrayList<>();
		for (int n = node;; n = tree.parent(n)) {
			nodes.add(0, n);
			if (tree.isRoot(n)) {
				break;
			}
		}
		List<Step> steps = new ArrayList<>(nodes.size());
		for (int k = 0; k < nodes.size(); k++) {
			int n = nodes.get(k);
			String via = k == 0 ? "" : references.via(nodes.get(k - 1), index.objects.id(n));
			steps.add(new Step(index.objects.id(n), stepName(n), via));
		}
		return new GcRootPath(tree.rootKind(nodes.get(0)), List.copyOf(steps));
	}

	private String className(int node) {
		return index.classes.get(index.objects.classIndex(node)).name;
	}

	/** As Java names the object's class ({@code byte[]}), which every face of a path shows. */
	private String stepName(int node) {
		return index.isClassNode(node)
				? "class " + ClassNames.readable(index.classes.get(index.objects.classInfoOf(node)).name)
				: ClassNames.readable(className(node));
	}

	/**
	 * The holder in words: a class (its static field holds the instances) or an object held by a static field
	 * reads {@code static X.field}; any other object {@code Class@0xid in <the nearest static field or root
	 * above it>}.
	 */
	private String label(int point, GcRootPath example) {
		List<Step> steps = example.steps();
		int at = 0;
		while (steps.get(at).objectId() != index.objects.id(point)) {
			at++;
		}
		if (index.isClassNode(point)) {
			return "static " + steps.get(at).className().substring("class ".length()) + "." + steps.get(at + 1).via();
		}
		if (at > 0 && steps.get(at - 1).className().startsWith("class ")) {
			return staticField(steps, at);
		}
		String self = String.format("%s@0x%x", ClassNames.readable(className(point)), index.objects.id(point));
		for (int k = at - 1; k > 0; k--) {
			if (steps.get(k - 1).className().startsWith("class ")) {
				return self + " in " + staticField(steps, k);
			}
		}
		Step root = steps.get(0);
		return at == 0 ? self + " (" + example.rootKind() + " root)"
				: String.format("%s in %s@0x%x (%s root)", self, root.className(), root.objectId(), example.rootKind());
	}

	/** {@code static X.field} for step {@code k}, held by the class at step {@code k - 1}. */
	private static String staticField(List<Step> steps, int k) {
		return "static " + steps.get(k - 1).className().substring("class ".length()) + "." + steps.get(k).via();
	}

	private static final class Group {
		final int point;
		int paths;
		final List<GcRootPath> examples = new ArrayList<>();

		Group(int point) {
			this.point = point;
		}
	}
}
