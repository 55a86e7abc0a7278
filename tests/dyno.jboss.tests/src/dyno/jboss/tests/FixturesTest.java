package dyno.jboss.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FixturesTest {

	@Test
	void theServerFixturesAreThere() {
		assertTrue(Fixtures.serverConfigFiles().size() > 100, "expected the JBoss/WildFly/Tomcat fixture files");
		assertTrue(Fixtures.get("jboss-as-5/5.1.0.GA/bin/run.conf").toString().endsWith("run.conf"));
	}
}
