package dyno.load.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.JtlReader;
import dyno.load.Sample;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.jmeter.ThreadSchedule;
import dyno.load.tests.SampleLoad;
import dyno.samples.Waits;

/**
 * Plans of the JMeter Plugins bundled with Dyno's JMeter, one per thread group and one for the Throughput Shaping
 * Timer, each with two Dummy Samplers (no network), run for their own 6 s schedules at the same time (the shaping
 * timer's alone, after the others: it keeps a wall-clock rate): every label
 * has samples and the thread groups' own schedules are kept. Beside them, the same Dummy Sampler plan on a JMeter
 * without that plugin: without a plugins folder it fails with the one line naming the element and its plugin, with
 * the plugin's jar in a plugins folder it runs. A plan that outlives its schedule is stopped by the run's
 * watchdog, so every run here ends.
 */
class PluginPlansTest {

	private static final List<String> PLANS = List.of("stepping", "ultimate", "concurrency", "arrivals", "free-form",
			"shaping");
	private static final List<String> LABELS = List.of("login", "browse");
	private static final String SHAPING = "shaping";
	/**
	 * Longer than {@link Waits#LIMIT}: seven JMeter JVMs start at once, then run their 6 s schedules, and a plan that
	 * outlives its schedule is only stopped by the run's watchdog 30 s past it.
	 */
	private static final Duration RUNS_END = Duration.ofSeconds(180);

	@TempDir
	static Path dir;

	private static final Map<String, LoadRun> RUNS = new LinkedHashMap<>();
	private static LoadSession withoutDummy;
	private static LoadRun withDummyFolder;

	@BeforeAll
	static void runAllPlans() throws Exception {
		Path plans = Files.createDirectories(dir.resolve("plans"));
		Map<String, LoadSession> sessions = new LinkedHashMap<>();
		for (String name : PLANS) {
			LoadLaunch launch = LoadLaunch.of(SampleLoad.plan(plans, "plugins-" + name + ".jmx"));
			if (!name.equals(SHAPING)) {
				sessions.put(name, start(launch));
			}
		}
		JMeterHome lacking = homeWithoutDummySampler(dir.resolve("jmeter-without-dummy"), dir.resolve("more-plugins"));
		LoadLaunch shaping = LoadLaunch.of(plans.resolve("plugins-shaping.jmx"));
		withoutDummy = LoadSession.start(lacking, shaping, Optional.empty(), dir.resolve("lacking"), line -> {
		});
		LoadSession withFolder = LoadSession.start(lacking, shaping.withPlugins(dir.resolve("more-plugins")),
				Optional.empty(), dir.resolve("lacking"), line -> {
				});
		// All at once: their JVMs' start dominates, and each plan's schedule is its own, from its first thread on.
		for (var e : sessions.entrySet()) {
			RUNS.put(e.getKey(), e.getValue().finished().get(RUNS_END.toMillis(), TimeUnit.MILLISECONDS));
		}
		withoutDummy.finished().get(RUNS_END.toMillis(), TimeUnit.MILLISECONDS);
		withDummyFolder = withFolder.finished().get(RUNS_END.toMillis(), TimeUnit.MILLISECONDS);
		// The shaping timer's plan alone, once the others have ended: its timer keeps a rate of wall-clock time, which
		// seven other JMeter JVMs starting beside it (class loading, JIT on every core) held back in its first seconds.
		LoadLaunch shapingAlone = LoadLaunch.of(plans.resolve("plugins-" + SHAPING + ".jmx"));
		RUNS.put(SHAPING, start(shapingAlone).finished().get(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS));
	}

	private static LoadSession start(LoadLaunch launch) throws IOException {
		return LoadSession.start(SampleLoad.home(), launch, Optional.empty(), dir.resolve("runs"), line -> {
		});
	}

	@Test
	void everyPlanRunsItsOwnScheduleAndEveryLabelHasSamples() throws IOException {
		for (var e : RUNS.entrySet()) {
			LoadRun run = e.getValue();
			String console = e.getKey() + ": " + Files.readString(run.dir().resolve(LoadRun.CONSOLE));
			if (e.getKey().equals("arrivals") && run.outcome() != Outcome.COMPLETED) {
				// Custom Thread Groups 2.10's Arrivals Thread Group now and then never ends (its threads wait in
				// ArrivalsThreadGroup.movedToPool): the run must still end, stopped by Dyno with the cause named.
				assertTrue(run.warnings().stream().anyMatch(w -> w.id().equals("schedule-overrun")), console);
			} else {
				assertEquals(Outcome.COMPLETED, run.outcome(), console);
			}
			Map<String, Long> counts = new LinkedHashMap<>();
			samples(run).forEach(s -> counts.merge(s.label(), 1L, Long::sum));
			assertEquals(LABELS, List.copyOf(counts.keySet()), e.getKey() + ": " + counts);
		}
	}

	@Test
	void steppingStartsTwoThreadsEveryTwoSecondsUpToSix() throws IOException {
		ThreadSchedule stepping = onlySchedule(RUNS.get("stepping"), ThreadSchedule.Kind.THREADS);
		assertEquals(List.of(2.0, 4.0, 6.0, 0.0), List.of(stepping.at(1), stepping.at(3), stepping.at(5), stepping.at(6.5)));
		assertThreadsFollow(RUNS.get("stepping"), stepping);
	}

	@Test
	void ultimateRunsItsRowsOverlapping() throws IOException {
		ThreadSchedule ultimate = onlySchedule(RUNS.get("ultimate"), ThreadSchedule.Kind.THREADS);
		assertEquals(List.of(2.0, 4.0, 2.0, 0.0), List.of(ultimate.at(1), ultimate.at(3), ultimate.at(5), ultimate.at(6.5)));
		assertThreadsFollow(RUNS.get("ultimate"), ultimate);
	}

	@Test
	void concurrencyReachesItsTargetInTwoSteps() throws IOException {
		ThreadSchedule concurrency = onlySchedule(RUNS.get("concurrency"), ThreadSchedule.Kind.THREADS);
		assertEquals(List.of(3.0, 6.0, 6.0, 0.0),
				List.of(concurrency.at(1), concurrency.at(3), concurrency.at(5), concurrency.at(6.5)));
		assertThreadsFollow(RUNS.get("concurrency"), concurrency);
	}

	@Test
	void arrivalsStartTenIterationsASecond() throws IOException {
		ThreadSchedule arrivals = onlySchedule(RUNS.get("arrivals"), ThreadSchedule.Kind.ARRIVALS_PER_SECOND);
		assertEquals(List.of(10.0, 10.0, 0.0), List.of(arrivals.at(0), arrivals.at(5.9), arrivals.at(6.5)));
		// An iteration is one login and one browse: logins count the arrivals.
		assertAbout(60, logins(RUNS.get("arrivals"), arrivals, -1, 7), "arrivals in its 6 s");
		assertAbout(20, logins(RUNS.get("arrivals"), arrivals, 2, 4), "arrivals from 2 to 4 s");
	}

	@Test
	void freeFormDoublesItsArrivalRateAfterThreeSeconds() throws IOException {
		ThreadSchedule freeForm = onlySchedule(RUNS.get("free-form"), ThreadSchedule.Kind.ARRIVALS_PER_SECOND);
		assertEquals(List.of(5.0, 10.0, 0.0), List.of(freeForm.at(1), freeForm.at(4), freeForm.at(6.5)));
		// Windows clear of the change at 3 s: the first sample, which places the schedule, may come late.
		assertAbout(10, logins(RUNS.get("free-form"), freeForm, 0.5, 2.5), "arrivals from 0.5 to 2.5 s at 5/s");
		assertAbout(20, logins(RUNS.get("free-form"), freeForm, 3.5, 5.5), "arrivals from 3.5 to 5.5 s at 10/s");
	}

	@Test
	void theShapingTimerHoldsFourThenEightSamplesASecond() throws IOException {
		LoadRun run = RUNS.get("shaping");
		ThreadSchedule users = onlySchedule(run, ThreadSchedule.Kind.THREADS);
		assertEquals(List.of(5.0, 5.0, 0.0), List.of(users.at(0), users.at(5.9), users.at(6)),
				"a plain Thread Group with its scheduler has a schedule too");
		long start = ThreadSchedule.startMillis(run.timeline().firstStart(), run.schedules());
		List<Sample> samples = samples(run);
		// The timer's clock starts with the test, the schedule is placed by the first sample, which comes late on a
		// busy machine: both windows may move by up to a second, together.
		// time-based: what the Throughput Shaping Timer promises is samples per second of wall time; no event of
		// JMeter's or Dyno's stands in for that, so the samples are counted in windows of the run's clock.
		List<String> counts = new ArrayList<>();
		boolean fits = false;
		for (int shift = -1000; shift <= 1000 && !fits; shift += 50) {
			long slow = between(samples, start + shift, 0.5, 2.5);
			long fast = between(samples, start + shift, 3.5, 5.5);
			fits = about(8, slow) && about(16, fast);
			counts.add(shift + " ms: " + slow + "/" + fast);
		}
		assertTrue(fits, "samples from 0.5 to 2.5 s (4/s, planned 8) and 3.5 to 5.5 s (8/s, planned 16): " + counts);
		assertAbout(36, samples.size(), "samples in 6 s");
	}

	@Test
	void anElementOfAPluginJMeterLacksIsOneLineAndAPluginsFolderAddsIt() throws IOException {
		LoadRun failed = withoutDummy.finished().join();
		assertEquals(Outcome.FAILED_TO_START, failed.outcome());
		String line = withoutDummy.process().missingElement("pass --plugins DIR").orElseThrow();
		assertEquals("plan needs kg.apc.jmeter.samplers.DummySampler (Dummy Sampler, JMeter Plugins id jpgc-dummy): put "
				+ "its jar into " + dir.resolve("jmeter-without-dummy/lib/ext") + " or pass --plugins DIR", line);
		assertEquals(List.of(), failed.warnings(), "no plan warnings for a run that never started");
		assertEquals(List.of(), withoutDummy.warnings(), "nor on its live dashboard");
		assertTrue(Files.readString(failed.dir().resolve(LoadRun.CONSOLE)).contains("dyno: plan needs kg.apc.jmeter.samplers.DummySampler"));

		assertEquals(Outcome.COMPLETED, withDummyFolder.outcome());
		assertEquals(dir.resolve("more-plugins").toString(), withDummyFolder.properties().get(LoadLaunch.PLUGINS));
		assertTrue(samples(withDummyFolder).size() > 10, "the plugins folder's Dummy Sampler ran");
	}

	/**
	 * Every sample's thread count is the schedule's at its middle, away from the schedule's changes (0.3 s either
	 * side), the schedule placed on the clock within a second of its first sample: on a busy machine the first
	 * sample, which places it, comes late.
	 */
	private static void assertThreadsFollow(LoadRun run, ThreadSchedule schedule) throws IOException {
		long start = ThreadSchedule.startMillis(run.timeline().firstStart(), run.schedules());
		List<Sample> samples = samples(run);
		List<String> fewestWrong = null;
		int checkedThen = 0;
		for (int shift = -1000; shift <= 1000; shift += 50) {
			int checked = 0;
			List<String> wrong = new ArrayList<>();
			for (Sample s : samples) {
				double t = ((s.start() + s.end()) / 2.0 - start - shift) / 1000;
				double expected = schedule.at(t);
				if (schedule.at(t - 0.3) != expected || schedule.at(t + 0.3) != expected) {
					continue;
				}
				checked++;
				if (s.allThreads() != expected) {
					wrong.add(String.format("%.2f s: %d threads, planned %.0f", t, s.allThreads(), expected));
				}
			}
			if (fewestWrong == null || wrong.size() * (long) checkedThen < fewestWrong.size() * (long) checked) {
				fewestWrong = wrong;
				checkedThen = checked;
			}
		}
		assertTrue(checkedThen >= 30, schedule.threadGroup() + ": only " + checkedThen + " samples away from the steps");
		assertTrue(fewestWrong.size() <= checkedThen / 20, schedule.threadGroup() + ": " + fewestWrong.size() + " of "
				+ checkedThen + " samples off the schedule: " + fewestWrong);
		long span = samples.stream().mapToLong(Sample::end).max().orElseThrow() - run.timeline().firstStart();
		assertTrue(span < (schedule.end() + 2) * 1000, schedule.threadGroup() + " ended by its own schedule: " + span + " ms");
	}

	/** Logins begun from {@code from} to {@code to} seconds of the schedule. */
	private static long logins(LoadRun run, ThreadSchedule schedule, double from, double to) throws IOException {
		long start = ThreadSchedule.startMillis(run.timeline().firstStart(), List.of(schedule));
		return between(samples(run).stream().filter(s -> s.label().equals("login")).toList(), start, from, to);
	}

	/** Samples begun from {@code from} to {@code to} seconds after {@code start} (epoch ms). */
	private static long between(List<Sample> samples, long start, double from, double to) {
		return samples.stream().filter(s -> s.start() - start >= from * 1000 && s.start() - start < to * 1000).count();
	}

	/** Within 20 % (and 2) of {@code expected}. */
	private static void assertAbout(long expected, long actual, String what) {
		assertTrue(about(expected, actual), what + ": " + actual + ", planned " + expected);
	}

	private static boolean about(long expected, long actual) {
		return Math.abs(actual - expected) <= Math.max(2, expected / 5);
	}

	private static ThreadSchedule onlySchedule(LoadRun run, ThreadSchedule.Kind kind) {
		List<ThreadSchedule> schedules = run.schedules();
		assertEquals(1, schedules.size(), schedules.toString());
		assertEquals(kind, schedules.get(0).kind());
		return schedules.get(0);
	}

	private static List<Sample> samples(LoadRun run) throws IOException {
		List<Sample> samples = new ArrayList<>();
		try (JtlReader reader = JtlReader.open(run.jtl())) {
			reader.readAll(s -> samples.add(s.copy()));
		}
		return samples;
	}

	/**
	 * A JMETER_HOME like the build's but without the Dummy Sampler plugin (links to its jars, a copy of its small
	 * bin/), and the plugin's jar alone in {@code plugins}.
	 */
	private static JMeterHome homeWithoutDummySampler(Path home, Path plugins) throws IOException {
		Path real = SampleLoad.home().path();
		Files.createDirectories(home.resolve("lib/ext"));
		Files.createDirectories(plugins);
		try (var bin = Files.walk(real.resolve("bin"))) {
			for (Path f : bin.toList()) {
				Path to = home.resolve(real.relativize(f).toString());
				if (Files.isDirectory(f)) {
					Files.createDirectories(to);
				} else {
					Files.copy(f, to);
				}
			}
		}
		for (String folder : List.of("lib", "lib/ext")) {
			try (var jars = Files.list(real.resolve(folder))) {
				for (Path jar : jars.filter(f -> f.toString().endsWith(".jar")).toList()) {
					boolean dummy = jar.getFileName().toString().startsWith("jmeter-plugins-dummy");
					Files.createSymbolicLink((dummy ? plugins : home.resolve(folder)).resolve(jar.getFileName()), jar);
				}
			}
		}
		return JMeterHome.at(home);
	}
}
