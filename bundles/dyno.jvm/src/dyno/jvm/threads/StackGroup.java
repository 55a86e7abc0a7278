package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Threads whose stacks are identical, frame for frame (as far as the sample's depth reaches): fifty pool workers
 * stuck in the same JDBC call show as one group of fifty, which is where a pool is stuck.
 *
 * @param stack   the shared stack, top frame first
 * @param threads the threads with it, in the sample's order
 */
public record StackGroup(List<StackTraceElement> stack, List<ThreadInfoRow> threads) {

	public StackGroup {
		stack = List.copyOf(stack);
		threads = List.copyOf(threads);
	}

	/** The groups of a sample, largest first (ties: in order of first thread). */
	public static List<StackGroup> of(ThreadSample sample) {
		Map<List<StackTraceElement>, List<ThreadInfoRow>> byStack = new LinkedHashMap<>();
		for (ThreadInfoRow t : sample.threads()) {
			byStack.computeIfAbsent(t.stack(), k -> new ArrayList<>()).add(t);
		}
		List<StackGroup> groups = new ArrayList<>(byStack.size());
		byStack.forEach((stack, threads) -> groups.add(new StackGroup(stack, threads)));
		groups.sort((a, b) -> Integer.compare(b.threads.size(), a.threads.size()));
		return groups;
	}

	/** How many of the group's threads are in each state. */
	public Map<ThreadState, Integer> states() {
		Map<ThreadState, Integer> n = new EnumMap<>(ThreadState.class);
		for (ThreadInfoRow t : threads) {
			n.merge(t.state(), 1, Integer::sum);
		}
		return n;
	}
}
