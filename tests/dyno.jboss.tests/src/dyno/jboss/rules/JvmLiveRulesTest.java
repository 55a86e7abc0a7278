package dyno.jboss.rules;

import static dyno.jboss.rules.RuleCase.written;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.ConfigFile;
import dyno.jboss.live.LiveObservation;
import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.ClassLeak;
import dyno.samples.Leaky;
import dyno.samples.ServerPools;
import dyno.samples.Waits;

/**
 * The live-aware JVM rules against real child JVMs: each {@link Scenario} is a sample started with the JVM options its
 * run.conf writes, observed once (all of them side by side, on the first case that needs facts) the way
 * {@code dyno lint --live} observes a server, each until the facts it gives make its firing cases fire (a heap grown
 * by 4 MB, a pause share above 5 %: as the engine measures them) and span enough samples for its quiet ones; each rule
 * fires on the run.conf of a JVM that produced its condition and stays quiet on one that did not.
 */
class JvmLiveRulesTest {

	private static final Duration TICK = Duration.ofMillis(500);
	/**
	 * The GC sample intervals every scenario is observed over at least, beyond what its firing cases need: its rates
	 * (pause share, collections per minute, promotion) are averaged over that many before its quiet cases judge them,
	 * and its metaspace trend has passed its settling time. Counted in samples, not seconds: a loaded machine that
	 * samples late gives each scenario the same number of readings.
	 */
	private static final int INTERVALS = 16;
	/**
	 * What {@link #INTERVALS} samples span at least: the connection samples with a fixed delay of {@link #TICK}
	 * between them, so a scenario observed over that many intervals was observed this long.
	 */
	private static final Duration WATCH = TICK.multipliedBy(INTERVALS);

	/** A child JVM and the options it runs with, which are also the JAVA_OPTS of the run.conf the rules read. */
	enum Scenario {
		/**
		 * A small heap with a serial collector, churned hard: young and full collections all the time. 256 KB/ms
		 * spend about 9 % of the time in pauses on a quiet machine; at Churn's smallest rate (16 KB/ms) it was 0.7 %,
		 * and the 5 % that jvm.gc.overhead asks for came only from the CPU the other JVMs took while starting.
		 */
		PRESSED(List.of("-Xms16m", "-Xmx16m", "-Xmn4m", "-XX:+UseSerialGC"), Churn.class, "300", "256"),
		/** A large G1 heap for a few MB of data, capped metaspace, steady. */
		ROOMY(List.of("-Xmx1g", "-XX:+UseG1GC", "-XX:MaxMetaspaceSize=128m"), Churn.class, "300", "5"),
		/**
		 * A session cache that only grows, in a tiny young generation: frequent young collections, promotion, and a
		 * heap that grows. About 1 MB/s: at Leaky's default half of that, a JVM that started fast grew its heap by
		 * 3.75 MB in the watch, short of the 4 MB that jvm.heap.resized asks for.
		 */
		PROMOTING(List.of("-Xms8m", "-Xmx64m", "-Xmn1m", "-XX:+UseSerialGC"), Leaky.class, "100"),
		/**
		 * A class loader leak under a metaspace cap, and a small code cache that the JIT fills; otherwise an easy life
		 * for a serial collector.
		 */
		LEAKING_CAPPED(List.of("-Xmx64m", "-XX:MaxMetaspaceSize=64m", "-XX:ReservedCodeCacheSize=2600k",
				"-XX:-UseCodeCacheFlushing", "-XX:+UseSerialGC"), ClassLeak.class, "400"),
		/** A class loader leak with no cap. */
		LEAKING(List.of("-Xmx64m"), ClassLeak.class, "400"),
		/** 200 idle pool threads with 4 MB stacks, and System.gc() every 2 s as RMI's distributed GC calls it. */
		THREADED(List.of("-Xmx64m", "-Xss4m"), ServerPools.class, "exec-:200:0", "--system-gc");

		final List<String> options;
		final Class<?> main;
		final String[] args;

		Scenario(List<String> options, Class<?> main, String... args) {
			this.options = options;
			this.main = main;
			this.args = args;
		}

		/** The run.conf of this JVM. */
		String runConf() {
			return runConf(List.of());
		}

		/**
		 * A run.conf for this JVM's measurements that sizes it otherwise: each changed option replaces the one of the
		 * same name ({@code -Xmx}, {@code -XX:Name}) or is added.
		 */
		String runConf(List<String> changed) {
			List<String> written = new ArrayList<>(options);
			for (String option : changed) {
				written.removeIf(o -> optionName(o).equals(optionName(option)));
				written.add(option);
			}
			return "JAVA_OPTS=\"" + String.join(" ", written) + "\"\n";
		}

		private static String optionName(String option) {
			int equals = option.indexOf('=');
			return option.startsWith("-XX:") ? option.substring(0, equals < 0 ? option.length() : equals)
					: option.substring(0, Math.min(4, option.length()));
		}

		/** What the observation of this JVM gave (every scenario is observed on the first call). */
		LiveFacts facts() {
			return observeAll().get(this);
		}
	}

	/**
	 * One case of a rule on a scenario's facts, read against its run.conf with {@code changed} options: the list the
	 * parameterized test runs, and what the observation waits for (every firing case firing).
	 */
	private record Case(String rule, Scenario scenario, boolean fires, List<String> changed) {
		RuleCase ruleCase() {
			RuleCase c = written(rule, "bin/run.conf", scenario.runConf(changed), fires);
			return c.observed(scenario.name() + (changed.isEmpty() ? "" : " written with " + String.join(" ", changed)),
					scenario::facts);
		}
	}

	private static final List<Case> CASES = List.of(
			fires("jvm.heap.oversized", Scenario.ROOMY),
			quiet("jvm.heap.oversized", Scenario.PROMOTING),
			fires("jvm.old.promotion_rate", Scenario.PROMOTING),
			quiet("jvm.old.promotion_rate", Scenario.ROOMY),
			fires("jvm.young.gc_frequency", Scenario.PROMOTING),
			quiet("jvm.young.gc_frequency", Scenario.LEAKING_CAPPED),
			fires("jvm.gc.collector_pause_share", Scenario.PRESSED),
			quiet("jvm.gc.collector_pause_share", Scenario.PROMOTING),
			fires("jvm.gc.explicit_observed", Scenario.THREADED),
			quiet("jvm.gc.explicit_observed", Scenario.PRESSED),
			fires("jvm.gc.full_gc_frequency", Scenario.PRESSED),
			quiet("jvm.gc.full_gc_frequency", Scenario.ROOMY),
			fires("jvm.metaspace.growth", Scenario.LEAKING_CAPPED),
			quiet("jvm.metaspace.growth", Scenario.ROOMY),
			fires("jvm.metaspace.unbounded_growth", Scenario.LEAKING),
			quiet("jvm.metaspace.unbounded_growth", Scenario.PRESSED),
			fires("jvm.thread_stack_size.total", Scenario.THREADED),
			quiet("jvm.thread_stack_size.total", Scenario.PRESSED),
			fires("jvm.code_cache.full", Scenario.LEAKING_CAPPED),
			quiet("jvm.code_cache.full", Scenario.ROOMY),
			fires("jvm.heap.resized", Scenario.PROMOTING),
			quiet("jvm.heap.resized", Scenario.PRESSED),
			// PRESSED keeps 4 MB reachable and peaks near 11 MB: a 6 MB heap is too small for it, 16 MB is not.
			sized("jvm.heap.xmx", Scenario.PRESSED, true, "-Xms6m", "-Xmx6m"),
			quiet("jvm.heap.xmx", Scenario.ROOMY),
			sized("jvm.heap.old_floor", Scenario.PRESSED, true, "-Xms6m", "-Xmx6m"),
			quiet("jvm.heap.old_floor", Scenario.PRESSED),
			// The host's memory as the JVM reports it: no test machine has 64 TB, every one has more than 2 GB.
			sized("jvm.heap.xmx.upper_bound", Scenario.ROOMY, true, "-Xmx64t"),
			quiet("jvm.heap.xmx.upper_bound", Scenario.ROOMY),
			// The processors the JVM sees: more than 1, fewer than 256.
			sized("jvm.gc.parallel_threads", Scenario.ROOMY, true, "-XX:ParallelGCThreads=256"),
			sized("jvm.gc.parallel_threads", Scenario.ROOMY, false, "-XX:ParallelGCThreads=1"),
			fires("jvm.gc.overhead", Scenario.PRESSED),
			quiet("jvm.gc.overhead", Scenario.ROOMY));

	private static Map<Scenario, LiveFacts> observed;
	/** Why the observation failed, told to every case rather than observing again. */
	private static AssertionError failed;

	/**
	 * What one scenario's observation showed at a moment: its facts, the GC samples taken since it began and the
	 * firing cases those facts do not make fire yet.
	 */
	private record Reading(LiveFacts facts, int samples, List<String> notFiring) {
		/** Enough for every case: the rates averaged over {@link #INTERVALS} sample intervals, every firing case firing. */
		boolean enough() {
			return samples > INTERVALS && notFiring.isEmpty();
		}

		@Override
		public String toString() {
			return samples + " GC samples of the " + (INTERVALS + 1) + " wanted, "
					+ (notFiring.isEmpty() ? "every firing case fires" : "not firing yet: " + notFiring) + "; " + facts;
		}
	}

	/**
	 * One scenario's JVM under observation, counting the GC samples its connection takes after the observation began,
	 * and linting its firing cases again only when the observed facts changed (the lint costs CPU the JVMs need).
	 */
	private static final class Watched {
		final Scenario scenario;
		final ChildJvm jvm;
		final JvmConnection connection;
		final LiveObservation observation;
		final AtomicInteger samples = new AtomicInteger();
		private final Path scratch;
		private List<?> lintedFacts;
		private List<String> notFiring;

		Watched(Scenario scenario, ChildJvm jvm, JvmConnection connection, Sampler sampler, Path scratch) {
			this.scenario = scenario;
			this.jvm = jvm;
			this.connection = connection;
			this.scratch = scratch;
			this.observation = LiveObservation.start(connection, TICK, sampler);
			// Only samples taken after the observation began count: they are what its rates are measured over.
			connection.addListener(new JvmConnection.Listener() {
				@Override
				public void sampled(JvmConnection c, GcSpaces sample) {
					samples.incrementAndGet();
				}
			});
		}

		Reading read() throws IOException {
			int n = samples.get(); // before the facts: the facts are at least as recent as the samples counted
			LiveFacts facts = observation.facts();
			List<?> now = observation.observed();
			if (now != lintedFacts) {
				List<String> missing = new ArrayList<>();
				for (int i = 0; i < CASES.size(); i++) {
					Case c = CASES.get(i);
					if (c.scenario() == scenario && c.fires()
							&& c.ruleCase().findingsWith(facts, scratch.resolve(Integer.toString(i))).isEmpty()) {
						missing.add(c.rule() + (c.changed().isEmpty() ? "" : " with " + c.changed()));
					}
				}
				lintedFacts = now;
				notFiring = missing;
			}
			return new Reading(facts, n, notFiring);
		}
	}

	/**
	 * Starts every scenario's JVM and observes them side by side, each until its facts are enough for its cases (see
	 * {@link Reading#enough}), then ends them; once per test run. A scenario whose JVM runs slowly (a loaded machine)
	 * is watched longer, not judged on too little.
	 */
	private static synchronized Map<Scenario, LiveFacts> observeAll() {
		if (observed != null) {
			return observed;
		}
		if (failed != null) {
			throw failed;
		}
		List<ChildJvm> children = new ArrayList<>();
		List<JvmConnection> connections = new ArrayList<>();
		List<Watched> watched = new ArrayList<>();
		Path scratch = null;
		long began = System.nanoTime();
		try {
			scratch = Files.createTempDirectory("jvm-live-rules");
			// Side by side: each start waits for its JVM to say it is ready.
			List<CompletableFuture<ChildJvm>> starting = Stream.of(Scenario.values())
					.map(s -> CompletableFuture.supplyAsync(() -> start(s))).toList();
			CompletionException notStarted = null;
			for (CompletableFuture<ChildJvm> f : starting) {
				try {
					children.add(f.join());
				} catch (CompletionException e) {
					notStarted = e; // the others are still added, to be ended below
				}
			}
			if (notStarted != null) {
				throw notStarted;
			}
			// Threads of their own, so that the JVMs' agents start side by side, not two at a time.
			Sampler sampler = new Sampler(Scenario.values().length);
			for (Scenario s : Scenario.values()) {
				JvmConnection c = new JvmConnection(new Target.Local(children.get(s.ordinal()).pid()), null, sampler);
				connections.add(c);
				c.setInterval(TICK);
			}
			List<CompletableFuture<JvmConnection.State>> connecting = connections.stream()
					.map(c -> CompletableFuture.supplyAsync(() -> connect(c))).toList();
			for (Scenario s : Scenario.values()) {
				JvmConnection c = connections.get(s.ordinal());
				assertEquals(JvmConnection.State.LIVE, connecting.get(s.ordinal()).join(), s + ": " + c.problem());
				watched.add(new Watched(s, children.get(s.ordinal()), c, sampler,
						Files.createDirectories(scratch.resolve(s.name()))));
			}
			// The first read of each JVM starts its management agent.
			for (Watched w : watched) {
				assertTrue(w.observation.awaitFirstTick(Waits.LIMIT), w.scenario + ": no first reading");
			}
			long firstReadings = System.nanoTime();
			System.out.printf("%d JVMs started and read in %.1f s%n", children.size(), (firstReadings - began) / 1e9);
			Map<Scenario, LiveFacts> facts = new EnumMap<>(Scenario.class);
			for (Watched w : watched) {
				Reading r = Waits.of(w.scenario + ": facts that make its firing cases fire, over " + INTERVALS
						+ " sample intervals at least")
						.unless(() -> !w.jvm.isAlive() || w.connection.state() != JvmConnection.State.LIVE,
								() -> "its JVM " + (w.jvm.isAlive() ? "is alive" : "ended") + ", its connection is "
										+ w.connection.state() + " " + w.connection.problem())
						.value(w::read, Reading::enough);
				w.observation.close(); // the facts judged are those just read; the others are still watched
				facts.put(w.scenario, r.facts());
				System.out.printf("%s: enough after %.1f s: %s %s%n", w.scenario, (System.nanoTime() - firstReadings) / 1e9,
						r, w.observation.problem());
			}
			observed = facts;
			return facts;
		} catch (CompletionException e) {
			failed = new AssertionError("a scenario's JVM did not start", e.getCause());
			throw failed;
		} catch (AssertionError e) {
			failed = e;
			throw e;
		} catch (IOException e) {
			failed = new AssertionError("could not lint the cases on the facts observed", e);
			throw failed;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new AssertionError("interrupted while observing", e);
		} finally {
			watched.forEach(w -> w.observation.close());
			connections.forEach(JvmConnection::close);
			children.forEach(ChildJvm::close);
			delete(scratch);
		}
	}

	private static void delete(Path dir) {
		if (dir == null) {
			return;
		}
		try (Stream<Path> all = Files.walk(dir)) {
			all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		} catch (IOException e) {
			// a temp folder left behind harms no result
		}
	}

	private static ChildJvm start(Scenario s) {
		try {
			return ChildJvm.start(s.options, s.main, s.args);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	private static JvmConnection.State connect(JvmConnection c) {
		try {
			return c.connectAndWait(Waits.LIMIT);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return c.state();
		}
	}

	private static Case fires(String rule, Scenario s) {
		return new Case(rule, s, true, List.of());
	}

	private static Case quiet(String rule, Scenario s) {
		return new Case(rule, s, false, List.of());
	}

	/** The rule on the facts of {@code s} read against its run.conf with {@code changed} options. */
	private static Case sized(String rule, Scenario s, boolean fires, String... changed) {
		return new Case(rule, s, fires, List.of(changed));
	}

	static List<RuleCase> cases() {
		return CASES.stream().map(Case::ruleCase).toList();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path tmp) throws IOException {
		c.verify(tmp);
	}

	@Test
	void aFindingNamesTheFactsItUsedAndHowLongTheyWereObserved(@TempDir Path tmp) throws IOException {
		Path runConf = Files.writeString(Files.createDirectories(tmp.resolve("bin")).resolve("run.conf"),
				Scenario.PROMOTING.runConf());
		LiveFacts facts = Scenario.PROMOTING.facts();
		assertTrue(facts.observedFor().compareTo(WATCH) >= 0, facts.toString());
		List<String> messages = Linter.lint(ConfigFile.of(runConf), facts).findings().stream()
				.filter(f -> f.rule().id().equals("jvm.young.gc_frequency")).map(Finding::message).toList();
		assertEquals(1, messages.size(), messages.toString());
		assertTrue(messages.get(0).matches(".*: \\d+ young collections a minute in a young generation of 1 MB "
				+ "\\(-Xmn\\): about .* allocated over (\\d+ min )?\\d+ s"), messages.get(0));
		assertTrue(messages.get(0).endsWith(facts.over()), facts.over() + ": " + messages.get(0));
	}
}
