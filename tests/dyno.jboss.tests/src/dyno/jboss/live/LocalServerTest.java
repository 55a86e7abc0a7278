package dyno.jboss.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dyno.jboss.FileKind;
import dyno.jvm.JvmInfo;

/**
 * Which configuration file a WildFly JVM runs, from its command line as jvmstat shows it (standalone.sh and the
 * process controller pass the home and their options after jboss-modules' module name). Real starts:
 * RunningEndpointTest.
 */
class LocalServerTest {

	private static final String STANDALONE = "/opt/wf/jboss-modules.jar -mp /opt/wf/modules org.jboss.as.standalone "
			+ "-Djboss.home.dir=/opt/wf -Djboss.server.base.dir=/opt/wf/standalone";
	private static final String HOST_CONTROLLER = "/opt/wf/jboss-modules.jar -mp /opt/wf/modules "
			+ "org.jboss.as.host-controller -mp /opt/wf/modules --pc-address 127.0.0.1 --pc-port 43211 "
			+ "-default-jvm /jdk/bin/java -Djboss.home.dir=/opt/wf";

	private static Optional<Path> runs(String commandLine, String jvmArguments, FileKind kind) {
		return LocalServer.configFile(new JvmInfo("25", "VM", commandLine, jvmArguments, "", Map.of(), Duration.ZERO),
				kind);
	}

	@Test
	void aStandaloneServerRunsItsBasesStandaloneXmlOrTheOneItsOptionsName() {
		assertEquals(Optional.of(Path.of("/opt/wf/standalone/configuration/standalone.xml")),
				runs(STANDALONE, "-Xmx512m", FileKind.WILDFLY_STANDALONE));
		assertEquals(Optional.of(Path.of("/opt/wf/standalone/configuration/standalone-full.xml")),
				runs(STANDALONE + " -c standalone-full.xml", "", FileKind.WILDFLY_STANDALONE));
		assertEquals(Optional.of(Path.of("/opt/wf/standalone/configuration/standalone-ha.xml")),
				runs(STANDALONE + " --server-config=standalone-ha.xml", "", FileKind.WILDFLY_STANDALONE));
		assertEquals(Optional.of(Path.of("/etc/wf/standalone-load.xml")),
				runs(STANDALONE + " -Djboss.server.config.dir=/etc/wf -c=standalone-load.xml", "",
						FileKind.WILDFLY_STANDALONE));
		assertEquals(Optional.of(Path.of("/srv/node1/configuration/standalone.xml")), runs(
				STANDALONE.replace("-Djboss.server.base.dir=/opt/wf/standalone", "-Djboss.server.base.dir=/srv/node1"),
				"", FileKind.WILDFLY_STANDALONE));
		assertEquals(Optional.of(Path.of("/opt/wf/standalone/configuration/standalone-jvm.xml")),
				runs(STANDALONE, "-Djboss.server.default.config=standalone-jvm.xml", FileKind.WILDFLY_STANDALONE),
				"the default's property among the JVM's options");
	}

	@Test
	void aHostControllerRunsTheDomainsDomainXmlAndHostXml() {
		assertEquals(Optional.of(Path.of("/opt/wf/domain/configuration/domain.xml")),
				runs(HOST_CONTROLLER, "", FileKind.WILDFLY_DOMAIN));
		assertEquals(Optional.of(Path.of("/opt/wf/domain/configuration/host-primary.xml")),
				runs(HOST_CONTROLLER + " --host-config=host-primary.xml", "", FileKind.WILDFLY_HOST));
		assertEquals(Optional.of(Path.of("/opt/wf/domain/configuration/domain-ha.xml")),
				runs(HOST_CONTROLLER + " -c domain-ha.xml", "", FileKind.WILDFLY_DOMAIN));
	}

	@Test
	void aJvmThatIsNotThatWildFlyProcessRunsNone() {
		assertEquals(Optional.empty(), runs(STANDALONE, "", FileKind.WILDFLY_DOMAIN), "a standalone server");
		assertEquals(Optional.empty(), runs(HOST_CONTROLLER.replace("host-controller", "process-controller"), "",
				FileKind.WILDFLY_HOST), "the process controller");
		assertEquals(Optional.empty(), runs("org.jboss.as.standalone", "", FileKind.WILDFLY_STANDALONE),
				"no home told");
	}
}
