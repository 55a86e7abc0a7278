package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.bind;
import static dyno.jboss.tests.model.ModelFixtures.bindCopy;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.find;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;

/** log4j of JBoss AS 4/5 and the LogManager configuration of AS 6. */
class LoggingModelTest {

	private static final String JBOSS_LOGGING = "jboss-as-6/6.1.0.Final/server/all/deploy/jboss-logging.xml";

	@TempDir
	Path tmp;

	@Test
	void log4jOfJBoss5() throws Exception {
		BoundModel m = bind("jboss-as-5/5.1.0.GA/server/default/conf/jboss-log4j.xml", FileKind.LOG4J);
		assertEquals(2, m.all("Appender").size(), "the others are commented out");
		assertEquals("INFO", get(find(m, "Appender", "name", "CONSOLE"), "threshold"));
		assertEquals("WARN", get(find(m, "Category", "name", "org.jgroups"), "priority"));
		EObject root = m.all("RootLogger").get(0);
		assertEquals("${jboss.server.log.threshold}", get(root, "priority"), "no default: kept as written");
	}

	@Test
	void jbossLoggingOfJBoss6() throws Exception {
		BoundModel m = bind(JBOSS_LOGGING, FileKind.JBOSS_LOGGING);
		assertEquals("INFO", get(find(m, "Handler", "name", "CONSOLE"), "level"));
		assertEquals(true, get(find(m, "Handler", "name", "FILE"), "autoflush"));
		assertEquals("WARN", get(find(m, "Logger", "category", "org.jgroups"), "level"));
		assertEquals("INFO", get(m.all("RootLogger").get(0), "level"), "${jboss.server.log.threshold:INFO}");
	}

	@Test
	void raisingALoggerLevelChangesOnlyItsName() throws Exception {
		BoundModel m = bindCopy(tmp, JBOSS_LOGGING, FileKind.JBOSS_LOGGING);
		EObject jgroups = find(m, "Logger", "category", "org.jgroups");
		String before = bytes(m);
		jgroups.eSet(feature(jgroups, "level"), "ERROR");
		assertOnlyReplaced(before, bytes(m), "<logger category=\"org.jgroups\">", "<level name=\"WARN\"/>",
				"<level name=\"ERROR\"/>");
	}
}
