package dyno.jvm.threads;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The threads of one JVM at one moment. Over JMX every thread with its state, CPU, locks and stack, and the
 * deadlocks the JVM found; over jvmstat only {@link #counts()}: then {@link #detailed()} is false and
 * {@link #gaps()} says why, in words a view can show instead of an empty pane.
 *
 * @param time      when the sample was taken, epoch milliseconds (this machine's clock)
 * @param threads   every thread, in the JVM's order; empty when not {@link #detailed()}
 * @param deadlocks the deadlocks found in this sample (each a cycle), empty when none or not detailed
 * @param counts    thread counts
 * @param detailed  whether per-thread data is there
 * @param gaps      what this sample lacks and why
 */
public record ThreadSample(long time, List<ThreadInfoRow> threads, List<Deadlock> deadlocks, ThreadCounts counts,
		boolean detailed, List<String> gaps) {

	public ThreadSample {
		threads = List.copyOf(threads);
		deadlocks = List.copyOf(deadlocks);
		gaps = List.copyOf(gaps);
	}

	/** A counts-only sample (jvmstat). */
	public static ThreadSample countsOnly(long time, ThreadCounts counts, List<String> gaps) {
		return new ThreadSample(time, List.of(), List.of(), counts, false, gaps);
	}

	public Optional<ThreadInfoRow> thread(long id) {
		return threads.stream().filter(t -> t.id() == id).findFirst();
	}

	/** The first thread of that name (names need not be unique). */
	public Optional<ThreadInfoRow> thread(String name) {
		return threads.stream().filter(t -> t.name().equals(name)).findFirst();
	}

	/**
	 * CPU use of each thread between {@code earlier} and this sample, in percent of one core (a thread alone can
	 * reach 100). Threads without a CPU time in both samples, or new since, are left out; the clock is the
	 * samples' wall time, so network delay between the two reads blurs a little.
	 */
	public Map<Long, Double> cpuPercentSince(ThreadSample earlier) {
		Map<Long, Double> percent = new HashMap<>();
		long wallNanos = (time - earlier.time) * 1_000_000L;
		if (wallNanos <= 0) {
			return percent;
		}
		Map<Long, Long> before = new HashMap<>(earlier.threads.size() * 2);
		for (ThreadInfoRow t : earlier.threads) {
			if (t.cpuNanos() >= 0) {
				before.put(t.id(), t.cpuNanos());
			}
		}
		for (ThreadInfoRow t : threads) {
			Long was = before.get(t.id());
			if (was != null && t.cpuNanos() >= 0) {
				percent.put(t.id(), Math.max(0, t.cpuNanos() - was) * 100.0 / wallNanos);
			}
		}
		return percent;
	}
}
