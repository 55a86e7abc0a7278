package dyno.load;

/**
 * A JTL row that could not be read and was skipped.
 *
 * @param line  1-based line number in the file where the row starts
 * @param cause why, in words
 * @param text  the row (shortened when long)
 */
public record JtlProblem(long line, String cause, String text) {

	@Override
	public String toString() {
		return "line " + line + ": " + cause + (text.isEmpty() ? "" : ": " + text);
	}
}
