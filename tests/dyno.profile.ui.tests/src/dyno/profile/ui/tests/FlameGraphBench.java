package dyno.profile.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dyno.profile.FlameGraph;
import dyno.profile.FlameLayout;
import dyno.profile.JfrFile;
import dyno.profile.TimeRange;
import dyno.profile.ui.internal.editor.FlameCanvas;
import dyno.samples.Waits;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.Ui;
import dyno.ui.CanvasColours;

/**
 * Benchmark, not a test of the suite (its name does not end in Test; {@code releng/bench/flame.sh} runs it): the
 * Flame Graph page's costs on a real recording (the file in the environment variable {@code DYNO_FLAME_RECORDING}, a 60 s
 * {@code dyno profile} recording) and on a synthetic profile of 1,000,000 samples: building the graph, laying it
 * out (in a job), drawing the picture (in a job, off the UI thread) and the repaint (on the UI thread: the copy of
 * the finished picture onto a 1200x800 canvas). Writes {@code target/flame-bench.txt}.
 */
class FlameGraphBench {

	private static final int RUNS = 7;
	private static final int PAINTS = 100;
	private static final int WIDTH = 1200;
	private static final int HEIGHT = 800;
	private final List<String> report = new ArrayList<>();

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void layoutAndRepaint() throws Exception {
		line("Dyno flame graph benchmark, %s; JDK %s, %d CPUs, load %s", java.time.Instant.now(),
				System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
				Files.readString(Path.of("/proc/loadavg")).strip());
		String recording = System.getenv().getOrDefault("DYNO_FLAME_RECORDING", "");
		if (!recording.isEmpty()) {
			Path file = Path.of(recording);
			long t0 = System.nanoTime();
			JfrFile jfr = JfrFile.load(file);
			long read = System.nanoTime() - t0;
			line("");
			line("1. %s (%,d bytes), read in %.0f ms", file.getFileName(), Files.size(file), read / 1e6);
			measure(() -> FlameGraph.of(jfr, FlameGraph.Events.CPU, TimeRange.ALL), "CPU samples");
			measure(() -> FlameGraph.of(jfr, FlameGraph.Events.ALLOC, TimeRange.ALL), "allocated bytes");
		}
		line("");
		line("2. Synthetic: 1,000,000 samples over 60,000 distinct stacks (depth 8-48, 40 packages, Zipf-like weights)");
		List<String> folded = synthetic();
		measure(() -> FlameGraph.ofCollapsed(FlameGraph.Events.CPU, folded), "CPU samples");
		Path out = Path.of(System.getProperty("dyno.screenshots", "target/screenshots")).getParent()
				.resolve("flame-bench.txt");
		Files.write(out, report);
		report.forEach(System.out::println);
	}

	/** Builds the graph, lays it out, draws it and repaints it, and reports the times. */
	private void measure(Supplier<FlameGraph> build, String what) throws InterruptedException {
		long[] builds = new long[RUNS];
		FlameGraph graph = null;
		for (int i = 0; i < RUNS; i++) {
			long t0 = System.nanoTime();
			graph = build.get();
			builds[i] = System.nanoTime() - t0;
		}
		FlameGraph g = graph;
		long[] layouts = new long[RUNS];
		FlameLayout layout = null;
		for (int i = 0; i < RUNS; i++) {
			long t0 = System.nanoTime();
			layout = FlameLayout.of(g, List.of(), 1.0 / 10_000);
			layouts[i] = System.nanoTime() - t0;
		}
		FlameLayout l = layout;
		FlameCanvas.Style style = new FlameCanvas.Style(FlameLayout.Colouring.PACKAGE, false, "");
		long[] draws = new long[RUNS];
		for (int i = 0; i < RUNS; i++) {
			long t0 = System.nanoTime();
			FlameCanvas.draw(l, style, WIDTH, HEIGHT, CanvasColours.LIGHT);
			draws[i] = System.nanoTime() - t0;
		}
		line("   %s: %,d %s, %,d frames laid out in %d rows", what, g.total(), g.events().unit(), l.frames().size(),
				l.rows().size());
		stats("build the graph from the recording (job)", builds);
		stats("lay it out (job)", layouts);
		stats("draw the picture at 1200x800 with Java2D (job, off the UI thread)", draws);
		stats("repaint: copy the picture onto the canvas (UI thread)", repaints(l, style));
	}

	private static long[] repaints(FlameLayout layout, FlameCanvas.Style style) throws InterruptedException {
		Shell shell = Ui.get(() -> {
			Shell s = new Shell(Display.getDefault(), SWT.SHELL_TRIM);
			s.setLayout(new FillLayout());
			FlameCanvas canvas = new FlameCanvas(s);
			s.setSize(WIDTH, HEIGHT);
			s.open();
			canvas.show(layout, style);
			return s;
		});
		FlameCanvas canvas = Ui.get(() -> (FlameCanvas) shell.getChildren()[0]);
		Waits.until("the bench's canvas shows the layout", () -> Ui.get(canvas::shownLayout) == layout);
		long[] n = Ui.get(() -> {
			long[] nanos = new long[PAINTS];
			for (int i = -20; i < PAINTS; i++) {
				Long took = (Long) Ui.paintNow(canvas, FlameCanvas.PAINT_NANOS);
				if (i >= 0) {
					nanos[i] = took == null ? -1 : took;
				}
			}
			return nanos;
		});
		Ui.get(() -> {
			shell.dispose();
			return null;
		});
		return n;
	}

	/**
	 * Folded stacks of a million samples: each stack a walk down a tree of methods whose branches are picked with
	 * falling probability, so stacks share their callers as real ones do.
	 */
	private static List<String> synthetic() {
		Random random = new Random(42);
		int stacks = 60_000;
		long[] weights = new long[stacks];
		double sum = 0;
		double[] raw = new double[stacks];
		for (int i = 0; i < stacks; i++) {
			raw[i] = 1.0 / Math.pow(i + 1, 0.8);
			sum += raw[i];
		}
		long total = 0;
		for (int i = 0; i < stacks; i++) {
			weights[i] = Math.max(1, Math.round(raw[i] / sum * 1_000_000));
			total += weights[i];
		}
		weights[0] += 1_000_000 - total;
		List<String> lines = new ArrayList<>(stacks);
		for (int i = 0; i < stacks; i++) {
			int depth = 8 + random.nextInt(41);
			StringBuilder b = new StringBuilder("java.lang.Thread.run");
			int node = 0;
			for (int d = 1; d < depth; d++) {
				// Mostly the first few branches: stacks share long prefixes, as real ones do.
				int branch = (int) Math.min(30, Math.floor(-Math.log(1 - random.nextDouble()) * 2.5));
				node = node * 31 + branch;
				int pkg = Math.floorMod(node, 40);
				b.append(';').append("com.acme.p").append(pkg).append(".C").append(Math.floorMod(node >> 3, 97))
						.append(".m").append(branch);
			}
			lines.add(b.append(' ').append(weights[i]).toString());
		}
		return lines;
	}

	private void stats(String what, long[] nanos) {
		long[] s = nanos.clone();
		Arrays.sort(s);
		line("      %-72s median %8.2f ms  min %8.2f  max %8.2f  (n=%d)", what, s[s.length / 2] / 1e6, s[0] / 1e6,
				s[s.length - 1] / 1e6, s.length);
	}

	private void line(String format, Object... args) {
		report.add(String.format(format, args));
	}
}
