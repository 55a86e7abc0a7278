package dyno.load;

/**
 * One JTL row. Readers reuse one instance per reader (flyweight) so reading millions of rows allocates
 * nothing per row: a sink that keeps a sample must {@link #copy()} it.
 */
public final class Sample {

	long start;
	int elapsed;
	String label = "";
	boolean success = true;
	String responseCode = "";
	String responseMessage = "";
	long bytes;
	long sentBytes;
	int grpThreads = -1;
	int allThreads = -1;
	int latency = -1;
	int connect = -1;
	String threadName = "";
	String failureMessage = "";
	int sampleCount = 1;
	/** -1 until a reader sets it: then {@link #errorCount()} derives it from {@link #success}. */
	int errorCount = -1;
	/**
	 * The reader that still has to decode this row's texts (response code and message, thread name, failure message), or null.
	 * Most sinks never read them, so a CSV reader decodes them on first access, while the row's bytes are still in
	 * its buffer (during {@code accept}: the flyweight contract).
	 */
	Texts pending;

	/** Decodes the texts of the row a sample came from, on demand. */
	interface Texts {
		void decode(Sample into);

		/** Decodes the response code alone (a report tallies it on every row; the other texts it rarely needs). */
		void decodeCode(Sample into);
	}

	Sample() {
	}

	/** Back to "every field absent", before a reader fills the next row. */
	void clear() {
		pending = null;
		start = 0;
		elapsed = 0;
		label = "";
		success = true;
		responseCode = "";
		responseMessage = "";
		bytes = 0;
		sentBytes = 0;
		grpThreads = -1;
		allThreads = -1;
		latency = -1;
		connect = -1;
		threadName = "";
		failureMessage = "";
		sampleCount = 1;
		errorCount = -1;
	}

	/** An independent copy, for sinks that keep samples beyond {@code accept}. */
	public Sample copy() {
		decodeTexts();
		Sample c = new Sample();
		c.start = start;
		c.elapsed = elapsed;
		c.label = label;
		c.success = success;
		c.responseCode = responseCode;
		c.responseMessage = responseMessage;
		c.bytes = bytes;
		c.sentBytes = sentBytes;
		c.grpThreads = grpThreads;
		c.allThreads = allThreads;
		c.latency = latency;
		c.connect = connect;
		c.threadName = threadName;
		c.failureMessage = failureMessage;
		c.sampleCount = sampleCount;
		c.errorCount = errorCount;
		return c;
	}

	/** Epoch ms; JMeter 5.6.3 writes the START (sampleresult.timestamp.start=true). */
	public long start() {
		return start;
	}

	/** {@code start + elapsed}. */
	public long end() {
		return start + elapsed;
	}

	/** Milliseconds. */
	public int elapsed() {
		return elapsed;
	}

	/** Same label text gives the same String instance within one reader. */
	public String label() {
		return label;
	}

	public boolean success() {
		return success;
	}

	/** "" when absent. */
	public String responseCode() {
		if (pending != null) {
			pending.decodeCode(this);
		}
		return responseCode;
	}

	/** The server's reason phrase or JMeter's "Non HTTP response message: …"; "" when absent. */
	public String responseMessage() {
		decodeTexts();
		return responseMessage;
	}

	/** Received bytes; 0 when absent. */
	public long bytes() {
		return bytes;
	}

	/** 0 when absent. */
	public long sentBytes() {
		return sentBytes;
	}

	/** -1 when absent. */
	public int grpThreads() {
		return grpThreads;
	}

	/** -1 when absent. */
	public int allThreads() {
		return allThreads;
	}

	/** -1 when absent. */
	public int latency() {
		return latency;
	}

	/** -1 when absent. */
	public int connect() {
		return connect;
	}

	/** "" when absent. */
	public String threadName() {
		decodeTexts();
		return threadName;
	}

	/** "" when absent. */
	public String failureMessage() {
		decodeTexts();
		return failureMessage;
	}

	/** JMeter's SampleCount column (samples an aggregated result stands for), 1 when absent. */
	public int sampleCount() {
		return sampleCount;
	}

	/** JMeter's ErrorCount column, {@code success ? 0 : 1} when absent. */
	public int errorCount() {
		return errorCount >= 0 ? errorCount : success ? 0 : 1;
	}

	private void decodeTexts() {
		if (pending != null) {
			Texts t = pending;
			pending = null;
			t.decode(this);
		}
	}

	@Override
	public String toString() {
		return label + "@" + start + "+" + elapsed + (success ? "" : " FAILED " + responseCode());
	}
}
