package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection.State;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Waits;

/** A real jstatd on 127.0.0.1 (this JDK's, which needs no policy): list, sample, lose it. */
class JstatdTest {

	private Process jstatd;
	private int port;

	@BeforeEach
	void startJstatd() throws Exception {
		port = Waits.freePort();
		int rmiPort = Waits.freePort();
		Path bin = Path.of(System.getProperty("java.home"), "bin", "jstatd");
		jstatd = new ProcessBuilder(bin.toString(), "-p", Integer.toString(port), "-r", Integer.toString(rmiPort),
				"-J-Djava.rmi.server.hostname=127.0.0.1").redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		JvmDiscovery host = JvmDiscovery.jstatd("127.0.0.1", port);
		long deadline = System.nanoTime() + 15_000_000_000L;
		while (true) {
			try {
				host.list();
				return;
			} catch (IOException notYet) {
				if (!jstatd.isAlive() || System.nanoTime() > deadline) {
					throw new IOException("jstatd did not come up on port " + port, notYet);
				}
				Thread.sleep(100);
			}
		}
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
				assertEquals(State.LIVE, c.connectAndWait(Duration.ofSeconds(10)), c.problem());
				GcHistory h = c.history();
				// Fresh counters every sample (not a stale copy): eden moves and collections are seen.
				Waits.until(Duration.ofSeconds(15), () -> !h.events(0).isEmpty(), () -> "no GC seen: " + h.latest());
				GcSpaces s = h.latest().orElseThrow();
				assertTrue(s.spaces().keySet().containsAll(List.of(Space.EDEN, Space.SURVIVOR_0, Space.OLD)), s.toString());
				assertTrue(c.actions().isEmpty(), "jstatd offers no actions");

				stopJstatd();
				Waits.until(Duration.ofSeconds(2), () -> c.state() == State.LOST, () -> "still " + c.state());
				assertTrue(c.problem().contains("jstatd did not answer"), c.problem());
				long kept = h.series(Metric.EDEN_USED).added();
				assertTrue(kept > 5 && h.series(Metric.EDEN_USED).window().size() == kept, "data kept: " + kept);
			}
		}
	}

	@Test
	void aRemoteJvmThatEndsIsLost() throws Exception {
		ChildJvm child = ChildJvm.start(Churn.class, "60", "1");
		try (JvmConnection c = new JvmConnection(new Target.Jstatd("127.0.0.1", port, child.pid()), null,
				Sampler.shared())) {
			c.setInterval(Duration.ofMillis(100));
			assertEquals(State.LIVE, c.connectAndWait(Duration.ofSeconds(10)), c.problem());
			child.close();
			Waits.until(Duration.ofSeconds(3), () -> c.state() == State.LOST, () -> "still " + c.state());
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
			assertEquals(State.LOST, c.connectAndWait(Duration.ofSeconds(10)));
			assertTrue(c.problem().contains("connection refused"), c.problem());
			assertFalse(c.everLive(), "never connected: could not connect rather than lost");
		}
	}
}
