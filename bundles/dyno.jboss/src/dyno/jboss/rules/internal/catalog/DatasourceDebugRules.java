package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * Development aids of the JDBC layer that cost time in production: statement tracking, SQL run per new or handed-out
 * connection, and the cached connection manager's leak debugging (jca-jboss-beans.xml, AS 4's jbossjca-service.xml).
 */
final class DatasourceDebugRules {

	private static final FileKind[] WILDFLY = { FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN };

	private DatasourceDebugRules() {
	}

	static List<Rule> rules() {
		return List.of(trackStatements(), newConnectionSql(), checkValidConnectionSql(), cachedConnectionDebug());
	}

	private static Rule trackStatements() {
		return Rule.builder("ds.track_statements").appliesTo(FileKind.DATASOURCES, WILDFLY).severity(Severity.WARNING)
				.message("statement tracking is on")
				.rationale("track-statements makes the pool watch every Statement and ResultSet to close the ones the "
						+ "application forgets. That helps find leaks during development and costs time on every "
						+ "statement in production.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						String v = ds.value("track-statements").orElse("false").toLowerCase(Locale.ROOT);
						if (!v.equals("false")) {
							report.at(ds.at("track-statements"), ds.name() + (v.isEmpty() ? "" : " (" + v + ")"),
									ds.set("track-statements", "false"));
						}
					}
				}).build();
	}

	private static Rule newConnectionSql() {
		return Rule.builder("ds.new_connection_sql").appliesTo(FileKind.DATASOURCES, WILDFLY).severity(Severity.INFO)
				.message("SQL runs on every new connection")
				.rationale("new-connection-sql is executed each time the pool opens a physical connection. Unless the "
						+ "session really needs it (a schema or NLS setting), leave it out of production datasources.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						ds.setting("new-connection-sql")
								.ifPresent(e -> report.at(e, ds.name(), ds.remove("new-connection-sql")));
					}
				}).build();
	}

	private static Rule checkValidConnectionSql() {
		return Rule.builder("ds.check_valid_connection_sql").appliesTo(FileKind.DATASOURCES, WILDFLY)
				.severity(Severity.INFO)
				.message("every connection handed out is validated with SQL")
				.rationale("check-valid-connection-sql costs a database round trip per checkout. Where stale "
						+ "connections are a real risk, validate in the background (background-validation, AS 5 and "
						+ "later) or use the driver's own valid-connection checker instead.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						if (!ds.flag("background-validation")) {
							ds.setting("check-valid-connection-sql").ifPresent(e -> report.at(e, ds.name()));
						}
					}
				}).build();
	}

	private static Rule cachedConnectionDebug() {
		return Rule.builder("jca.cachedconnectionmanager.debug").appliesTo(FileKind.JBOSS_BEANS, FileKind.JBOSS_SERVICE)
				.severity(Severity.WARNING)
				.message("the cached connection manager debugs connection leaks")
				.rationale("With debug on, the CachedConnectionManager records where every connection was opened and "
						+ "closes the ones a request leaves open, logging 'Closing a connection for you'. Use it to find "
						+ "leaks while developing; in production it costs a stack trace per connection. Switch it off.")
				.check((ctx, report) -> {
					XmlElement root = ctx.root();
					// AS 5/6: <bean name="CachedConnectionManager"><property name="debug">; AS 4: <mbean ...><attribute name="Debug">
					List<XmlElement> switches = root.select("bean[@name='CachedConnectionManager']/property[@name='debug']");
					if (switches.isEmpty()) {
						switches = root.select("mbean[@name='jboss.jca:service=CachedConnectionManager']/attribute[@name='Debug']");
					}
					for (XmlElement e : switches) {
						if (DatasourceView.effective(e.text()).equalsIgnoreCase("true")) {
							report.at(e, null, Fix.onElement(e, "switch debug off", s -> s.setText("false")));
						}
					}
				}).build();
	}
}
