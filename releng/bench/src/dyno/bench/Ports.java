package dyno.bench;

import java.io.IOException;
import java.net.ServerSocket;

/** Free TCP ports for the servers the bench starts (jstatd, JMX agents). */
final class Ports {

	private Ports() {
	}

	static int free() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}
}
