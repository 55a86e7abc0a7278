package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.written;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.rules.RuleCase;

/**
 * {@link PersistenceRules}. There is no real persistence.xml among the fixtures (the JBoss distributions ship none;
 * it belongs to applications), so every case writes a minimal one (labelled "written") in the layout of a
 * deployment, META-INF/persistence.xml.
 */
public class PersistenceRulesTest {

	private static final String PATH = "shop.jar/META-INF/persistence.xml";

	/** Hibernate's SQL logging on and nothing tuned: a development setup. */
	private static final String DEVELOPMENT = unit("""
			<property name="hibernate.show_sql" value="true"/>""");

	/** Batching set, no second-level cache. */
	private static final String TUNED = unit("""
			<property name="hibernate.show_sql" value="false"/>
			         <property name="hibernate.default_batch_fetch_size" value="16"/>
			         <property name="hibernate.jdbc.batch_size" value="50"/>""");

	/** Second-level and query cache on the node-local Ehcache provider. */
	private static final String EHCACHE = unit("""
			<property name="hibernate.cache.use_second_level_cache" value="true"/>
			         <property name="hibernate.cache.use_query_cache" value="true"/>
			         <property name="hibernate.cache.provider_class" value="net.sf.ehcache.hibernate.EhCacheProvider"/>""");

	/** JBoss Cache region factory without its CacheManager, on the optimistic and pessimistic configurations. */
	private static final String JBC_INCOMPLETE = unit("""
			<property name="hibernate.cache.use_second_level_cache" value="true"/>
			         <property name="hibernate.cache.region.factory_class" value="org.hibernate.cache.jbc2.JndiMultiplexedJBossCacheRegionFactory"/>
			         <property name="hibernate.cache.region.jbc2.cfg.entity" value="optimistic-entity"/>
			         <property name="hibernate.cache.region.jbc2.cfg.collection" value="pessimistic-entity"/>""");

	/** The clustered setup the reference recommends. */
	private static final String JBC_COMPLETE = unit("""
			<property name="hibernate.cache.use_second_level_cache" value="true"/>
			         <property name="hibernate.cache.region.factory_class" value="org.hibernate.cache.jbc2.JndiMultiplexedJBossCacheRegionFactory"/>
			         <property name="hibernate.cache.region.jbc2.cachefactory" value="java:CacheManager"/>
			         <property name="hibernate.cache.region.jbc2.cfg.entity" value="mvcc-entity"/>
			         <property name="hibernate.cache.region.jbc2.cfg.collection" value="mvcc-entity"/>""");

	private static String unit(String properties) {
		return """
				<?xml version="1.0" encoding="UTF-8"?>
				<!-- minimal persistence.xml written by the test: no real one is among the fixtures -->
				<persistence xmlns="http://java.sun.com/xml/ns/persistence" version="1.0">
				   <persistence-unit name="shop">
				      <jta-data-source>java:/ShopDS</jta-data-source>
				      <properties>
				         %s
				      </properties>
				   </persistence-unit>
				</persistence>
				""".formatted(properties);
	}

	public static List<RuleCase> cases() {
		return List.of(
				written("hibernate.show_sql", PATH, DEVELOPMENT, true),
				written("hibernate.show_sql", PATH, TUNED, false),
				written("hibernate.default_batch_fetch_size", PATH, DEVELOPMENT, true),
				written("hibernate.default_batch_fetch_size", PATH, TUNED, false),
				written("hibernate.jdbc.batch_size", PATH, DEVELOPMENT, true),
				written("hibernate.jdbc.batch_size", PATH, TUNED, false),
				written("hibernate.cache.use_second_level_cache", PATH, EHCACHE, true),
				written("hibernate.cache.use_second_level_cache", PATH, TUNED, false),
				written("hibernate.cache.use_query_cache", PATH, EHCACHE, true),
				written("hibernate.cache.use_query_cache", PATH, JBC_COMPLETE, false),
				written("hibernate.cache.provider_class", PATH, EHCACHE, true),
				written("hibernate.cache.provider_class", PATH, JBC_COMPLETE, false),
				written("hibernate.cache.region.factory_class", PATH, EHCACHE, true),
				written("hibernate.cache.region.factory_class", PATH, JBC_COMPLETE, false),
				written("hibernate.cache.region.jbc2.cachefactory", PATH, JBC_INCOMPLETE, true),
				written("hibernate.cache.region.jbc2.cachefactory", PATH, JBC_COMPLETE, false),
				written("hibernate.cache.region.jbc2.cfg.entity", PATH, JBC_INCOMPLETE, true),
				written("hibernate.cache.region.jbc2.cfg.entity", PATH, JBC_COMPLETE, false),
				written("hibernate.cache.region.jbc2.cfg.collection", PATH, JBC_INCOMPLETE, true),
				written("hibernate.cache.region.jbc2.cfg.collection", PATH, JBC_COMPLETE, false));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
