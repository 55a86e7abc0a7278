package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection.State;
import dyno.samples.Waits;

/**
 * A fault made for real: a JMX port that accepts connections and never answers (a hung agent, a proxy whose
 * back end is gone). RMI alone would wait a minute for its handshake; Dyno gives up within its connect time
 * limit, says so, and hangs up instead of keeping a thread and a connection on the silent server.
 */
class SilentJmxServerTest {

	/** The bytes an RMI client opens its stream with: magic "JRMI", version 2, the stream protocol. */
	private static final byte[] RMI_HANDSHAKE = { 'J', 'R', 'M', 'I', 0, 2, 0x4b };

	@Test
	void aServerThatNeverAnswersIsLostWithinSixSecondsSayingSoAndIsHungUpOn() throws Exception {
		try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress());
				JvmConnection connection = new JvmConnection(target(silent), null, Sampler.shared())) {
			long start = System.nanoTime();
			connection.connect();
			try (Socket accepted = accept(silent)) {
				Waits.until(Duration.ofSeconds(8), () -> connection.state() == State.LOST,
						() -> "still " + connection.state());
				long millis = (System.nanoTime() - start) / 1_000_000;
				assertTrue(millis < 6000, "lost after " + millis + " ms");
				assertTrue(connection.problem().contains("no answer within 5 s"), connection.problem());
				assertFalse(connection.everLive(), "could not connect rather than lost");
				assertHungUpWithin(accepted, Duration.ofSeconds(2));
			}
		}
	}

	@Test
	void closingWhileItWaitsReturnsAtOnceAndTheAttemptEndsClosedAndHungUp() throws Exception {
		try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress());
				JvmConnection connection = new JvmConnection(target(silent), null, Sampler.shared())) {
			connection.connect();
			try (Socket accepted = accept(silent)) {
				long start = System.nanoTime();
				connection.close();
				long millis = (System.nanoTime() - start) / 1_000_000;
				assertTrue(millis < 500, "close took " + millis + " ms");
				assertEquals(State.CLOSED, connection.state());
				// The abandoned attempt ends by the connect time limit and says nothing of a closed connection.
				assertHungUpWithin(accepted, Duration.ofSeconds(8));
				assertEquals(State.CLOSED, connection.state());
				assertNull(connection.problem());
			}
		}
	}

	private static Target.Jmx target(ServerSocket silent) {
		return new Target.Jmx("127.0.0.1:" + silent.getLocalPort(), null, false);
	}

	/** Takes Dyno's connection and reads its RMI handshake: it did reach this server and now waits for an answer. */
	private static Socket accept(ServerSocket silent) throws IOException {
		silent.setSoTimeout(5000);
		Socket accepted = silent.accept();
		accepted.setSoTimeout(5000);
		byte[] opening = accepted.getInputStream().readNBytes(RMI_HANDSHAKE.length);
		assertTrue(Arrays.equals(RMI_HANDSHAKE, opening),
				"an RMI handshake: " + new String(opening, StandardCharsets.ISO_8859_1));
		return accepted;
	}

	/** Dyno closed its end: the silent server reads the end of the stream within {@code limit}. */
	private static void assertHungUpWithin(Socket accepted, Duration limit) throws IOException {
		accepted.setSoTimeout((int) limit.toMillis());
		try {
			assertEquals(-1, accepted.getInputStream().read(), "nothing more is sent");
		} catch (SocketTimeoutException e) {
			fail("Dyno still holds its connection to the silent server after " + limit.toSeconds() + " s more");
		}
	}
}
