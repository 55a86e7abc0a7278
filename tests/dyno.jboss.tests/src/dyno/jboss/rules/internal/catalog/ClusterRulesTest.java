package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;
import static dyno.jboss.rules.internal.catalog.Edits.all;
import static dyno.jboss.rules.internal.catalog.Edits.first;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.RuleCase;

/** {@link ClusterRules} on the real JGroups, JBoss Cache, cluster service, run.conf and WildFly HA fixtures. */
public class ClusterRulesTest {

	private static final String STACKS_51 = "jboss-as-5/5.1.0.GA/server/all/deploy/cluster/jgroups-channelfactory.sar/"
			+ "META-INF/jgroups-channelfactory-stacks.xml";
	private static final String STACKS_61 = "jboss-as-6/6.1.0.Final/server/all/deploy/cluster/"
			+ "jgroups-channelfactory.sar/META-INF/jgroups-channelfactory-stacks.xml";
	private static final String CLUSTER_SERVICE_42 = "jboss-as-4.2/4.2.3.GA/server/all/deploy/cluster-service.xml";
	private static final String RUN_CONF_51 = "jboss-as-5/5.1.0.GA/bin/run.conf";
	private static final String CACHES_51 = "jboss-as-5/5.1.0.GA/server/all/deploy/cluster/jboss-cache-manager.sar/"
			+ "META-INF/jboss-cache-manager-jboss-beans.xml";
	private static final String WEB_CLUSTER_42 = "jboss-as-4.2/4.2.3.GA/server/all/deploy/jboss-web-cluster.sar/"
			+ "META-INF/jboss-service.xml";
	private static final String ENTITY_CACHE_42 = "jboss-as-4.2/4.2.3.GA/server/all/deploy/ejb3-entity-cache-service.xml";
	private static final String WILDFLY_HA = "wildfly-39.0.1.Final/standalone/configuration/standalone-ha.xml";

	private static final String UDP_ASYNC = "stack[@name='udp-async']/config/UDP";
	private static final String SESSION_CACHE = "//entry[key='standard-session-cache']/value/bean/";
	private static final String FILE_LOADER = "//bean[@class='org.jboss.cache.loader.FileCacheLoaderConfig']/";
	private static final String BUDDIES = "//property[@name='buddyReplicationConfig']/bean/";
	private static final String BUDDY_CONFIG = "property[@name='buddyReplicationConfig']/bean/";
	private static final String UDP = "stack[@name='udp']/config/";

	public static List<RuleCase> cases() {
		return List.of(
				quiet("jgroups.udp.ucast_recv_buf_size", STACKS_51),
				fires("jgroups.udp.ucast_recv_buf_size", STACKS_51).edit("64 KB", set(UDP_ASYNC, "ucast_recv_buf_size", "64000")),
				quiet("jgroups.udp.mcast_recv_buf_size", STACKS_61),
				fires("jgroups.udp.mcast_recv_buf_size", STACKS_61).edit("100 KB",
						set(UDP_ASYNC, "mcast_recv_buf_size", "100000")),
				quiet("jgroups.udp.ucast_send_buf_size", CLUSTER_SERVICE_42),
				fires("jgroups.udp.ucast_send_buf_size", CLUSTER_SERVICE_42).edit("64 KB",
						set("//UDP", "ucast_send_buf_size", "64000")),
				quiet("jgroups.udp.mcast_send_buf_size", STACKS_51),
				fires("jgroups.udp.mcast_send_buf_size", STACKS_51).edit("64 KB",
						set("stack[@name='udp-sync']/config/UDP", "mcast_send_buf_size", "64000")),
				fires("jgroups.udp.enable_bundling", STACKS_51),
				quiet("jgroups.udp.enable_bundling", STACKS_61),
				quiet("jgroups.udp.max_bundle_size", STACKS_61),
				fires("jgroups.udp.max_bundle_size", STACKS_61).edit("100000 bytes",
						set(UDP_ASYNC, "max_bundle_size", "100000")),
				quiet("jgroups.udp.max_bundle_timeout", STACKS_61),
				fires("jgroups.udp.max_bundle_timeout", STACKS_61).edit("200 ms", set(UDP_ASYNC, "max_bundle_timeout", "200")),
				quiet("jgroups.fc.remove_for_sync", STACKS_51),
				fires("jgroups.fc.remove_for_sync", STACKS_51).edit("FC in udp-sync", doc -> {
					XmlElement fc = first(doc, "stack[@name='udp-sync']/config").addChild("FC", null);
					fc.setAttribute("max_credits", "2000000");
				}),
				quiet("jgroups.fc.ignore_synchronous_response", STACKS_51),
				fires("jgroups.fc.ignore_synchronous_response", STACKS_51).edit("false",
						set("stack[@name='udp']/config/FC", "ignore_synchronous_response", "false")),
				quiet("jgroups.stable.desired_avg_gossip", STACKS_51),
				fires("jgroups.stable.desired_avg_gossip", STACKS_51).edit("0",
						set("stack[@name='udp']/config/pbcast.STABLE", "desired_avg_gossip", "0")),
				quiet("jgroups.stable.max_bytes", STACKS_51),
				fires("jgroups.stable.max_bytes", STACKS_51).edit("max_bytes removed",
						doc -> first(doc, "stack[@name='udp']/config/pbcast.STABLE").removeAttribute("max_bytes")),
				quiet("jgroups.tcpping.initial_hosts", RUN_CONF_51),
				fires("jgroups.tcpping.initial_hosts", RUN_CONF_51).edit("the tcp stack",
						doc -> Edits.shell(doc).javaOpts().set("-Djboss.default.jgroups.stack", "tcp")),
				quiet("jgroups.tcpping.initial_hosts", RUN_CONF_51).edit("the tcp stack with its hosts", doc -> {
					Edits.shell(doc).javaOpts().set("-Djboss.default.jgroups.stack", "tcp");
					Edits.shell(doc).javaOpts().set("-Djgroups.tcpping.initial_hosts", "a[7600],b[7600]");
				}),

				quiet("jbosscache.cache_mode.session", CACHES_51),
				fires("jbosscache.cache_mode.session", CACHES_51).edit("sfsb-cache REPL_SYNC",
						text("//entry[key='sfsb-cache']/value/bean/property[@name='cacheMode']", "REPL_SYNC")),
				quiet("jbosscache.cache_mode.no_invalidation_for_sessions", CACHES_51),
				fires("jbosscache.cache_mode.no_invalidation_for_sessions", CACHES_51).edit("INVALIDATION_SYNC",
						text(SESSION_CACHE + "property[@name='cacheMode']", "INVALIDATION_SYNC")),
				quiet("jbosscache.cache_mode.entity", CACHES_51),
				fires("jbosscache.cache_mode.entity", CACHES_51).edit("mvcc-entity REPL_SYNC",
						text("//entry[key='mvcc-entity']/value/bean/property[@name='cacheMode']", "REPL_SYNC")),
				fires("jbosscache.node_locking_scheme", CACHES_51),
				quiet("jbosscache.node_locking_scheme", CACHES_51).edit("MVCC everywhere",
						doc -> all(doc, "//property[@name='nodeLockingScheme']").forEach(p -> p.setText("MVCC"))),
				quiet("jbosscache.isolation_level", CACHES_51),
				fires("jbosscache.isolation_level", CACHES_51).edit("mvcc-entity REPEATABLE_READ",
						text("//entry[key='mvcc-entity']/value/bean/property[@name='isolationLevel']", "REPEATABLE_READ")),
				quiet("jbosscache.multiplexer_stack", CACHES_51),
				fires("jbosscache.multiplexer_stack", CACHES_51).edit("session cache on udp-sync",
						text(SESSION_CACHE + "property[@name='multiplexerStack']", "udp-sync")),
				fires("jbosscache.buddy_replication.enabled", CACHES_51),
				quiet("jbosscache.buddy_replication.enabled", CACHES_51).edit("buddy replication on",
						doc -> all(doc, BUDDIES + "property[@name='enabled']").forEach(p -> p.setText("true"))),
				quiet("jbosscache.buddy_replication.num_buddies", CACHES_51),
				fires("jbosscache.buddy_replication.num_buddies", CACHES_51).edit("2 buddies",
						text(BUDDIES + "property[@name='buddyLocatorConfig']/bean/property[@name='numBuddies']", "2")),
				quiet("jbosscache.buddy_replication.auto_data_gravitation", CACHES_51),
				fires("jbosscache.buddy_replication.auto_data_gravitation", CACHES_51).edit("true",
						text(BUDDIES + "property[@name='autoDataGravitation']", "true")),
				quiet("jbosscache.buddy_replication.data_gravitation_remove_on_find", CACHES_51),
				fires("jbosscache.buddy_replication.data_gravitation_remove_on_find", CACHES_51).edit("a shared store",
						text(SESSION_CACHE + "property[@name='cacheLoaderConfig']/bean/property[@name='shared']", "true")),
				quiet("jbosscache.buddy_replication.ignore_colocated_buddies", CACHES_51),
				fires("jbosscache.buddy_replication.ignore_colocated_buddies", CACHES_51).edit("false",
						text(BUDDIES + "property[@name='buddyLocatorConfig']/bean/property[@name='ignoreColocatedBuddies']",
								"false")),
				quiet("jbosscache.cache_loader.passivation", CACHES_51),
				fires("jbosscache.cache_loader.passivation", CACHES_51).edit("false",
						text(SESSION_CACHE + "property[@name='cacheLoaderConfig']/bean/property[@name='passivation']", "false")),
				quiet("jbosscache.cache_loader.shared", CACHES_51),
				fires("jbosscache.cache_loader.shared", CACHES_51).edit("true",
						text(SESSION_CACHE + "property[@name='cacheLoaderConfig']/bean/property[@name='shared']", "true")),
				quiet("jbosscache.file_cache_loader.location", CACHES_51),
				fires("jbosscache.file_cache_loader.location", CACHES_51).edit("a Windows share",
						text(FILE_LOADER + "property[@name='location']", "\\\\fileserver\\sessions")),
				quiet("jbosscache.file_cache_loader.async", CACHES_51),
				fires("jbosscache.file_cache_loader.async", CACHES_51).edit("true",
						text(FILE_LOADER + "property[@name='async']", "true")),
				quiet("jbosscache.file_cache_loader.ignore_modifications", CACHES_51),
				fires("jbosscache.file_cache_loader.ignore_modifications", CACHES_51).edit("true",
						text(FILE_LOADER + "property[@name='ignoreModifications']", "true")),
				quiet("jbosscache.file_cache_loader.check_character_portability", CACHES_51),
				fires("jbosscache.file_cache_loader.check_character_portability", CACHES_51).edit("true",
						text(FILE_LOADER + "property[@name='checkCharacterPortability']", "true")),
				fires("jbosscache.cache_loader.impl_choice", CACHES_51),
				quiet("jbosscache.cache_loader.impl_choice", CACHES_51).edit("JDBC loaders",
						doc -> all(doc, "//bean[@class='org.jboss.cache.loader.FileCacheLoaderConfig']")
								.forEach(b -> b.setAttribute("class", "org.jboss.cache.loader.JDBCCacheLoaderConfig"))),

				quiet("jbosscache4.cache_mode", WEB_CLUSTER_42),
				fires("jbosscache4.cache_mode", WEB_CLUSTER_42).edit("REPL_SYNC",
						text("mbean/attribute[@name='CacheMode']", "REPL_SYNC")),
				fires("jbosscache4.entity_cache_mode", ENTITY_CACHE_42),
				quiet("jbosscache4.entity_cache_mode", ENTITY_CACHE_42).edit("INVALIDATION_SYNC",
						text("mbean/attribute[@name='CacheMode']", "INVALIDATION_SYNC")),
				fires("jbosscache4.buddy_replication_enabled", WEB_CLUSTER_42),
				quiet("jbosscache4.buddy_replication_enabled", WEB_CLUSTER_42).edit("buddy replication on",
						text("mbean/attribute[@name='BuddyReplicationConfig']/config/buddyReplicationEnabled", "true")),

				quiet("wildfly.infinispan.session_replicated", WILDFLY_HA),
				fires("wildfly.infinispan.session_replicated", WILDFLY_HA).edit("web sessions in the replicated sso cache",
						set("profile/subsystem/cache-container[@name='web']", "default-cache", "sso")),
				quiet("wildfly.infinispan.session_invalidation", WILDFLY_HA),
				fires("wildfly.infinispan.session_invalidation", WILDFLY_HA).edit("web sessions in an invalidation cache",
						doc -> {
							XmlElement web = first(doc, "profile/subsystem/cache-container[@name='web']");
							web.addChild("invalidation-cache", null).setAttribute("name", "sessions");
							web.setAttribute("default-cache", "sessions");
						}),
				quiet("jgroups.stack.select", RUN_CONF_51),
				fires("jgroups.stack.select", RUN_CONF_51).edit("the tcp stack",
						doc -> Edits.shell(doc).javaOpts().set("-Djboss.default.jgroups.stack", "tcp")),
				quiet("jgroups.default.ping.timeout", STACKS_51),
				fires("jgroups.default.ping.timeout", STACKS_51).edit("PING waits 500 ms", set(UDP + "PING", "timeout", "500")),
				quiet("jgroups.default.merge2.max_interval", STACKS_61),
				fires("jgroups.default.merge2.max_interval", STACKS_51).edit("MERGE2 every 10 minutes at most",
						set(UDP + "MERGE2", "max_interval", "600000")),
				quiet("jgroups.default.fd.timeout", STACKS_51),
				quiet("jgroups.default.fd.timeout", CLUSTER_SERVICE_42),
				fires("jgroups.default.fd.timeout", CLUSTER_SERVICE_42).edit("FD after 1 s x 5", set("//FD", "timeout", "1000")),
				quiet("jgroups.default.verify_suspect.timeout", CLUSTER_SERVICE_42),
				fires("jgroups.default.verify_suspect.timeout", STACKS_51).edit("VERIFY_SUSPECT waits 200 ms",
						set(UDP + "VERIFY_SUSPECT", "timeout", "200")),
				quiet("jgroups.default.nakack.retransmit_timeout", STACKS_51),
				fires("jgroups.default.nakack.retransmit_timeout", STACKS_61).edit("NAKACK retransmits after 10 ms",
						set(UDP + "pbcast.NAKACK", "retransmit_timeout", "10,20,40")),
				quiet("jgroups.default.unicast.timeout", STACKS_61),
				fires("jgroups.default.unicast.timeout", STACKS_51).edit("UNICAST retransmits after 20 ms",
						set(UDP + "UNICAST", "timeout", "20,40,80")),
				quiet("jgroups.default.gms.join_timeout", STACKS_51),
				fires("jgroups.default.gms.join_timeout", STACKS_51).edit("GMS join waits 500 ms",
						set(UDP + "pbcast.GMS", "join_timeout", "500")),
				quiet("jgroups.default.frag2.frag_size", STACKS_51),
				fires("jgroups.default.frag2.frag_size", STACKS_51).edit("100000-byte fragments",
						set(UDP + "FRAG2", "frag_size", "100000")),
				quiet("jgroups.fc.max_credits", STACKS_51),
				fires("jgroups.fc.max_credits", STACKS_51).edit("50 MB of credits", set(UDP + "FC", "max_credits", "50000000")),
				quiet("jgroups.fc.min_threshold", STACKS_51),
				fires("jgroups.fc.min_threshold", STACKS_51).edit("credits at 90%", set(UDP + "FC", "min_threshold", "0.9")),
				quiet("jbosscache.use_lock_striping", CACHES_51),
				fires("jbosscache.use_lock_striping", CACHES_51).edit("lock striping in the session cache",
						text(SESSION_CACHE + "property[@name='useLockStriping']", "true")),
				quiet("jbosscache.concurrency_level", CACHES_51),
				fires("jbosscache.concurrency_level", CACHES_51).edit("10 lock stripes in the MVCC entity cache",
						doc -> first(doc, "//entry[key='mvcc-entity']/value/bean").addChild("property", "10")
								.setAttribute("name", "concurrencyLevel")),
				quiet("jbosscache.buddy_replication.buddy_pool_name", CACHES_51),
				fires("jbosscache.buddy_replication.buddy_pool_name", CACHES_51).edit("buddy replication on",
						text(SESSION_CACHE + BUDDY_CONFIG + "property[@name='enabled']", "true")),
				quiet("jbosscache.buddy_replication.communication_timeout", CACHES_51),
				fires("jbosscache.buddy_replication.communication_timeout", CACHES_51).edit(
						"buddy replication on with 1 s calls", doc -> {
							first(doc, SESSION_CACHE + BUDDY_CONFIG + "property[@name='enabled']").setText("true");
							first(doc, SESSION_CACHE + BUDDY_CONFIG + "property[@name='buddyCommunicationTimeout']")
									.setText("1000");
						}),
				quiet("jbosscache.buddy_replication.data_gravitation_search_backup_trees", CACHES_51),
				fires("jbosscache.buddy_replication.data_gravitation_search_backup_trees", CACHES_51).edit(
						"backup trees not searched",
						text(SESSION_CACHE + BUDDY_CONFIG + "property[@name='dataGravitationSearchBackupTrees']", "false")),
				quiet("jbosscache.file_cache_loader.fetch_persistent_state", CACHES_51),
				fires("jbosscache.file_cache_loader.fetch_persistent_state", CACHES_51).edit(
						"the session store not fetched", text(FILE_LOADER + "property[@name='fetchPersistentState']", "false")),
				quiet("jbosscache.file_cache_loader.purge_on_startup", CACHES_51),
				fires("jbosscache.file_cache_loader.purge_on_startup", CACHES_51).edit("the session store kept over restarts",
						text(FILE_LOADER + "property[@name='purgeOnStartup']", "false")),
				quiet("jbosscache4.cluster_config_tcp", WEB_CLUSTER_42),
				fires("jbosscache4.cluster_config_tcp", WEB_CLUSTER_42).edit("the session cache on TCP", doc -> {
					XmlElement udp = first(doc, "//attribute[@name='ClusterConfig']/config/UDP");
					XmlElement config = udp.parent();
					udp.remove();
					config.insertChild(0, "TCP", null).setAttribute("start_port", "7810");
				}));
	}

	private static Consumer<ConfigDocument> set(String path, String attribute, String value) {
		return doc -> first(doc, path).setAttribute(attribute, value);
	}

	private static Consumer<ConfigDocument> text(String path, String value) {
		return doc -> first(doc, path).setText(value);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
