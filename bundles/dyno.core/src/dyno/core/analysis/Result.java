package dyno.core.analysis;

/**
 * What an {@link Analysis} returns. A view reads the analysis' own result type; the command line's text and CSV and
 * the HTML report render its {@link #report()}, and JSON writes its {@link #data()} by its record components
 * ({@link Faces#json}), so every face shows the same rows in the same order.
 */
public interface Result {

	/** The result as sections of tables and notes, for the generic faces. */
	Report report();

	/** What JSON writes: the result itself, or the part of it that scripts read (a record, by its components). */
	default Object data() {
		return this;
	}

	/**
	 * The self-contained HTML file: the report's tables, and for a result with a figure tables cannot show (a
	 * flame graph) that figure too ({@link Faces#html(Report, String)}).
	 */
	default String html() {
		return Faces.html(report());
	}
}
