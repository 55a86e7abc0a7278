package dyno.load.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.load.AggregateTable;
import dyno.load.LoadWarning;
import dyno.load.gate.Gate;
import dyno.load.gate.Gated;
import dyno.load.jmeter.JMeterProcess.Outcome;

/**
 * What {@link LoadSummaryAnalysis} found in a run's folder.
 *
 * @param name          the folder's name, e.g. {@code 20261123-170512-checkout}
 * @param dir           the run's folder
 * @param plan          the plan as the user gave it
 * @param properties    the {@code -J} properties of the launch, in order
 * @param engines       {@code host:port} of the remote engines, empty for a local run
 * @param jmeterVersion the JMeter that ran the plan
 * @param started       epoch ms
 * @param ended         epoch ms; 0 when the run never ended cleanly
 * @param outcome       how it ended
 * @param table         the Aggregate Report, TOTAL last
 * @param warnings      what the figures say about the test itself
 * @param problems      what could not be read of the results, in words
 * @param gate          the {@code --fail-on} rules' checks
 */
public record LoadSummaryResult(String name, Path dir, Path plan, Map<String, String> properties, List<String> engines,
		String jmeterVersion, long started, long ended, Outcome outcome, AggregateTable table,
		List<LoadWarning> warnings, List<String> problems, Gate gate) implements Result, Gated {

	public LoadSummaryResult {
		properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
		engines = List.copyOf(engines);
		warnings = List.copyOf(warnings);
		problems = List.copyOf(problems);
	}

	/**
	 * The Aggregate Report, the warnings ({@code WARNING zero-think-time: ...}), what was unreadable, the gate's
	 * checks when rules were given, the outcome.
	 */
	@Override
	public Report report() {
		List<Report.Section> sections = new ArrayList<>(table.report().sections());
		if (!warnings.isEmpty()) {
			sections.add(new Report.Notes(null, warnings.stream()
					.map(w -> w.severity() + " " + w.id() + ": " + w.message()).toList()));
		}
		if (!problems.isEmpty()) {
			sections.add(new Report.Notes(null, problems));
		}
		if (!gate.checks().isEmpty()) {
			sections.add(gate.table());
		}
		sections.add(new Report.Notes(null, List.of("outcome " + outcome + "; saved in " + dir)));
		return new Report("Load run " + name, sections);
	}
}
