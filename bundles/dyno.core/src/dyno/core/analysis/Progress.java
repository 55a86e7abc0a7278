package dyno.core.analysis;

/**
 * How an analysis reports its progress and learns that it is cancelled: the workbench adapts its job's monitor, the
 * command line passes {@link #NONE} (Ctrl-C ends it).
 */
public interface Progress {

	/** Reports nothing and is never cancelled. */
	Progress NONE = new Progress() {
		@Override
		public void begin(String task, int totalWork) {
		}

		@Override
		public void worked(int work) {
		}

		@Override
		public boolean cancelled() {
			return false;
		}
	};

	/** A new task of {@code totalWork} units ({@code -1}: unknown). */
	void begin(String task, int totalWork);

	void worked(int work);

	boolean cancelled();

	/** Throws when cancelled, so that long loops stop at their next step. */
	default void checkCancelled() throws InterruptedException {
		if (cancelled() || Thread.currentThread().isInterrupted()) {
			throw new InterruptedException("cancelled");
		}
	}
}
