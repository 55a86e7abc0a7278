package dyno.load.ui.internal.dashboard;

import java.io.IOException;
import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;

import dyno.core.TimeSeries;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.load.AggregateTable;
import dyno.load.LoadErrors;
import dyno.load.LoadTimeline;
import dyno.load.LoadWarning;
import dyno.load.analysis.LoadSummaryAnalysis;
import dyno.load.analysis.LoadSummaryResult;
import dyno.load.jmeter.ThreadSchedule;
import dyno.load.run.JvmTrace;
import dyno.load.run.LoadRun;

/**
 * A finished (or crashed) run read back from its folder: its summary as {@link LoadSummaryAnalysis} gives it (the
 * Aggregate Report of the JTL for a run without one, as after a crash), the timeline from the JTL, the watched
 * JVM's samples from its CSV.
 */
final class SavedRun implements RunData {

	private final LoadRun run;
	private final AggregateTable table;
	private final LoadTimeline timeline;
	private final LoadErrors errors;
	private final Optional<JvmCurves> watched;
	private final List<String> warnings;
	private final List<ThreadSchedule> schedules;
	private final long lastEnd;
	private final long samples;

	private SavedRun(LoadRun run, AggregateTable table, LoadTimeline timeline, LoadErrors errors,
			Optional<JvmCurves> watched, List<String> warnings) {
		this.run = run;
		this.table = table;
		this.timeline = timeline;
		this.errors = errors;
		this.watched = watched;
		this.warnings = warnings;
		this.schedules = run.schedules();
		this.lastEnd = table.total().lastEnd();
		this.samples = table.total().count();
	}

	/**
	 * Reads the run in {@code dir}: its summary ({@link LoadSummaryAnalysis}), its timeline and failures from the
	 * JTL (one pass) and the watched JVM's samples; slow for big JTL files: call it in a Job.
	 *
	 * @throws AnalysisException naming what is wrong with the folder
	 * @throws IOException       when the run's JVM samples cannot be read
	 */
	static SavedRun load(Path dir, Progress progress) throws AnalysisException, IOException, InterruptedException {
		LoadSummaryAnalysis analysis = new LoadSummaryAnalysis();
		LoadSummaryResult summary = analysis.run(Arguments.of(analysis).with(LoadSummaryAnalysis.RUN, dir).build(),
				progress);
		LoadRun run = LoadRun.open(summary.dir());
		List<String> warnings = new ArrayList<>();
		summary.problems().forEach(p -> warnings.add("The results file has rows Dyno could not read: " + p));
		summary.warnings().stream().map(LoadWarning::message).forEach(warnings::add);
		JvmTrace trace = run.jvmTraces().get(LoadRun.TARGET);
		Optional<JvmCurves> watched = Optional.ofNullable(trace).map(t -> new JvmCurves(t.label(),
				m -> t.series().getOrDefault(m, new TimeSeries.Window(m.label(), new long[0], new double[0]))));
		LoadTimeline timeline = new LoadTimeline();
		LoadErrors errors = new LoadErrors();
		run.readJtl(s -> {
			timeline.accept(s);
			errors.accept(s);
		});
		return new SavedRun(run, summary.table(), timeline, errors, watched, List.copyOf(warnings));
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
	public LoadErrors errors() {
		return errors;
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
	public List<ThreadSchedule> schedules() {
		return schedules;
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
