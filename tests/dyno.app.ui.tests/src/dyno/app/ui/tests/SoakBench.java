package dyno.app.ui.tests;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.DeviceData;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Connections;
import dyno.load.ui.internal.launch.LoadLaunchShortcut;
import dyno.profile.ui.internal.live.LiveProfileView;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.HttpService;
import dyno.samples.ShortLived;
import dyno.samples.Waits;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.Ui;

/**
 * Benchmark, not a test of the suite (its name does not end in Test; {@code releng/bench/soak.sh} runs it): the
 * workbench for an hour as a long working day has it. Ten JVMs sampled every 100 ms, each with its Heap Generations
 * and Threads view, a Live Profile view on the first, a JMeter load run with its dashboard every 10 minutes against
 * a sample HTTP service, and a short-lived JVM appearing and ending every 30 s beside them. Each minute it writes
 * one CSV row of what would grow if something leaked: the heap after a full GC, live threads, open file
 * descriptors, the SWT resources the display tracks (images, fonts, colours, GCs and the rest; the workbench runs
 * with {@code -debug} and {@code org.eclipse.ui/trace/graphics=true}, so SWT records every one), the open views and
 * editors, the workbench's connections and sampling tasks, and the CPU of the minute.
 * <p>
 * Configured by the environment (the forked test JVM gets the build's environment): {@code DYNO_SOAK_MINUTES}
 * (default 60), {@code DYNO_SOAK_OUT} (the folder for {@code soak.csv} and {@code soak-events.txt}). The second
 * workbench execution of this module's pom runs the same class again: it finds the finished CSV and skips.
 */
class SoakBench {

	private static final int JVMS = 10;
	private static final Duration SAMPLING = Duration.ofMillis(100);
	private static final int LOAD_EVERY_MINUTES = 10;
	private static final int LOAD_SECONDS = 60;
	private static final int CHURN_EVERY_SECONDS = 30;
	private static final int CHURN_LIFE_MILLIS = 20_000;

	private final List<String> events = new CopyOnWriteArrayList<>();
	private final long start = System.nanoTime();

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	// the bench's hour (DYNO_SOAK_MINUTES) with the workbench's start and the last minute's report around it
	@Timeout(value = 90, unit = TimeUnit.MINUTES)
	@Test
	void anHourOfWork() throws Exception {
		int minutes = Integer.parseInt(System.getenv().getOrDefault("DYNO_SOAK_MINUTES", "60"));
		Path out = Path.of(System.getenv().getOrDefault("DYNO_SOAK_OUT", "target/soak"));
		Path csv = out.resolve("soak.csv");
		Assumptions.assumeFalse(Files.exists(out.resolve("soak-done")), "the soak ran in the first workbench");
		Files.createDirectories(out);
		DeviceData tracked = Ui.get(() -> Display.getCurrent().getDeviceData());
		if (!tracked.tracking) {
			throw new IllegalStateException("SWT resource tracking is off: run through releng/bench/soak.sh "
					+ "(-debug with org.eclipse.ui/trace/graphics=true)");
		}
		DynoWindow window = DynoWindow.find();
		List<ChildJvm> children = new ArrayList<>();
		ScheduledExecutorService churn = Executors.newSingleThreadScheduledExecutor();
		ExecutorService loads = Executors.newSingleThreadExecutor();
		try {
			int lifeSeconds = minutes * 60 + 600;
			for (int i = 0; i < JVMS; i++) {
				children.add(ChildJvm.start(List.of("-Xmx64m"), Churn.class, Integer.toString(lifeSeconds), "2"));
			}
			ChildJvm service = ChildJvm.start(HttpService.class, Integer.toString(lifeSeconds));
			children.add(service);
			Path plan = plan(out, HttpService.port(service));
			openViews(children.subList(0, JVMS));
			churn.scheduleAtFixedRate(this::shortLivedJvm, 0, CHURN_EVERY_SECONDS, TimeUnit.SECONDS);

			List<String> rows = new ArrayList<>();
			rows.add("minute,cpu_pct,heap_mb,threads,fds,swt_images,swt_fonts,swt_colors,swt_gcs,swt_other,views,editors,"
					+ "connections,sampler_tasks");
			CpuClock cpu = new CpuClock();
			for (int minute = 0; minute <= minutes; minute++) {
				if (minute > 0) {
					sleepUntil(Duration.ofMinutes(minute));
				}
				if (minute % LOAD_EVERY_MINUTES == 1 && minute < minutes) {
					int at = minute;
					loads.execute(() -> loadRun(window, plan, at)); // measured on time while it runs
				}
				rows.add(measure(minute, cpu));
				Files.write(csv, rows);
				Files.write(out.resolve("soak-events.txt"), events);
			}
			Files.writeString(out.resolve("soak-done"), Instant.now().toString());
		} finally {
			churn.shutdownNow();
			loads.shutdownNow();
			children.forEach(ChildJvm::close);
			Files.write(out.resolve("soak-events.txt"), events);
		}
	}

	private static Path plan(Path out, int port) throws IOException {
		String text = Files.readString(Path.of(System.getProperty("dyno.samplePlan")));
		String tenSeconds = "<stringProp name=\"ThreadGroup.duration\">10</stringProp>";
		if (!text.contains("__P(port,8080)") || !text.contains(tenSeconds)) {
			throw new IllegalStateException("the sample plan changed: port and duration not where the soak sets them");
		}
		return Files.writeString(out.resolve("soak-load.jmx"), text.replace("__P(port,8080)", "__P(port," + port + ")")
				.replace(tenSeconds, tenSeconds.replace(">10<", ">" + LOAD_SECONDS + "<")));
	}

	/** A Heap Generations view (100 ms) and a Threads view per JVM; a Live Profile view on the first. */
	private void openViews(List<ChildJvm> jvms) {
		// as Preferences > Dyno > Monitoring sets it: the interval new Heap Generations views start at
		InstanceScope.INSTANCE.getNode("dyno.jvm.ui").put("heapInterval", SAMPLING.toMillis() + "ms");
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
			try {
				for (ChildJvm jvm : jvms) {
					Target t = new Target.Local(jvm.pid());
					DynoJvmUi.show(page, DynoJvmUi.HEAP_GENERATIONS_ID, t, IWorkbenchPage.VIEW_VISIBLE);
					DynoJvmUi.show(page, DynoJvmUi.THREADS_ID, t, IWorkbenchPage.VIEW_VISIBLE);
				}
				DynoJvmUi.show(page, LiveProfileView.ID, new Target.Local(jvms.get(0).pid()),
						IWorkbenchPage.VIEW_VISIBLE);
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
			return null;
		});
		event("opened " + jvms.size() + " Heap Generations (" + SAMPLING.toMillis() + " ms) and Threads views, "
				+ "one Live Profile view");
	}

	/** Runs the plan as Load › Run Test Plan… does, waits for its end, closes the previous run's dashboard first. */
	private void loadRun(DynoWindow window, Path plan, int minute) {
		try {
			Ui.get(() -> {
				PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
				new LoadLaunchShortcut().launch(new StructuredSelection(plan.toFile()), ILaunchManager.RUN_MODE);
				return null;
			});
			LoadDashboardPage dashboard = window.loadDashboard();
			String state;
			try {
				// Longer than Waits.LIMIT: the run itself lasts LOAD_SECONDS, on a machine the soak keeps busy.
				state = Waits.of("the end of the load run").within(Duration.ofSeconds(LOAD_SECONDS + 180)).value(
						dashboard::state, t -> t.contains("Completed") || t.contains("Stopped") || t.contains("Aborted"));
			} catch (AssertionError e) {
				state = e.getMessage(); // a bench reports what it saw and goes on
			}
			event("minute " + minute + ": load run " + dashboard.run() + ": " + state);
		} catch (RuntimeException e) {
			event("minute " + minute + ": load run failed: " + e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** A JVM that lives 20 s: the explorer lists it, then sees it end. */
	private void shortLivedJvm() {
		try {
			ChildJvm.spawn(ShortLived.SMALL, ShortLived.class, Integer.toString(CHURN_LIFE_MILLIS));
		} catch (IOException e) {
			event("short-lived JVM: " + e);
		}
	}

	private String measure(int minute, CpuClock cpu) throws IOException {
		double cpuPercent = cpu.percentSinceLast();
		MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
		memory.gc();
		double heapMb = memory.getHeapMemoryUsage().getUsed() / 1048576.0;
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long fds;
		try (Stream<Path> open = Files.list(Path.of("/proc/self/fd"))) {
			fds = open.count();
		}
		Map<String, Integer> swt = Ui.get(SoakBench::swtResources);
		int[] parts = Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
			return new int[] { page.getViewReferences().length, page.getEditorReferences().length };
		});
		int images = swt.getOrDefault("Image", 0), fonts = swt.getOrDefault("Font", 0),
				colors = swt.getOrDefault("Color", 0), gcs = swt.getOrDefault("GC", 0);
		int other = swt.values().stream().mapToInt(Integer::intValue).sum() - images - fonts - colors - gcs;
		if (minute % 10 == 0) {
			event("minute " + minute + ": SWT resources by class " + swt);
		}
		// minute 0 has no minute before it: its CPU is left empty
		String cpuText = minute == 0 ? "" : String.format(java.util.Locale.ROOT, "%.2f", cpuPercent);
		return String.format(java.util.Locale.ROOT, "%d,%s,%.1f,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d", minute, cpuText,
				heapMb, threads.getThreadCount(), fds, images, fonts, colors, gcs, other, parts[0], parts[1],
				Connections.get().size(), Sampler.shared().pendingTasks());
	}

	/** On the UI thread: the live SWT resources the display tracks, by class. */
	private static Map<String, Integer> swtResources() {
		Map<String, Integer> byClass = new TreeMap<>();
		for (Object o : Display.getCurrent().getDeviceData().objects) {
			if (o != null) {
				byClass.merge(o.getClass().getSimpleName(), 1, Integer::sum);
			}
		}
		return byClass;
	}

	/** time-based: a bench, not a test: it measures once per minute of wall time, its own clock is the point. */
	private void sleepUntil(Duration sinceStart) throws InterruptedException {
		long left = start + sinceStart.toNanos() - System.nanoTime();
		if (left > 0) {
			TimeUnit.NANOSECONDS.sleep(left);
		}
	}

	private void event(String what) {
		events.add(String.format("%7.1f s  %s", (System.nanoTime() - start) / 1e9, what));
	}

	/**
	 * The process's CPU time (user and system, from {@code /proc/self/stat}, the source {@code top} reads) against
	 * wall time, minute to minute.
	 */
	private static final class CpuClock {
		private static final double TICKS_PER_SECOND = 100; // USER_HZ on Linux
		private long ticks = ticks();
		private long wall = System.nanoTime();

		double percentSinceLast() {
			long t = ticks(), w = System.nanoTime();
			double p = w == wall ? 0 : (t - ticks) / TICKS_PER_SECOND * 1e9 * 100 / (w - wall);
			ticks = t;
			wall = w;
			return p;
		}

		private static long ticks() {
			try {
				String stat = Files.readString(Path.of("/proc/self/stat"));
				// the fields after the command name (in parentheses, which may hold spaces): utime is the 12th, stime the 13th
				String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
				return Long.parseLong(f[11]) + Long.parseLong(f[12]);
			} catch (IOException e) {
				throw new IllegalStateException(e);
			}
		}
	}
}
