package dyno.load.jmeter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/** A distributed-mode JMeter engine (jmeter-server) on a given RMI port. */
public final class JMeterEngine implements AutoCloseable {

	private JMeterEngine() {
	}

	/** Starts an engine listening on {@code host:port}; returns when it listens. */
	public static JMeterEngine start(JMeterHome home, String host, int port, Path workDir, Consumer<String> console)
			throws IOException {
		throw new UnsupportedOperationException();
	}

	/** {@code host:port} for {@link LoadLaunch#remoteEngines()}. */
	public String address() {
		throw new UnsupportedOperationException();
	}

	public long pid() {
		throw new UnsupportedOperationException();
	}

	@Override
	public void close() {
		throw new UnsupportedOperationException();
	}
}
