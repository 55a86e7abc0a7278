package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection.State;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Idle;
import dyno.samples.Waits;

/** A connection to a real local JVM from connect to loss: samples, derived metrics, GC events, pause, kill. */
class ConnectionLifecycleTest {

	private static final Duration INTERVAL = Duration.ofMillis(100);

	@Test
	void samplesDerivesRatesAndNoticesAnEndedJvmAtTheNextSampleKeepingItsData() throws Exception {
		List<State> states = new CopyOnWriteArrayList<>();
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+UseSerialGC"), Churn.class, "120", "8");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			c.addListener(new JvmConnection.Listener() {
				@Override
				public void stateChanged(JvmConnection connection, State state) {
					states.add(state);
				}
			});
			c.setInterval(INTERVAL);
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			GcHistory h = c.history();
			Waits.value("a first GC event", () -> h.latest(), x -> !h.events(0).isEmpty());

			GcEvent young = h.events(0).get(0);
			assertEquals(CollectorKind.YOUNG, young.kind(), young.toString());
			assertEquals("Allocation Failure", young.cause(), young.toString());
			assertPlausibleAllocationRate(h);
			assertTrue(Double.isNaN(h.series(Metric.OLD_FLOOR).latest().getAsDouble()), "no old collection yet");

			jcmd(child.pid(), "GC.run");
			Waits.value("a full GC event after jcmd GC.run", () -> h.events(0),
					events -> events.stream().anyMatch(e -> e.kind() == CollectorKind.FULL));
			GcEvent full = h.events(0).stream().filter(e -> e.kind() == CollectorKind.FULL).findFirst().get();
			assertEquals("Diagnostic Command", full.cause());
			double floor = h.series(Metric.OLD_FLOOR).latest().getAsDouble();
			assertTrue(floor > 0 && floor < 64 << 20, "old floor after the full GC: " + floor);

			long added = h.series(Metric.EDEN_USED).added();
			child.close(); // returns once the process has ended
			long atEnd = h.series(Metric.EDEN_USED).added();
			Waits.value("the connection lost", c::state, st -> st == State.LOST);
			// Noticed at the next sample: none taken after the end is recorded, but for one under way at the close.
			// (Counted in samples, not in milliseconds: how soon the next sample runs is the machine's business.)
			long afterEnd = h.series(Metric.EDEN_USED).added() - atEnd;
			assertTrue(afterEnd <= 1, "samples recorded after the JVM ended: " + afterEnd);
			assertTrue(c.problem().contains("has ended"), c.problem());
			assertEquals(List.of(State.CONNECTING, State.LIVE, State.LOST), states);
			assertTrue(c.everLive(), "lost after being live, not a connection that could not be made");

			long kept = h.series(Metric.EDEN_USED).added();
			assertTrue(kept >= added && kept > 10, "samples kept: " + kept);
			assertTrue(h.series(Metric.OLD_USED).window().size() > 10, "the old series keeps its data");

			c.reconnect();
			Waits.value("the reconnect failed", c::state, st -> st == State.LOST);
			assertTrue(c.problem().contains("no process " + child.pid()), c.problem());
			assertEquals(kept, h.series(Metric.EDEN_USED).added(), "a failed reconnect keeps the data");
		}
	}

	@Test
	void allocationRateFromALiveEden() throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+UseG1GC"), Churn.class, "60", "8");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			c.setInterval(INTERVAL);
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			assertPlausibleAllocationRate(c.history());
		}
	}

	/**
	 * Churn allocates at most 16 KB per millisecond (16 MB/s; less when its 1 ms sleeps oversleep). Where eden's
	 * counter only moves at collections (JDK 25's Serial over jvmstat), the rate is per collection cycle and
	 * the history says so; where it moves, the rate is per interval and there is no such note.
	 */
	private static void assertPlausibleAllocationRate(GcHistory h) throws InterruptedException {
		Waits.value("3 collections", () -> h.events(0), events -> events.stream().mapToLong(GcEvent::count).sum() >= 3);
		double[] rates = h.series(Metric.ALLOCATION_RATE).window().values();
		double mean = java.util.Arrays.stream(rates).filter(r -> !Double.isNaN(r)).skip(rates.length / 2).average()
				.orElse(Double.NaN);
		assertTrue(mean > 2e6 && mean < 20e6, "mean allocation rate of the second half " + mean);
		double[] eden = h.series(Metric.EDEN_USED).window().values();
		boolean edenNeverMoved = java.util.Arrays.stream(eden).allMatch(v -> v == 0);
		assertEquals(edenNeverMoved, !h.notes().isEmpty(), "eden flat " + edenNeverMoved + ", notes " + h.notes());
		if (edenNeverMoved) {
			assertTrue(java.util.Arrays.stream(rates).noneMatch(r -> r > 20e6), "no per-interval spikes when eden is frozen");
		}
	}

	@Test
	void pauseStopsSamplingAndTheIntervalHasAFloor() throws Exception {
		try (ChildJvm child = ChildJvm.start(Churn.class, "60", "1");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			c.setInterval(Duration.ofMillis(10));
			assertEquals(Sampler.MIN_INTERVAL, c.interval());
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			Waits.value("3 samples", () -> c.history().series(Metric.EDEN_USED).added(), n -> n >= 3);
			// The pause is measured in the ticks of a witness: a second connection to the same JVM, in the same batch
			// of the shared sampler (same interval, run one after the other), so it is not a span of time.
			try (JvmConnection witness = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
				witness.setInterval(Sampler.MIN_INTERVAL);
				assertEquals(State.LIVE, witness.connectAndWait(Waits.LIMIT), witness.problem());
				c.setPaused(true);
				// A batch run under way at the pause may still sample c; two witness samples later it has ended.
				awaitSamples(witness, 2);
				long paused = c.history().series(Metric.EDEN_USED).added();
				awaitSamples(witness, 5);
				assertEquals(paused, c.history().series(Metric.EDEN_USED).added(), "sampling while paused");
				assertEquals(State.LIVE, c.state());
				c.setPaused(false);
				Waits.value("sampling resumed", () -> c.history().series(Metric.EDEN_USED).added(), n -> n > paused + 2);
			}
			c.close();
			assertEquals(State.CLOSED, c.state());
			IOException closed = assertThrows(IOException.class, c::info);
			assertTrue(closed.getMessage().contains("is not connected"), closed.getMessage());
		}
	}

	/** Waits until {@code c} has recorded {@code more} samples more than now. */
	private static void awaitSamples(JvmConnection c, int more) throws InterruptedException {
		long from = c.history().series(Metric.EDEN_USED).added();
		Waits.of(more + " more samples of " + c.target().label()).unless(() -> c.state() != State.LIVE, c::problem)
				.value(() -> c.history().series(Metric.EDEN_USED).added(), n -> n >= from + more);
	}

	@Test
	void aPidWithoutAJvmIsLostWithTheReason() throws Exception {
		Process sleeper = new ProcessBuilder("sleep", "30").start();
		try (JvmConnection c = new JvmConnection(new Target.Local(sleeper.pid()), null, Sampler.shared())) {
			assertEquals(State.LOST, c.connectAndWait(Waits.LIMIT));
			assertTrue(c.problem().contains("no JVM with pid " + sleeper.pid()), c.problem());
		} finally {
			sleeper.destroyForcibly();
		}
	}

	@Test
	void infoNamesTheMainClassAndJdk() throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+UseG1GC"), Churn.class, "60", "1");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			JvmInfo info = c.info();
			assertTrue(info.commandLine().startsWith(Churn.class.getName()), info.commandLine());
			assertEquals(System.getProperty("java.version"), info.javaVersion());
			assertTrue(info.flags().contains("+UseG1GC") || info.jvmArguments().contains("+UseG1GC"), info.toString());
			assertTrue(info.uptime().toMillis() > 0 && info.uptime().toMinutes() < 5, info.uptime().toString());
		}
	}

	/**
	 * Closed and opened again at once, many times at random moments of its sampling (over JMX a sample takes a
	 * while): a sample still running on the closed connection fails ("the client has been closed") and must not
	 * mark the new one lost.
	 */
	@Test
	void reopenedRightAfterCloseItStaysLive() throws Exception {
		Random random = new Random(42);
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			c.setInterval(INTERVAL);
			for (int i = 0; i < 30; i++) {
				assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), "attempt " + i + ": " + c.problem());
				// The first sample runs as it goes live: close at once, a little later, or after it has landed.
				switch (random.nextInt(3)) {
				case 0 -> {
				}
				case 1 -> {
					for (int y = random.nextInt(2000); y > 0; y--) {
						Thread.yield();
					}
				}
				default -> Waits.of("a first sample, attempt " + i).unless(() -> c.state() != State.LIVE, c::problem)
						.until(() -> c.history().latest().isPresent());
				}
				assertEquals(State.LIVE, c.state(), "attempt " + i + ", before the close: " + c.problem());
				c.close();
			}
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			// Three intervals, counted in samples: a stale failure would have marked it lost by then.
			long from = c.history().series(Metric.EDEN_USED).added();
			Waits.of("3 samples of the reopened connection").unless(() -> c.state() != State.LIVE, c::problem)
					.until(() -> c.history().series(Metric.EDEN_USED).added() >= from + 3);
			assertEquals(State.LIVE, c.state(), c.problem());
		}
	}

	private static void jcmd(long pid, String command) throws Exception {
		Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
		Process p = new ProcessBuilder(jcmd.toString(), Long.toString(pid), command).redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes());
		assertTrue(p.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS) && p.exitValue() == 0, "jcmd " + command + ": " + out);
	}
}
