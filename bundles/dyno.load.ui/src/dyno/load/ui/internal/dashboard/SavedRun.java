package dyno.load.ui.internal.dashboard;

import java.io.IOException;
import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;

import dyno.core.TimeSeries;
import dyno.load.AggregateStats;
import dyno.load.AggregateTable;
import dyno.load.JtlReader;
import dyno.load.LoadTimeline;
import dyno.load.LoadWarning;
import dyno.load.LoadWarnings;
import dyno.load.run.JvmTrace;
import dyno.load.run.LoadRun;

/**
 * A finished (or crashed) run read back from its folder: the JTL is read once into the timeline (and into the
 * statistics when the run has no summary, as after a crash), the watched JVM's samples from its CSV.
 */
final class SavedRun implements RunData {

	private final LoadRun run;
	private final AggregateTable table;
	private final LoadTimeline timeline;
	private final Optional<JvmCurves> watched;
	private final List<String> warnings;
	private final long lastEnd;
	private final long samples;

	private SavedRun(LoadRun run, AggregateTable table, LoadTimeline timeline, Optional<JvmCurves> watched,
			List<String> warnings) {
		this.run = run;
		this.table = table;
		this.timeline = timeline;
		this.watched = watched;
		this.warnings = warnings;
		this.lastEnd = table.total().lastEnd();
		this.samples = table.total().count();
	}

	/** Reads the run in {@code dir}; slow for big JTL files: call it in a Job. The message names what is wrong. */
	static SavedRun load(Path dir) throws IOException {
		LoadRun run = LoadRun.open(dir);
		LoadTimeline timeline = new LoadTimeline();
		Optional<AggregateTable> summary = run.summary();
		AggregateStats stats = new AggregateStats();
		List<String> warnings = new ArrayList<>();
		try (JtlReader reader = JtlReader.open(run.jtl())) {
			reader.readAll(summary.isPresent() ? timeline : s -> {
				timeline.accept(s);
				stats.accept(s);
			});
			if (reader.problems().count() > 0) {
				warnings.add("The results file has rows Dyno could not read: " + reader.problems().summary());
			}
		}
		AggregateTable table = summary.orElseGet(stats::table);
		LoadWarnings.fromStats(table).stream().map(LoadWarning::message).forEach(warnings::add);
		JvmTrace trace = run.jvmTraces().get(LoadRun.TARGET);
		Optional<JvmCurves> watched = Optional.ofNullable(trace).map(t -> new JvmCurves(t.label(),
				m -> t.series().getOrDefault(m, new TimeSeries.Window(m.label(), new long[0], new double[0]))));
		return new SavedRun(run, table, timeline, watched, List.copyOf(warnings));
	}

	/** "Completed at 17:05:12 after 1:02 min — 12345 samples — saved in /runs/x". */
	static String ended(LoadRun run, long samples) {
		String how = run.outcome().name().toLowerCase().replace('_', ' ');
		String at = run.ended() > 0 ? " at " + new SimpleDateFormat("yyyy-MM-dd HH:mm:ss").format(new Date(run.ended()))
				+ " after " + Durations.text(run.ended() - run.started()) : "";
		return Character.toUpperCase(how.charAt(0)) + how.substring(1) + at + " — " + samples + " samples — saved in " + run.dir();
	}

	@Override
	public String name() {
		return run.name();
	}

	@Override
	public Path dir() {
		return run.dir();
	}

	@Override
	public String state() {
		return ended(run, samples);
	}

	@Override
	public boolean running() {
		return false;
	}

	@Override
	public AggregateTable table() {
		return table;
	}

	@Override
	public LoadTimeline timeline() {
		return timeline;
	}

	@Override
	public long started() {
		return run.started();
	}

	@Override
	public long axisEnd() {
		return Math.max(run.ended(), lastEnd);
	}

	@Override
	public Optional<JvmCurves> watched() {
		return watched;
	}

	@Override
	public List<String> warnings() {
		return warnings;
	}

	@Override
	public void onUpdate(Runnable update) {
		// a saved run does not change
	}

	@Override
	public void removeUpdate(Runnable update) {
		// a saved run does not change
	}

	@Override
	public void stop() {
		// nothing runs
	}
}
