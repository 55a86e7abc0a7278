package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * The EJB containers: EJB 2 container configurations of standardjboss.xml ({@link #standardJBoss()}) and the
 * EJB 3 bean pools and SFSB caches declared as annotations in ejb3-interceptors-aop.xml ({@link #interceptorsAop()}),
 * whose numbers sit inside the annotation text (AS 5/6 {@code @org.jboss.ejb3.annotation.Pool}, AS 4.2
 * {@code @org.jboss.annotation.ejb.PoolClass}).
 */
public final class EjbModel {

	private EjbModel() {
	}

	/** Builds the package {@code standardjboss}. */
	public static EPackage standardJBoss() {
		ModelBuilder b = ModelBuilder.pkg("standardjboss");
		b.eClass("StandardJBoss", "").contains("containerConfigurations", "ContainerConfiguration");
		b.eClass("ContainerConfiguration", "container-configurations/container-configuration");
		b.xml("containerName", STRING, "container-name").tune(Tuning.NONE, "text", true, "ejb2.container_name");
		b.xml("extendsConfiguration", STRING, "@extends").tune(Tuning.NONE, "text", true, "ejb2.container_name");
		b.xml("instancePool", STRING, "instance-pool").tune(Tuning.NONE, "class", true, "ejb2.instance_pool");
		b.xml("poolMinimumSize", INT, "container-pool-conf/MinimumSize").tune("0", "count", true,
				"ejb.slsb.minimumsize").range(0, 10000);
		b.xml("poolMaximumSize", INT, "container-pool-conf/MaximumSize").tune("100", "count", true,
				"ejb2.pool.maximumsize").range(1, 10000);
		b.xml("strictMaximumSize", BOOLEAN, "container-pool-conf/strictMaximumSize").tune("false", "flag", true,
				"ejb2.pool.strict_maximum_size");
		b.xml("strictTimeout", LONG, "container-pool-conf/strictTimeout").tune(Tuning.NONE, "ms", true,
				"ejb2.pool.strict_timeout");
		b.xml("cacheMinCapacity", INT, "container-cache-conf/cache-policy-conf/min-capacity").tune(Tuning.NONE,
				"count", true, "ejb2.cache.min_capacity");
		b.xml("cacheMaxCapacity", INT, "container-cache-conf/cache-policy-conf/max-capacity").tune(Tuning.NONE,
				"count", true, "ejb2.cache.max_capacity");
		b.xml("cacheMaxBeanAge", INT, "container-cache-conf/cache-policy-conf/max-bean-age").tune(Tuning.NONE, "s",
				true, "ejb2.cache.max_bean_age");
		b.xml("cacheOveragerPeriod", INT, "container-cache-conf/cache-policy-conf/overager-period").tune(Tuning.NONE,
				"s", true, "ejb2.cache.overager_period");
		b.xml("commitOption", b.eEnum("CommitOption", "A", "B", "C", "D"), "commit-option").tune("B", "choice", true,
				"ejb2.commit_option");
		b.xml("syncOnCommitOnly", BOOLEAN, "sync-on-commit-only").tune("false", "flag", true,
				"ejb2.sync_on_commit_only");
		b.xml("callLogging", BOOLEAN, "call-logging").tune("false", "flag", true, "ejb2.call_logging");
		return b.build();
	}

	/** Builds the package {@code ejb3aop}. */
	public static EPackage interceptorsAop() {
		ModelBuilder b = ModelBuilder.pkg("ejb3aop");
		b.eClass("Aop", "").contains("pools", "PoolAnnotation").contains("caches", "CacheConfigAnnotation");
		b.eClass("PoolAnnotation", "domain/annotation")
				.match("@org\\.jboss\\.(ejb3\\.annotation\\.Pool|annotation\\.ejb\\.PoolClass)\\b");
		b.xml("domain", STRING, "../@name").tune(Tuning.NONE, "text", true, "ejb.pool.domain");
		b.xml("poolClass", STRING, ".").regex("value\\s*=\\s*\"?([^\",)\\s]+)").tune("ThreadlocalPool", "text", true,
				"ejb.slsb.pool_class");
		b.xml("maxSize", INT, ".").regex("maxSize\\s*=\\s*(\\d+)").tune("30", "count", true, "ejb.slsb.pool_maxsize")
				.range(1, 10000);
		b.xml("timeout", LONG, ".").regex("timeout\\s*=\\s*(\\d+)").tune("10000", "ms", true,
				"ejb.slsb.pool_timeout").range(0, 600000);
		b.eClass("CacheConfigAnnotation", "domain/annotation").match("\\.CacheConfig\\s*\\(");
		b.xml("domain", STRING, "../@name").tune(Tuning.NONE, "text", true, "ejb.pool.domain");
		b.xml("name", STRING, ".").regex("name\\s*=\\s*\"([^\"]*)\"").tune(Tuning.NONE, "text", true,
				"ejb3.sfsb.cache_config_annotation");
		b.xml("maxSize", INT, ".").regex("maxSize\\s*=\\s*(\\d+)").tune("100000", "count", true,
				"ejb.sfsb.cache_maxsize").range(1, 10000000);
		b.xml("idleTimeoutSeconds", LONG, ".").regex("idleTimeoutSeconds\\s*=\\s*(\\d+)").tune("300", "s", true,
				"ejb.sfsb.idle_timeout");
		b.xml("removalTimeoutSeconds", LONG, ".").regex("removalTimeoutSeconds\\s*=\\s*(\\d+)").tune("0", "s", true,
				"ejb.sfsb.removal_timeout");
		return b.build();
	}
}
