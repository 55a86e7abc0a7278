package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * Sizing of JDBC connection pools (JBoss AS {@code *-ds.xml} and WildFly's datasources): pool bounds, prefill,
 * shrinking, how long callers wait, and the prepared-statement cache.
 */
final class DatasourcePoolRules {

	/** The JCA adapter's pool bounds and wait when a datasource does not set them. */
	private static final long DEFAULT_MAX = 20;
	private static final long DEFAULT_BLOCKING_MS = 30_000;
	private static final long DEFAULT_IDLE_MINUTES = 15;

	private static final FileKind[] FILES = { FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN };

	private DatasourcePoolRules() {
	}

	static List<Rule> rules() {
		return List.of(maxPoolSize(), minPoolSize(), prefill(), idleTimeout(), blockingTimeout(), statementCache(),
				cursorLimit());
	}

	private static long max(DatasourceView ds) {
		return ds.number("max-pool-size").orElse(DEFAULT_MAX);
	}

	private static long min(DatasourceView ds) {
		return ds.number("min-pool-size").orElse(0);
	}

	/** Whether idle connections are closed (idle-timeout-minutes 0 switches that off). */
	private static boolean shrinks(DatasourceView ds) {
		return ds.number("idle-timeout-minutes").orElse(DEFAULT_IDLE_MINUTES) > 0;
	}

	private static Rule maxPoolSize() {
		return Rule.builder("ds.max_pool_size").appliesTo(FileKind.DATASOURCES, FILES).severity(Severity.WARNING)
				.live(LiveInput.POOL_IN_USE_PEAK)
				.message("connection pool size not backed by a measured peak")
				.rationale("Size a pool from measurement: load-test with a generous maximum, read the peak of "
						+ "connections in use (JMX ManagedConnectionPool statistics, 'Max Connections In Use Count') "
						+ "and set max-pool-size about 15-20% above it, within what the database accepts. A peak equal "
						+ "to the maximum means callers queued for connections.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						OptionalDouble peak = ctx.live().get(LiveInput.POOL_IN_USE_PEAK, ds.name());
						long max = max(ds);
						if (peak.isPresent() && peak.getAsDouble() >= max) {
							long sized = (long) Math.ceil(peak.getAsDouble() * 1.2);
							report.at(ds.at("max-pool-size"), ds.name() + " peaked at " + (long) peak.getAsDouble()
									+ " connections in use of " + max + ": the pool ran out" + ctx.live().over(), ds.set("max-pool-size", "" + sized));
						} else if (peak.isEmpty() && ds.setting("max-pool-size").isEmpty()) {
							report.at(ds.element(), ds.name() + " uses the default maximum of " + DEFAULT_MAX);
						}
					}
				}).build();
	}

	private static Rule minPoolSize() {
		return Rule.builder("ds.min_pool_size").appliesTo(FileKind.DATASOURCES, FILES).severity(Severity.INFO)
				.message("the pool keeps no connections when idle")
				.rationale("Without a min-pool-size the pool starts empty and shrinks to nothing after idle periods, "
						+ "so the first requests afterwards pay for opening physical connections. Keep a minimum "
						+ "(equal to the maximum, with prefill, to avoid resizing altogether), but keep it modest "
						+ "when the database is shared with other applications.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						if (min(ds) == 0) {
							report.at(ds.at("min-pool-size"), ds.name());
						}
					}
				}).build();
	}

	private static Rule prefill() {
		return Rule.builder("ds.prefill").appliesTo(FileKind.DATASOURCES, FILES).severity(Severity.INFO)
				.message("the pool is not filled at deployment")
				.rationale("With a min-pool-size but no prefill, the pool opens its minimum connections only when "
						+ "the first users ask for them. Prefill opens them at deployment time.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						if (min(ds) > 0 && !ds.flag("prefill")) {
							report.at(ds.at("min-pool-size"), ds.name() + " keeps " + min(ds) + " connections",
									ds.set("prefill", "true"));
						}
					}
				}).build();
	}

	private static Rule idleTimeout() {
		return Rule.builder("ds.idle_timeout_minutes").appliesTo(FileKind.DATASOURCES, FILES).severity(Severity.INFO)
				.message("idle shrinking throws away cached prepared statements")
				.rationale("Closing idle connections also drops the statements each one has cached, so a pool that "
						+ "relies on its statement cache should not shrink: set min-pool-size equal to max-pool-size, "
						+ "or use a long idle timeout.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						if (ds.number("prepared-statement-cache-size").orElse(0) > 0 && shrinks(ds) && min(ds) < max(ds)) {
							report.at(ds.at("idle-timeout-minutes"), ds.name() + " shrinks from " + max(ds) + " to "
									+ min(ds), ds.set("min-pool-size", "" + max(ds)));
						}
					}
				}).build();
	}

	private static Rule blockingTimeout() {
		return Rule.builder("ds.blocking_timeout_millis").appliesTo(FileKind.DATASOURCES, FILES)
				.severity(Severity.WARNING)
				.message("callers wait longer than 30 s for a connection")
				.rationale("blocking-timeout-millis is how long a caller waits for a free connection before it gets "
						+ "an error. Timeouts there mean the pool is too small or connections leak; a longer wait only "
						+ "keeps request threads blocked. Find the cause and keep the default 30 s.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						OptionalLong ms = ds.number("blocking-timeout-millis");
						if (ms.isPresent() && ms.getAsLong() > DEFAULT_BLOCKING_MS) {
							report.at(ds.at("blocking-timeout-millis"), ds.name() + " waits " + ms.getAsLong() + " ms",
									ds.set("blocking-timeout-millis", "" + DEFAULT_BLOCKING_MS));
						}
					}
				}).build();
	}

	private static Rule statementCache() {
		return Rule.builder("ds.prepared_statement_cache_size").appliesTo(FileKind.DATASOURCES, FILES)
				.reference("ds.prepared_statement_cache_size", "ds.prepared_statement_cache")
				.severity(Severity.INFO)
				.message("prepared statements are not cached")
				.rationale("Each connection can keep an LRU cache of prepared statements so repeated SQL is not "
						+ "prepared again; the gain is application-specific, around 20% in a measured case. Size it to "
						+ "the number of distinct statements the application issues (a JDBC spy can count them), and "
						+ "mind the database's cursor limit since the cache is per connection.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						if (ds.number("prepared-statement-cache-size").orElse(0) == 0) {
							report.at(ds.at("prepared-statement-cache-size"), ds.name());
						}
					}
				}).build();
	}

	private static Rule cursorLimit() {
		return Rule.builder("ds.db_cursor_limit").appliesTo(FileKind.DATASOURCES, FILES).severity(Severity.WARNING)
				.message("cached statements hold open cursors on Oracle")
				.rationale("Every cached prepared statement keeps a cursor open in its session, so a full pool can "
						+ "hold max-pool-size x prepared-statement-cache-size cursors. Check that the database's "
						+ "OPEN_CURSORS allows the per-connection cache, or 'maximum open cursors exceeded' follows.")
				.check((ctx, report) -> {
					for (DatasourceView ds : DatasourceView.all(ctx)) {
						long cache = ds.number("prepared-statement-cache-size").orElse(0);
						if (cache > 0 && isOracle(ds)) {
							report.at(ds.at("prepared-statement-cache-size"), ds.name() + ": up to " + cache
									+ " per connection, " + cache * max(ds) + " with the pool full");
						}
					}
				}).build();
	}

	private static boolean isOracle(DatasourceView ds) {
		String url = ds.value("connection-url").orElse("") + " " + ds.value("driver-class").orElse("") + " "
				+ ds.value("xa-datasource-class").orElse("") + " " + ds.value("driver").orElse("");
		return url.toLowerCase(Locale.ROOT).contains("oracle");
	}
}
