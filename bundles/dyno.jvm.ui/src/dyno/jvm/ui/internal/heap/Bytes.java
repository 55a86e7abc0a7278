package dyno.jvm.ui.internal.heap;

/** Byte counts as the views print them. */
final class Bytes {

	static final double MB = 1024.0 * 1024.0;

	private Bytes() {
	}

	/** "12.3" (megabytes, one decimal); "?" for unknown (negative). */
	static String mb(long bytes) {
		return bytes < 0 ? "?" : String.format("%.1f", bytes / MB);
	}
}
