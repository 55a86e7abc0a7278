package dyno.load;

import java.util.List;
import java.util.Locale;

/** The columns JMeter's CSV result writer knows, by their header names. */
enum JtlColumn {

	TIMESTAMP("timeStamp"), ELAPSED("elapsed"), LABEL("label"), RESPONSE_CODE("responseCode"),
	RESPONSE_MESSAGE("responseMessage"), THREAD_NAME("threadName"), DATA_TYPE("dataType"), SUCCESS("success"),
	FAILURE_MESSAGE("failureMessage"), BYTES("bytes"), SENT_BYTES("sentBytes"), GRP_THREADS("grpThreads"),
	ALL_THREADS("allThreads"), URL("URL"), FILENAME("Filename"), LATENCY("Latency"), ENCODING("Encoding"),
	SAMPLE_COUNT("SampleCount"), ERROR_COUNT("ErrorCount"), HOSTNAME("Hostname"), IDLE_TIME("IdleTime"),
	CONNECT("Connect");

	/** JMeter 5.x's default CSV columns (bin/jmeter.properties save-service defaults), used for files without header. */
	static final List<String> DEFAULT_HEADER = List.of("timeStamp", "elapsed", "label", "responseCode",
			"responseMessage", "threadName", "dataType", "success", "failureMessage", "bytes", "sentBytes",
			"grpThreads", "allThreads", "URL", "Latency", "IdleTime", "Connect");

	/**
	 * The JMeter 2.x default (no failure message, no thread counts), still found in old CI archives: a headerless
	 * row of exactly ten fields is read with it.
	 */
	static final List<String> LEGACY_HEADER = List.of("timeStamp", "elapsed", "label", "responseCode",
			"responseMessage", "threadName", "dataType", "success", "bytes", "Latency");

	final String header;

	JtlColumn(String header) {
		this.header = header;
	}

	/** The column a header name stands for (case ignored), null for any other name (e.g. a sample variable). */
	static JtlColumn named(String name) {
		String n = name.strip().toLowerCase(Locale.ROOT);
		for (JtlColumn c : values()) {
			if (c.header.toLowerCase(Locale.ROOT).equals(n)) {
				return c;
			}
		}
		return null;
	}
}
