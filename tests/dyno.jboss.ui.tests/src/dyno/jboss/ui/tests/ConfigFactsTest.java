package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.junit.jupiter.api.Test;

import dyno.jboss.model.ConfigModels;
import dyno.jboss.ui.internal.forms.Labels;

/**
 * The facts beside a configuration editor's field say themselves (issue 26, point 8): Undertow's worker read
 * "default default" and a value that applies without a restart read "live".
 */
class ConfigFactsTest {

	@Test
	void aNamedDefaultIsQuotedAndLiveIsSaidInWords() {
		assertEquals("default \"default\"", Labels.facts(attribute("UndertowListener", "worker")));
		assertEquals("level · default ALL · applies without a restart", Labels.facts(attribute("LogHandler", "level")));
	}

	private static EAttribute attribute(String eClass, String name) {
		EClass c = (EClass) ConfigModels.wildfly().getEClassifier(eClass);
		return (EAttribute) c.getEStructuralFeature(name);
	}
}
