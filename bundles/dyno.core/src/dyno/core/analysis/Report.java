package dyno.core.analysis;

import java.util.List;

/**
 * A result as the generic faces render it: a title and sections in order.
 *
 * @param title    e.g. "Aggregate Report"; the HTML report's heading (text and CSV leave it out)
 * @param sections tables and notes, in the order a person reads them
 */
public record Report(String title, List<Section> sections) {

	public Report {
		sections = List.copyOf(sections);
	}

	/** A part of a report. */
	public sealed interface Section permits Table, Notes {
	}

	/**
	 * Lines of text under an optional heading, e.g. the warnings under a table.
	 *
	 * @param title null for none
	 */
	public record Notes(String title, List<String> lines) implements Section {

		public Notes {
			lines = List.copyOf(lines);
		}
	}
}
