package dyno.load.jmeter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A JMeter installation (JMETER_HOME): {@code bin/ApacheJMeter.jar}, {@code bin/jmeter.properties} and
 * {@code lib/ext} with the component jars. {@link #bundled()} is the one Dyno ships.
 */
public final class JMeterHome {

	/** System property naming a JMETER_HOME to use instead of the bundled one. */
	public static final String HOME_PROPERTY = "dyno.jmeter.home";

	private final Path path;
	private final String version;

	private JMeterHome(Path path, String version) {
		this.path = path;
		this.version = version;
	}

	/** Validates {@code home}; the message names what is missing. */
	public static JMeterHome at(Path home) throws IOException {
		throw new UnsupportedOperationException();
	}

	/** {@code -Ddyno.jmeter.home}, else {@code <product install>/jmeter}; empty when neither is a valid home. */
	public static Optional<JMeterHome> bundled() {
		throw new UnsupportedOperationException();
	}

	public Path path() {
		return path;
	}

	public Path launcherJar() {
		return path.resolve("bin").resolve("ApacheJMeter.jar");
	}

	/** JMeter's version, e.g. "5.6.3" (from the core jar's name), or "unknown". */
	public String version() {
		return version;
	}
}
