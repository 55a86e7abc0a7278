package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.DOUBLE;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * Clustering of JBoss AS 5/6: the JGroups protocol stacks ({@link #jgroups()}), the JBoss Cache configurations
 * ({@link #jbossCache()}: the bean form of jboss-cache-manager-jboss-beans.xml and the registry form of
 * jboss-cache-configs.xml) and AS 6's Infinispan cache registry ({@link #infinispan()}, infinispan-configs.xml).
 * A UDP transport defined through an XML entity (AS 5's {@code &shared-udp;}) is not in the stack's element tree,
 * so its values are absent there.
 */
public final class ClusterModel {

	private ClusterModel() {
	}

	/** Builds the package {@code jgroups}. */
	public static EPackage jgroups() {
		ModelBuilder b = ModelBuilder.pkg("jgroups");
		b.eClass("ProtocolStacks", "").contains("stacks", "Stack");
		b.eClass("Stack", "stack").contains("transports", "Transport").contains("flowControls", "FlowControl")
				.contains("stables", "Stable");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jgroups.stack.select");
		b.eClass("Transport", "config/UDP|TCP");
		b.tag("protocol", b.eEnum("TransportProtocol", "UDP", "TCP")).tune(Tuning.NONE, "choice", true,
				"jgroups.stack.select");
		b.xml("singletonName", STRING, "@singleton_name").tune(Tuning.NONE, "text", true, "jgroups.transport.shared");
		b.xml("ucastRecvBufSize", LONG, "@ucast_recv_buf_size").tune("20000000", "bytes", true,
				"jgroups.udp.ucast_recv_buf_size");
		b.xml("ucastSendBufSize", LONG, "@ucast_send_buf_size").tune("640000", "bytes", true,
				"jgroups.udp.ucast_send_buf_size");
		b.xml("mcastRecvBufSize", LONG, "@mcast_recv_buf_size").tune("25000000", "bytes", true,
				"jgroups.udp.mcast_recv_buf_size");
		b.xml("mcastSendBufSize", LONG, "@mcast_send_buf_size").tune("640000", "bytes", true,
				"jgroups.udp.mcast_send_buf_size");
		b.xml("enableBundling", BOOLEAN, "@enable_bundling").tune("false", "flag", true,
				"jgroups.udp.enable_bundling");
		b.xml("maxBundleSize", LONG, "@max_bundle_size").tune("64000", "bytes", true, "jgroups.udp.max_bundle_size");
		b.xml("maxBundleTimeout", LONG, "@max_bundle_timeout").tune("30", "ms", true,
				"jgroups.udp.max_bundle_timeout");
		b.xml("threadPoolMinThreads", INT, "@thread_pool.min_threads").tune(Tuning.NONE, "count", true,
				"jgroups.transport.thread_pool");
		b.xml("threadPoolMaxThreads", INT, "@thread_pool.max_threads").tune(Tuning.NONE, "count", true,
				"jgroups.transport.thread_pool");
		b.xml("oobThreadPoolMaxThreads", INT, "@oob_thread_pool.max_threads").tune(Tuning.NONE, "count", true,
				"jgroups.transport.thread_pool");
		b.eClass("FlowControl", "config/FC|UFC|MFC");
		b.tag("protocol", b.eEnum("FlowControlProtocol", "FC", "UFC", "MFC")).tune(Tuning.NONE, "choice", true,
				"jgroups.fc.remove_for_sync");
		b.xml("maxCredits", LONG, "@max_credits").tune("2000000", "bytes", true, "jgroups.fc.max_credits");
		b.xml("minThreshold", DOUBLE, "@min_threshold").tune("0.10", "ratio", true, "jgroups.fc.min_threshold");
		b.xml("ignoreSynchronousResponse", BOOLEAN, "@ignore_synchronous_response").tune("true", "flag", true,
				"jgroups.fc.ignore_synchronous_response");
		b.eClass("Stable", "config/pbcast.STABLE");
		b.xml("desiredAvgGossip", LONG, "@desired_avg_gossip").tune("50000", "ms", true,
				"jgroups.stable.desired_avg_gossip");
		b.xml("maxBytes", LONG, "@max_bytes").tune("400000", "bytes", true, "jgroups.stable.max_bytes");
		return b.build();
	}

	/** Builds the package {@code jbosscache}. */
	public static EPackage jbossCache() {
		ModelBuilder b = ModelBuilder.pkg("jbosscache");
		b.eClass("CacheManager", "").contains("configurations", "CacheConfiguration").contains("registryConfigs",
				"RegistryCacheConfig");
		b.eClass("CacheConfiguration", "//entry/value/bean[@class='org.jboss.cache.config.Configuration']");
		b.xml("name", STRING, "../../key").tune(Tuning.NONE, "text", true, "jbosscache.cache_name");
		b.xml("cacheMode", STRING, "property[@name='cacheMode']").tune("LOCAL", "choice", true,
				"jbosscache.cache_mode.session");
		b.xml("nodeLockingScheme", STRING, "property[@name='nodeLockingScheme']").tune("MVCC", "choice", true,
				"jbosscache.node_locking_scheme");
		b.xml("isolationLevel", STRING, "property[@name='isolationLevel']").tune("REPEATABLE_READ", "choice", true,
				"jbosscache.isolation_level");
		b.xml("useLockStriping", BOOLEAN, "property[@name='useLockStriping']").tune("true", "flag", true,
				"jbosscache.use_lock_striping");
		b.xml("concurrencyLevel", INT, "property[@name='concurrencyLevel']").tune("500", "count", true,
				"jbosscache.concurrency_level");
		b.xml("multiplexerStack", STRING, "property[@name='multiplexerStack']").tune("udp", "text", true,
				"jbosscache.multiplexer_stack");
		b.xml("buddyReplication", BOOLEAN, "property[@name='buddyReplicationConfig']/bean/property[@name='enabled']")
				.tune("false", "flag", true, "jbosscache.buddy_replication.enabled");
		b.eClass("RegistryCacheConfig", "cache-config");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jbosscache.cache_name");
		b.xml("isolationLevel", STRING, "locking/@isolationLevel").tune("REPEATABLE_READ", "choice", true,
				"jbosscache.isolation_level");
		b.xml("nodeLockingScheme", STRING, "locking/@nodeLockingScheme").tune("mvcc", "choice", true,
				"jbosscache.node_locking_scheme");
		b.xml("lockAcquisitionTimeout", LONG, "locking/@lockAcquisitionTimeout").tune("10000", "ms", true,
				"jbosscache.lock_acquisition_timeout");
		b.xml("clusteringMode", STRING, "clustering/@mode").tune("r", "choice", true,
				"jbosscache.cache_mode.session");
		b.xml("multiplexerStack", STRING, "clustering/jgroupsConfig/@multiplexerStack").tune("udp", "text", true,
				"jbosscache.multiplexer_stack");
		return b.build();
	}

	/** Builds the package {@code infinispan}. */
	public static EPackage infinispan() {
		ModelBuilder b = ModelBuilder.pkg("infinispan");
		b.eClass("InfinispanConfigs", "").contains("cacheConfigs", "CacheContainerConfig");
		b.eClass("CacheContainerConfig", "infinispan-config");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "infinispan.container");
		b.xml("jgroupsStack", STRING, "infinispan/global/transport/properties/property[@name='stack']/@value")
				.tune("udp", "text", true, "jbosscache.multiplexer_stack");
		b.xml("isolationLevel", STRING, "infinispan/default/locking/@isolationLevel").tune("READ_COMMITTED",
				"choice", true, "jbosscache.isolation_level");
		b.xml("lockAcquisitionTimeout", LONG, "infinispan/default/locking/@lockAcquisitionTimeout").tune("10000",
				"ms", true, "jbosscache.lock_acquisition_timeout");
		b.xml("useLockStriping", BOOLEAN, "infinispan/default/locking/@useLockStriping").tune("true", "flag", true,
				"jbosscache.use_lock_striping");
		b.xml("concurrencyLevel", INT, "infinispan/default/locking/@concurrencyLevel").tune("32", "count", true,
				"jbosscache.concurrency_level");
		b.xml("clusteringMode", STRING, "infinispan/default/clustering/@mode").tune("local", "choice", true,
				"jbosscache.cache_mode.session");
		b.xml("passivation", BOOLEAN, "infinispan/default/loaders/@passivation").tune("false", "flag", true,
				"jbosscache.cache_loader.passivation");
		return b.build();
	}
}
