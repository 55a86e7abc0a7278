package dyno.heap.hprof;

/** Told how far the reading of a heap dump is, and asked whether to stop (a UI's Cancel button). */
public interface ProgressListener {

	/** A listener that ignores progress and never cancels. */
	ProgressListener NONE = new ProgressListener() {
		@Override
		public void worked(long bytesRead, long total) {
		}

		@Override
		public boolean cancelled() {
			return false;
		}
	};

	void worked(long bytesRead, long total);

	/** Asked now and then; {@code true} stops the reading with a {@link java.util.concurrent.CancellationException}. */
	boolean cancelled();
}
