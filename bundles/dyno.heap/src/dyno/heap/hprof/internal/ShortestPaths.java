package dyno.heap.hprof.internal;

import java.io.IOException;

/**
 * The shortest-path tree from the GC roots over the whole heap: one breadth-first search from all roots at once
 * (the dump's root records first, then every class, whose static fields hold what they refer to), following
 * strong references only (see {@link References}). Gives each object its parent on a shortest path and, summed
 * bottom-up over the tree, the bytes below each object: the retained-size estimate of a holder.
 */
public final class ShortestPaths {

	/** Parent code of a class taken as a root: the tag HPROF uses for classes. */
	static final int CLASS_ROOT = HprofIndex.CLASS_DUMP;
	private static final int UNREACHED = -1;

	private final IntArray parents;
	private final LongArray below;

	private ShortestPaths(IntArray parents, LongArray below) {
		this.parents = parents;
		this.below = below;
	}

	public static ShortestPaths compute(HprofIndex index, ObjectSizes sizes) throws IOException {
		index.sortForLookup();
		ObjectTable objects = index.objects;
		int n = objects.size();
		IntArray parents = index.store.ints(n);
		parents.fill(UNREACHED);
		IntArray order = index.store.ints(n);
		int[] tail = { 0 };
		RootTable roots = index.roots;
		for (int r = 0; r < roots.size(); r++) {
			int node = objects.find(roots.id(r));
			if (node >= 0 && parents.get(node) == UNREACHED) {
				parents.set(node, rootCode(roots.tag(r)));
				order.set(tail[0]++, node);
			}
		}
		for (ClassInfo info : index.classes) {
			if (info.node >= 0 && parents.get(info.node) == UNREACHED) {
				parents.set(info.node, rootCode(CLASS_ROOT));
				order.set(tail[0]++, info.node);
			}
		}
		References references = new References(index);
		for (int head = 0; head < tail[0]; head++) {
			int from = order.get(head);
			references.visit(from, (id, slot) -> {
				int to = objects.find(id);
				if (to >= 0 && parents.get(to) == UNREACHED) {
					parents.set(to, from);
					order.set(tail[0]++, to);
				}
			});
		}
		LongArray below = index.store.longs(n);
		for (int k = tail[0] - 1; k >= 0; k--) {
			int node = order.get(k);
			below.add(node, sizes.size(node));
			if (parents.get(node) >= 0) {
				below.add(parents.get(node), below.get(node));
			}
		}
		return new ShortestPaths(parents, below);
	}

	private static int rootCode(int tag) {
		return -2 - tag;
	}

	public boolean reached(int node) {
		return parents.get(node) != UNREACHED;
	}

	public boolean isRoot(int node) {
		return parents.get(node) < UNREACHED;
	}

	/** The parent on a shortest path; only for a reached node that is not a root. */
	public int parent(int node) {
		return parents.get(node);
	}

	/** The root kind of a root node, in words. */
	public String rootKind(int node) {
		int tag = -2 - parents.get(node);
		return tag == CLASS_ROOT ? "class" : RootTable.kind(tag);
	}

	/** Bytes of {@code node} and everything under it in the tree. */
	public long below(int node) {
		return below.get(node);
	}
}
