package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;

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
				Waits.value("the connection lost", connection::state, st -> st == State.LOST);
				long millis = (System.nanoTime() - start) / 1_000_000;
				// time-based: the product's promise here is its own 5 s connect limit, which only the clock measures;
				// the second of margin covers the scheduling of the connecting thread, not a second attempt.
				assertTrue(millis < 6000, "lost after " + millis + " ms");
				assertTrue(connection.problem().contains("no answer within 5 s"), connection.problem());
				assertFalse(connection.everLive(), "could not connect rather than lost");
				assertHungUp(accepted);
			}
		}
	}

	@Test
	void closingWhileItWaitsReturnsAtOnceAndTheAttemptEndsClosedAndHungUp() throws Exception {
		try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress());
				JvmConnection connection = new JvmConnection(target(silent), null, Sampler.shared())) {
			connection.connect();
			try (Socket accepted = accept(silent)) {
				// "At once" as an order of events, not a number of milliseconds: close returns while the attempt it
				// abandons still holds the socket (that attempt only hangs up at its 5 s limit).
				CompletableFuture<Long> hangUp = CompletableFuture.supplyAsync(() -> {
					try {
						assertHungUp(accepted);
						return System.nanoTime();
					} catch (IOException e) {
						throw new UncheckedIOException(e);
					}
				});
				connection.close();
				long closed = System.nanoTime();
				assertEquals(State.CLOSED, connection.state());
				// The abandoned attempt ends by the connect time limit and says nothing of a closed connection.
				long hungUp = hangUp.get();
				assertTrue(closed < hungUp, "close returned only after the abandoned attempt hung up: it waited for it");
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
		silent.setSoTimeout((int) Waits.LIMIT.toMillis());
		Socket accepted = silent.accept();
		accepted.setSoTimeout((int) Waits.LIMIT.toMillis());
		byte[] opening = accepted.getInputStream().readNBytes(RMI_HANDSHAKE.length);
		assertTrue(Arrays.equals(RMI_HANDSHAKE, opening),
				"an RMI handshake: " + new String(opening, StandardCharsets.ISO_8859_1));
		return accepted;
	}

	/** Dyno closed its end: the silent server reads the end of the stream (within {@link Waits#LIMIT}). */
	private static void assertHungUp(Socket accepted) throws IOException {
		accepted.setSoTimeout((int) Waits.LIMIT.toMillis());
		try {
			assertEquals(-1, accepted.getInputStream().read(), "nothing more is sent");
		} catch (SocketTimeoutException e) {
			fail("Dyno still holds its connection to the silent server after " + Waits.LIMIT.toSeconds() + " s more");
		}
	}
}
