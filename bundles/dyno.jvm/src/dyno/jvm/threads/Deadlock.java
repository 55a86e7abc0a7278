package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dyno.core.Plural;

/**
 * Threads that wait for each other in a cycle and so can never go on: what the JVM's
 * {@code findDeadlockedThreads} reports (object monitors and ownable synchronizers alike), with its
 * {@link WaitsForGraph}.
 *
 * @param threads the threads of the cycle, in cycle order
 * @param graph   the cycle, plus threads that wait for one of its locks
 */
public record Deadlock(List<ThreadInfoRow> threads, WaitsForGraph graph) {

	public Deadlock {
		threads = List.copyOf(threads);
	}

	/** One line, e.g. {@code "a" waits for monitor X held by "b"; "b" waits for lock Y held by "a"}. */
	public String summary() {
		StringBuilder b = new StringBuilder("Deadlock of ").append(Plural.of(threads.size(), "thread")).append(": ");
		List<WaitsForGraph.Node> cycle = graph.cycle();
		List<WaitsForGraph.ThreadNode> order = graph.cycleThreads();
		for (int i = 0; i < order.size(); i++) {
			b.append(i == 0 ? "\"" : "; \"").append(order.get(i).name()).append("\" waits for ")
					.append(cycle.get(2 * i + 1).label()).append(" held by \"")
					.append(order.get((i + 1) % order.size()).name()).append('"');
		}
		return b.toString();
	}

	/**
	 * Splits the JVM's deadlocked threads into cycles and builds each one's graph from the sample's rows.
	 *
	 * @param rows       every thread of the sample (for owners and other waiters)
	 * @param deadlocked ids the JVM reported as deadlocked
	 */
	public static List<Deadlock> find(List<ThreadInfoRow> rows, Collection<Long> deadlocked) {
		Map<Long, ThreadInfoRow> byId = new HashMap<>(rows.size() * 2);
		for (ThreadInfoRow r : rows) {
			byId.put(r.id(), r);
		}
		List<Deadlock> found = new ArrayList<>();
		Set<Long> placed = new HashSet<>();
		for (long start : deadlocked) {
			if (placed.contains(start)) {
				continue;
			}
			List<ThreadInfoRow> cycle = cycleFrom(byId, start);
			if (cycle.isEmpty() || !placed.add(cycle.get(0).id())) {
				continue; // a thread waiting on a cycle reached an already known one, or the chain was broken
			}
			cycle.forEach(t -> placed.add(t.id()));
			found.add(new Deadlock(cycle, graph(cycle, rows)));
		}
		return found;
	}

	/** Follows "waits for a lock held by" from {@code start} until a thread repeats; the repeating part is the cycle. */
	private static List<ThreadInfoRow> cycleFrom(Map<Long, ThreadInfoRow> byId, long start) {
		List<ThreadInfoRow> chain = new ArrayList<>();
		Map<Long, Integer> position = new HashMap<>();
		ThreadInfoRow t = byId.get(start);
		while (t != null && !position.containsKey(t.id())) {
			position.put(t.id(), chain.size());
			chain.add(t);
			t = t.lockOwnerId() < 0 ? null : byId.get(t.lockOwnerId());
		}
		return t == null ? List.of() : new ArrayList<>(chain.subList(position.get(t.id()), chain.size()));
	}

	private static WaitsForGraph graph(List<ThreadInfoRow> cycle, List<ThreadInfoRow> rows) {
		WaitsForGraph.Builder b = new WaitsForGraph.Builder();
		List<WaitsForGraph.Node> order = new ArrayList<>();
		Map<LockRef, WaitsForGraph.LockNode> locks = new HashMap<>();
		for (int i = 0; i < cycle.size(); i++) {
			ThreadInfoRow t = cycle.get(i);
			WaitsForGraph.ThreadNode node = node(t);
			WaitsForGraph.LockNode lock = lockNode(t);
			locks.put(t.lock(), lock);
			b.waits(node, lock, node(cycle.get((i + 1) % cycle.size())));
			order.add(node);
			order.add(lock);
		}
		for (ThreadInfoRow r : rows) {
			WaitsForGraph.LockNode lock = r.lock() == null ? null : locks.get(r.lock());
			if (lock != null && !cycle.contains(r)) {
				b.waits(node(r), lock, null);
			}
		}
		return b.build(order);
	}

	private static WaitsForGraph.ThreadNode node(ThreadInfoRow t) {
		return new WaitsForGraph.ThreadNode(t.id(), t.name(), t.state());
	}

	private static WaitsForGraph.LockNode lockNode(ThreadInfoRow t) {
		// Only monitors make a thread BLOCKED; an ownable synchronizer parks it (WAITING).
		return new WaitsForGraph.LockNode(t.lock(), t.jvmState() == Thread.State.BLOCKED);
	}
}
