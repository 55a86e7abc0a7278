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
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;

class LoginConfigModelTest {

	private static final String AS_51 = "jboss-as-5/5.1.0.GA/server/default/conf/login-config.xml";

	@TempDir
	Path tmp;

	@Test
	void readsTheSecurityDomainsButNotTheOutlineInTheComment() throws Exception {
		BoundModel m = bind(AS_51, FileKind.LOGIN_CONFIG);
		List<Object> names = m.all("ApplicationPolicy").stream().map(p -> get(p, "name")).toList();
		assertEquals(List.of("client-login", "HsqlDbRealm", "JmsXARealm", "jmx-console", "web-console", "JBossWS",
				"other"), names);
		EObject other = m.all("ApplicationPolicy").get(6);
		EObject module = (EObject) ((List<?>) other.eGet(feature(other, "loginModules"))).get(0);
		assertEquals("org.jboss.security.auth.spi.UsersRolesLoginModule", get(module, "code"));
		assertEquals("required", get(module, "flag"));
		assertFalse(isSet(module, "unauthenticatedIdentity"), "the example in the comment is not a setting");
	}

	@Test
	void changingAFlagTouchesOnlyItsValue() throws Exception {
		BoundModel m = bindCopy(tmp, AS_51, FileKind.LOGIN_CONFIG);
		String before = bytes(m);
		EObject other = m.all("ApplicationPolicy").get(6);
		EObject module = (EObject) ((List<?>) other.eGet(feature(other, "loginModules"))).get(0);
		module.eSet(feature(module, "flag"), "requisite");
		assertOnlyReplaced(before, bytes(m), "<application-policy name=\"other\">", "flag=\"required\"",
				"flag=\"requisite\"");
	}
}
