package dyno.jboss.rules;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.XmlElement;

/** Every datasource and transaction rule fires on a real file (as shipped or edited) and stays quiet on another. */
class DatasourceRulesTest {

	static final String DS_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml";
	static final String EXAMPLES_51 = "jboss-as-5/5.1.0.GA/docs/examples/jca/";
	static final String MYSQL = EXAMPLES_51 + "mysql-ds.xml";
	static final String ORACLE = EXAMPLES_51 + "oracle-ds.xml";
	static final String POSTGRES = EXAMPLES_51 + "postgres-ds.xml";
	static final String GENERIC = EXAMPLES_51 + "generic-ds.xml";
	static final String SILVERPEAS = "jboss-as-6/variants/mmoqui__Silverpeas-installation-tests/server/default/deploy/"
			+ "silverpeas/silverpeas-ds.xml";
	static final String STANDALONE = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";
	static final String JCA_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/jca-jboss-beans.xml";
	static final String JCA_42 = "jboss-as-4.2/4.2.3.GA/server/default/deploy/jbossjca-service.xml";
	static final String SERVICE_51 = "jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml";
	static final String TX_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/transaction-jboss-beans.xml";
	static final String TX_6 = "jboss-as-6/6.1.0.Final/server/all/deploy/transaction-jboss-beans.xml";
	static final String JBOSSTS_51 = "jboss-as-5/5.1.0.GA/server/default/conf/jbossts-properties.xml";

	private static XmlElement first(XmlElement root, String path) {
		return root.select(path).get(0);
	}

	/** WildFly's ExampleDS with a {@code <pool>} holding one setting, placed before {@code <security>} as its schema wants. */
	private static void examplePool(XmlElement root, String setting, String value) {
		XmlElement ds = first(root, "//datasource[@pool-name='ExampleDS']");
		ds.insertChild(ds.children().indexOf(ds.child("security").orElseThrow()), "pool", null).addChild(setting, value);
	}

	/** A {@code <connection-property>} added to the file's first datasource. */
	private static void connectionProperty(XmlElement root, String name, String value) {
		first(root, "local-tx-datasource|xa-datasource").addChild("connection-property", value).setAttribute("name", name);
	}

	private static void arjunaProperty(XmlElement root, String key, String value) {
		XmlElement p = first(root, "properties[@name='arjuna']").addChild("property", null);
		p.setAttribute("name", "com.arjuna.ats.arjuna.coordinator." + key);
		p.setAttribute("value", value);
	}

	static List<RuleCase> cases() {
		LiveFacts exhausted = LiveFacts.none().with(LiveInput.POOL_IN_USE_PEAK, "DefaultDS", 20);
		LiveFacts roomy = LiveFacts.none().with(LiveInput.POOL_IN_USE_PEAK, "DefaultDS", 12);
		return List.of(
				fires("ds.max_pool_size", DS_51).live(exhausted),
				fires("ds.max_pool_size", STANDALONE),
				quiet("ds.max_pool_size", DS_51),
				quiet("ds.max_pool_size", DS_51).live(roomy),
				fires("ds.min_pool_size", MYSQL),
				fires("ds.min_pool_size", STANDALONE),
				quiet("ds.min_pool_size", DS_51),
				quiet("ds.min_pool_size", STANDALONE).xml("ExampleDS min-pool-size 5",
						r -> examplePool(r, "min-pool-size", "5")),
				fires("ds.prefill", DS_51),
				fires("ds.prefill", STANDALONE).xml("ExampleDS min-pool-size 5", r -> examplePool(r, "min-pool-size", "5")),
				quiet("ds.prefill", MYSQL),
				fires("ds.idle_timeout_minutes", DS_51).xml("idle-timeout-minutes 15",
						r -> first(r, "//idle-timeout-minutes").setText("15")),
				quiet("ds.idle_timeout_minutes", DS_51),
				fires("ds.blocking_timeout_millis", DS_51).xml("blocking-timeout-millis 120000",
						r -> first(r, "local-tx-datasource").addChild("blocking-timeout-millis", "120000")),
				quiet("ds.blocking_timeout_millis", GENERIC),
				fires("ds.prepared_statement_cache_size", MYSQL),
				fires("ds.prepared_statement_cache_size", SILVERPEAS),
				quiet("ds.prepared_statement_cache_size", DS_51),
				fires("ds.db_cursor_limit", ORACLE).xml("prepared-statement-cache-size 50",
						r -> first(r, "local-tx-datasource").addChild("prepared-statement-cache-size", "50")),
				quiet("ds.db_cursor_limit", ORACLE),
				quiet("ds.db_cursor_limit", DS_51),
				// the distribution's hsqldb-ds.xml ships <track-statements/>, which switches tracking on
				fires("ds.track_statements", DS_51),
				fires("ds.track_statements", SILVERPEAS),
				quiet("ds.track_statements", MYSQL),
				quiet("ds.track_statements", DS_51).xml("track-statements false",
						r -> first(r, "//track-statements").setText("false")),
				// the examples show these statements in comments only
				fires("ds.new_connection_sql", POSTGRES).xml("new-connection-sql select 1",
						r -> first(r, "local-tx-datasource").addChild("new-connection-sql", "select 1")),
				quiet("ds.new_connection_sql", POSTGRES),
				fires("ds.check_valid_connection_sql", POSTGRES).xml("check-valid-connection-sql select 1",
						r -> first(r, "local-tx-datasource").addChild("check-valid-connection-sql", "select 1")),
				quiet("ds.check_valid_connection_sql", POSTGRES).xml("check-valid-connection-sql in the background",
						r -> {
							XmlElement ds = first(r, "local-tx-datasource");
							ds.addChild("check-valid-connection-sql", "select 1");
							ds.addChild("background-validation", "true");
						}),
				quiet("ds.check_valid_connection_sql", DS_51),
				fires("jca.cachedconnectionmanager.debug", JCA_51),
				fires("jca.cachedconnectionmanager.debug", JCA_42),
				quiet("jca.cachedconnectionmanager.debug", JCA_51).xml("debug false",
						r -> first(r, "bean[@name='CachedConnectionManager']/property[@name='debug']").setText("false")),
				quiet("jca.cachedconnectionmanager.debug", SERVICE_51),
				fires("tx.statistics", TX_6).xml("enableStatistics true",
						r -> first(r, "bean/property[@name='enableStatistics']").setText("true")),
				fires("tx.statistics", STANDALONE).xml("statistics-enabled true",
						r -> first(r, "//coordinator-environment").setAttribute("statistics-enabled", "true")),
				fires("tx.statistics", JBOSSTS_51).xml("enableStatistics YES",
						r -> arjunaProperty(r, "enableStatistics", "YES")),
				quiet("tx.statistics", TX_6),
				quiet("tx.statistics", STANDALONE),
				fires("tx.default_timeout", TX_51).xml("transactionTimeout 1800",
						r -> first(r, "bean/property[@name='transactionTimeout']").setText("1800")),
				fires("tx.default_timeout", TX_6).xml("defaultTimeout 900",
						r -> first(r, "bean/property[@name='defaultTimeout']").setText("900")),
				fires("tx.default_timeout", JBOSSTS_51).xml("defaultTimeout 3600",
						r -> arjunaProperty(r, "defaultTimeout", "3600")),
				fires("tx.default_timeout", STANDALONE).xml("default-timeout 3600",
						r -> first(r, "//coordinator-environment").setAttribute("default-timeout", "3600")),
				quiet("tx.default_timeout", TX_51),
				quiet("tx.default_timeout", TX_6),
				quiet("tx.default_timeout", STANDALONE),
				fires("ds.default_fetch_size", ORACLE),
				quiet("ds.default_fetch_size", MYSQL),
				quiet("ds.default_fetch_size", ORACLE).xml("a row prefetch of 100",
						root -> connectionProperty(root, "defaultRowPrefetch", "100")),
				quiet("ds.tcp_snd_buf", MYSQL),
				fires("ds.tcp_snd_buf", MYSQL).xml("an 8 KB send buffer", root -> connectionProperty(root, "tcpSndBuf", "8192")),
				quiet("ds.tcp_rcv_buf", MYSQL).xml("a 64 KB receive buffer",
						root -> connectionProperty(root, "tcpRcvBuf", "65534")),
				fires("ds.tcp_rcv_buf", MYSQL).xml("an 8 KB receive buffer",
						root -> connectionProperty(root, "tcpRcvBuf", "8192")),
				quiet("ds.tcp_no_delay", MYSQL),
				fires("ds.tcp_no_delay", MYSQL).xml("Nagle on", root -> connectionProperty(root, "tcpNoDelay", "false")),
				quiet("ds.use_strict_min", MYSQL),
				fires("ds.use_strict_min", MYSQL).xml("a strict minimum",
						root -> first(root, "local-tx-datasource").addChild("use-strict-min", "true")),
				fires("ds.use_strict_min", STANDALONE).xml("a strict minimum", root -> examplePool(root, "use-strict-min", "true")));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path tmp) throws IOException {
		c.verify(tmp);
	}
}
