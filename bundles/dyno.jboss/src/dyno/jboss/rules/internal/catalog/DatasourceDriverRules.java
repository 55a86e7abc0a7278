package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * What a datasource passes to its JDBC driver ({@code <connection-property name="…">} of a JBoss AS
 * {@code *-ds.xml} or a WildFly datasource) and the pool's strict minimum: fetch size and the socket options of the
 * driver's connection. Part of {@link DatasourceRules}.
 */
final class DatasourceDriverRules {

	private static final FileKind[] WILDFLY = { FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN };
	/** Below this a JDBC socket buffer holds less than a typical result page. */
	private static final long SOCKET_BUFFER = 65_534;

	private DatasourceDriverRules() {
	}

	static List<Rule> rules() {
		return List.of(oracleFetchSize(), socketBuffer("ds.tcp_snd_buf", "tcpSndBuf", "send"),
				socketBuffer("ds.tcp_rcv_buf", "tcpRcvBuf", "receive"), tcpNoDelay(), strictMinimum());
	}

	private static Rule.Builder ds(String id) {
		return Rule.builder(id).appliesTo(FileKind.DATASOURCES, WILDFLY);
	}

	private static Optional<XmlElement> connectionProperty(DatasourceView ds, String name) {
		return connectionProperty(ds.element(), name);
	}

	private static Optional<XmlElement> connectionProperty(XmlElement datasource, String name) {
		return datasource.children("connection-property").stream()
				.filter(p -> p.attribute("name").orElse("").equalsIgnoreCase(name)).findFirst();
	}

	private static Fix setConnectionProperty(DatasourceView ds, String name, String value) {
		return Fix.onElement(ds.element(), "set connection property " + name + " to " + value, e -> {
			Optional<XmlElement> p = connectionProperty(e, name);
			if (p.isPresent()) {
				p.get().setText(value);
			} else {
				e.addChild("connection-property", value).setAttribute("name", name);
			}
		});
	}

	/** Which driver the datasource uses, from its driver class, URL or (WildFly) driver name, lower-cased. */
	private static String driver(DatasourceView ds) {
		return (ds.element().childText("driver-class").orElse("") + " "
				+ ds.element().childText("connection-url").orElse("") + " "
				+ ds.element().childText("driver").orElse("")).toLowerCase(Locale.ROOT);
	}

	static Rule oracleFetchSize() {
		return ds("ds.default_fetch_size").severity(Severity.INFO)
				.advice("Add <connection-property name=\"defaultRowPrefetch\"> of about a quarter to half of the usual "
						+ "result size.")
				.measured("fetching 1000 rows for 500-row results was slower than the default (JBoss AS 5 Performance "
						+ "Tuning)")
				.message("Oracle rows fetched ten at a time")
				.rationale("The Oracle driver fetches 10 rows per round trip unless told otherwise, so a query that "
						+ "reads a thousand rows costs a hundred round trips. Set a pool-wide default (connection "
						+ "property defaultRowPrefetch) of about a quarter to half of the usual result size; too "
						+ "large a value only costs memory per statement (in the JBoss AS 5 tests fetching 1000 for "
						+ "500-row results was slower than the default). Statement.setFetchSize overrides it per "
						+ "query.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						if (driver(ds).contains("oracle") && connectionProperty(ds, "defaultRowPrefetch").isEmpty()
								&& connectionProperty(ds, "defaultFetchSize").isEmpty()) {
							report.at(ds.element(), ds.name(), setConnectionProperty(ds, "defaultRowPrefetch", "50"));
						}
					}
				}).build();
	}

	private static Rule socketBuffer(String id, String property, String direction) {
		return ds(id).severity(Severity.INFO).message("small JDBC socket " + direction + " buffer")
				.advice("Set the " + property + " connection property to 65534, or remove it to get the driver's "
						+ "default.")
				.rationale("The MySQL driver sizes its socket's " + direction + " buffer from " + property + ". "
						+ "Below 64 KB, large result sets and batches over a link with some latency wait on the "
						+ "buffer rather than the database; 65534 is the usual value (the OS may cap it: see "
						+ "net.core.rmem_max / wmem_max). Only drivers that know the property use it.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						connectionProperty(ds, property).ifPresent(p -> {
							OptionalLong bytes = ConfigValues.number(p.text());
							if (bytes.isPresent() && bytes.getAsLong() > 0 && bytes.getAsLong() < SOCKET_BUFFER) {
								report.at(p, ds.name() + ": " + property + " " + bytes.getAsLong(),
										setConnectionProperty(ds, property, Long.toString(SOCKET_BUFFER)));
							}
						});
					}
				}).build();
	}

	static Rule tcpNoDelay() {
		return ds("ds.tcp_no_delay").severity(Severity.INFO).message("Nagle's algorithm delays JDBC round trips")
				.advice("Set the tcpNoDelay connection property to true, or remove it.")
				.rationale("tcpNoDelay=false lets the JDBC socket hold back small packets until earlier ones are "
						+ "acknowledged, up to some tens of milliseconds per exchange; applications that send many "
						+ "small statements feel every one. The MySQL driver's default is true: leave it so.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						connectionProperty(ds, "tcpNoDelay").filter(p -> ConfigValues.isFalse(Optional.of(p.text())))
								.ifPresent(p -> report.at(p, ds.name(), setConnectionProperty(ds, "tcpNoDelay", "true")));
					}
				}).build();
	}

	static Rule strictMinimum() {
		return ds("ds.use_strict_min").severity(Severity.INFO).message("the pool may shrink below its minimum")
				.advice("Remove use-strict-min unless the database's connection limit matters more than bursts.")
				.rationale("use-strict-min=true lets the idle remover close connections even below min-pool-size. "
						+ "The next burst then opens connections again, each costing from milliseconds to a second "
						+ "on the database. Use it only when the database limits connections more than the "
						+ "application needs fast bursts.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						if (ds.flag("use-strict-min")) {
							report.at(ds.at("use-strict-min"), ds.name(), ds.remove("use-strict-min"));
						}
					}
				}).build();
	}
}
