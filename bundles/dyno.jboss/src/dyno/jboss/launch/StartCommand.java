package dyno.jboss.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dyno.jboss.Server;

/**
 * The start script of a server, the argument that tells its JVM from the short ones the script runs first (to
 * probe the JDK's version), and the line in its output that says it is up, by product: WildFly's
 * {@code bin/standalone.sh}, JBoss AS's {@code bin/run.sh -c <profile>}, Tomcat's {@code bin/catalina.sh run}.
 */
record StartCommand(List<String> command, String jvmMarker, String startedMarker) {

	static StartCommand of(Server server) throws IOException {
		Path bin = server.home().resolve("bin");
		return switch (server.product()) {
		case WILDFLY -> {
			if (!"standalone".equals(server.profile())) {
				throw new IOException("Dyno starts WildFly standalone servers; the " + server.profile()
						+ " configuration is started with domain.sh, whose servers the host controller starts");
			}
			yield new StartCommand(script(bin.resolve("standalone.sh")), "jboss-modules.jar", "WFLYSRV0025");
		}
		case JBOSS_AS -> {
			List<String> c = script(bin.resolve("run.sh"));
			c.addAll(List.of("-c", server.profile()));
			yield new StartCommand(c, "org.jboss.Main", "Started in");
		}
		case TOMCAT -> {
			List<String> c = script(bin.resolve("catalina.sh"));
			c.add("run");
			yield new StartCommand(c, "org.apache.catalina.startup.Bootstrap", "Server startup in");
		}
		};
	}

	/**
	 * The script that asks a running server of {@code server} to stop, for one Dyno did not start: JBoss AS's
	 * {@code bin/shutdown.sh -S} (to the naming or JMX port of its default binding), Tomcat's
	 * {@code bin/catalina.sh stop} (to the shutdown port of its {@code server.xml}). A WildFly is stopped through its
	 * management interface instead.
	 */
	static List<String> stopOf(Server server) throws IOException {
		Path bin = server.home().resolve("bin");
		return switch (server.product()) {
		case WILDFLY -> throw new IOException("a WildFly is stopped through its management interface, not a script");
		case JBOSS_AS -> {
			List<String> c = script(bin.resolve("shutdown.sh"));
			c.add("-S");
			yield c;
		}
		case TOMCAT -> {
			List<String> c = script(bin.resolve("catalina.sh"));
			c.add("stop");
			yield c;
		}
		};
	}

	/** A script that lost its executable bit (copied from a zip) still runs through sh. */
	private static List<String> script(Path file) throws IOException {
		if (!Files.isRegularFile(file)) {
			throw new IOException("the server has no start script " + file);
		}
		List<String> c = new ArrayList<>();
		if (!Files.isExecutable(file)) {
			c.add("sh");
		}
		c.add(file.toString());
		return c;
	}
}
