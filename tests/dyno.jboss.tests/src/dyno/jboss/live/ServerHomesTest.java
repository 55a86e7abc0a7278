package dyno.jboss.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmInfo;

/** The server home a JVM's start script names, as JMX (properties) and jvmstat (arguments only) show it. */
class ServerHomesTest {

	private static JvmInfo info(String arguments, Map<String, String> properties) {
		return new JvmInfo("25", "VM", "org.jboss.Main", arguments, "", properties, Duration.ZERO);
	}

	@Test
	void jbossAs5StartedByRunSh() {
		// run.sh's command line: the home as -Djboss.home.dir is not there in AS 5, only -Djava.endorsed.dirs
		JvmInfo jvmstat = info("-Dprogram.name=run.sh -Xms128m -Xmx512m -Djava.net.preferIPv4Stack=true "
				+ "-Djava.endorsed.dirs=/opt/jboss-5.1.0.GA/lib/endorsed", Map.of());
		assertEquals(Optional.empty(), LiveObservation.serverHomeOf(jvmstat));
		JvmInfo jmx = info("", Map.of("jboss.home.dir", "/opt/jboss-5.1.0.GA",
				"jboss.server.home.dir", "/opt/jboss-5.1.0.GA/server/default"));
		assertEquals(Optional.of(Path.of("/opt/jboss-5.1.0.GA")), LiveObservation.serverHomeOf(jmx));
	}

	@Test
	void profileFolderGivesItsHome() {
		JvmInfo info = info("-Djboss.server.home.dir=/srv/jboss/server/all", Map.of());
		assertEquals(Optional.of(Path.of("/srv/jboss")), LiveObservation.serverHomeOf(info));
	}

	@Test
	void wildFlyStandalone() {
		JvmInfo args = info("-D[Standalone] -Xmx512m -Djboss.home.dir=/opt/wildfly-39.0.1.Final "
				+ "-Djboss.server.base.dir=/opt/wildfly-39.0.1.Final/standalone", Map.of());
		assertEquals(Optional.of(Path.of("/opt/wildfly-39.0.1.Final")), LiveObservation.serverHomeOf(args));
		JvmInfo baseOnly = info("-Djboss.server.base.dir=/opt/wf/standalone", Map.of());
		assertEquals(Optional.of(Path.of("/opt/wf")), LiveObservation.serverHomeOf(baseOnly));
	}

	@Test
	void tomcatAndQuotedPaths() {
		assertEquals(Optional.of(Path.of("/opt/tomcat 9")), LiveObservation
				.serverHomeOf(info("-Dcatalina.base=\"/opt/tomcat 9/base\" -Dcatalina.home=\"/opt/tomcat 9\"", Map.of())));
		assertEquals(Optional.of(Path.of("/var/tomcat/base")),
				LiveObservation.serverHomeOf(info("-Dcatalina.base=/var/tomcat/base", Map.of())));
	}

	@Test
	void theTransportsPropertyWinsAndTheLastOptionOfANameWins() {
		assertEquals(Optional.of(Path.of("/b")),
				LiveObservation.serverHomeOf(info("-Djboss.home.dir=/a -Djboss.home.dir=/b", Map.of())));
		assertEquals(Optional.of(Path.of("/c")), LiveObservation
				.serverHomeOf(info("-Djboss.home.dir=/a", Map.of("jboss.home.dir", "/c"))));
		assertEquals(Optional.empty(), LiveObservation.serverHomeOf(info("-Xmx1g", Map.of("java.home", "/jdk"))));
	}
}
