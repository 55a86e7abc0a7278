package dyno.jboss.launch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.samples.TomcatDist;
import dyno.samples.Waits;

/**
 * Stopping a Tomcat that Dyno did not start, as the JBoss Servers view does (issue 38): {@code catalina.sh stop}
 * through its shutdown port ends the running server. (With nothing running, Tomcat 9's script says it could not
 * contact the port but ends with 0: the view's wait for the JVM's end is what tells.)
 */
class StopScriptTest {

	@TempDir
	static Path dir;
	private static Server server;
	private static ServerProcess tomcat;

	@BeforeAll
	static void startTomcatWithAShutdownPort() throws Exception {
		Path home = TomcatDist.copyTo(TomcatDist.VERSION, dir);
		TomcatDist.usePort(home, Waits.freePort());
		Path serverXml = home.resolve("conf/server.xml");
		// usePort turns the shutdown port off; the stop script needs it.
		Files.writeString(serverXml, Files.readString(serverXml, StandardCharsets.UTF_8).replace(
				"<Server port=\"-1\"", "<Server port=\"" + Waits.freePort() + "\""), StandardCharsets.UTF_8);
		server = ServerLayout.detect(home, "");
		tomcat = ServerProcess.start(server, StartOptions.defaults(dir.resolve("tomcat.log")));
		tomcat.awaitStarted(Waits.LIMIT);
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (tomcat != null) {
			tomcat.stop(Waits.LIMIT);
		}
	}

	@Test
	void catalinaStopEndsTheRunningTomcat() throws Exception {
		ServerProcess.stopByScript(server, Path.of(System.getProperty("java.home")), dir.resolve("stop.log"),
				Waits.LIMIT);
		Waits.of("Tomcat ending after catalina.sh stop").until(() -> !tomcat.isAlive());
		assertTrue(Files.readString(dir.resolve("tomcat.log")).contains("shutdown command was received via the shutdown port"),
				"it stopped on the script's request, not on a signal");
	}
}
