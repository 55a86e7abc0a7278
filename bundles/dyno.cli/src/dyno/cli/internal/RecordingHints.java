package dyno.cli.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import dyno.core.JsonText;
import dyno.jboss.rules.Severity;
import dyno.profile.JfrFile;
import dyno.profile.JfrRules;
import dyno.profile.RuleResult;

/**
 * {@code dyno lint --jfr}: the JMC rule results of a recording of the server that are worth a look (info and
 * warning), reported beside the configuration findings in the same shape and counted by {@code --fail-on} alike.
 *
 * @param file  the recording, as the user named it
 * @param hints its rule results of score 25 and above, highest first
 */
record RecordingHints(Path file, List<RuleResult> hints) {

	static RecordingHints of(Path file) throws IOException {
		return new RecordingHints(file, JfrRules.evaluate(JfrFile.load(file)).stream().filter(RuleResult::isHint).toList());
	}

	/** Whether a hint is at or above {@code threshold}, as a finding would be. */
	boolean fails(Severity threshold) {
		return hints.stream().anyMatch(r -> severity(r).compareTo(threshold) >= 0);
	}

	private static Severity severity(RuleResult r) {
		return Severity.parse(r.severity()).orElse(Severity.INFO);
	}

	/** The text report's closing section: one line a hint, as the findings' lines read. */
	String toText() {
		StringBuilder b = new StringBuilder("\nRecording hints from ").append(file).append(" (JMC's rules):\n");
		for (RuleResult r : hints) {
			b.append(file.getFileName()).append(": ").append(severity(r).label()).append(" [").append(r.id())
					.append("] ").append(r.name()).append(": ").append(r.summary()).append('\n');
		}
		long warnings = hints.stream().filter(r -> severity(r) == Severity.WARNING).count();
		return b.append(hints.size()).append(hints.size() == 1 ? " hint" : " hints").append(" (").append(warnings)
				.append(" warnings, ").append(hints.size() - warnings).append(" infos)\n").toString();
	}

	/** One rule result as a JSON object, for the hints of the JSON report. */
	private static String rule(RuleResult r) {
		return "{\"id\": " + JsonText.string(r.id()) + ", \"name\": " + JsonText.string(r.name()) + ", \"score\": "
				+ r.score() + ", \"severity\": " + JsonText.string(r.severity()) + ", \"summary\": "
				+ JsonText.string(r.summary()) + ", \"explanation\": " + JsonText.string(r.explanation()) + "}";
	}

	/** The JSON report with a {@code "recording"} member first. */
	String intoJson(String reportJson) {
		String list = hints.stream().map(RecordingHints::rule).collect(Collectors.joining(",\n      ", "[\n      ", "\n    ]"));
		return JsonText.withFirstMember(reportJson, "recording", "{\"file\": " + JsonText.string(file.toString())
				+ ",\n    \"hints\": " + (hints.isEmpty() ? "[]" : list) + "}");
	}
}
