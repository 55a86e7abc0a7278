package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
import static dyno.jboss.tests.model.ModelFixtures.bind;
import static dyno.jboss.tests.model.ModelFixtures.bindCopy;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.isSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.Tuning;

class TomcatContextModelTest {

	private static final String JBOSS_42 = "jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/context.xml";

	@TempDir
	Path tmp;

	@Test
	void jboss42SwitchesSessionPersistenceOff() throws Exception {
		BoundModel m = bind(JBOSS_42, FileKind.TOMCAT_CONTEXT);
		assertEquals(1, m.all("Manager").size(), "the Manager with SESSIONS.ser is inside a comment");
		EObject manager = m.all("Manager").get(0);
		assertEquals("", get(manager, "pathname"));
		assertEquals(10, m.elementOf(manager).line());
		assertFalse(isSet(manager, "maxActiveSessions"));
		assertFalse(isSet(m.root(), "reloadable"));
		assertEquals("10240", Tuning.defaultValue(feature(m.root(), "cacheMaxSize")).orElseThrow());
	}

	@Test
	void tomcat9HasOnlyACommentedManager() throws Exception {
		BoundModel m = bind("tomcat/9.0.98/conf/context.xml", FileKind.TOMCAT_CONTEXT);
		assertEquals(0, m.all("Manager").size());
		assertFalse(isSet(m.root(), "cachingAllowed"));
		assertEquals(19, m.line(m.root(), (EAttribute) feature(m.root(), "reloadable")));
	}

	@Test
	void settingReloadableAddsOnlyThatAttribute() throws Exception {
		BoundModel m = bindCopy(tmp, JBOSS_42, FileKind.TOMCAT_CONTEXT);
		String before = bytes(m);
		m.root().eSet(feature(m.root(), "reloadable"), true);
		assertOnlyReplaced(before, bytes(m), "crossContext=\"true\"", "crossContext=\"true\" reloadable=\"true\"");
		EObject manager = m.all("Manager").get(0);
		String after = bytes(m);
		manager.eSet(feature(manager, "maxActiveSessions"), 500);
		assertOnlyReplaced(after, bytes(m), "<Manager pathname=\"\" />",
				"<Manager pathname=\"\" maxActiveSessions=\"500\" />");
	}
}
