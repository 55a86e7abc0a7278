package dyno.jvm.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.jvm.threads.Deadlock;
import dyno.jvm.threads.PoolUsage;
import dyno.jvm.threads.ThreadCounts;
import dyno.jvm.threads.ThreadDumpText;
import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.WaitsForGraph;

/**
 * What {@link ThreadsAnalysis} read: one sample of a JVM's threads and its pools, shown as the table of threads,
 * a thread dump or the deadlocks alone.
 *
 * @param target the JVM's label, e.g. "pid 4711"
 * @param view   which of the three was asked
 */
public record ThreadsResult(String target, ThreadSample sample, List<PoolUsage> pools, View view) implements Result {

	/** What the result shows. */
	public enum View {
		/** Counts, pools and one row per thread. */
		TABLE,
		/** Every frame and held lock, like {@code jstack -l}. */
		DUMP,
		/** The deadlocks only. */
		DEADLOCKS
	}

	public ThreadsResult {
		pools = List.copyOf(pools);
	}

	/** The thread dump's text, as the workbench's Thread Dump shows it and {@code --dump} prints it. */
	public String dumpText() {
		return ThreadDumpText.format(sample, target);
	}

	@Override
	public Report report() {
		return switch (view) {
		case DUMP -> new Report("Thread dump of " + target, List.of(new Report.Notes(null, dumpText().lines().toList())));
		case DEADLOCKS -> new Report("Deadlocks of " + target, List.of(new Report.Notes(null, deadlockLines())));
		case TABLE -> table();
		};
	}

	/** The JSON shape scripts read: with {@link View#DEADLOCKS}, without the threads and pools. */
	@Override
	public Object data() {
		ThreadCounts c = sample.counts();
		Counts counts = new Counts(c.live(), c.daemon(), c.peak(), c.started(), virtualThreads());
		List<DeadlockData> deadlocks = sample.deadlocks().stream().map(DeadlockData::of).toList();
		if (view == View.DEADLOCKS) {
			return new DeadlocksData(target, sample.time(), sample.detailed(), counts, sample.gaps(), deadlocks);
		}
		List<PoolData> poolData = pools.stream().map(p -> new PoolData(p.pool(), p.busy(), p.total())).toList();
		List<ThreadData> threads = sample.threads().stream().map(t -> ThreadData.of(t, view == View.DUMP)).toList();
		return new ThreadsData(target, sample.time(), sample.detailed(), counts, sample.gaps(), deadlocks, poolData,
				threads);
	}

	private long virtualThreads() {
		return sample.threads().stream().filter(ThreadInfoRow::virtual).count();
	}

	private List<String> deadlockLines() {
		if (sample.deadlocks().isEmpty()) {
			return List.of("No deadlock in " + target + " (" + sample.threads().size() + " threads).");
		}
		List<String> lines = new ArrayList<>();
		if (sample.deadlocks().size() > 1) {
			lines.add(sample.deadlocks().size() + " deadlocks in " + target + ":");
		}
		sample.deadlocks().forEach(d -> lines.add(d.summary()));
		return lines;
	}

	private Report table() {
		ThreadCounts c = sample.counts();
		long virtual = virtualThreads();
		List<String> head = new ArrayList<>();
		head.add(String.format(Locale.ROOT, "%s: %d live threads (%d daemon), peak %d, %d started%s", target, c.live(),
				c.daemon(), c.peak(), c.started(), virtual == 0 ? "" : "; " + virtual + " virtual threads"));
		sample.gaps().forEach(g -> head.add("note: " + g));
		sample.deadlocks().forEach(d -> head.add("DEADLOCK: " + d.summary()));
		pools.forEach(p -> head.add("pool " + p.pool() + ": " + p.busy() + " busy of " + p.total()));
		List<Report.Section> sections = new ArrayList<>();
		sections.add(new Report.Notes(null, head));
		if (sample.detailed()) {
			List<List<Object>> rows = new ArrayList<>();
			for (ThreadInfoRow t : sample.threads()) {
				String waits = t.lock() == null ? ""
						: t.lock() + (t.lockOwnerName() == null ? "" : " (" + t.lockOwnerName() + ")");
				rows.add(Arrays.asList(t.id(), t.state().name(), t.cpuNanos() < 0 ? null : t.cpuNanos() / 1e6,
						waits, t.virtual() ? t.label() + " (virtual)" : t.name()));
			}
			// The id reads left to right like the names: a pid-like label, not a quantity.
			Column id = new Column("ID", false, String::valueOf, String::valueOf);
			sections.add(new Table(null, List.of(id, Column.text("STATE"), Column.decimal("CPU ms", "0.0"),
					Column.text("WAITS FOR"), Column.text("NAME")), rows));
		}
		return new Report("Threads of " + target, sections);
	}

	/** {@code counts} of the JSON. */
	public record Counts(int live, int daemon, int peak, long started, long virtual) {
	}

	/** A pool's busy and total threads. */
	public record PoolData(String pool, int busy, int total) {
	}

	/** A deadlock: its summary, its threads' names, the cycle and the waits-for edges by their labels. */
	public record DeadlockData(String summary, List<String> threads, List<String> cycle, List<Edge> edges) {

		static DeadlockData of(Deadlock d) {
			return new DeadlockData(d.summary(), d.threads().stream().map(ThreadInfoRow::name).toList(),
					d.graph().cycle().stream().map(WaitsForGraph.Node::label).toList(), d.graph().edges().stream()
							.map(e -> new Edge(e.from().label(), e.to().label(), e.kind().name())).toList());
		}
	}

	/** An edge of the waits-for graph. */
	public record Edge(String from, String to, String kind) {
	}

	/**
	 * One thread.
	 *
	 * @param stack its frames with {@code --dump}; null otherwise
	 */
	public record ThreadData(long id, String name, String state, String jvmState, boolean daemon, boolean virtual,
			long cpuNanos, long blockedCount, long waitedCount, String lock, long lockOwnerId, List<String> stack) {

		static ThreadData of(ThreadInfoRow t, boolean stack) {
			return new ThreadData(t.id(), t.name(), t.state().name(), t.jvmState().name(), t.daemon(), t.virtual(),
					t.cpuNanos(), t.blockedCount(), t.waitedCount(), t.lock() == null ? null : t.lock().toString(),
					t.lockOwnerId(), stack ? t.stack().stream().map(StackTraceElement::toString).toList() : null);
		}
	}

	/** The JSON of the table and the dump. */
	public record ThreadsData(String target, long time, boolean detailed, Counts counts, List<String> gaps,
			List<DeadlockData> deadlocks, List<PoolData> pools, List<ThreadData> threads) {
	}

	/** The JSON of {@link View#DEADLOCKS}. */
	public record DeadlocksData(String target, long time, boolean detailed, Counts counts, List<String> gaps,
			List<DeadlockData> deadlocks) {
	}
}
