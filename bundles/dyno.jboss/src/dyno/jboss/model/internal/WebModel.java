package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * Tomcat and JBoss Web {@code server.xml}: {@code Server} → {@code Service} → {@code Connector}, {@code Executor},
 * {@code Engine}. Defaults are Tomcat's / JBoss Web's when the attribute is absent.
 */
public final class WebModel {

	private WebModel() {
	}

	/** Builds the package {@code web}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("web");
		b.eClass("Server", "").contains("services", "Service");
		b.xml("shutdownPort", INT, "@port").tune("8005", "port", true, "web.server.shutdown_port");
		b.eClass("Service", "Service").contains("connectors", "Connector").contains("executors", "Executor")
				.contains("engines", "Engine");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "web.service.name");
		b.eClass("Connector", "Connector");
		b.xml("protocol", STRING, "@protocol").tune("HTTP/1.1", "text", true, "pool.http.location");
		b.xml("port", INT, "@port").tune(Tuning.NONE, "port", true, "web.connector.port").range(1, 65535);
		b.xml("address", STRING, "@address").tune(Tuning.NONE, "text", true, "web.connector.address");
		b.xml("maxThreads", INT, "@maxThreads").tune("200", "count", true, "jbossweb.connector.max_threads")
				.range(1, 10000);
		b.xml("minSpareThreads", INT, "@minSpareThreads").tune("10", "count", true,
				"jbossweb.connector.min_spare_threads").range(0, 10000);
		b.xml("maxSpareThreads", INT, "@maxSpareThreads").tune("50", "count", true,
				"jbossweb.connector.max_spare_threads").range(0, 10000);
		b.xml("acceptCount", INT, "@acceptCount").tune("100", "count", true, "jbossweb.connector.accept_count")
				.range(0, 65535);
		b.xml("maxConnections", INT, "@maxConnections").tune(Tuning.NONE, "count", true,
				"jbossweb.connector.max_connections");
		b.xml("connectionTimeout", LONG, "@connectionTimeout").tune("60000", "ms", true,
				"jbossweb.connector.connection_timeout").range(-1, 3600000);
		b.xml("keepAliveTimeout", LONG, "@keepAliveTimeout").tune(Tuning.NONE, "ms", true,
				"jbossweb.connector.keep_alive_timeout");
		b.xml("maxKeepAliveRequests", INT, "@maxKeepAliveRequests").tune("100", "count", true,
				"jbossweb.connector.max_keep_alive_requests").range(-1, 100000);
		b.xml("enableLookups", BOOLEAN, "@enableLookups").tune("false", "flag", true,
				"jbossweb.connector.enable_lookups");
		b.xml("compression", STRING, "@compression").tune("off", "choice", true, "jbossweb.connector.compression");
		b.xml("executor", STRING, "@executor").tune(Tuning.NONE, "text", true, "jbossweb.executor.shared_pool");
		b.xml("redirectPort", INT, "@redirectPort").tune(Tuning.NONE, "port", true, "web.connector.redirect_port");
		b.xml("sslEnabled", BOOLEAN, "@SSLEnabled").tune("false", "flag", true, "web.connector.ssl");
		b.eClass("Executor", "Executor");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jbossweb.executor.shared_pool");
		b.xml("namePrefix", STRING, "@namePrefix").tune(Tuning.NONE, "text", true, "jbossweb.executor.shared_pool");
		b.xml("maxThreads", INT, "@maxThreads").tune("200", "count", true, "jbossweb.connector.max_threads")
				.range(1, 10000);
		b.xml("minSpareThreads", INT, "@minSpareThreads").tune("25", "count", true,
				"jbossweb.connector.min_spare_threads").range(0, 10000);
		b.xml("maxIdleTime", LONG, "@maxIdleTime").tune("60000", "ms", true, "jbossweb.connector.max_idle_time");
		b.eClass("Engine", "Engine");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "web.engine.name");
		b.xml("jvmRoute", STRING, "@jvmRoute").tune(Tuning.NONE, "text", true, "jbossweb.jvm_route");
		return b.build();
	}
}
