package dyno.heap.hprof.internal;

import java.util.Arrays;

/**
 * Retained sizes by their definition, one object at a time: the bytes reachable from the GC roots less the bytes
 * still reachable when the object is taken out (one plain walk of the whole {@link HeapGraph} per object). Far
 * too slow for a whole heap, and independent of the dominators: what the tests and the benchmark check
 * {@link Dominators} against.
 */
public final class RetainedByRemoval {

	private final HeapGraph graph;
	private final long[] shallow;
	private final int[] seen;
	private final int[] queue;
	private int walk;
	private final long reachable;
	private final boolean[] reached;

	public RetainedByRemoval(HeapGraph graph, ObjectSizes sizes) {
		this.graph = graph;
		int n = graph.root();
		shallow = new long[n + 1];
		for (int v = 0; v < n; v++) {
			shallow[v] = sizes.size(v);
		}
		seen = new int[n + 1];
		queue = new int[n + 1];
		reachable = bytesReachableWithout(-1);
		reached = new boolean[n + 1];
		for (int v = 0; v <= n; v++) {
			reached[v] = seen[v] == walk;
		}
	}

	/** The bytes of every object the GC roots reach. */
	public long reachableBytes() {
		return reachable;
	}

	/**
	 * What would be freed without {@code node}; 0 for an object the GC roots do not reach. An object that refers
	 * to nothing frees only itself: no walk needed (half the objects of a heap: strings' arrays, boxes ...).
	 */
	public long retained(int node) {
		if (!reached[node]) {
			return 0;
		}
		if (graph.firstEdge(node) == graph.firstEdge(node + 1)) {
			return shallow[node];
		}
		return reachable - bytesReachableWithout(node);
	}

	/** The objects {@code node} reaches over strong references, itself included (what a test checks exactly). */
	public int[] reachableFrom(int node) {
		int count = walk(node, -1);
		return Arrays.copyOf(queue, count);
	}

	private long bytesReachableWithout(int excluded) {
		int count = walk(graph.root(), excluded);
		long bytes = 0;
		for (int k = 0; k < count; k++) {
			bytes += shallow[queue[k]];
		}
		return bytes;
	}

	/** A breadth-first walk from {@code start} that never enters {@code excluded}; the nodes it reached are {@code queue[0 .. count)}. */
	private int walk(int start, int excluded) {
		int stamp = ++walk;
		int tail = 0;
		seen[start] = stamp;
		queue[tail++] = start;
		if (excluded >= 0) {
			seen[excluded] = stamp;
		}
		for (int head = 0; head < tail; head++) {
			int v = queue[head];
			for (int e = graph.firstEdge(v); e < graph.firstEdge(v + 1); e++) {
				int to = graph.target(e);
				if (seen[to] != stamp) {
					seen[to] = stamp;
					queue[tail++] = to;
				}
			}
		}
		return tail;
	}
}
