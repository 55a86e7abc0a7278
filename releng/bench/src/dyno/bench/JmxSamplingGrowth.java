package dyno.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.threads.ThreadMonitor;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;

/**
 * Does Dyno's own JMX sampling make its target grow (issue 26, point 10)? The Leak Finder ranked
 * {@code java.util.TreeMap$Entry} a leak (+84 KB/min) in a JVM whose Threads view sampled it over JMX. An idle
 * child JVM is watched in three phases of {@code --seconds} each: not sampled; sampled as the Threads and Heap
 * Generations views sample it (a {@link ThreadMonitor} at 1 s on a {@link JvmConnection} at 1 s); no longer
 * sampled (connection closed). Every {@code --every} seconds {@code jcmd GC.class_histogram} (a full GC first, so
 * live objects only) gives the retained TreeMap$Entry count and bytes and the live heap; at the end the classes
 * that grew most in each phase.
 */
public final class JmxSamplingGrowth {

	private record Histogram(long seconds, String phase, Map<String, long[]> rows, long totalBytes) {
	}

	public static void main(String[] args) throws Exception {
		int seconds = intArg(args, "--seconds", 120);
		int every = intArg(args, "--every", 15);
		Path out = Path.of(stringArg(args, "--out", "releng/bench/results/jmx-sampling-growth.txt"));
		List<Histogram> histograms = new ArrayList<>();
		long start = System.nanoTime();
		try (ChildJvm child = ChildJvm.start(List.of("-Xmx128m"), Idle.class, Integer.toString(4 * seconds + 60))) {
			phase(child.pid(), "unsampled", seconds, every, start, histograms);
			try (JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared());
					ThreadMonitor threads = new ThreadMonitor(c)) {
				c.setInterval(Duration.ofSeconds(1));
				if (c.connectAndWait(Duration.ofSeconds(30)) != JvmConnection.State.LIVE) {
					throw new IOException("cannot connect: " + c.problem());
				}
				threads.start(ThreadMonitor.DEFAULT_INTERVAL);
				phase(child.pid(), "sampled (threads over JMX, GC)", seconds, every, start, histograms);
				threads.stop();
			}
			phase(child.pid(), "after the connection closed", seconds, every, start, histograms);
		}
		StringBuilder b = new StringBuilder();
		b.append("JMX sampling growth: idle child, -Xmx128m, ").append(seconds).append(" s a phase, jcmd GC.class_histogram every ")
				.append(every).append(" s (after a full GC)\n");
		b.append(String.format(Locale.ROOT, "%6s  %-32s %14s %14s %14s%n", "time", "phase", "TreeMap$Entry",
				"its bytes", "live heap"));
		for (Histogram h : histograms) {
			long[] entry = h.rows.getOrDefault("java.util.TreeMap$Entry", new long[2]);
			b.append(String.format(Locale.ROOT, "%5ds  %-32s %,14d %,14d %,14d%n", h.seconds, h.phase, entry[0], entry[1],
					h.totalBytes));
		}
		for (String phase : histograms.stream().map(Histogram::phase).distinct().toList()) {
			List<Histogram> in = histograms.stream().filter(h -> h.phase.equals(phase)).toList();
			b.append("\nGrew most in '").append(phase).append("' (").append(in.get(0).seconds).append(" s to ")
					.append(in.get(in.size() - 1).seconds).append(" s):\n");
			grown(in.get(0), in.get(in.size() - 1), b);
		}
		System.out.print(b);
		Files.createDirectories(out.toAbsolutePath().getParent());
		Files.writeString(out, b, StandardCharsets.UTF_8);
	}

	private static void phase(long pid, String phase, int seconds, int every, long start, List<Histogram> into)
			throws Exception {
		long end = System.nanoTime() + seconds * 1_000_000_000L;
		while (true) {
			into.add(histogram(pid, phase, (System.nanoTime() - start) / 1_000_000_000L));
			if (System.nanoTime() + every * 1_000_000_000L > end) {
				break;
			}
			Thread.sleep(every * 1000L);
		}
	}

	private static Histogram histogram(long pid, String phase, long seconds) throws Exception {
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
				Long.toString(pid), "GC.class_histogram").redirectErrorStream(true).start();
		String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		p.waitFor();
		Map<String, long[]> rows = new HashMap<>();
		long total = 0;
		for (String line : text.lines().toList()) {
			String[] f = line.strip().split("\\s+");
			if (f.length >= 4 && f[0].endsWith(":")) {
				rows.put(f[3], new long[] { Long.parseLong(f[1]), Long.parseLong(f[2]) });
			} else if (f.length >= 3 && f[0].equals("Total")) {
				total = Long.parseLong(f[2]);
			}
		}
		return new Histogram(seconds, phase, rows, total);
	}

	private static void grown(Histogram from, Histogram to, StringBuilder b) {
		List<Map.Entry<String, long[]>> rows = new ArrayList<>(to.rows.entrySet());
		rows.sort((x, y) -> Long.compare(delta(from, y), delta(from, x)));
		for (Map.Entry<String, long[]> r : rows.subList(0, Math.min(6, rows.size()))) {
			long[] was = from.rows.getOrDefault(r.getKey(), new long[2]);
			b.append(String.format(Locale.ROOT, "  %+,10d bytes  %+,8d instances  %s%n", r.getValue()[1] - was[1],
					r.getValue()[0] - was[0], r.getKey()));
		}
	}

	private static long delta(Histogram from, Map.Entry<String, long[]> r) {
		return r.getValue()[1] - from.rows.getOrDefault(r.getKey(), new long[2])[1];
	}

	private static int intArg(String[] args, String name, int fallback) {
		return Integer.parseInt(stringArg(args, name, Integer.toString(fallback)));
	}

	private static String stringArg(String[] args, String name, String fallback) {
		for (int i = 0; i + 1 < args.length; i++) {
			if (args[i].equals(name)) {
				return args[i + 1];
			}
		}
		return fallback;
	}
}
