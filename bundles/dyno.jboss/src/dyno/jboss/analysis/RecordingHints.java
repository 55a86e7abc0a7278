package dyno.jboss.analysis;

import java.nio.file.Path;
import java.util.List;

import dyno.core.Plural;
import dyno.jboss.rules.Severity;

/**
 * The hints of a recording of the server ({@code lint --jfr}): JMC's rule results worth a look (info and warning),
 * reported beside the configuration findings in the same shape and counted by {@code --fail-on} alike.
 *
 * @param file  the recording, as the user named it
 * @param hints highest score first
 */
public record RecordingHints(Path file, List<Hint> hints) {

	public RecordingHints {
		hints = List.copyOf(hints);
	}

	/**
	 * One of JMC's rule results, as {@code dyno.profile} gives it.
	 *
	 * @param score       0..100: from 25 info, from 75 warning (JMC's limits)
	 * @param severity    {@code info} or {@code warning}
	 * @param explanation why it matters and what to do; may be empty
	 */
	public record Hint(String id, String name, int score, String severity, String summary, String explanation) {

		/** The severity as a finding's, for {@code --fail-on}. */
		public Severity findingSeverity() {
			return Severity.parse(severity).orElse(Severity.INFO);
		}
	}

	/** Whether a hint is at or above {@code threshold}, as a finding would be. */
	boolean fails(Severity threshold) {
		return hints.stream().anyMatch(h -> h.findingSeverity().compareTo(threshold) >= 0);
	}

	/** The text report's closing section: one line a hint, as the findings' lines read. */
	String toText() {
		StringBuilder b = new StringBuilder("\nRecording hints from ").append(file).append(" (JMC's rules):\n");
		for (Hint h : hints) {
			b.append(file.getFileName()).append(": ").append(h.findingSeverity().label()).append(" [").append(h.id())
					.append("] ").append(h.name()).append(": ").append(h.summary()).append('\n');
		}
		long warnings = hints.stream().filter(h -> h.findingSeverity() == Severity.WARNING).count();
		return b.append(Plural.of(hints.size(), "hint")).append(" (").append(Plural.of(warnings, "warning"))
				.append(", ").append(Plural.of(hints.size() - warnings, "info")).append(")\n").toString();
	}
}
