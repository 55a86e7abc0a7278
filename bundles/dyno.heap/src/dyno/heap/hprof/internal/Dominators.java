package dyno.heap.hprof.internal;

import java.util.Arrays;

import dyno.core.analysis.Progress;

/**
 * The immediate dominators of a {@link HeapGraph} from its virtual root, by the Semi-NCA algorithm (Georgiadis'
 * variant of Lengauer and Tarjan: semidominators by path-compressed evaluation over a depth-first spanning tree,
 * then each immediate dominator as the nearest common ancestor of its semidominator and its tree parent). Exact,
 * iterative throughout (no recursion: tens of millions of objects), in plain int arrays numbered by depth-first
 * order; about 32 bytes an object and 4 an edge at the peak besides the graph.
 */
public final class Dominators {

	/** {@link #idom} of an object no GC root reaches. */
	public static final int UNREACHABLE = -2;
	/** {@link #idom} of the objects whose immediate dominator is the virtual root. */
	public static final int ROOT = -1;

	/**
	 * Per object (node number of the dump's index): the node of its immediate dominator, {@link #ROOT} or
	 * {@link #UNREACHABLE}.
	 */
	public final int[] idom;
	/** Per object: its retained size, the bytes of the objects it dominates, itself included; 0 if unreachable. */
	public final long[] retained;

	public Dominators(int[] idom, long[] retained) {
		this.idom = idom;
		this.retained = retained;
	}

	public static Dominators compute(HeapGraph graph, ObjectSizes sizes, Progress progress)
			throws InterruptedException {
		int nodes = graph.nodes();
		int root = graph.root();
		int[] first = graph.first;
		int[] targets = graph.targets;
		progress.begin("Depth-first order of " + nodes + " objects", -1);
		// Depth-first numbering from the root: number[node] (-1 unvisited), vertex[number], parent[number].
		int[] number = new int[nodes];
		Arrays.fill(number, -1);
		int[] vertex = new int[nodes];
		int[] parent = new int[nodes];
		int reached = depthFirst(root, first, targets, number, vertex, parent);
		progress.checkCancelled();

		progress.begin("Predecessors", -1);
		int[] predFirst = new int[reached + 1];
		for (int v = 0; v < reached; v++) {
			int node = vertex[v];
			for (int e = first[node]; e < first[node + 1]; e++) {
				predFirst[number[targets[e]]]++;
			}
		}
		int sum = 0;
		for (int v = 0; v <= reached; v++) {
			int c = v < reached ? predFirst[v] : 0;
			predFirst[v] = sum;
			sum += c;
		}
		int[] preds = new int[sum];
		int[] fill = Arrays.copyOf(predFirst, reached);
		for (int v = 0; v < reached; v++) {
			int node = vertex[v];
			for (int e = first[node]; e < first[node + 1]; e++) {
				preds[fill[number[targets[e]]]++] = v;
			}
		}
		fill = null;
		progress.checkCancelled();

		progress.begin("Dominators", -1);
		int[] semi = new int[reached];
		int[] label = new int[reached];
		int[] ancestor = parent.clone(); // the link-eval forest, compressed in place
		for (int v = 0; v < reached; v++) {
			semi[v] = v;
			label[v] = v;
		}
		int[] stack = new int[Math.max(1, reached)];
		for (int w = reached - 1; w > 0; w--) {
			if ((w & 0xfffff) == 0) {
				progress.checkCancelled();
			}
			int s = parent[w];
			for (int p = predFirst[w]; p < predFirst[w + 1]; p++) {
				int u = eval(preds[p], w + 1, ancestor, label, semi, stack);
				if (semi[u] < s) {
					s = semi[u];
				}
			}
			semi[w] = s;
		}
		preds = null;
		// idom by number: start from the tree parent, climb while above the semidominator.
		int[] idom = parent;
		for (int w = 1; w < reached; w++) {
			int d = idom[w];
			while (d > semi[w]) {
				d = idom[d];
			}
			idom[w] = d;
		}
		semi = null;
		label = null;
		int[] result = new int[nodes - 1];
		Arrays.fill(result, UNREACHABLE);
		long[] retained = new long[nodes - 1];
		// Dominators come first in depth-first order: the reverse order has every object before its dominator.
		for (int w = reached - 1; w > 0; w--) {
			int node = vertex[w];
			int d = vertex[idom[w]];
			retained[node] += sizes.size(node);
			if (d == root) {
				result[node] = ROOT;
			} else {
				result[node] = d;
				retained[d] += retained[node];
			}
		}
		return new Dominators(result, retained);
	}

	/** Iterative depth-first search; returns how many nodes it numbered. */
	private static int depthFirst(int root, int[] first, int[] targets, int[] number, int[] vertex, int[] parent) {
		int[] stackNode = new int[number.length];
		int[] stackEdge = new int[number.length];
		int top = 0;
		int count = 0;
		number[root] = count;
		vertex[count] = root;
		parent[count++] = 0;
		stackNode[0] = root;
		stackEdge[0] = first[root];
		while (top >= 0) {
			int node = stackNode[top];
			int e = stackEdge[top];
			if (e < first[node + 1]) {
				stackEdge[top] = e + 1;
				int to = targets[e];
				if (number[to] < 0) {
					number[to] = count;
					vertex[count] = to;
					parent[count++] = number[node];
					top++;
					stackNode[top] = to;
					stackEdge[top] = first[to];
				}
			} else {
				top--;
			}
		}
		return count;
	}

	/**
	 * The node of least semidominator on the forest path above {@code v} (numbers {@code >= linked} are linked),
	 * compressing the path on the way: the ancestors are stacked, then relinked to the top one, top down.
	 */
	private static int eval(int v, int linked, int[] ancestor, int[] label, int[] semi, int[] stack) {
		if (ancestor[v] < linked) {
			return label[v];
		}
		int size = 0;
		int a = v;
		do {
			stack[size++] = a;
			a = ancestor[a];
		} while (ancestor[a] >= linked);
		int p = a;
		int pLabel = label[p];
		int x = v;
		while (size > 0) {
			x = stack[--size];
			ancestor[x] = ancestor[p];
			if (semi[pLabel] < semi[label[x]]) {
				label[x] = pLabel;
			} else {
				pLabel = label[x];
			}
			p = x;
		}
		return label[x];
	}
}
