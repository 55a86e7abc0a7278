package dyno.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import dyno.load.AggregateStats;
import dyno.load.JtlTail;

/**
 * How long a JTL row takes from being written to the file until it is counted in {@link AggregateStats}, while a
 * writer appends rows at a steady rate as JMeter does (through an 8 KB buffer, so the file grows in blocks that
 * split rows) and a tail polls at a fixed interval (250 ms in a load session).
 * <p>
 * {@code TailBench <file> <rows-per-second> <seconds> <poll-ms>}
 */
public final class TailBench {

	private static final int BLOCK = 8192;

	public static void main(String[] args) throws Exception {
		Path file = Path.of(args[0]);
		int rate = Integer.parseInt(args[1]);
		int seconds = Integer.parseInt(args[2]);
		long pollMs = Long.parseLong(args[3]);
		int rows = rate * seconds;
		long base = System.currentTimeMillis();
		long[] writtenAt = new long[rows];
		long[] delay = new long[rows];
		Arrays.fill(delay, -1);
		Files.deleteIfExists(file);
		AtomicLong written = new AtomicLong();
		Thread writer = new Thread(() -> write(file, rate, rows, base, writtenAt, written), "jtl-writer");
		AggregateStats stats = new AggregateStats();
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long cpu0 = threads.getCurrentThreadCpuTime();
		long t0 = System.nanoTime();
		long received = 0;
		writer.start();
		try (JtlTail tail = new JtlTail(file, s -> {
			stats.accept(s);
			int seq = (int) (s.start() - base);
			long now = System.nanoTime();
			if (delay[seq] >= 0) {
				throw new IllegalStateException("row " + seq + " delivered twice");
			}
			delay[seq] = now - writtenAt[seq];
		})) {
			while (writer.isAlive() || received < written.get()) {
				received += tail.poll();
				if (System.nanoTime() - t0 > (seconds + 30) * 1_000_000_000L) {
					break;
				}
				Thread.sleep(pollMs);
			}
			received += tail.poll();
			if (tail.problems().count() > 0) {
				System.out.println(tail.problems().summary());
			}
		}
		double wall = (System.nanoTime() - t0) / 1e9;
		double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
		long[] d = Arrays.stream(delay).filter(x -> x >= 0).sorted().toArray();
		System.out.printf("rows written %d, counted %d (AggregateStats: %d; none twice), over %.1f s (%.0f rows/s)%n",
				written.get(), received, stats.count(), wall, received / wall);
		System.out.printf("delay written -> counted, poll every %d ms: median %.0f ms, p99 %.0f ms, max %.0f ms%n",
				pollMs, ms(d, 0.5), ms(d, 0.99), d.length == 0 ? Double.NaN : d[d.length - 1] / 1e6);
		System.out.printf("tail thread CPU: %.2f s = %.1f %% of one core%n", cpu, cpu / wall * 100);
	}

	private static double ms(long[] sorted, double p) {
		return sorted.length == 0 ? Double.NaN : sorted[(int) Math.min(sorted.length - 1, Math.round(sorted.length * p))] / 1e6;
	}

	/** Appends {@code rows} rows at {@code rate} per second through an 8 KB block buffer, as JMeter's writer does. */
	private static void write(Path file, int rate, int rows, long base, long[] writtenAt, AtomicLong written) {
		JtlGenerator g = new JtlGenerator(base);
		byte[] block = new byte[BLOCK];
		byte[] line = new byte[1024];
		int fill = 0;
		int firstInBlock = 0;
		long start = System.nanoTime();
		try (OutputStream out = Files.newOutputStream(file)) {
			out.write(JtlGenerator.HEADER.getBytes(StandardCharsets.US_ASCII));
			for (int i = 0; i < rows; i++) {
				long due = start + (long) i * 1_000_000_000L / rate;
				long wait = due - System.nanoTime();
				if (wait > 200_000) {
					LockSupport.parkNanos(wait);
				}
				g.time(base + i); // the sequence number in the time stamp tells the reader which row it got
				int n = g.next(line);
				int p = 0;
				while (p < n) {
					int c = Math.min(n - p, BLOCK - fill);
					System.arraycopy(line, p, block, fill, c);
					fill += c;
					p += c;
					if (fill == BLOCK) {
						out.write(block, 0, fill);
						long now = System.nanoTime();
						// rows complete in this block: up to i when the row ended in it, else up to i - 1
						int last = p == n ? i : i - 1;
						for (int r = firstInBlock; r <= last; r++) {
							writtenAt[r] = now;
						}
						firstInBlock = last + 1;
						written.set(firstInBlock);
						fill = 0;
					}
				}
			}
			out.write(block, 0, fill);
			long now = System.nanoTime();
			for (int r = firstInBlock; r < rows; r++) {
				writtenAt[r] = now;
			}
			written.set(rows);
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}
}
