package dyno.jvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/** Which JVMs the gate waits for: those that will install a java.util.logging manager of their own. */
class LogManagerGateTest {

	@Test
	void aJvmThatNamesItsManagerOrRunsJBossModulesIsWaitedFor() {
		assertEquals(Optional.of("org.apache.juli.ClassLoaderLogManager"), LogManagerGate.manager(
				"-Xmx1g -Djava.util.logging.manager=org.apache.juli.ClassLoaderLogManager -Dcatalina.home=/opt/tomcat",
				"org.apache.catalina.startup.Bootstrap start"));
		assertEquals(Optional.of(LogManagerGate.JBOSS_LOG_MANAGER), LogManagerGate.manager("-Xms64m -Xmx512m",
				"/opt/wildfly/jboss-modules.jar -mp /opt/wildfly/modules org.jboss.as.standalone"));
		assertEquals(Optional.of(LogManagerGate.JBOSS_LOG_MANAGER),
				LogManagerGate.manager("", "org.jboss.modules.Main -mp modules org.jboss.as.standalone"));
		assertEquals(Optional.of("b.Second$Manager"), LogManagerGate.manager(
				"-Djava.util.logging.manager=a.First -Djava.util.logging.manager=b.Second$Manager", "x.Main"),
				"the last one wins, as the JVM reads them");
	}

	@Test
	void theUsualJvmIsNot() {
		assertEquals(Optional.empty(), LogManagerGate.manager("-Xmx1g", "org.example.Main jboss-modules.jar"),
				"jboss-modules.jar as an argument, not the main");
		assertEquals(Optional.empty(), LogManagerGate.manager("", ""));
		assertEquals(Optional.empty(), LogManagerGate.manager("-Djava.util.logging.config.file=l.properties",
				"app.jar"));
	}
}
