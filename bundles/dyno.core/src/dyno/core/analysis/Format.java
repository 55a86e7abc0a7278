package dyno.core.analysis;

import java.util.Locale;

/** The faces a result is rendered to outside the workbench's views: one renderer each, for every analysis. */
public enum Format {
	/** Aligned columns and note lines, for a terminal. */
	TEXT,
	/** The tables, comma-separated, for a spreadsheet. */
	CSV,
	/** The result's data by its record components, non-finite numbers as null. */
	JSON,
	/** One self-contained file: inline CSS and script, sortable tables, no network fetch. */
	HTML;

	/** {@code text}, {@code csv} ...: as {@code --format} takes it. */
	public String option() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** Renders {@code result} in this format. */
	public String render(Result result) {
		return switch (this) {
		case TEXT -> Faces.text(result.report());
		case CSV -> Faces.csv(result.report());
		case JSON -> Faces.json(result.data());
		case HTML -> result.html();
		};
	}

	/**
	 * Renders {@code result} in this format as a run with these {@code arguments} gave it: the HTML report names
	 * them under its heading; the other formats are the result's alone (JSON is the data, the same from every face).
	 */
	public String render(Result result, Arguments arguments) {
		String rendered = render(result);
		return this == HTML && arguments != null ? HtmlReport.withArguments(rendered, arguments) : rendered;
	}
}
