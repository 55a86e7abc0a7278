package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The waits-for graph of one deadlock: threads and locks are the nodes; a thread <em>waits for</em> a lock, a
 * lock is <em>held by</em> a thread. {@link #cycle()} is the deadlock itself (thread, lock, thread, lock ... and
 * back to the first thread); other threads that wait for one of its locks hang off it, since they are stuck too.
 * {@link #merge} puts the graphs of several deadlocks of one sample into one, so a view shows every deadlock at
 * once. Small and immutable: a view lays it out (ELK) and draws it as is.
 *
 * @param cycle     the deadlock's cycle; in a merged graph each deadlock's cycle after the other
 * @param deadlocks how many deadlocks the graph shows: 1, more when merged
 */
public record WaitsForGraph(List<Node> nodes, List<Edge> edges, List<Node> cycle, int deadlocks) {

	public WaitsForGraph {
		nodes = List.copyOf(nodes);
		edges = List.copyOf(edges);
		cycle = List.copyOf(cycle);
	}

	/** A node of the graph: a thread or a lock. */
	public sealed interface Node permits ThreadNode, LockNode {
		/** In words, for the node's label. */
		String label();
	}

	/** A thread; its stack is in the sample's row of the same id. */
	public record ThreadNode(long id, String name, ThreadState state) implements Node {
		@Override
		public String label() {
			return '"' + name + "\" #" + id + " (" + state.label() + ")";
		}
	}

	/**
	 * A lock.
	 *
	 * @param monitor true for an object monitor ({@code synchronized}), false for an ownable synchronizer
	 *                ({@code ReentrantLock}, {@code ReentrantReadWriteLock} ...)
	 */
	public record LockNode(LockRef lock, boolean monitor) implements Node {
		@Override
		public String label() {
			return (monitor ? "monitor " : "lock ") + lock;
		}
	}

	public enum EdgeKind {
		/** thread → lock: the thread waits to acquire the lock. */
		WAITS_FOR,
		/** lock → thread: the thread holds the lock. */
		HELD_BY
	}

	public record Edge(Node from, Node to, EdgeKind kind) {
	}

	public boolean inCycle(Node node) {
		return cycle.contains(node);
	}

	/**
	 * One graph of several deadlocks' graphs (of one sample): their nodes and edges side by side, and their cycles
	 * one after the other. A thread waits for one lock at a time, so cycles never share a node; a thread waiting
	 * for locks of two deadlocks cannot be.
	 */
	public static WaitsForGraph merge(List<WaitsForGraph> graphs) {
		if (graphs.isEmpty()) {
			throw new IllegalArgumentException("no deadlock's graph to merge");
		}
		if (graphs.size() == 1) {
			return graphs.get(0);
		}
		Set<Node> nodes = new LinkedHashSet<>();
		Set<Edge> edges = new LinkedHashSet<>();
		List<Node> cycles = new ArrayList<>();
		int deadlocks = 0;
		for (WaitsForGraph g : graphs) {
			nodes.addAll(g.nodes);
			edges.addAll(g.edges);
			cycles.addAll(g.cycle);
			deadlocks += g.deadlocks;
		}
		return new WaitsForGraph(new ArrayList<>(nodes), new ArrayList<>(edges), cycles, deadlocks);
	}

	/** The threads of the cycle, in cycle order. */
	public List<ThreadNode> cycleThreads() {
		List<ThreadNode> threads = new ArrayList<>();
		for (Node n : cycle) {
			if (n instanceof ThreadNode t) {
				threads.add(t);
			}
		}
		return threads;
	}

	/** Collects nodes and edges without duplicates, in the order they were first added. */
	static final class Builder {
		private final Set<Node> nodes = new LinkedHashSet<>();
		private final Set<Edge> edges = new LinkedHashSet<>();

		/** Adds "{@code thread} waits for {@code lock}, held by {@code owner}" (owner may be null). */
		void waits(ThreadNode thread, LockNode lock, ThreadNode owner) {
			nodes.add(thread);
			nodes.add(lock);
			edges.add(new Edge(thread, lock, EdgeKind.WAITS_FOR));
			if (owner != null) {
				nodes.add(owner);
				edges.add(new Edge(lock, owner, EdgeKind.HELD_BY));
			}
		}

		WaitsForGraph build(List<Node> cycle) {
			return new WaitsForGraph(new ArrayList<>(nodes), new ArrayList<>(edges), cycle, 1);
		}
	}
}
