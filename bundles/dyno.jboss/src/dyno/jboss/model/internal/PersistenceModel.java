package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * JPA {@code persistence.xml}: each persistence unit with the Hibernate properties that decide its caching, JDBC
 * batching and logging. Defaults are Hibernate's when the property is absent; all are read when the unit deploys.
 */
public final class PersistenceModel {

	private PersistenceModel() {
	}

	/** Builds the package {@code persistence}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("persistence");
		b.eClass("Persistence", "").contains("units", "PersistenceUnit");
		b.eClass("PersistenceUnit", "persistence-unit");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jpa.persistence_unit.name");
		// inside a Java EE server a unit without the attribute joins JTA transactions
		b.xml("transactionType", STRING, "@transaction-type").tune("JTA", "choice", true,
				"jpa.persistence_unit.transaction_type");
		b.xml("useSecondLevelCache", BOOLEAN, hibernate("cache.use_second_level_cache")).tune("true", "flag", true,
				"hibernate.cache.use_second_level_cache");
		b.xml("useQueryCache", BOOLEAN, hibernate("cache.use_query_cache")).tune("false", "flag", true,
				"hibernate.cache.use_query_cache");
		b.xml("regionFactoryClass", STRING, hibernate("cache.region.factory_class")).tune(Tuning.NONE, "text", true,
				"hibernate.cache.region.factory_class");
		b.xml("providerClass", STRING, hibernate("cache.provider_class")).tune(Tuning.NONE, "text", true,
				"hibernate.cache.provider_class");
		// the dialect chooses the batch size when the property is absent
		b.xml("jdbcBatchSize", INT, hibernate("jdbc.batch_size")).tune(Tuning.NONE, "count", true,
				"hibernate.mapping.batch_size").range(0, 10000);
		b.xml("jdbcFetchSize", INT, hibernate("jdbc.fetch_size")).tune(Tuning.NONE, "count", true,
				"hibernate.jdbc.fetch_size").range(0, 100000);
		b.xml("defaultBatchFetchSize", INT, hibernate("default_batch_fetch_size")).tune("1", "count", true,
				"hibernate.default_batch_fetch_size").range(1, 10000);
		b.xml("showSql", BOOLEAN, hibernate("show_sql")).tune("false", "flag", true, "hibernate.show_sql");
		b.xml("formatSql", BOOLEAN, hibernate("format_sql")).tune("false", "flag", true, "hibernate.format_sql");
		b.xml("generateStatistics", BOOLEAN, hibernate("generate_statistics")).tune("false", "flag", true,
				"hibernate.generate_statistics");
		b.xml("hbm2ddlAuto", STRING, hibernate("hbm2ddl.auto")).tune(Tuning.NONE, "choice", true,
				"hibernate.hbm2ddl.auto");
		b.xml("orderInserts", BOOLEAN, hibernate("order_inserts")).tune("false", "flag", true,
				"hibernate.order_inserts");
		b.xml("orderUpdates", BOOLEAN, hibernate("order_updates")).tune("false", "flag", true,
				"hibernate.order_updates");
		return b.build();
	}

	/** The path of the value of the unit's property {@code hibernate.<name>}. */
	private static String hibernate(String name) {
		return "properties/property[@name='hibernate." + name + "']/@value";
	}
}
