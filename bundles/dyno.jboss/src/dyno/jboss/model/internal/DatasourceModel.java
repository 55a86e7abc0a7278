package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * JBoss AS 4–6 datasource files ({@code *-ds.xml}): {@code Datasources} holding one {@code Datasource} per
 * local-tx, xa or no-tx datasource element. Defaults are the JCA adapter's when the element is absent.
 */
public final class DatasourceModel {

	private DatasourceModel() {
	}

	/** Builds the package {@code datasources}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("datasources");
		b.eClass("Datasources", "").contains("datasources", "Datasource");
		b.eClass("Datasource", "local-tx-datasource|xa-datasource|no-tx-datasource");
		b.tag("kind", b.eEnum("DatasourceKind", "LOCAL_TX=local-tx-datasource", "XA=xa-datasource",
				"NO_TX=no-tx-datasource")).tune(Tuning.NONE, "choice", true, "ds.kind");
		b.xml("jndiName", STRING, "jndi-name").tune(Tuning.NONE, "text", true, "ds.jndi_name");
		b.xml("connectionUrl", STRING, "connection-url").tune(Tuning.NONE, "text", true, "ds.connection_url");
		b.xml("driverClass", STRING, "driver-class").tune(Tuning.NONE, "class", true, "ds.driver_class");
		b.xml("xaDatasourceClass", STRING, "xa-datasource-class").tune(Tuning.NONE, "class", true,
				"ds.xa_datasource_class");
		b.xml("minPoolSize", INT, "min-pool-size").tune("0", "count", true, "ds.min_pool_size").range(0, 10000);
		b.xml("maxPoolSize", INT, "max-pool-size").tune("20", "count", true, "ds.max_pool_size").range(1, 10000);
		b.xml("blockingTimeoutMillis", LONG, "blocking-timeout-millis").tune("30000", "ms", true,
				"ds.blocking_timeout_millis").range(0, 600000);
		b.xml("idleTimeoutMinutes", INT, "idle-timeout-minutes").tune("15", "min", true, "ds.idle_timeout_minutes")
				.range(0, 1440);
		b.xml("useStrictMin", BOOLEAN, "use-strict-min").tune("false", "flag", true, "ds.use_strict_min");
		b.xml("prefill", BOOLEAN, "prefill").tune("false", "flag", true, "ds.prefill");
		b.xml("preparedStatementCacheSize", INT, "prepared-statement-cache-size").tune("0", "count", true,
				"ds.prepared_statement_cache_size").range(0, 10000);
		b.xml("sharePreparedStatements", BOOLEAN, "share-prepared-statements").tune("false", "flag", true,
				"ds.share_prepared_statements");
		b.xml("trackStatements", STRING, "track-statements").tune("false", "choice", true, "ds.track_statements");
		b.xml("newConnectionSql", STRING, "new-connection-sql").tune(Tuning.NONE, "sql", true,
				"ds.new_connection_sql");
		b.xml("checkValidConnectionSql", STRING, "check-valid-connection-sql").tune(Tuning.NONE, "sql", true,
				"ds.check_valid_connection_sql");
		b.xml("validConnectionCheckerClassName", STRING, "valid-connection-checker-class-name").tune(Tuning.NONE,
				"class", true, "ds.valid_connection_checker");
		b.xml("exceptionSorterClassName", STRING, "exception-sorter-class-name").tune(Tuning.NONE, "class", true,
				"ds.exception_sorter");
		b.xml("backgroundValidation", BOOLEAN, "background-validation").tune("false", "flag", true,
				"ds.background_validation");
		b.xml("backgroundValidationMillis", LONG, "background-validation-millis").tune(Tuning.NONE, "ms", true,
				"ds.background_validation_millis");
		b.xml("validateOnMatch", BOOLEAN, "validate-on-match").tune("true", "flag", true, "ds.validate_on_match");
		b.xml("useJavaContext", BOOLEAN, "use-java-context").tune("true", "flag", true, "ds.use_java_context");
		b.xml("transactionIsolation", STRING, "transaction-isolation").tune(Tuning.NONE, "choice", true,
				"ds.transaction_isolation");
		b.xml("queryTimeout", INT, "query-timeout").tune("0", "s", true, "ds.query_timeout");
		b.xml("defaultFetchSize", INT, "connection-property[@name='defaultFetchSize']").tune(Tuning.NONE, "count",
				true, "ds.default_fetch_size");
		b.xml("securityDomain", STRING, "security-domain").tune(Tuning.NONE, "text", true, "ds.security_domain");
		return b.build();
	}
}
