package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiConsumer;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * Hibernate settings in META-INF/persistence.xml, per persistence unit: SQL logging, batching and the second-level
 * and query caches (backed by JBoss Cache on JBoss AS 5/6 clusters).
 */
public final class PersistenceRules {

	private static final String JBC2 = "org.hibernate.cache.jbc2.";

	private PersistenceRules() {
	}

	public static List<Rule> rules() {
		return List.of(showSql(), batchFetchSize(), jdbcBatchSize(), secondLevelCache(), queryCache(), ehCache(),
				regionFactory(), jbcCacheFactory(), jbcConfig("entity"), jbcConfig("collection"));
	}

	/** One persistence unit and its {@code <property name value>} elements. */
	record Unit(XmlElement element) {

		String name() {
			return element.attribute("name").orElse("?");
		}

		Optional<XmlElement> property(String name) {
			return element.select("properties/property").stream()
					.filter(p -> p.attribute("name").orElse("").equals(name)).findFirst();
		}

		Optional<String> value(String name) {
			return property(name).flatMap(p -> p.attribute("value")).map(String::strip);
		}

		boolean secondLevelCache() {
			return ConfigValues.isTrue(value("hibernate.cache.use_second_level_cache"));
		}

		/** Adds or changes a property (a new one goes at the end of {@code <properties>}). */
		void set(String name, String value) {
			Optional<XmlElement> p = property(name);
			if (p.isPresent()) {
				p.get().setAttribute("value", value);
				return;
			}
			XmlElement properties = element.child("properties").orElseGet(() -> element.addChild("properties", null));
			XmlElement added = properties.addChild("property", null);
			added.setAttribute("name", name);
			added.setAttribute("value", value);
		}
	}

	private static Rule.Builder rule(String id, Severity severity, String message, String rationale) {
		return Rule.builder(id).appliesTo(FileKind.PERSISTENCE_XML).severity(severity).message(message)
				.rationale(rationale);
	}

	private static Rule.Check eachUnit(BiConsumer<Unit, Reporter> check) {
		return (ctx, report) -> ctx.root().children("persistence-unit").forEach(u -> check.accept(new Unit(u), report));
	}

	private static Fix setProperty(Unit unit, String name, String value) {
		return Fix.onElement(unit.element(), "set " + name + " to " + value, u -> new Unit(u).set(name, value));
	}

	private static XmlElement at(Unit unit, String property) {
		return unit.property(property).orElse(unit.element());
	}

	static Rule showSql() {
		return rule("hibernate.show_sql", Severity.WARNING, "every SQL statement printed",
				"hibernate.show_sql=true writes each statement to standard out: useful for a while to spot n+1 "
						+ "selects, a cost and a flood of output under load or in production.")
				.check(eachUnit((u, report) -> {
					if (ConfigValues.isTrue(u.value("hibernate.show_sql"))) {
						report.at(at(u, "hibernate.show_sql"), "unit " + u.name(),
								setProperty(u, "hibernate.show_sql", "false"));
					}
				})).build();
	}

	static Rule batchFetchSize() {
		return rule("hibernate.default_batch_fetch_size", Severity.INFO, "lazy associations load one by one",
				"Without hibernate.default_batch_fetch_size each lazy collection or proxy touched in a loop costs "
						+ "its own select (n+1). A session-factory-wide size (e.g. 16) loads those of several parents "
						+ "per select; the reference test's @BatchSize variant ran at 10.1/s against 3.9/s.")
				.check(eachUnit((u, report) -> {
					if (ConfigValues.number(u.value("hibernate.default_batch_fetch_size")).orElse(0) <= 1) {
						report.at(at(u, "hibernate.default_batch_fetch_size"), "unit " + u.name(),
								setProperty(u, "hibernate.default_batch_fetch_size", "16"));
					}
				})).build();
	}

	static Rule jdbcBatchSize() {
		return rule("hibernate.jdbc.batch_size", Severity.INFO, "inserts and updates sent one by one",
				"Without hibernate.jdbc.batch_size every insert or update is its own JDBC round trip. Batching "
						+ "(e.g. 50, flushing and clearing the session as often in bulk jobs) sends them together "
						+ "and keeps the first-level cache bounded.")
				.check(eachUnit((u, report) -> {
					if (ConfigValues.number(u.value("hibernate.jdbc.batch_size")).orElse(0) <= 1) {
						report.at(at(u, "hibernate.jdbc.batch_size"), "unit " + u.name(),
								setProperty(u, "hibernate.jdbc.batch_size", "50"));
					}
				})).build();
	}

	static Rule secondLevelCache() {
		return rule("hibernate.cache.use_second_level_cache", Severity.INFO, "second-level cache enabled",
				"The entity cache pays only for read-mostly data with a high hit ratio: in the reference test it "
						+ "cut the average from 1852 ms to 636 ms at a 50% hit ratio, while frequently written "
						+ "entities cost more than they save. Measure with and without it.")
				.check(eachUnit((u, report) -> {
					if (u.secondLevelCache()) {
						report.at(at(u, "hibernate.cache.use_second_level_cache"), "unit " + u.name());
					}
				})).build();
	}

	static Rule queryCache() {
		return rule("hibernate.cache.use_query_cache", Severity.WARNING, "query cache enabled",
				"Every write to a table invalidates all cached queries over it, and on a cluster each put is "
						+ "replicated. At a 50% hit ratio it gained about 50% (47.1/min against 30.5/min); around 20% "
						+ "it gains nothing and at 10% or less it is slower than no cache. Keep it for repeated "
						+ "queries over read-only or rarely updated tables.")
				.check(eachUnit((u, report) -> {
					if (ConfigValues.isTrue(u.value("hibernate.cache.use_query_cache"))) {
						report.at(at(u, "hibernate.cache.use_query_cache"), "unit " + u.name(),
								setProperty(u, "hibernate.cache.use_query_cache", "false"));
					}
				})).build();
	}

	static Rule ehCache() {
		return rule("hibernate.cache.provider_class", Severity.INFO, "node-local cache provider",
				"Ehcache keeps its cache per JVM: fine on one node, but on a cluster each node serves its own, "
						+ "possibly stale, copies. Clustered JBoss AS 5/6 servers back the second-level cache with "
						+ "JBoss Cache instead.")
				.check(eachUnit((u, report) -> u.value("hibernate.cache.provider_class")
						.filter(p -> u.secondLevelCache() && p.toLowerCase(Locale.ROOT).contains("ehcache"))
						.ifPresent(p -> report.at(at(u, "hibernate.cache.provider_class"), p)))).build();
	}

	static Rule regionFactory() {
		return rule("hibernate.cache.region.factory_class", Severity.INFO, "second-level cache without a region factory",
				"On JBoss AS 5/6 the second-level cache is configured through hibernate.cache.region.factory_class; "
						+ "on a cluster org.hibernate.cache.jbc2.JndiMultiplexedJBossCacheRegionFactory shares the "
						+ "server's CacheManager so every node sees consistent data.")
				.check(eachUnit((u, report) -> {
					if (u.secondLevelCache() && u.value("hibernate.cache.region.factory_class").isEmpty()) {
						report.at(at(u, "hibernate.cache.use_second_level_cache"), "unit " + u.name());
					}
				})).build();
	}

	private static boolean jbcFactory(Unit u) {
		return u.value("hibernate.cache.region.factory_class").orElse("").startsWith(JBC2);
	}

	static Rule jbcCacheFactory() {
		return rule("hibernate.cache.region.jbc2.cachefactory", Severity.WARNING,
				"JBoss Cache region factory without its CacheManager",
				"The JBoss Cache region factories look the CacheManager up in JNDI under "
						+ "hibernate.cache.region.jbc2.cachefactory (java:CacheManager on JBoss AS 5/6); there is no "
						+ "default, so without it the unit does not start.")
				.check(eachUnit((u, report) -> {
					if (jbcFactory(u) && u.value("hibernate.cache.region.jbc2.cachefactory").isEmpty()) {
						report.at(at(u, "hibernate.cache.region.factory_class"), "unit " + u.name(),
								setProperty(u, "hibernate.cache.region.jbc2.cachefactory", "java:CacheManager"));
					}
				})).build();
	}

	static Rule jbcConfig(String region) {
		String key = "hibernate.cache.region.jbc2.cfg." + region;
		return rule(key, Severity.INFO, region + " cache not on an MVCC configuration",
				"Entities and collections cache best in a CacheManager configuration with MVCC locking and "
						+ "invalidation (mvcc-entity): readers take no locks and only keys cross the network. The "
						+ "optimistic and pessimistic configurations cost more memory or lock contention.")
				.check(eachUnit((u, report) -> u.value(key)
						.filter(v -> jbcFactory(u) && !v.toLowerCase(Locale.ROOT).startsWith("mvcc"))
						.ifPresent(v -> report.at(at(u, key), v, setProperty(u, key, "mvcc-entity"))))).build();
	}
}
