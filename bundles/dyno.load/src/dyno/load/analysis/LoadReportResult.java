package dyno.load.analysis;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Column;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.load.AggregateRow;
import dyno.load.AggregateTable;
import dyno.load.ApdexScores;
import dyno.load.LoadErrors;
import dyno.load.LoadWarning;
import dyno.load.RunComparison;
import dyno.load.RunTimeline;
import dyno.load.gate.Gate;
import dyno.load.gate.Gated;
import dyno.load.run.JvmTrace;

/**
 * What {@link LoadReportAnalysis} found. Text, CSV and JSON carry the tables (and JSON the series too); the HTML
 * face ({@link #html()}) is the full report with its charts.
 *
 * @param name         the run folder's name, or the JTL file's
 * @param inputs       what was read
 * @param table        the Aggregate Report, TOTAL last
 * @param warnings     what the figures say about the test itself
 * @param skipped      per file, the rows that could not be read, in words
 * @param apdex        per label in first-seen order, then TOTAL
 * @param failed       failed samples in all
 * @param topErrors    the most frequent kinds of failure
 * @param timeline     the run over time
 * @param jvm          the watched JVM's trace; null when the input is not a run folder or it watched none
 * @param baseline     the run compared with; null without {@code --baseline}
 * @param comparison   every Aggregate Report column's change from the baseline; null without one
 * @param gate         the {@code --fail-on} rules' checks
 */
public record LoadReportResult(String name, List<Path> inputs, AggregateTable table, List<LoadWarning> warnings,
		List<String> skipped, long apdexSatisfiedMs, long apdexToleratedMs, List<ApdexScores.Score> apdex,
		long failed, List<LoadErrors.Failure> topErrors, RunTimeline.Snapshot timeline, JvmTrace jvm,
		LoadReportResult baseline, RunComparison comparison, Gate gate) implements Result, Gated {

	private static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
			.withZone(ZoneOffset.UTC);

	public LoadReportResult {
		inputs = List.copyOf(inputs);
		warnings = List.copyOf(warnings);
		skipped = List.copyOf(skipped);
		apdex = List.copyOf(apdex);
		topErrors = List.copyOf(topErrors);
	}

	/** This report with {@code before} beside it. */
	LoadReportResult comparedWith(LoadReportResult before, RunComparison changes) {
		return new LoadReportResult(name, inputs, table, warnings, skipped, apdexSatisfiedMs, apdexToleratedMs, apdex,
				failed, topErrors, timeline, jvm, before, changes, gate);
	}

	/** "Load Report NAME", or "Load Report BASELINE → NAME" for a comparison. */
	public String title() {
		return "Load Report " + (baseline == null ? name : baseline.name + " → " + name);
	}

	/**
	 * One line on the run (samples, from, to, the chart step), the Aggregate Report, its warnings, the unreadable
	 * rows, APDEX, the top errors, the gate's checks when rules were given; with a baseline, its Aggregate Report and
	 * every column's change.
	 */
	@Override
	public Report report() {
		List<Report.Section> sections = new ArrayList<>();
		sections.add(new Report.Notes(null, List.of(overview())));
		sections.add(titled("Aggregate Report", table.report()));
		if (!warnings.isEmpty()) {
			sections.add(new Report.Notes(null, warnings.stream()
					.map(w -> w.severity().name().toLowerCase(Locale.ROOT) + ": " + w.message()).toList()));
		}
		if (!skipped.isEmpty()) {
			sections.add(new Report.Notes(null, skipped));
		}
		sections.add(apdexTable());
		sections.add(errorsTable());
		if (!gate.checks().isEmpty()) {
			sections.add(gate.table());
		}
		if (baseline != null) {
			sections.add(new Report.Notes("Baseline " + baseline.name, List.of(baseline.overview())));
			sections.add(titled("Aggregate Report of the baseline " + baseline.name, baseline.table.report()));
			List<Report.Section> changes = comparison.report().sections();
			sections.add(titled("Changes from the baseline", new Report("", changes.subList(0, 1))));
			sections.addAll(changes.subList(1, changes.size()));
		}
		return new Report(title(), sections);
	}

	/** The full report: the overview and the charts on one time axis, then the tables; one file, fetching nothing. */
	@Override
	public String html() {
		Report tables = report();
		// The charts open with the overview line: the tables below need it no more.
		return Faces.html(new Report(tables.title(), tables.sections().subList(1, tables.sections().size())),
				LoadReportPage.charts(this));
	}

	/** "12,345 samples, 1.2% failed, from 2026-… to 2026-… (10 min 3 s); charts in 2 s steps". */
	String overview() {
		AggregateRow total = table.total();
		if (total.count() == 0) {
			return "no samples";
		}
		return String.format(Locale.ROOT, "%,d samples, %.2f%% failed, from %s to %s (%s); charts in steps of %s",
				total.count(), total.errorRatio() * 100, UTC.format(Instant.ofEpochMilli(total.firstStart())),
				UTC.format(Instant.ofEpochMilli(total.lastEnd())), LoadReportPage.duration(total.lastEnd()
						- total.firstStart()), LoadReportPage.duration(timeline.widthMs()));
	}

	private static Table titled(String title, Report report) {
		Table t = (Table) report.sections().get(0);
		return new Table(title, t.columns(), t.rows(), t.totals());
	}

	private Table apdexTable() {
		List<Column> columns = List.of(Column.text("Label"), Column.count("# Samples"), Column.count("Satisfied"),
				Column.count("Tolerating"), Column.count("Frustrated"), Column.decimal("APDEX", "0.000"));
		List<List<Object>> rows = new ArrayList<>();
		for (ApdexScores.Score s : apdex) {
			rows.add(Arrays.asList(s.label(), s.samples(), s.satisfied(), s.tolerating(),
					s.samples() - s.satisfied() - s.tolerating(), s.apdex()));
		}
		return new Table("APDEX (satisfied up to " + apdexSatisfiedMs + " ms, tolerated up to " + apdexToleratedMs
				+ " ms)", columns, rows, 1);
	}

	private Table errorsTable() {
		long samples = table.total().count();
		long start = table.total().firstStart();
		Column since = Column.number("", v -> "+" + LoadReportPage.clock(((Number) v).longValue() - start), "0");
		List<Column> columns = List.of(Column.text("Label"), Column.text("Response code"), Column.text("Message"),
				Column.count("Errors"), Column.decimal("% of errors", "#0.00%", "#0.000%"),
				Column.decimal("% of samples", "#0.00%", "#0.000%"),
				new Column("First seen", true, since.display(), since.export()),
				new Column("Last seen", true, since.display(), since.export()));
		List<List<Object>> rows = new ArrayList<>();
		for (LoadErrors.Failure f : topErrors) {
			rows.add(Arrays.asList(f.label(), f.responseCode(), f.message(), f.count(),
					f.shareOf(failed), f.shareOf(samples),
					f.firstSeen(), f.lastSeen()));
		}
		return new Table("Top errors (" + String.format(Locale.ROOT, "%,d", failed) + " failed samples; first and "
				+ "last seen since the run's first sample)", columns, rows);
	}
}
