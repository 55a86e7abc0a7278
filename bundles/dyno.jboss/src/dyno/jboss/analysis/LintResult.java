package dyno.jboss.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.jboss.ConfigFile;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Severity;

/**
 * What {@link LintAnalysis} found.
 *
 * @param lint      the findings of every linted file, in the report's order
 * @param files     the files that were linted (the workbench clears the markers of those without findings)
 * @param live      what the {@code --live} observation gave the rules, or null when there was none
 * @param recording the {@code --jfr} recording's hints, or null
 * @param failOn    the severity from which a finding or hint fails the lint
 */
public record LintResult(LintReport lint, List<ConfigFile> files, ObservedFacts live, RecordingHints recording,
		Severity failOn) implements Result {

	public LintResult {
		files = List.copyOf(files);
	}

	/**
	 * What JSON writes: the report's members ({@link LintReport.Data}) after the live facts and the recording's
	 * hints (null when not asked for).
	 */
	public record Data(ObservedFacts live, RecordingHints recording, Path base, int filesChecked,
			List<LintReport.Entry> findings) {
	}

	/** Whether a finding or a hint reaches {@link #failOn} (the command line's exit code 1). */
	public boolean fails() {
		return lint.fails(failOn) || recording != null && recording.fails(failOn);
	}

	@Override
	public Object data() {
		LintReport.Data report = lint.data();
		return new Data(live, recording, report.base(), report.filesChecked(), report.findings());
	}

	/**
	 * The compiler-style lines of the findings ({@code path:line:column: severity [rule] message}) and their
	 * summary, then the live facts and the recording's hints.
	 */
	public String text() {
		return lint.toText() + (live == null ? "" : live.toText()) + (recording == null ? "" : recording.toText());
	}

	/** The live facts and hints as text, for a face whose format has no place for them (SARIF). */
	public String besidesFindings() {
		return (live == null ? "" : live.toText()) + (recording == null ? "" : recording.toText());
	}

	/** The findings, their summary, the live facts and the recording's hints as tables. */
	@Override
	public Report report() {
		List<Report.Section> sections = new ArrayList<>();
		List<List<Object>> rows = new ArrayList<>();
		for (Finding f : lint.findings()) {
			rows.add(Arrays.asList(lint.displayPath(f), positionOrNone(f.line()), positionOrNone(f.column()),
					f.severity().label(), f.rule().id(), f.message(), f.fix().map(Fix::label).orElse("")));
		}
		sections.add(new Table("Findings", List.of(Column.text("File"), Column.count("Line"), Column.count("Column"),
				Column.text("Severity"), Column.text("Rule"), Column.text("Message"), Column.text("Fix")), rows));
		sections.add(new Report.Notes(null, List.of(lint.summary())));
		if (live != null) {
			List<List<Object>> facts = new ArrayList<>();
			for (ObservedFacts.Fact f : live.facts()) {
				facts.add(List.of(f.input().name(), f.key(), f.value(), f.unit(), f.source(),
						String.join(", ", f.weighedBy())));
			}
			sections.add(new Table("Live facts from " + live.target() + ", observed for " + live.observedSeconds()
					+ " s", List.of(Column.text("Fact"), Column.text("Key"), Column.decimal("Value", "0.##"),
							Column.text("Unit"), Column.text("Source"), Column.text("Weighed by")), facts));
			if (live.problem() != null) {
				sections.add(new Report.Notes(null, List.of("note: " + live.problem())));
			}
		}
		if (recording != null) {
			List<List<Object>> hints = new ArrayList<>();
			for (RecordingHints.Hint h : recording.hints()) {
				hints.add(List.of(h.findingSeverity().label(), h.id(), h.name(), h.score(), h.summary()));
			}
			sections.add(new Table("Recording hints from " + recording.file() + " (JMC's rules)",
					List.of(Column.text("Severity"), Column.text("Rule"), Column.text("Name"), Column.count("Score"),
							Column.text("Summary")), hints));
		}
		return new Report("Lint of " + lint.base(), sections);
	}

	/** A line or column; null (an empty cell) for 0, which means the whole file. */
	private static Integer positionOrNone(int position) {
		return position > 0 ? position : null;
	}
}
