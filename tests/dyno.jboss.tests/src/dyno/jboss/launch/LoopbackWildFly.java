package dyno.jboss.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dyno.jboss.ServerLayout;
import dyno.samples.WildFlyDist;

/** A WildFly for a test: bound to 127.0.0.1 only, every port moved by a free offset so that runs never collide. */
public final class LoopbackWildFly {

	private LoopbackWildFly() {
	}

	/** WildFly's program arguments: public and management interfaces on 127.0.0.1, ports moved by {@code offset}. */
	public static List<String> arguments(int offset) {
		return List.of("-Djboss.socket.binding.port-offset=" + offset, "-b", "127.0.0.1", "-bmanagement", "127.0.0.1");
	}

	/**
	 * Starts the standalone server of {@code home} with Dyno's monitoring options; does not wait for its boot, so that
	 * the caller holds the process (and stops it) whatever the boot does.
	 */
	public static ServerProcess startMonitored(Path home, int offset, Path log) throws IOException {
		return ServerProcess.start(ServerLayout.detect(home, "standalone"), new StartOptions(
				Path.of(System.getProperty("java.home")), WildFlyDist.withTestJvmOptions(StartOptions.MONITORING),
				arguments(offset), log));
	}
}
