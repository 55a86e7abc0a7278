package dyno.load.jmeter.internal;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JMeter's non-GUI control port: a UDP port on which it accepts "Shutdown" (finish the current samples, then
 * end), "StopTestNow" (end now), "HeapDump", "ThreadDump". It starts at {@code jmeterengine.nongui.port} (4445) and
 * takes the next free one up to {@code jmeterengine.nongui.maxport}, so the one a run took is read from its
 * console: "Waiting for possible Shutdown/StopTestNow/HeapDump/ThreadDump message on port 4446".
 */
public final class ShutdownPort {

	public static final String SHUTDOWN = "Shutdown", STOP_TEST_NOW = "StopTestNow";
	private static final Pattern ANNOUNCED = Pattern.compile("Waiting for possible .*message on port (\\d+)");

	private ShutdownPort() {
	}

	/** The port a console line announces, if it is that line. */
	public static OptionalInt announcedIn(String consoleLine) {
		Matcher m = ANNOUNCED.matcher(consoleLine);
		return m.find() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
	}

	/** Sends {@code command} to the JMeter listening on {@code port} of this machine. */
	public static void send(int port, String command) throws IOException {
		byte[] bytes = command.getBytes(StandardCharsets.US_ASCII);
		try (DatagramSocket socket = new DatagramSocket()) {
			socket.send(new DatagramPacket(bytes, bytes.length, InetAddress.getLoopbackAddress(), port));
		}
	}
}
