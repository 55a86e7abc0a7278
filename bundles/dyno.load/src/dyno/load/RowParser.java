package dyno.load;

/** Turns the bytes of a JTL into samples, row by row, as they arrive. */
interface RowParser {

	/**
	 * Delivers every complete row in {@code b[from, to)} and returns where the first incomplete one begins (or
	 * {@code to}). With {@code eof} the bytes are all there will be, so a last row without line end counts.
	 */
	int parse(byte[] b, int from, int to, boolean eof);

	/** Rows delivered so far. */
	long delivered();
}
