package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

/**
 * JBoss AS 4–6 {@code login-config.xml}: the security domains and their JAAS login modules. Little here is a
 * performance knob, but which module authenticates (a database or LDAP query per login) and whether modules share
 * one identity ({@code password-stacking}) decide how much work every authenticated request costs.
 */
public final class LoginConfigModel {

	private LoginConfigModel() {
	}

	/** Builds the package {@code login}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("login");
		b.eClass("Policy", "").contains("applicationPolicies", "ApplicationPolicy");
		b.eClass("ApplicationPolicy", "application-policy").contains("loginModules", "LoginModule");
		b.xml("name", STRING, "@name").tune("none", "text", true, "login.application_policy.name");
		b.eClass("LoginModule", "authentication/login-module");
		b.xml("code", STRING, "@code").tune("none", "class", true, "login.module.code");
		b.xml("flag", STRING, "@flag").tune("required", "text", true, "login.module.flag");
		// stacked modules reuse the identity the first one established instead of authenticating again
		b.xml("passwordStacking", STRING, "module-option[@name='password-stacking']")
				.tune("none", "text", true, "login.module.password_stacking");
		b.xml("unauthenticatedIdentity", STRING, "module-option[@name='unauthenticatedIdentity']")
				.tune("none", "text", true, "login.module.unauthenticated_identity");
		b.xml("hashPasswords", BOOLEAN, "module-option[@name='hashUserPassword']")
				.tune("false", "flag", true, "login.module.hash_user_password");
		return b.build();
	}
}
