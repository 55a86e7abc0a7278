package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dyno.core.TieredTimeSeries;
import dyno.jvm.JvmConnection.State;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Waits;

/** A real jstatd on 127.0.0.1 (this JDK's, which needs no policy): list, sample, lose it. */
class JstatdTest {

	private Process jstatd;
	private int port;
	private int rmiPort;

	@BeforeEach
	void startJstatd() throws Exception {
		port = Waits.freePort();
		rmiPort = Waits.freePort();
		launchJstatd();
	}

	/** Starts jstatd on {@link #port} (its registry) and {@link #rmiPort} and waits until it lists JVMs. */
	private void launchJstatd() throws Exception {
		Path bin = Path.of(System.getProperty("java.home"), "bin", "jstatd");
		jstatd = new ProcessBuilder(bin.toString(), "-p", Integer.toString(port), "-r", Integer.toString(rmiPort),
				"-J-Djava.rmi.server.hostname=127.0.0.1").redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		JvmDiscovery host = JvmDiscovery.jstatd("127.0.0.1", port);
		Process started = jstatd;
		// A listing that throws is "not yet" (the failure names its exception).
		Waits.of("jstatd up on port " + port).unless(() -> !started.isAlive(), () -> "jstatd ended: " + started)
				.value(host::list, listed -> true);
	}

	@AfterEach
	void stopJstatd() throws InterruptedException {
		jstatd.destroy();
		jstatd.waitFor(10, TimeUnit.SECONDS);
	}

	@Test
	void listsAndSamplesARemoteJvmAndIsLostWhenJstatdStopsKeepingTheData() throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+UseParallelGC"), Churn.class, "60", "4")) {
			RunningJvm listed = JvmDiscovery.jstatd("127.0.0.1", port).list().stream()
					.filter(j -> j.pid() == child.pid()).findFirst().orElseThrow();
			assertEquals(Churn.class.getName(), listed.mainClass());
			assertEquals(System.getProperty("java.version"), listed.javaVersion());

			Target target = Target.parse("127.0.0.1:" + port + "/" + child.pid());
			try (JvmConnection c = new JvmConnection(target, null, Sampler.shared())) {
				c.setInterval(Duration.ofMillis(100));
				assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
				GcHistory h = c.history();
				// Fresh counters every sample (not a stale copy): eden moves and collections are seen.
				Waits.value("a GC seen over jstatd", h::latest, latest -> !h.events(0).isEmpty());
				GcSpaces s = h.latest().orElseThrow();
				assertTrue(s.spaces().keySet().containsAll(List.of(Space.EDEN, Space.SURVIVOR_0, Space.OLD)), s.toString());
				assertTrue(c.actions().isEmpty(), "jstatd offers no actions");

				// Some samples first (a count, not a time: a GC may come within the first four samples).
				Waits.value("six samples over jstatd", () -> h.series(Metric.EDEN_USED).added(), n -> n >= 6);
				long before = h.series(Metric.EDEN_USED).added();
				stopJstatd();
				Waits.value("the connection lost", c::state, st -> st == State.LOST);
				assertTrue(c.problem().contains("jstatd did not answer"), c.problem());
				long kept = h.series(Metric.EDEN_USED).added();
				assertTrue(kept >= before && h.series(Metric.EDEN_USED).window().size() == kept,
						"data kept: " + kept + " of " + before + " or more");
			}
		}
	}

	/**
	 * A fault made for real: jstatd killed mid-sample. The connection is lost naming jstatd, keeps its samples and
	 * prints no stack trace; once jstatd is back on the same ports a reconnect (the views' Reconnect) samples on
	 * into the same history, and the host lists JVMs again.
	 */
	@Test
	void aKilledJstatdIsNamedKeepsTheSamplesAndAReconnectAfterItsRestartSamplesOn() throws Exception {
		try (ChildJvm child = ChildJvm.start(Churn.class, "60", "1");
				JvmConnection c = new JvmConnection(new Target.Jstatd("127.0.0.1", port, child.pid()), null,
						Sampler.shared())) {
			c.setInterval(Duration.ofMillis(100));
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			TieredTimeSeries eden = c.history().series(Metric.EDEN_USED);
			Waits.value("5 samples", eden::added, n -> n >= 5);
			JvmDiscovery explorer = JvmDiscovery.jstatd("127.0.0.1", port); // as the JVM Explorer keeps it
			assertTrue(lists(explorer, child.pid()), "listed before the kill");

			ByteArrayOutputStream errors = new ByteArrayOutputStream();
			PrintStream stderr = System.err;
			System.setErr(new PrintStream(errors, true, StandardCharsets.UTF_8));
			try {
				jstatd.destroyForcibly();
				assertTrue(jstatd.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "jstatd killed");
				Waits.value("the connection lost", c::state, st -> st == State.LOST);
				assertTrue(c.problem().contains("jstatd did not answer"), c.problem());
				long kept = eden.added();
				assertTrue(kept >= 5 && eden.window().size() == kept, "samples kept: " + kept);

				launchJstatd();
				c.reconnect();
				Waits.value("the connection live again", c::state, st -> st == State.LIVE);
				Waits.value("5 samples after the reconnect", eden::added, n -> n >= kept + 5);
				assertTrue(eden.window().size() >= kept + 5, "one history, before and after the restart");
				// The explorer's next listings reach the new jstatd (the first may still meet the old one's stubs).
				Waits.until("the explorer lists " + child.pid() + " again", () -> lists(explorer, child.pid()));
			} finally {
				System.setErr(stderr);
			}
			assertEquals("", errors.toString(StandardCharsets.UTF_8), "nothing on stderr");
		}
	}

	private static boolean lists(JvmDiscovery host, long pid) {
		try {
			return host.list().stream().anyMatch(j -> j.pid() == pid);
		} catch (IOException e) {
			return false;
		}
	}

	@Test
	void aRemoteJvmThatEndsIsLost() throws Exception {
		ChildJvm child = ChildJvm.start(Churn.class, "60", "1");
		try (JvmConnection c = new JvmConnection(new Target.Jstatd("127.0.0.1", port, child.pid()), null,
				Sampler.shared())) {
			c.setInterval(Duration.ofMillis(100));
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			child.close();
			Waits.value("the connection lost", c::state, st -> st == State.LOST);
			assertTrue(c.problem().contains("has ended"), c.problem());
		} finally {
			child.close();
		}
	}

	@Test
	void namesTheCauseWhenNoJstatdListens() throws Exception {
		int nothing = Waits.freePort();
		IOException e = assertThrows(IOException.class, () -> JvmDiscovery.jstatd("127.0.0.1", nothing).list());
		assertTrue(e.getMessage().contains("cannot reach jstatd at 127.0.0.1:" + nothing + ": connection refused"),
				e.getMessage());
		// A row that shows only its beginning gets the cause first (issue 26, point 9).
		assertEquals("Could not connect: connection refused at 127.0.0.1:" + nothing
				+ " (is jstatd running there, and is the port right?)", ((JstatdUnreachableException) e).headline());
		try (JvmConnection c = new JvmConnection(new Target.Jstatd("127.0.0.1", nothing, 1), null, Sampler.shared())) {
			assertEquals(State.LOST, c.connectAndWait(Waits.LIMIT));
			assertTrue(c.problem().contains("connection refused"), c.problem());
			assertFalse(c.everLive(), "never connected: could not connect rather than lost");
		}
	}
}
