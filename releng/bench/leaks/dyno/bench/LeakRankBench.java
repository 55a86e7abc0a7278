package dyno.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import dyno.heap.ClassRow;
import dyno.heap.JvmIdentity;
import dyno.heap.LeakFinder;
import dyno.heap.LeakReport;
import dyno.heap.Snapshot;
import dyno.heap.Suspect;

/**
 * Times {@link LeakFinder#rank} on a series of {@code --snapshots} snapshots of {@code --classes} classes each
 * (default 100 x 20,000; goal of issue 6: under 1 s). The series is generated with a fixed seed and mixes what real
 * heaps hold: most classes constant or noisy (caches, pools), some saw-tooth (batches), some that step up once
 * (warm-up), and a few that leak with noise. After the timing it checks that exactly the leaking classes were
 * called leaks, so a fast but wrong ranking does not pass.
 */
public final class LeakRankBench {

	public static void main(String[] args) throws IOException {
		int snapshots = 100;
		int classes = 20_000;
		int runs = 10;
		Path out = null;
		for (int i = 0; i < args.length; i++) {
			switch (args[i]) {
			case "--snapshots" -> snapshots = Integer.parseInt(args[++i]);
			case "--classes" -> classes = Integer.parseInt(args[++i]);
			case "--runs" -> runs = Integer.parseInt(args[++i]);
			case "--out" -> out = Path.of(args[++i]);
			default -> throw new IllegalArgumentException("unknown argument " + args[i]);
			}
		}
		Series series = Series.generate(snapshots, classes, new Random(42));
		for (int i = 0; i < 5; i++) { // warm-up: let the JIT compile the ranking
			LeakFinder.rank(series.snapshots, null);
		}
		double[] millis = new double[runs];
		LeakReport report = null;
		for (int i = 0; i < runs; i++) {
			long t0 = System.nanoTime();
			report = LeakFinder.rank(series.snapshots, null);
			millis[i] = (System.nanoTime() - t0) / 1e6;
		}
		Arrays.sort(millis);
		List<String> leaks = report.leaks().stream().map(Suspect::className).sorted().toList();
		long watch = report.suspects().size() - leaks.size();
		java.util.Map<String, Long> reasons = new java.util.TreeMap<>();
		for (Suspect x : report.suspects()) {
			if (x.verdict() == Suspect.Verdict.WATCH) {
				reasons.merge(x.note().replaceAll("\\(.*", "").strip(), 1L, Long::sum);
			}
		}
		StringBuilder s = new StringBuilder();
		s.append(String.format(Locale.ROOT, "leak finder ranking: %d snapshots x %,d classes (%s)%n", snapshots, classes,
				series.mix));
		s.append(String.format(Locale.ROOT, "wall time of one rank() over %d runs (after 5 warm-up runs): median %.0f ms, "
				+ "min %.0f ms, max %.0f ms (goal < 1000 ms)%n", runs, millis[runs / 2], millis[0], millis[runs - 1]));
		s.append(String.format(Locale.ROOT, "found %d leaks (%s), %d to watch; the generated leaks: %d (%s)%n",
				leaks.size(), leaks.equals(series.leaking) ? "exactly the generated ones" : "NOT the generated ones: "
						+ leaks, watch, series.leaking.size(), String.join(", ", series.leaking)));
		s.append("why watched only: ").append(reasons).append('\n');
		s.append(String.format(Locale.ROOT, "JDK %s, %d CPUs, heap max %d MB, load average %s%n",
				System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
				Runtime.getRuntime().maxMemory() >> 20, loadAverage()));
		System.out.print(s);
		if (out != null) {
			Files.createDirectories(out.toAbsolutePath().getParent());
			Files.writeString(out, s);
		}
	}

	private static String loadAverage() {
		try {
			return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
		} catch (IOException e) {
			return "unknown";
		}
	}

	/** A generated series: snapshots 10 s apart, rows per class with a behaviour drawn per class. */
	private record Series(List<Snapshot> snapshots, List<String> leaking, String mix) {

		static Series generate(int n, int classes, Random random) {
			long[][] bytes = new long[classes][n];
			long[] size = new long[classes];
			String[] names = new String[classes];
			List<String> leaking = new ArrayList<>();
			int[] kinds = new int[5];
			for (int c = 0; c < classes; c++) {
				names[c] = "com.example.pkg" + (c % 400) + ".Class" + c;
				size[c] = 16 + 8 * random.nextInt(6);
				long base = size[c] * (1 + (long) Math.exp(random.nextGaussian() * 2 + 3));
				double r = random.nextDouble();
				int kind = c % 1000 == 7 ? 4 : r < 0.70 ? 0 : r < 0.90 ? 1 : r < 0.98 ? 2 : 3;
				kinds[kind]++;
				double phase = random.nextDouble() * 10;
				int step = random.nextInt(n);
				for (int i = 0; i < n; i++) {
					double v = switch (kind) {
					case 0 -> base; // constant
					case 1 -> base * (1 + 0.05 * random.nextGaussian()); // noisy
					case 2 -> base * (1 + ((i + phase) % 7) / 7.0); // saw-tooth with a level floor
					case 3 -> i < step ? base : base * 2; // steps up once (warm-up)
					default -> base + 50_000.0 * i + 100_000 * random.nextGaussian(); // 5 MB over the series, noise 2 %
					};
					bytes[c][i] = Math.max(0, (long) v / size[c] * size[c]);
				}
				if (kind == 4) {
					leaking.add(names[c]);
				}
			}
			JvmIdentity jvm = new JvmIdentity("localhost", 1, "bench.Server", "25", 0);
			List<Snapshot> snapshots = new ArrayList<>();
			for (int i = 0; i < n; i++) {
				List<ClassRow> rows = new ArrayList<>(classes);
				for (int c = 0; c < classes; c++) {
					rows.add(new ClassRow(names[c], "", bytes[c][i] / size[c], bytes[c][i]));
				}
				snapshots.add(new Snapshot(1, 1_795_000_000_000L + i * 10_000L, jvm, true, "generated", rows));
			}
			leaking.sort(null);
			String mix = String.format(Locale.ROOT, "%d constant, %d noisy, %d saw-tooth, %d stepping once, %d leaking",
					kinds[0], kinds[1], kinds[2], kinds[3], kinds[4]);
			return new Series(snapshots, List.copyOf(leaking), mix);
		}
	}
}
