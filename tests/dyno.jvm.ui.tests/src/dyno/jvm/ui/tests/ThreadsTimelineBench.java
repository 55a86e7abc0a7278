package dyno.jvm.ui.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dyno.jvm.threads.ThreadCounts;
import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.ThreadState;
import dyno.jvm.threads.ThreadTimeline;
import dyno.jvm.ui.internal.threads.TimelineCanvas;
import dyno.jvm.ui.internal.threads.ThreadsView;
import dyno.samples.ChildJvm;
import dyno.samples.PoolService;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ThreadsPage;
import dyno.ui.tests.pages.Ui;

/**
 * Benchmark, not a test of the suite (its name does not end in Test; {@code releng/bench/threads-ui.sh} runs
 * it): what the Threads view's timeline costs the UI thread with 2,000 threads sampled every second. Part 1:
 * the real view on a real {@link PoolService} of 2,000 workers (states steady: one run per thread). Part 2: the
 * worst case, a timeline canvas of 2,000 threads that each changed state at every one of 300 samples (the full
 * five-minute window). Writes {@code target/threads-ui-bench.txt}.
 */
class ThreadsTimelineBench {

	private static final int THREADS = 2000;
	private static final int PAINTS = 100;
	/** A paint that took longer than this is one the user may notice as a hitch at one sample a second. */
	private static final double FRAME_MILLIS = 16.7;
	private final List<String> report = new ArrayList<>();

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void paintCostWith2000Threads() throws Exception {
		line("Dyno Threads view paint benchmark, %s; JDK %s, %d CPUs, load %s", java.time.Instant.now(),
				System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
				Files.readString(Path.of("/proc/loadavg")).strip());
		realView();
		worstCase();
		Path out = Path.of(System.getProperty("dyno.screenshots", "target/screenshots")).getParent()
				.resolve("threads-ui-bench.txt");
		Files.write(out, report);
		report.forEach(System.out::println);
	}

	private void realView() throws IOException, InterruptedException {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm child = ChildJvm.start(List.of("-Xss256k"), PoolService.class, Integer.toString(THREADS), "200")) {
			String target = "pid " + child.pid();
			ThreadsPage threads = ThreadsPage.open(window, child.pid());
			try {
				List<String> rows = threads.waitForRows(r -> r.size() >= THREADS);
				long[] refresh = new long[30];
				long sample = threads.waitForSampleAfter(0);
				for (int i = 0; i < refresh.length; i++) { // one per sample, as the view does them
					sample = threads.waitForSampleAfter(sample);
					refresh[i] = refreshNanos();
				}
				line("");
				line("1. The real view on PoolService: %d threads sampled every second (local agent), window 1200x800 of 1280x1024", rows.size());
				stats("refresh per sample (filter 2,000 lanes, banner, graph, layout), UI thread", refresh);
				stats("paint of the visible rows (inside the paint listener)", paints(threads::repaint, threads::lastPaintNanos));
				long[] wall = new long[PAINTS];
				for (int i = 0; i < PAINTS; i++) {
					long t0 = System.nanoTime();
					threads.repaint();
					wall[i] = System.nanoTime() - t0;
				}
				stats("from redraw to painted, wall time (GTK paints on its frame clock, so about 17 ms is pacing, not work)", wall);
				threads.pointAtTimeline();
				window.screenshot("threads-bench");
				threads.showTab("Pools");
				threads.waitForPoolsFrames(2); // a chart frame or two
				window.screenshot("threads-pools");
			} finally {
				window.closeThreads(target);
			}
		}
	}

	private static long refreshNanos() {
		return Ui.get(() -> {
			for (Shell s : Display.getDefault().getShells()) {
				TimelineCanvas c = find(s);
				if (c != null) {
					Long n = (Long) c.getData(ThreadsView.REFRESH_NANOS);
					return n == null ? 0L : n;
				}
			}
			return 0L;
		});
	}

	private static TimelineCanvas find(org.eclipse.swt.widgets.Control c) {
		if (c instanceof TimelineCanvas t && t.isVisible()) {
			return t;
		}
		if (c instanceof org.eclipse.swt.widgets.Composite p) {
			for (org.eclipse.swt.widgets.Control child : p.getChildren()) {
				TimelineCanvas t = find(child);
				if (t != null) {
					return t;
				}
			}
		}
		return null;
	}

	private void worstCase() {
		ThreadTimeline timeline = new ThreadTimeline();
		ThreadState[] cycle = { ThreadState.RUNNING, ThreadState.BLOCKED, ThreadState.PARKED, ThreadState.SLEEPING };
		long t0 = System.currentTimeMillis() - 300_000;
		for (int s = 0; s < 300; s++) {
			List<ThreadInfoRow> rows = new ArrayList<>(THREADS);
			for (int i = 0; i < THREADS; i++) {
				rows.add(new ThreadInfoRow(i, "worker-" + i, Thread.State.RUNNABLE, cycle[(s + i) % cycle.length], true,
						5, -1, 0, -1, 0, -1, null, -1, null, false, false, List.of(), List.of(), List.of(), false));
			}
			timeline.record(new ThreadSample(t0 + s * 1000L, rows, List.of(), new ThreadCounts(THREADS, THREADS, THREADS,
					THREADS), true, List.of()));
		}
		long[] paint = Ui.get(() -> {
			Shell shell = new Shell(Display.getDefault(), SWT.SHELL_TRIM);
			shell.setLayout(new FillLayout());
			TimelineCanvas canvas = new TimelineCanvas(shell);
			shell.setSize(1200, 800);
			shell.open();
			canvas.show(timeline.lanes(), java.util.Map.of(), t0 + 299_000, 300_000, "");
			long[] n = new long[PAINTS];
			for (int i = -20; i < PAINTS; i++) {
				ThreadsPage.paintNow(canvas);
				if (i >= 0) {
					n[i] = (Long) canvas.getData(TimelineCanvas.PAINT_NANOS);
				}
			}
			shell.dispose();
			return n;
		});
		line("");
		line("2. Worst case: %d threads, each changed state at each of 300 samples (300 runs per visible row), canvas 1200x800", THREADS);
		stats("paint of the visible rows (inside the paint listener)", paint);
	}

	private static long[] paints(Runnable repaint, LongSupplier lastPaint) {
		for (int i = 0; i < 20; i++) {
			repaint.run();
		}
		long[] n = new long[PAINTS];
		for (int i = 0; i < PAINTS; i++) {
			repaint.run();
			n[i] = lastPaint.getAsLong();
		}
		return n;
	}

	private void stats(String what, long[] nanos) {
		long[] s = nanos.clone();
		Arrays.sort(s);
		double mean = Arrays.stream(s).average().orElse(0) / 1e6;
		long slow = Arrays.stream(s).filter(n -> n / 1e6 > FRAME_MILLIS).count();
		line("   %s", what);
		line("      mean %6.2f ms  median %6.2f  p90 %6.2f  max %6.2f  (n=%d; %d over a 60 Hz frame)", mean,
				s[s.length / 2] / 1e6, s[(int) (s.length * 0.9)] / 1e6, s[s.length - 1] / 1e6, s.length, slow);
	}

	private void line(String format, Object... args) {
		report.add(String.format(format, args));
	}
}
