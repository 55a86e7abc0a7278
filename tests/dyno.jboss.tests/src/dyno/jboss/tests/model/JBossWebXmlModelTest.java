package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.isSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.model.BoundModel;

/** No server ships a WEB-INF/jboss-web.xml (it belongs to an application), so the test writes a minimal one. */
class JBossWebXmlModelTest {

	private static final String JBOSS_WEB = """
			<!-- written by JBossWebXmlModelTest: no server distribution ships a WEB-INF/jboss-web.xml -->
			<jboss-web>
			  <context-root>/shop</context-root>
			  <max-active-sessions>2000</max-active-sessions>
			  <replication-config>
			    <replication-trigger>SET</replication-trigger>
			    <replication-granularity>ATTRIBUTE</replication-granularity>
			    <use-jk>true</use-jk>
			    <max-unreplicated-interval>30</max-unreplicated-interval>
			  </replication-config>
			</jboss-web>
			""";

	@TempDir
	Path tmp;

	@Test
	void sessionLimitAndReplicationAreRead() throws Exception {
		BoundModel m = bind();
		assertEquals(2000, get(m.root(), "maxActiveSessions"));
		EObject replication = m.all("ReplicationConfig").get(0);
		assertEquals("SET", get(replication, "replicationTrigger"));
		assertEquals("ATTRIBUTE", get(replication, "replicationGranularity"));
		assertEquals(true, get(replication, "useJk"));
		assertEquals(30, get(replication, "maxUnreplicatedInterval"));
		assertFalse(isSet(replication, "snapshotMode"), "instant applies");
		assertFalse(isSet(replication, "replicationFieldBatchMode"));
		assertEquals(5, m.elementOf(replication).line());
	}

	@Test
	void settingTheGranularityChangesOnlyItsText() throws Exception {
		BoundModel m = bind();
		EObject replication = m.all("ReplicationConfig").get(0);
		String before = bytes(m);
		replication.eSet(feature(replication, "replicationGranularity"), "SESSION");
		assertOnlyReplaced(before, bytes(m), ">ATTRIBUTE<", ">SESSION<");
		String after = bytes(m);
		m.root().eSet(feature(m.root(), "maxActiveSessions"), 500);
		assertOnlyReplaced(after, bytes(m), ">2000<", ">500<");
	}

	private BoundModel bind() throws Exception {
		Path p = tmp.resolve("jboss-web.xml");
		Files.writeString(p, JBOSS_WEB, StandardCharsets.UTF_8);
		ConfigFile file = new ConfigFile(p, FileKind.JBOSS_WEB_XML);
		return BoundModel.bind(file, ConfigFiles.read(file));
	}
}
