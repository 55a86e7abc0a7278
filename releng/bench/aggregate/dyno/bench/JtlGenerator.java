package dyno.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Writes a realistic CSV JTL as JMeter 5.6 writes it by default (its 17-column header): 200 threads over 12
 * labels, log-normal response times (median per label 20..400 ms, a long tail), 1 % failures with a message,
 * time stamps advancing as the threads' samples would.
 * <p>
 * {@code JtlGenerator <file> <rows>}; {@link TailBench} writes its rows live.
 */
public final class JtlGenerator {

	static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,"
			+ "failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n";
	static final String[] LABELS = { "01 Home", "02 Login", "03 Search", "04 Product page", "05 Add to cart",
			"06 Cart", "07 Checkout address", "08 Checkout payment", "09 Order confirm", "10 Account", "11 Logout",
			"12 Static /css/site.css" };
	static final double[] MEDIANS = { 80, 220, 400, 150, 120, 90, 180, 350, 300, 110, 40, 20 };

	public static void main(String[] args) throws IOException {
		Path file = Path.of(args[0]);
		long rows = Long.parseLong(args[1]);
		JtlGenerator g = new JtlGenerator(1_763_900_000_000L);
		byte[] line = new byte[1024];
		try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
			out.write(HEADER.getBytes(StandardCharsets.US_ASCII));
			for (long i = 0; i < rows; i++) {
				out.write(line, 0, g.next(line));
			}
		}
	}

	private final Random random = new Random(20_251_123);
	private final StringBuilder b = new StringBuilder(512);
	private final int threads = 200;
	private long time;

	JtlGenerator(long firstTimeStamp) {
		time = firstTimeStamp;
	}

	/** Sets the time stamp of the row {@link #next} writes next (the tail bench numbers its rows so). */
	void time(long t) {
		time = t;
	}

	/** Writes the next row (ASCII, with its line end) into {@code line}; returns its length. */
	int next(byte[] line) {
		int l = random.nextInt(LABELS.length);
		int elapsed = (int) Math.min(120_000, Math.round(MEDIANS[l] * Math.exp(random.nextGaussian() * 0.6)));
		boolean failed = random.nextInt(100) == 0;
		int thread = 1 + random.nextInt(threads);
		b.setLength(0);
		b.append(time).append(',').append(elapsed).append(',').append(LABELS[l]).append(',')
				.append(failed ? "500" : "200").append(',').append(failed ? "Internal Server Error" : "OK")
				.append(",Thread Group 1-").append(thread).append(",text,").append(!failed).append(',');
		if (failed) {
			b.append("\"Test failed: text expected to contain /Order, confirmed/\"");
		}
		b.append(',').append(2_000 + random.nextInt(30_000)).append(',').append(300 + random.nextInt(400))
				.append(',').append(threads).append(',').append(threads).append(",http://127.0.0.1:8080/shop/")
				.append(l).append(',').append(elapsed * 4 / 5).append(",0,").append(random.nextInt(8) == 0 ? 3 : 0)
				.append('\n');
		time += random.nextInt(3); // 200 threads finish about one sample per ms
		int n = b.length();
		for (int c = 0; c < n; c++) {
			line[c] = (byte) b.charAt(c);
		}
		return n;
	}
}
