package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

/**
 * Tomcat / JBoss Web {@code context.xml} (the server-wide default context or an application's own): class reloading,
 * the static resource cache and the session manager. Defaults are Tomcat's when the attribute is absent.
 */
public final class TomcatContextModel {

	private TomcatContextModel() {
	}

	/** Builds the package {@code context}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("context");
		b.eClass("Context", "").contains("managers", "Manager");
		b.xml("reloadable", BOOLEAN, "@reloadable").tune("false", "flag", true, "tomcat.context.reloadable");
		b.xml("cachingAllowed", BOOLEAN, "@cachingAllowed").tune("true", "flag", true,
				"tomcat.context.caching_allowed");
		// Tomcat counts this cache in kilobytes
		b.xml("cacheMaxSize", LONG, "@cacheMaxSize").tune("10240", "kB", true, "tomcat.context.cache_max_size")
				.range(0, 16777216);
		b.xml("antiResourceLocking", BOOLEAN, "@antiResourceLocking").tune("false", "flag", true,
				"tomcat.context.anti_resource_locking");
		b.eClass("Manager", "Manager");
		// an empty pathname switches session persistence across restarts off
		b.xml("pathname", STRING, "@pathname").tune("SESSIONS.ser", "text", true, "tomcat.manager.pathname");
		b.xml("maxActiveSessions", INT, "@maxActiveSessions").tune("-1", "count", true,
				"tomcat.manager.max_active_sessions").range(-1, 10000000);
		return b.build();
	}
}
