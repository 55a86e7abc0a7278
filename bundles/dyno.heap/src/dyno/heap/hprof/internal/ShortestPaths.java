package dyno.heap.hprof.internal;

import java.io.IOException;
import java.util.Arrays;

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

	private final int[] parents;
	private final long[] below;

	private ShortestPaths(int[] parents, long[] below) {
		this.parents = parents;
		this.below = below;
	}

	public static ShortestPaths compute(HprofIndex index, ObjectSizes sizes) throws IOException {
		index.sortForLookup();
		ObjectTable objects = index.objects;
		int n = objects.size();
		int[] parents = new int[n];
		Arrays.fill(parents, UNREACHED);
		int[] order = new int[n];
		int[] tail = { 0 };
		RootTable roots = index.roots;
		for (int r = 0; r < roots.size(); r++) {
			int node = objects.find(roots.id(r));
			if (node >= 0 && parents[node] == UNREACHED) {
				parents[node] = rootCode(roots.tag(r));
				order[tail[0]++] = node;
			}
		}
		for (ClassInfo info : index.classes) {
			if (info.node >= 0 && parents[info.node] == UNREACHED) {
				parents[info.node] = rootCode(CLASS_ROOT);
				order[tail[0]++] = info.node;
			}
		}
		References references = new References(index);
		for (int head = 0; head < tail[0]; head++) {
			int from = order[head];
			references.visit(from, (id, slot) -> {
				int to = objects.find(id);
				if (to >= 0 && parents[to] == UNREACHED) {
					parents[to] = from;
					order[tail[0]++] = to;
				}
			});
		}
		long[] below = new long[n];
		for (int k = tail[0] - 1; k >= 0; k--) {
			int node = order[k];
			below[node] += sizes.size(node);
			if (parents[node] >= 0) {
				below[parents[node]] += below[node];
			}
		}
		return new ShortestPaths(parents, below);
	}

	private static int rootCode(int tag) {
		return -2 - tag;
	}

	public boolean reached(int node) {
		return parents[node] != UNREACHED;
	}

	public boolean isRoot(int node) {
		return parents[node] < UNREACHED;
	}

	/** The parent on a shortest path; only for a reached node that is not a root. */
	public int parent(int node) {
		return parents[node];
	}

	/** The root kind of a root node, in words. */
	public String rootKind(int node) {
		int tag = -2 - parents[node];
		return tag == CLASS_ROOT ? "class" : RootTable.kind(tag);
	}

	/** Bytes of {@code node} and everything under it in the tree. */
	public long below(int node) {
		return below[node];
	}
}
