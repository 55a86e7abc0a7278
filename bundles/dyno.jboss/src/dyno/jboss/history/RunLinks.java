package dyno.jboss.history;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

import dyno.load.AggregateTable;
import dyno.load.RunComparison;
import dyno.load.run.LoadRun;

/**
 * Links tuning changes to the load runs around them, so the effect of a change can be read from a run before and
 * a run after it. Runs are read from one or more runs folders (the workbench's and the CLI's). A run counts as
 * <em>before</em> a change when it ended before the change was saved, <em>after</em> when it started after it; a
 * run that was going on while the change was saved measured neither configuration alone and is in neither list.
 */
public final class RunLinks {

	private final List<Path> roots;

	/** Links to the runs in these runs folders (missing folders hold no runs). */
	public RunLinks(List<Path> roots) {
		this.roots = List.copyOf(new LinkedHashSet<>(roots.stream().map(p -> p.toAbsolutePath().normalize()).toList()));
	}

	/** The run folders that ended before the change, the nearest first. */
	public List<Path> runsBefore(TuningChange change) throws IOException {
		return before(runs(), change.time()).stream().map(LoadRun::dir).toList();
	}

	/** The run folders that started after the change, the nearest first. */
	public List<Path> runsAfter(TuningChange change) throws IOException {
		return after(runs(), change.time()).stream().map(LoadRun::dir).toList();
	}

	/** The nearest run before and after each change, reading the runs folders once. */
	public List<Around> around(List<TuningChange> changes) throws IOException {
		List<LoadRun> all = runs();
		List<Around> out = new ArrayList<>();
		for (TuningChange c : changes) {
			out.add(new Around(c, before(all, c.time()).stream().findFirst(), after(all, c.time()).stream().findFirst()));
		}
		return out;
	}

	/** A change with the nearest run before and after it. */
	public record Around(TuningChange change, Optional<LoadRun> before, Optional<LoadRun> after) {

		/**
		 * The JVM the run before watched (the server's, by the label its recordings are stored under), empty when
		 * there is no run before or it watched none.
		 */
		public Optional<String> jvmBefore() {
			return before.flatMap(LoadRun::watchedLabel);
		}

		/** The JVM the run after watched: the server's after the change (a restart makes it another process). */
		public Optional<String> jvmAfter() {
			return after.flatMap(LoadRun::watchedLabel);
		}
	}

	/**
	 * The Aggregate Reports of two runs side by side (the before run is the baseline); a run without a summary
	 * (aborted) is recomputed from its JTL.
	 */
	public static RunComparison compare(Path before, Path after) throws IOException {
		LoadRun b = LoadRun.open(before);
		LoadRun a = LoadRun.open(after);
		AggregateTable afterTable = table(a, null);
		return RunComparison.of(table(b, afterTable), afterTable);
	}

	/** A run's report; with the percentiles of {@code like} when it has to be recomputed, so the rows compare. */
	private static AggregateTable table(LoadRun run, AggregateTable like) throws IOException {
		Optional<AggregateTable> saved = run.summary();
		if (saved.isPresent()) {
			return saved.get();
		}
		return like == null ? run.recompute() : run.recompute(like.percentiles());
	}

	private List<LoadRun> runs() throws IOException {
		List<LoadRun> all = new ArrayList<>();
		for (Path root : roots) {
			all.addAll(LoadRun.list(root));
		}
		return all;
	}

	private static List<LoadRun> before(List<LoadRun> runs, Instant time) {
		long t = time.toEpochMilli();
		return runs.stream().filter(r -> r.ended() > 0 && r.ended() <= t)
				.sorted(Comparator.comparingLong(LoadRun::ended).reversed()).toList();
	}

	private static List<LoadRun> after(List<LoadRun> runs, Instant time) {
		long t = time.toEpochMilli();
		return runs.stream().filter(r -> r.started() >= t).sorted(Comparator.comparingLong(LoadRun::started)).toList();
	}
}
