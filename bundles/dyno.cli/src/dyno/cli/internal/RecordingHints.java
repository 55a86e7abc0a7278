package dyno.cli.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import com.google.gson.JsonObject;

import dyno.core.analysis.Faces;
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

	/** The JSON report with a {@code "recording"} member first: the file and its hints, as jfr-summary writes rules. */
	String intoJson(String reportJson) {
		JsonObject withRecording = new JsonObject();
		withRecording.add("recording", Faces.fromJson(Faces.json(new Recording(file.toString(), hints)),
				JsonObject.class));
		Faces.fromJson(reportJson, JsonObject.class).entrySet().forEach(m -> withRecording.add(m.getKey(), m.getValue()));
		return Faces.json(withRecording);
	}

	/** The {@code "recording"} member of the JSON report. */
	private record Recording(String file, List<RuleResult> hints) {
	}
}
