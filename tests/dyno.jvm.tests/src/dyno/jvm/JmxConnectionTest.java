package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.internal.JvmSource;
import dyno.jvm.internal.Transports;
import dyno.samples.ChildJvm;
import dyno.samples.Waits;

/** Connecting to a real JMX agent with password authentication, and every way a connect fails. */
class JmxConnectionTest {

	@TempDir
	static Path authDir;
	private static JmxAgentJvm agent;

	@BeforeAll
	static void startAgent() throws IOException {
		agent = JmxAgentJvm.start(authDir);
	}

	@AfterAll
	static void stopAgent() {
		agent.close();
	}

	@Test
	void goodCredentialsGiveALiveConnectionWithSamples() throws Exception {
		try (JvmConnection connection = new JvmConnection(agent.target(JmxAgentJvm.USER),
				JmxAgentJvm.PASSWORD.toCharArray(), Sampler.shared())) {
			CountDownLatch samples = new CountDownLatch(3);
			connection.addListener(new JvmConnection.Listener() {
				@Override
				public void sampled(JvmConnection c, GcSpaces sample) {
					samples.countDown();
				}
			});
			connection.setInterval(Sampler.MIN_INTERVAL);
			assertEquals(JvmConnection.State.LIVE, connection.connectAndWait(Waits.LIMIT),
					() -> "problem: " + connection.problem());
			assertTrue(samples.await(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "three samples");
			GcSpaces latest = connection.history().latest().orElseThrow();
			assertTrue(latest.space(Space.EDEN).isPresent(), "eden: " + latest.spaces());
			assertTrue(latest.space(Space.OLD).orElseThrow().max() > 0, "old with a maximum: " + latest.spaces());
			assertTrue(latest.gaps().stream().anyMatch(g -> g.contains("one pool")), "survivor gap: " + latest.gaps());
			assertTrue(connection.info().commandLine().startsWith("dyno.samples.Retainer"),
					connection.info().commandLine());
		}
	}

	@Test
	void wrongPasswordIsLostWithinFiveSecondsSayingTheCredentialsWereRejected() throws Exception {
		try (JvmConnection connection = new JvmConnection(agent.target(JmxAgentJvm.USER), "wrong".toCharArray(),
				Sampler.shared())) {
			long start = System.nanoTime();
			JvmConnection.State state = connection.connectAndWait(Waits.LIMIT);
			long millis = (System.nanoTime() - start) / 1_000_000;
			assertEquals(JvmConnection.State.LOST, state);
			// time-based: rejected at once, before the product's own 5 s connect limit, which only the clock measures.
			assertTrue(millis < 5000, millis + " ms");
			assertTrue(connection.problem().contains("credentials rejected: wrong user name or password for 'dyno'"),
					connection.problem());
		}
	}

	@Test
	void noCredentialsSayTheAgentWantsThem() {
		assertFails(agent.target(null), null, "the agent requires a user name and password");
	}

	@Test
	void sslAgainstAnAgentWithoutSslSaysSo() {
		Target.Jmx ssl = new Target.Jmx("127.0.0.1:" + agent.port, JmxAgentJvm.USER, true);
		assertFails(ssl, JmxAgentJvm.PASSWORD.toCharArray(), "SSL is on, but the agent does not answer with SSL");
	}

	@Test
	void nothingListeningSaysConnectionRefused() throws IOException {
		int port = JmxAgentJvm.freePort();
		assertFails(new Target.Jmx("127.0.0.1:" + port, null, false), null,
				"connection refused: nothing listens on 127.0.0.1:" + port);
	}

	@Test
	void unknownHostIsNamed() {
		assertFails(new Target.Jmx("no-such-host.invalid:9010", null, false), null,
				"unknown host 'no-such-host.invalid'");
	}

	@Test
	void aJstatdLikeRegistryWithoutAgentIsNamed() {
		assertFails(new Target.Jmx("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + agent.port + "/nothing", null,
				false), null, "no JMX agent is registered in it");
	}

	/** A JVM that accepts connections but never answers (stopped with SIGSTOP) must not hang the connect. */
	@Test
	void aStoppedJvmTimesOutAfterFiveSeconds() throws Exception {
		try (JmxAgentJvm silent = JmxAgentJvm.start(null)) {
			signal("-STOP", silent.child);
			try {
				long start = System.nanoTime();
				assertFails(silent.target(null), null, "no answer within 5 s");
				long millis = (System.nanoTime() - start) / 1_000_000;
				// time-based: the product's promise is its own 5 s connect limit, which only the clock measures.
				assertTrue(millis < 6000, millis + " ms");
			} finally {
				signal("-CONT", silent.child);
			}
		}
	}

	private static void assertFails(Target.Jmx target, char[] password, String expected) {
		IOException e = assertThrows(IOException.class, () -> {
			try (JvmSource source = Transports.open(target, password)) {
				source.readGc();
			}
		});
		assertFalse(e.getMessage().startsWith("cannot connect"), "the cause only; callers name the target: " + e.getMessage());
		assertTrue(e.getMessage().contains(expected), e.getMessage());
	}

	private static void signal(String signal, ChildJvm child) throws Exception {
		assertEquals(0, new ProcessBuilder("kill", signal, Long.toString(child.pid())).start().waitFor());
	}
}
