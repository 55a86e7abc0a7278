package dyno.heap.hprof.internal;

import java.util.Arrays;

import dyno.core.analysis.Progress;

/**
 * The immediate dominators of a {@link HeapGraph} from its virtual root, by the Semi-NCA algorithm (Georgiadis'
 * variant of Lengauer and Tarjan: semidominators by path-compressed evaluation over a depth-first spanning tree,
 * then each immediate dominator as the nearest common ancestor of its semidominator and its tree parent). Exact,
 * iterative throughout (no recursion: tens of millions of objects), in int arrays of the dump's {@link ArrayStore}
 * numbered by depth-first order; about 32 bytes an object and 4 an edge at the peak besides the graph.
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
	public final IntArray idom;
	/** Per object: its retained size, the bytes of the objects it dominates, itself included; 0 if unreachable. */
	public final LongArray retained;

	public Dominators(IntArray idom, LongArray retained) {
		this.idom = idom;
		this.retained = retained;
	}

	public static Dominators compute(HeapGraph graph, ObjectSizes sizes, ArrayStore store, Progress progress)
			throws InterruptedException {
		int nodes = graph.nodes();
		int root = graph.root();
		IntArray first = graph.first;
		IntArray targets = graph.targets;
		progress.begin("Depth-first order of " + nodes + " objects", -1);
		// Depth-first numbering from the root: number[node] (-1 unvisited), vertex[number], parent[number].
		IntArray number = store.ints(nodes);
		number.fill(-1);
		IntArray vertex = store.ints(nodes);
		IntArray parent = store.ints(nodes);
		int reached = depthFirst(root, first, targets, number, vertex, parent, store);
		progress.checkCancelled();

		progress.begin("Predecessors", -1);
		IntArray predFirst = store.ints(reached + 1);
		for (int v = 0; v < reached; v++) {
			int node = vertex.get(v);
			for (int e = first.get(node); e < first.get(node + 1); e++) {
				int p = number.get(targets.get(e));
				predFirst.set(p, predFirst.get(p) + 1);
			}
		}
		int sum = 0;
		for (int v = 0; v <= reached; v++) {
			int c = v < reached ? predFirst.get(v) : 0;
			predFirst.set(v, sum);
			sum += c;
		}
		IntArray preds = store.ints(sum);
		IntArray fill = predFirst.copy(store, reached);
		for (int v = 0; v < reached; v++) {
			int node = vertex.get(v);
			for (int e = first.get(node); e < first.get(node + 1); e++) {
				int w = number.get(targets.get(e));
				int at = fill.get(w);
				fill.set(w, at + 1);
				preds.set(at, v);
			}
		}
		fill = null;
		number = null;
		progress.checkCancelled();

		progress.begin("Dominators", -1);
		IntArray semi = store.ints(reached);
		IntArray label = store.ints(reached);
		IntArray ancestor = parent.copy(store, reached); // the link-eval forest, compressed in place
		for (int v = 0; v < reached; v++) {
			semi.set(v, v);
			label.set(v, v);
		}
		IntArray stack = store.ints(Math.max(1, reached));
		for (int w = reached - 1; w > 0; w--) {
			if ((w & 0xfffff) == 0) {
				progress.checkCancelled();
			}
			int s = parent.get(w);
			for (int p = predFirst.get(w); p < predFirst.get(w + 1); p++) {
				int u = eval(preds.get(p), w + 1, ancestor, label, semi, stack);
				if (semi.get(u) < s) {
					s = semi.get(u);
				}
			}
			semi.set(w, s);
		}
		preds = null;
		ancestor = null;
		label = null;
		stack = null;
		// idom by number: start from the tree parent, climb while above the semidominator.
		IntArray idom = parent;
		for (int w = 1; w < reached; w++) {
			int d = idom.get(w);
			while (d > semi.get(w)) {
				d = idom.get(d);
			}
			idom.set(w, d);
		}
		semi = null;
		IntArray result = store.ints(nodes - 1);
		result.fill(UNREACHABLE);
		LongArray retained = store.longs(nodes - 1);
		// Dominators come first in depth-first order: the reverse order has every object before its dominator.
		for (int w = reached - 1; w > 0; w--) {
			int node = vertex.get(w);
			int d = vertex.get(idom.get(w));
			retained.add(node, sizes.size(node));
			if (d == root) {
				result.set(node, ROOT);
			} else {
				result.set(node, d);
				retained.add(d, retained.get(node));
			}
		}
		return new Dominators(result, retained);
	}

	/** Iterative depth-first search; returns how many nodes it numbered. */
	private static int depthFirst(int root, IntArray first, IntArray targets, IntArray number, IntArray vertex,
			IntArray parent, ArrayStore store) {
		IntArray stackNode = store.ints(number.length());
		IntArray stackEdge = store.ints(number.length());
		int top = 0;
		int count = 0;
		number.set(root, count);
		vertex.set(count, root);
		parent.set(count++, 0);
		stackNode.set(0, root);
		stackEdge.set(0, first.get(root));
		while (top >= 0) {
			int node = stackNode.get(top);
			int e = stackEdge.get(top);
			if (e < first.get(node + 1)) {
				stackEdge.set(top, e + 1);
				int to = targets.get(e);
				if (number.get(to) < 0) {
					number.set(to, count);
					vertex.set(count, to);
					parent.set(count++, number.get(node));
					top++;
					stackNode.set(top, to);
					stackEdge.set(top, first.get(to));
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
	private static int eval(int v, int linked, IntArray ancestor, IntArray label, IntArray semi, IntArray stack) {
		if (ancestor.get(v) < linked) {
			return label.get(v);
		}
		int size = 0;
		int a = v;
		do {
			stack.set(size++, a);
			a = ancestor.get(a);
		} while (ancestor.get(a) >= linked);
		int p = a;
		int pLabel = label.get(p);
		int x = v;
		while (size > 0) {
			x = stack.get(--size);
			ancestor.set(x, ancestor.get(p));
			if (semi.get(pLabel) < semi.get(label.get(x))) {
				label.set(x, pLabel);
			} else {
				pLabel = label.get(x);
			}
			p = x;
		}
		return label.get(x);
	}
}
