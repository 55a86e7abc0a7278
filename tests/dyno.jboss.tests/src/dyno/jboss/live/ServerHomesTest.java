package dyno.jboss.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

	@Test
	void wildFlysProgramArgumentsGiveTheDashedPropertiesAndTheBindAddresses() {
		// As jvmstat shows the demo's WildFly: standalone.sh passes its own options after the main class, where
		// jboss-modules' launcher sets them as system properties the transport never sees.
		JvmInfo demo = new JvmInfo("25", "VM", "/opt/wf/jboss-modules.jar -mp /opt/wf/modules org.jboss.as.standalone "
				+ "-Djboss.home.dir=/opt/wf -Djboss.server.base.dir=/opt/wf/standalone -b 127.0.0.2 -bmanagement "
				+ "127.0.0.3 -bprivate=10.0.0.7 -Djboss.socket.binding.port-offset=100", "-Xmx512m", "", Map.of(),
				Duration.ZERO);
		Map<String, String> props = LiveObservation.serverPropertiesOf(demo);
		assertEquals("100", props.get("jboss.socket.binding.port-offset"));
		assertEquals("127.0.0.2", props.get("jboss.bind.address"));
		assertEquals("127.0.0.3", props.get("jboss.bind.address.management"));
		assertEquals("10.0.0.7", props.get("jboss.bind.address.private"));
		assertEquals(Optional.of(Path.of("/opt/wf")), LiveObservation.serverHomeOf(demo));

		// Written twice, the later one counts, as the launcher sets them in order; the transport's value wins.
		JvmInfo twice = new JvmInfo("25", "VM", "org.jboss.as.standalone -b=10.0.0.1 -Djboss.bind.address=10.0.0.2 "
				+ "-Djboss.socket.binding.port-offset=5 -Djboss.socket.binding.port-offset=7", "", "",
				Map.of("jboss.socket.binding.port-offset", "9"), Duration.ZERO);
		assertEquals("10.0.0.2", LiveObservation.serverPropertiesOf(twice).get("jboss.bind.address"));
		assertEquals("9", LiveObservation.serverPropertiesOf(twice).get("jboss.socket.binding.port-offset"));
		// A JVM option that only starts like -b, or a --long option, is no bind address.
		JvmInfo other = new JvmInfo("25", "VM", "org.jboss.as.standalone --backup -bogus", "", "", Map.of(),
				Duration.ZERO);
		assertTrue(LiveObservation.serverPropertiesOf(other).keySet().stream()
				.noneMatch(k -> k.startsWith("jboss.bind.address")), LiveObservation.serverPropertiesOf(other)::toString);
	}

	@Test
	void theManagementBindAddressAsWildFlysOptionOrAsASystemPropertyIsOneProperty() {
		// WildFly's launcher turns -bmanagement X into the property the shipped management interface reads.
		for (String given : new String[] { "-bmanagement 127.0.0.5", "-bmanagement=127.0.0.5",
				"-Djboss.bind.address.management=127.0.0.5" }) {
			JvmInfo info = new JvmInfo("25", "VM", "org.jboss.as.standalone -Djboss.home.dir=/opt/wf " + given, "", "",
					Map.of(), Duration.ZERO);
			assertEquals("127.0.0.5", LiveObservation.serverPropertiesOf(info).get("jboss.bind.address.management"),
					given);
		}
		JvmInfo inJavaOpts = new JvmInfo("25", "VM", "org.jboss.as.standalone -Djboss.home.dir=/opt/wf",
				"-Xmx512m -Djboss.bind.address.management=127.0.0.6", "", Map.of(), Duration.ZERO);
		assertEquals("127.0.0.6", LiveObservation.serverPropertiesOf(inJavaOpts).get("jboss.bind.address.management"),
				"set in standalone.conf's JAVA_OPTS");
	}
}
