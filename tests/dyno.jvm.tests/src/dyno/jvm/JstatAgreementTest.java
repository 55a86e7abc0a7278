package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Waits;

/**
 * Dyno's numbers agree with the JDK's own {@code jstat -gc} on the same JVM: every column of jstat's row
 * lies between the sample Dyno took just before jstat ran and the one just after (one sampling interval),
 * and the columns jstat leaves empty ("-") are spaces or collectors Dyno reports as absent.
 * <p>
 * The targets allocate and have collected at least once, so survivors, old and the collectors hold
 * distinct non-zero values (an idle JVM's empty, equal survivors would hide a swapped space). Sizes only
 * move one way between two collections, so a bracket with a collection inside it is measured again. A
 * collection counts when it starts and adds its time when it ends, so a bracket is quiet only when both the
 * counts and the times of every collector are the same at its two ends: a sample taken during a pause has
 * the new count already, but not yet the sizes the pause leaves (seen under load: a first G1 pause of 252 ms
 * spanning the "before" sample, with old and metaspace still 0).
 */
class JstatAgreementTest {

	private static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));
	private static final Duration INTERVAL = Duration.ofMillis(100);
	/** Churn's allocation rate, KB per millisecond: a young collection every second or two in a 64 MB heap. */
	private static final String RATE = "8";

	@ParameterizedTest(name = "-XX:+Use{0}GC")
	@ValueSource(strings = { "Serial", "Parallel", "G1", "Z", "Shenandoah" })
	void agreesWithJstatForEveryCollector(String collector) throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+Use" + collector + "GC"), Churn.class, "120", RATE)) {
			compare(JAVA_HOME, child.pid());
		}
	}

	@Test
	void agreesWithJstatOnAJvmOfAnotherJdkRelease() throws Exception {
		Path jdk17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");
		Assumptions.assumeTrue(jdk17.resolve("bin/java").toFile().canExecute(), "no JDK 17 at " + jdk17);
		try (ChildJvm child = ChildJvm.start(jdk17, List.of("-XX:+UseG1GC"), Churn.class, "120", RATE)) {
			compare(jdk17, child.pid());
		}
	}

	private static void compare(Path javaHome, long pid) throws Exception {
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared())) {
			c.setInterval(INTERVAL);
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			awaitFirstCollection(c);
			// Measured again until a bracket holds no collection: how many brackets that takes depends on how long
			// jstat runs against how often Churn collects, so it is not counted, only limited (Waits.LIMIT).
			Bracket b = Waits.of("a jstat run with no collection between the samples around it")
					.unless(() -> c.state() != JvmConnection.State.LIVE, c::problem)
					.value(() -> bracket(c, javaHome, pid), Bracket::quiet);
			compare(b.jstat(), b.before(), b.after());
		}
	}

	/** jstat's row and Dyno's samples just before and just after it. */
	private record Bracket(GcSpaces before, Map<String, String> jstat, GcSpaces after) {
		/** No collection started or ended between the two samples. */
		boolean quiet() {
			return before.collectors().equals(after.collectors());
		}

		@Override
		public String toString() {
			return "collectors " + before.collectors() + " before jstat, " + after.collectors() + " after";
		}
	}

	private static Bracket bracket(JvmConnection c, Path javaHome, long pid) throws InterruptedException {
		GcSpaces before = awaitSampleAfter(c, System.currentTimeMillis());
		Map<String, String> jstat;
		try {
			jstat = Jstat.gc(javaHome, pid);
		} catch (Exception e) {
			throw new AssertionError("jstat -gc " + pid + " failed", e); // an error, not a "not yet" of the wait
		}
		GcSpaces after = awaitSampleAfter(c, System.currentTimeMillis());
		return new Bracket(before, jstat, after);
	}

	private static void compare(Map<String, String> jstat, GcSpaces before, GcSpaces after) {
		String where = "jstat " + jstat + "\nDyno before " + before + "\nDyno after " + after;
		// jstat has no thread column; a JVM has at least main, Reference Handler, Finalizer and Signal Dispatcher.
		assertTrue(before.liveThreads() >= 4 && before.liveThreads() < 500, "live threads: " + before.liveThreads());
		space(jstat, "S0C", "S0U", Space.SURVIVOR_0, before, after, where);
		space(jstat, "S1C", "S1U", Space.SURVIVOR_1, before, after, where);
		space(jstat, "EC", "EU", Space.EDEN, before, after, where);
		space(jstat, "OC", "OU", Space.OLD, before, after, where);
		space(jstat, "MC", "MU", Space.METASPACE, before, after, where);
		space(jstat, "CCSC", "CCSU", Space.COMPRESSED_CLASS, before, after, where);
		collector(jstat, "YGC", "YGCT", CollectorKind.YOUNG, before, after, where);
		collector(jstat, "FGC", "FGCT", CollectorKind.FULL, before, after, where);
		collector(jstat, "CGC", "CGCT", CollectorKind.CONCURRENT_PAUSE, before, after, where);
		between(jstat, "GCT", 0.0005, s -> s.pauseNanos() / 1e9, before, after, where);
	}

	private static void space(Map<String, String> jstat, String capacity, String used, Space space, GcSpaces before,
			GcSpaces after, String where) {
		if ("-".equals(jstat.get(capacity))) {
			assertFalse(before.spaces().containsKey(space), space + " should be absent, as jstat says: " + where);
			return;
		}
		// jstat prints KB with one decimal.
		between(jstat, capacity, 0.05, s -> s.spaces().get(space).committed() / 1024.0, before, after, where);
		between(jstat, used, 0.05, s -> s.spaces().get(space).used() / 1024.0, before, after, where);
	}

	private static void collector(Map<String, String> jstat, String count, String time, CollectorKind kind,
			GcSpaces before, GcSpaces after, String where) {
		if ("-".equals(jstat.get(count))) {
			assertEquals(-1, before.count(kind), kind + " should be absent, as jstat says: " + where);
			return;
		}
		between(jstat, count, 0, s -> s.count(kind), before, after, where);
		between(jstat, time, 0.0005, s -> s.timeNanos(kind) / 1e9, before, after, where);
	}

	private static void between(Map<String, String> jstat, String column, double rounding,
			ToDoubleFunction<GcSpaces> dyno, GcSpaces before, GcSpaces after, String where) {
		double j = Double.parseDouble(jstat.get(column));
		double a = dyno.applyAsDouble(before);
		double b = dyno.applyAsDouble(after);
		double low = Math.min(a, b) - rounding;
		double high = Math.max(a, b) + rounding;
		assertTrue(j >= low && j <= high, column + " = " + j + " from jstat, Dyno " + a + " then " + b + "\n" + where);
	}

	private static void awaitFirstCollection(JvmConnection c) throws InterruptedException {
		Waits.of("a first collection").unless(() -> c.state() != JvmConnection.State.LIVE, c::problem)
				.value(() -> c.history().latest(), latest -> latest.map(GcSpaces::totalCount).orElse(0L) > 0);
	}

	/** The first sample taken after {@code time} (epoch ms). */
	private static GcSpaces awaitSampleAfter(JvmConnection c, long time) throws InterruptedException {
		return Waits.of("a sample after " + time).unless(() -> c.state() != JvmConnection.State.LIVE, c::problem)
				.value(() -> c.history().latest().orElseThrow(), s -> s.time() > time);
	}
}
