package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * WildFly's standalone*.xml, domain.xml and host*.xml: the tunable parts of the subsystems, each class found by
 * its element path under any {@code <subsystem>} and the subsystem's namespace without its version
 * ({@code urn:jboss:domain:undertow:community:14.0} and {@code urn:jboss:domain:undertow:12.0} both match
 * {@code :undertow:}), and the JVMs a host controller starts ({@code <jvm>} of host.xml and of domain.xml's server
 * groups).
 */
public final class WildFlyModel {

	private static final String SUBSYSTEM = "//subsystem/";

	private WildFlyModel() {
	}

	/** Builds the package {@code wildfly}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("wildfly");
		b.eClass("WildFlyServer", "").contains("listeners", "UndertowListener").contains("ioWorkers", "IoWorker")
				.contains("datasources", "WildFlyDatasource").contains("beanPools", "StrictMaxPool")
				.contains("ejbThreadPools", "EjbThreadPool").contains("caches", "InfinispanCache")
				.contains("jgroupsStacks", "JGroupsStack").contains("logHandlers", "LogHandler")
				.contains("rootLoggers", "RootLogger").contains("loggers", "Logger").contains("addressSettings", "AddressSetting")
				.contains("deploymentScanners", "DeploymentScanner").contains("jvms", "ManagedJvm");
		listener(b);
		b.eClass("IoWorker", SUBSYSTEM + "worker").namespace(":io:");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.io.worker");
		b.xml("ioThreads", INT, "@io-threads").tune(Tuning.NONE, "count", true, "wildfly.io.io_threads")
				.range(1, 1024);
		b.xml("taskMaxThreads", INT, "@task-max-threads").tune(Tuning.NONE, "count", true,
				"wildfly.io.task_max_threads").range(1, 10000);
		b.xml("taskKeepalive", LONG, "@task-keepalive").tune("60000", "ms", true, "wildfly.io.task_keepalive");
		b.xml("stackSize", LONG, "@stack-size").tune("0", "bytes", true, "wildfly.io.stack_size");
		datasource(b);
		b.eClass("StrictMaxPool", SUBSYSTEM + "pools/bean-instance-pools/strict-max-pool").namespace(":ejb3:");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.ejb3.pool");
		b.xml("maxPoolSize", INT, "@max-pool-size").tune("20", "count", true, "wildfly.ejb3.max_pool_size")
				.range(1, 10000);
		b.xml("deriveSize", STRING, "@derive-size").tune("none", "choice", true, "wildfly.ejb3.derive_size");
		b.xml("instanceAcquisitionTimeout", LONG, "@instance-acquisition-timeout").tune("5", "count", true,
				"wildfly.ejb3.acquisition_timeout");
		b.xml("instanceAcquisitionTimeoutUnit", STRING, "@instance-acquisition-timeout-unit").tune("MINUTES",
				"choice", true, "wildfly.ejb3.acquisition_timeout");
		b.eClass("EjbThreadPool", SUBSYSTEM + "thread-pools/thread-pool").namespace(":ejb3:");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.ejb3.thread_pool");
		b.xml("maxThreads", INT, "max-threads/@count").tune("10", "count", true, "wildfly.ejb3.thread_pool")
				.range(1, 10000);
		b.xml("keepaliveTime", LONG, "keepalive-time/@time").tune("60", "s", true, "wildfly.ejb3.thread_pool");
		b.eClass("InfinispanCache",
				SUBSYSTEM + "cache-container/local-cache|replicated-cache|distributed-cache|invalidation-cache")
				.namespace(":infinispan:");
		b.tag("kind", b.eEnum("CacheKind", "LOCAL=local-cache", "REPLICATED=replicated-cache",
				"DISTRIBUTED=distributed-cache", "INVALIDATION=invalidation-cache")).tune(Tuning.NONE, "choice",
						true, "wildfly.infinispan.cache_mode");
		b.xml("container", STRING, "../@name").tune(Tuning.NONE, "text", true, "wildfly.infinispan.container");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.infinispan.cache");
		b.xml("owners", INT, "@owners").tune("2", "count", true, "wildfly.infinispan.owners").range(1, 100);
		b.xml("isolation", STRING, "locking/@isolation").tune("REPEATABLE_READ", "choice", true,
				"wildfly.infinispan.isolation");
		b.xml("transactionMode", STRING, "transaction/@mode").tune("NONE", "choice", true,
				"wildfly.infinispan.transaction");
		b.xml("maxIdle", LONG, "expiration/@max-idle").tune("-1", "ms", true, "wildfly.infinispan.max_idle");
		b.xml("heapMemorySize", LONG, "heap-memory/@size").tune("-1", "count", true,
				"wildfly.infinispan.memory_size");
		b.eClass("JGroupsStack", SUBSYSTEM + "stacks/stack").namespace(":jgroups:");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jgroups.stack.select");
		b.xml("transportType", STRING, "transport/@type").tune(Tuning.NONE, "choice", true,
				"jgroups.stack.select");
		b.eClass("LogHandler", SUBSYSTEM + "console-handler|periodic-rotating-file-handler|size-rotating-file-handler"
				+ "|file-handler|async-handler").namespace(":logging:");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.logging.handler");
		b.xml("level", STRING, "level/@name").tune("ALL", "level", false, "wildfly.logging.level");
		b.xml("autoflush", BOOLEAN, "@autoflush").tune("true", "flag", false, "log.file.immediateflush");
		b.xml("queueLength", INT, "@queue-length").tune(Tuning.NONE, "count", false, "log.asyncappender.buffersize");
		b.eClass("RootLogger", SUBSYSTEM + "root-logger").namespace(":logging:");
		b.xml("level", STRING, "level/@name").tune("INFO", "level", false, "jboss.log_level_production");
		// A category's logger: the Logging page's field for the level a "category logs at DEBUG" hint names.
		b.eClass("Logger", SUBSYSTEM + "logger").namespace(":logging:");
		b.xml("category", STRING, "@category").tune(Tuning.NONE, "text", false, "log.category_level");
		b.xml("level", STRING, "level/@name").tune(Tuning.NONE, "level", false, "log.category_level");
		b.eClass("AddressSetting", SUBSYSTEM + "server/address-setting").namespace(":messaging-activemq:");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.messaging.address_setting");
		b.xml("maxSizeBytes", LONG, "@max-size-bytes").tune("-1", "bytes", false, "wildfly.messaging.max_size");
		b.xml("pageSizeBytes", LONG, "@page-size-bytes").tune("10485760", "bytes", false,
				"wildfly.messaging.page_size");
		b.xml("addressFullPolicy", STRING, "@address-full-policy").tune("PAGE", "choice", false,
				"wildfly.messaging.full_policy");
		b.xml("redistributionDelay", LONG, "@redistribution-delay").tune("-1", "ms", false,
				"wildfly.messaging.redistribution_delay");
		b.eClass("DeploymentScanner", SUBSYSTEM + "deployment-scanner").namespace(":deployment-scanner:");
		b.xml("path", STRING, "@path").tune(Tuning.NONE, "path", true, "wildfly.scanner.path");
		b.xml("scanInterval", LONG, "@scan-interval").tune("5000", "ms", true, "scanner.scan_period");
		b.xml("scanEnabled", BOOLEAN, "@scan-enabled").tune("true", "flag", true, "scanner.scan_enabled");
		b.eClass("ManagedJvm", "//jvm");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.host.jvm");
		b.xml("heapSize", LONG, "heap/@size").tune(Tuning.NONE, "bytes", true, "jvm.heap.xms");
		b.xml("heapMaxSize", LONG, "heap/@max-size").tune(Tuning.NONE, "bytes", true, "jvm.heap.xmx");
		b.xml("permgenMaxSize", LONG, "permgen/@max-size").tune(Tuning.NONE, "bytes", true,
				"jvm.permgen.maxpermsize");
		b.xml("stackSize", LONG, "stack/@size").tune(Tuning.NONE, "bytes", true, "jvm.thread_stack_size");
		return b.build();
	}

	private static void listener(ModelBuilder b) {
		b.eClass("UndertowListener", SUBSYSTEM + "server/http-listener|https-listener|ajp-listener")
				.namespace(":undertow:");
		b.tag("kind", b.eEnum("ListenerKind", "HTTP=http-listener", "HTTPS=https-listener", "AJP=ajp-listener"))
				.tune(Tuning.NONE, "choice", true, "wildfly.undertow.listener");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "wildfly.undertow.listener");
		b.xml("socketBinding", STRING, "@socket-binding").tune(Tuning.NONE, "text", true,
				"wildfly.undertow.listener");
		b.xml("worker", STRING, "@worker").tune("default", "text", true, "wildfly.undertow.worker");
		b.xml("maxConnections", INT, "@max-connections").tune(Tuning.NONE, "count", true,
				"wildfly.undertow.max_connections").range(1, 1000000);
		b.xml("maxPostSize", LONG, "@max-post-size").tune("10485760", "bytes", true,
				"wildfly.undertow.max_post_size");
		b.xml("noRequestTimeout", LONG, "@no-request-timeout").tune("60000", "ms", true,
				"wildfly.undertow.no_request_timeout");
		b.xml("readTimeout", LONG, "@read-timeout").tune(Tuning.NONE, "ms", true, "wildfly.undertow.read_timeout");
		b.xml("writeTimeout", LONG, "@write-timeout").tune(Tuning.NONE, "ms", true,
				"wildfly.undertow.write_timeout");
		b.xml("maxParameters", INT, "@max-parameters").tune("1000", "count", true,
				"wildfly.undertow.max_parameters");
		b.xml("enableHttp2", BOOLEAN, "@enable-http2").tune("false", "flag", true, "wildfly.undertow.http2");
	}

	private static void datasource(ModelBuilder b) {
		b.eClass("WildFlyDatasource", SUBSYSTEM + "datasources/datasource|xa-datasource").namespace(":datasources:");
		b.tag("kind", b.eEnum("WildFlyDatasourceKind", "LOCAL=datasource", "XA=xa-datasource")).tune(Tuning.NONE,
				"choice", true, "ds.kind");
		b.xml("jndiName", STRING, "@jndi-name").tune(Tuning.NONE, "text", true, "ds.jndi_name");
		b.xml("poolName", STRING, "@pool-name").tune(Tuning.NONE, "text", true, "ds.pool_name");
		b.xml("enabled", BOOLEAN, "@enabled").tune("true", "flag", true, "ds.enabled");
		b.xml("statisticsEnabled", BOOLEAN, "@statistics-enabled").tune("false", "flag", false, "ds.statistics");
		b.xml("minPoolSize", INT, "pool|xa-pool/min-pool-size").tune("0", "count", false, "ds.min_pool_size")
				.range(0, 10000);
		b.xml("maxPoolSize", INT, "pool|xa-pool/max-pool-size").tune("20", "count", false, "ds.max_pool_size")
				.range(1, 10000);
		b.xml("prefill", BOOLEAN, "pool|xa-pool/prefill").tune("false", "flag", true, "ds.prefill");
		b.xml("useStrictMin", BOOLEAN, "pool|xa-pool/use-strict-min").tune("false", "flag", true,
				"ds.use_strict_min");
		b.xml("blockingTimeoutMillis", LONG, "timeout/blocking-timeout-millis").tune("30000", "ms", false,
				"ds.blocking_timeout_millis").range(0, 600000);
		b.xml("idleTimeoutMinutes", INT, "timeout/idle-timeout-minutes").tune("30", "min", false,
				"ds.idle_timeout_minutes").range(0, 1440);
		b.xml("preparedStatementCacheSize", INT, "statement/prepared-statement-cache-size").tune("0", "count", true,
				"ds.prepared_statement_cache_size").range(0, 10000);
		b.xml("trackStatements", STRING, "statement/track-statements").tune("NOWARN", "choice", true,
				"ds.track_statements");
		b.xml("checkValidConnectionSql", STRING, "validation/check-valid-connection-sql").tune(Tuning.NONE, "sql",
				true, "ds.check_valid_connection_sql");
		b.xml("validConnectionCheckerClassName", STRING, "validation/valid-connection-checker/@class-name")
				.tune(Tuning.NONE, "class", true, "ds.valid_connection_checker");
		b.xml("backgroundValidation", BOOLEAN, "validation/background-validation").tune("false", "flag", true,
				"ds.background_validation");
		b.xml("validateOnMatch", BOOLEAN, "validation/validate-on-match").tune("false", "flag", true,
				"ds.validate_on_match");
	}
}
