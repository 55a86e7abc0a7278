package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Two thread dumps of one JVM compared thread by thread (by thread id): which threads ended, which are new, and
 * which changed state or stack. A thread that did not move between two dumps taken seconds apart (same state,
 * same stack) is {@link #unchanged()}: the stuck ones are among those.
 *
 * @param ended     threads of the first dump that the second does not have
 * @param started   threads of the second dump that the first does not have
 * @param changed   threads in both whose state or stack differ
 * @param unchanged threads in both with the same state and stack (as in the second dump)
 */
public record DumpComparison(List<ThreadInfoRow> ended, List<ThreadInfoRow> started, List<Change> changed,
		List<ThreadInfoRow> unchanged) {

	/** One thread in both dumps, as it was and as it is. */
	public record Change(ThreadInfoRow before, ThreadInfoRow after) {
		public boolean stateChanged() {
			return before.state() != after.state();
		}
	}

	public static DumpComparison of(ThreadSample first, ThreadSample second) {
		Map<Long, ThreadInfoRow> before = new HashMap<>();
		for (ThreadInfoRow t : first.threads()) {
			before.put(t.id(), t);
		}
		List<ThreadInfoRow> started = new ArrayList<>();
		List<Change> changed = new ArrayList<>();
		List<ThreadInfoRow> unchanged = new ArrayList<>();
		for (ThreadInfoRow t : second.threads()) {
			ThreadInfoRow was = before.remove(t.id());
			if (was == null) {
				started.add(t);
			} else if (was.state() != t.state() || !was.stack().equals(t.stack())) {
				changed.add(new Change(was, t));
			} else {
				unchanged.add(t);
			}
		}
		List<ThreadInfoRow> ended = first.threads().stream().filter(t -> before.containsKey(t.id())).toList();
		return new DumpComparison(ended, started, changed, unchanged);
	}

	/** The comparison in words, for a text pane or a file. */
	public String text() {
		StringBuilder b = new StringBuilder();
		b.append(ended.size()).append(" ended, ").append(started.size()).append(" new, ").append(changed.size())
				.append(" changed, ").append(unchanged.size()).append(" unchanged\n");
		section(b, "Ended", ended);
		section(b, "New", started);
		if (!changed.isEmpty()) {
			b.append("\nChanged:\n");
			for (Change c : changed) {
				b.append("  \"").append(c.after.name()).append("\" #").append(c.after.id()).append(": ")
						.append(c.before.state().label()).append(" -> ").append(c.after.state().label());
				if (!c.before.stack().equals(c.after.stack())) {
					b.append(", now at ").append(c.after.stack().isEmpty() ? "?" : c.after.stack().get(0));
				}
				b.append('\n');
			}
		}
		section(b, "Unchanged", unchanged);
		return b.toString();
	}

	private static void section(StringBuilder b, String title, List<ThreadInfoRow> threads) {
		if (threads.isEmpty()) {
			return;
		}
		b.append('\n').append(title).append(":\n");
		for (ThreadInfoRow t : threads) {
			b.append("  \"").append(t.name()).append("\" #").append(t.id()).append(' ').append(t.state().label());
			if (!t.stack().isEmpty()) {
				b.append(" at ").append(t.stack().get(0));
			}
			b.append('\n');
		}
	}
}
