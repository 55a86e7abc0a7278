package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * JBoss Cache configurations of the JBoss AS 5/6 CacheManager (jboss-cache-manager-jboss-beans.xml): replication
 * mode, locking, stack and buddy replication on/off from the typed model (fixed through it), the buddy locator and
 * the passivation store from the XML of each configuration bean (see {@link CacheConfig}). Part of {@link ClusterRules}.
 */
final class CacheRules {

	private static final String FILE_LOADER = "org.jboss.cache.loader.FileCacheLoaderConfig";

	private CacheRules() {
	}

	static List<Rule> rules() {
		return List.of(sessionCacheMode(), sessionInvalidation(), entityCacheMode(), optimisticLocking(),
				entityIsolation(), stackMatchesMode(), buddyReplication(), numBuddies(), autoGravitation(),
				removeOnFindWithSharedStore(), colocatedBuddies(), passivation(), sharedFileStore(), storeLocation(),
				asyncStore(), ignoreModifications(), characterPortability(), fileStoreChoice(), lockStriping(),
				concurrencyLevel(), buddyPoolName(), buddyCommunicationTimeout(), searchBackupTrees(),
				fetchPersistentState(), purgeOnStartup());
	}

	private static Rule.Builder rule(String id, Severity severity, String message, String rationale) {
		return Rule.builder(id).appliesTo(FileKind.JBOSS_CACHE).severity(severity).message(message)
				.rationale(rationale);
	}

	/** Runs {@code check} on every named cache configuration of the file. */
	/** What a check does with one cache configuration. */
	@FunctionalInterface
	private interface CacheCheck {
		void check(CacheConfig cache, Reporter report, RuleContext ctx);
	}

	private static Rule.Check eachCache(CacheCheck check) {
		return (ctx, report) -> CacheConfig.all(ctx).forEach(c -> check.check(c, report, ctx));
	}

	private static Fix setProperty(XmlElement property, String value) {
		return Fix.onElement(property, "set " + property.attribute("name").orElse("it") + " to " + value,
				e -> e.setText(value));
	}

	static Rule sessionCacheMode() {
		return rule("jbosscache.cache_mode.session", Severity.WARNING, "session cache replicates synchronously",
				"With REPL_SYNC every request that changes a session waits until all nodes have acknowledged the "
						+ "copy, and the wait grows with the cluster under total replication. Session state "
						+ "(HttpSession, SFSB) normally replicates asynchronously (REPL_ASYNC) unless the caller "
						+ "must know the replica was applied.")
				.check(eachCache((c, report, ctx) -> {
					if (c.holdsSessions() && c.setting("cacheMode").equals("REPL_SYNC")) {
						report.atLine(ModelValues.line(ctx, c.model(), "cacheMode"), c.label(),
								Fix.onModel(ctx, c.model(), "cacheMode", "REPL_ASYNC"));
					}
				})).build();
	}

	static Rule sessionInvalidation() {
		return rule("jbosscache.cache_mode.no_invalidation_for_sessions", Severity.WARNING,
				"session cache only invalidates",
				"INVALIDATION_* sends only the keys of changed data and expects other nodes to reload it from a "
						+ "database. Sessions exist nowhere else, so after a failover they are simply gone; "
						+ "invalidation is for entity caches.")
				.check(eachCache((c, report, ctx) -> {
					if (c.holdsSessions() && c.setting("cacheMode").startsWith("INVALIDATION")) {
						report.atLine(ModelValues.line(ctx, c.model(), "cacheMode"), c.label(),
								Fix.onModel(ctx, c.model(), "cacheMode", "REPL_ASYNC"));
					}
				})).build();
	}

	static Rule entityCacheMode() {
		return rule("jbosscache.cache_mode.entity", Severity.INFO, "entity cache replicates whole entities",
				"Hibernate entity and collection caches can always reload from the database, so invalidation "
						+ "(INVALIDATION_SYNC) sends only keys instead of the data; replicating them costs network "
						+ "and heap on every node.")
				.check(eachCache((c, report, ctx) -> {
					if (c.holdsEntities() && c.setting("cacheMode").startsWith("REPL")) {
						report.atLine(ModelValues.line(ctx, c.model(), "cacheMode"), c.label(),
								Fix.onModel(ctx, c.model(), "cacheMode", "INVALIDATION_SYNC"));
					}
				})).build();
	}

	static Rule optimisticLocking() {
		return rule("jbosscache.node_locking_scheme", Severity.INFO, "optimistic locking",
				"OPTIMISTIC locking keeps a copy of the data per transaction and costs much memory. MVCC serves "
						+ "entity caches better (readers take no locks); session caches stay PESSIMISTIC, because "
						+ "one user's session is not used concurrently.")
				.check(eachCache((c, report, ctx) -> {
					if (c.setting("nodeLockingScheme").equals("OPTIMISTIC")) {
						report.atLine(ModelValues.line(ctx, c.model(), "nodeLockingScheme"), c.label(), Fix.onModel(ctx,
								c.model(), "nodeLockingScheme", c.holdsSessions() ? "PESSIMISTIC" : "MVCC"));
					}
				})).build();
	}

	static Rule entityIsolation() {
		return rule("jbosscache.isolation_level", Severity.INFO, "repeatable reads in an entity cache",
				"READ_COMMITTED is noticeably faster than REPEATABLE_READ and slightly weaker; entity caches whose "
						+ "name does not ask for repeatable reads rarely need them.")
				.check(eachCache((c, report, ctx) -> {
					if (c.holdsEntities() && !c.name().toLowerCase(Locale.ROOT).contains("repeatable")
							&& c.setting("isolationLevel").equals("REPEATABLE_READ")) {
						report.atLine(ModelValues.line(ctx, c.model(), "isolationLevel"), c.label(),
								Fix.onModel(ctx, c.model(), "isolationLevel", "READ_COMMITTED"));
					}
				})).build();
	}

	static Rule stackMatchesMode() {
		return rule("jbosscache.multiplexer_stack", Severity.INFO, "JGroups stack does not match the cache mode",
				"The stock stacks file offers udp-async (message bundling) for asynchronous caches and udp-sync "
						+ "(no flow control) for synchronous ones; a synchronous cache on an async stack waits for "
						+ "bundles, an asynchronous one on a sync stack has no flow control.")
				.check(eachCache((c, report, ctx) -> {
					String stack = c.setting("multiplexerStack").toLowerCase(Locale.ROOT);
					boolean asyncStack = stack.contains("async");
					boolean syncStack = !asyncStack && stack.contains("sync");
					String mode = c.cacheMode();
					if (mode.endsWith("_SYNC") && asyncStack || mode.endsWith("_ASYNC") && syncStack) {
						report.atLine(ModelValues.line(ctx, c.model(), "multiplexerStack"),
								c.label() + ": " + mode + " on " + stack);
					}
				})).build();
	}

	static Rule buddyReplication() {
		return rule("jbosscache.buddy_replication.enabled", Severity.INFO, "every node keeps every session",
				"Total replication copies each session to all nodes, so memory, CPU and network per node grow with "
						+ "the cluster. Buddy replication keeps a copy on one buddy only: on 5 nodes 65.3/s against "
						+ "50.0/s (+30%). It needs sticky sessions, and a failover must first fetch the state; small "
						+ "clusters can stay on total replication.")
				.check(eachCache((c, report, ctx) -> {
					if (c.holdsSessions() && c.setting("cacheMode").startsWith("REPL")
							&& ModelValues.value(c.model(), "buddyReplication").map(Boolean.FALSE::equals).orElse(false)) {
						report.atLine(ModelValues.line(ctx, c.model(), "buddyReplication"), c.label(),
								Fix.onModel(ctx, c.model(), "buddyReplication", true));
					}
				})).build();
	}

	/** A property of the buddy locator bean inside the buddy replication bean. */
	private static Optional<XmlElement> locatorProperty(CacheConfig c, String name) {
		return c.buddyReplication().flatMap(b -> ConfigValues.property(b, "buddyLocatorConfig"))
				.flatMap(p -> p.child("bean")).flatMap(b -> ConfigValues.property(b, name));
	}

	private static Optional<XmlElement> buddyProperty(CacheConfig c, String name) {
		return c.buddyReplication().flatMap(b -> ConfigValues.property(b, name));
	}

	static Rule numBuddies() {
		return rule("jbosscache.buddy_replication.num_buddies", Severity.INFO, "several buddies per node",
				"Each extra buddy adds a full copy of the node's sessions and erodes what buddy replication saves; "
						+ "one buddy is enough unless availability demands more.")
				.check(eachCache((c, report, ctx) -> locatorProperty(c, "numBuddies").ifPresent(p -> {
					OptionalLong n = ConfigValues.number(p.text());
					if (n.isPresent() && n.getAsLong() > 1) {
						report.at(p, c.label() + ": " + n.getAsLong(), setProperty(p, "1"));
					}
				}))).build();
	}

	static Rule autoGravitation() {
		return rule("jbosscache.buddy_replication.auto_data_gravitation", Severity.WARNING,
				"data gravitates on every cache miss",
				"With autoDataGravitation=true each miss asks the whole cluster for the data. Gravitation should "
						+ "only happen after a failover; keep it false and route sessions sticky.")
				.check(eachCache((c, report, ctx) -> buddyProperty(c, "autoDataGravitation")
						.filter(p -> ConfigValues.isTrue(Optional.of(p.text())))
						.ifPresent(p -> report.at(p, c.label(), setProperty(p, "false"))))).build();
	}

	static Rule removeOnFindWithSharedStore() {
		return rule("jbosscache.buddy_replication.data_gravitation_remove_on_find", Severity.INFO,
				"gravitation deletes data from a shared store",
				"dataGravitationRemoveOnFind=true makes the old owner delete gravitated data; with a shared cache "
						+ "loader that deletes it from the store everyone reads. Set it false (evict only) there.")
				.check(eachCache((c, report, ctx) -> {
					boolean shared = ConfigValues.isTrue(c.cacheLoader().flatMap(l -> ConfigValues.propertyText(l, "shared")));
					buddyProperty(c, "dataGravitationRemoveOnFind")
							.filter(p -> shared && !ConfigValues.isFalse(Optional.of(p.text())))
							.ifPresent(p -> report.at(p, c.label(), setProperty(p, "false")));
				})).build();
	}

	static Rule colocatedBuddies() {
		return rule("jbosscache.buddy_replication.ignore_colocated_buddies", Severity.INFO,
				"buddy may live on the same host",
				"ignoreColocatedBuddies=true prefers a buddy on another physical host (falling back to a local one "
						+ "if there is none); with false a host failure can take a node and its backup together.")
				.check(eachCache((c, report, ctx) -> locatorProperty(c, "ignoreColocatedBuddies")
						.filter(p -> ConfigValues.isFalse(Optional.of(p.text())))
						.ifPresent(p -> report.at(p, c.label(), setProperty(p, "true"))))).build();
	}

	static Rule passivation() {
		return rule("jbosscache.cache_loader.passivation", Severity.INFO, "cache store written on every change",
				"With passivation=false the store holds a full copy of memory and is written on each change; with "
						+ "true it is only an overflow area written when entries are evicted.")
				.check(eachCache((c, report, ctx) -> c.cacheLoader().flatMap(l -> ConfigValues.property(l, "passivation"))
						.filter(p -> ConfigValues.isFalse(Optional.of(p.text())))
						.ifPresent(p -> report.at(p, c.label(), setProperty(p, "true"))))).build();
	}

	private static List<XmlElement> fileLoaders(CacheConfig c) {
		return c.loaders().stream().filter(b -> b.attribute("class").orElse("").equals(FILE_LOADER)).toList();
	}

	/** A finding on each file loader property {@code name} whose value is true. */
	private static Rule.Check fileLoaderFlagTrue(String name) {
		return eachCache((c, report, ctx) -> {
			for (XmlElement loader : fileLoaders(c)) {
				ConfigValues.property(loader, name).filter(p -> ConfigValues.isTrue(Optional.of(p.text())))
						.ifPresent(p -> report.at(p, c.label(), setProperty(p, "false")));
			}
		});
	}

	static Rule sharedFileStore() {
		return rule("jbosscache.cache_loader.shared", Severity.INFO, "file store declared shared",
				"shared=true tells every node that they all write one store, so only one of them writes; that "
						+ "suits a shared database (JDBC loader), not a file store in each node's data directory.")
				.check(eachCache((c, report, ctx) -> c.cacheLoader().flatMap(l -> ConfigValues.property(l, "shared"))
						.filter(p -> ConfigValues.isTrue(Optional.of(p.text())) && !fileLoaders(c).isEmpty())
						.ifPresent(p -> report.at(p, c.label(), setProperty(p, "false"))))).build();
	}

	static Rule storeLocation() {
		return rule("jbosscache.file_cache_loader.location", Severity.WARNING, "file store on a network share",
				"The file cache loader needs proper file locking; on NFS or Windows shares it risks corrupting the "
						+ "store. Keep its location on a local disk.")
				.check(eachCache((c, report, ctx) -> {
					for (XmlElement loader : fileLoaders(c)) {
						ConfigValues.property(loader, "location").ifPresent(p -> {
							String path = ConfigValues.resolve(p.text()).orElse("").replace('\\', '/');
							String lower = path.toLowerCase(Locale.ROOT);
							if (path.startsWith("//") || lower.contains("/nfs") || lower.contains("/smb")
									|| lower.contains("/cifs")) {
								report.at(p, c.label() + ": " + path);
							}
						});
					}
				})).build();
	}

	static Rule asyncStore() {
		return rule("jbosscache.file_cache_loader.async", Severity.INFO, "file store written asynchronously",
				"async=true makes bulk writes much faster but allows dirty reads and gives no guarantee that a "
						+ "write reached the disk; only for stores whose loss is acceptable.")
				.check(fileLoaderFlagTrue("async")).build();
	}

	static Rule ignoreModifications() {
		return rule("jbosscache.file_cache_loader.ignore_modifications", Severity.INFO, "file store is read-only",
				"ignoreModifications=true stops all writes to the store, so passivated entries are not saved and "
						+ "are lost when evicted.")
				.check(fileLoaderFlagTrue("ignoreModifications")).build();
	}

	static Rule characterPortability() {
		return rule("jbosscache.file_cache_loader.check_character_portability", Severity.INFO,
				"file store checks file names for portability",
				"checkCharacterPortability=true checks every stored name against other file systems' rules; false "
						+ "saves that work.")
				.check(fileLoaderFlagTrue("checkCharacterPortability")).build();
	}

	static Rule fileStoreChoice() {
		return rule("jbosscache.cache_loader.impl_choice", Severity.INFO, "sessions passivated to the file loader",
				"The file cache loader is fast but not transactional and slow for deep trees: fine for tests, weak "
						+ "under heavy concurrent load. JDBC is the most robust (and slowest), JDBM nearly as fast as "
						+ "files for reads.")
				.check(eachCache((c, report, ctx) -> {
					if (c.holdsSessions()) {
						fileLoaders(c).forEach(l -> report.at(l, c.label()));
					}
				})).build();
	}

	static Rule lockStriping() {
		return rule("jbosscache.use_lock_striping", Severity.INFO, "unrelated cache nodes share locks",
				"With useLockStriping=true the cache maps its nodes onto a fixed set of shared locks: two writers "
						+ "of different sessions or entities that fall on the same stripe wait for each other, and "
						+ "a transaction can even deadlock against itself. The stock configurations keep it false "
						+ "(one lock per node).")
				.advice("Set useLockStriping to false.")
				.check(eachCache((c, report, ctx) -> c.property("useLockStriping")
						.filter(p -> ConfigValues.isTrue(Optional.of(p.text())))
						.ifPresent(p -> report.at(p, c.label(), setProperty(p, "false"))))).build();
	}

	static Rule concurrencyLevel() {
		return rule("jbosscache.concurrency_level", Severity.INFO, "few lock stripes for concurrent MVCC writers",
				"An MVCC cache's writers share concurrencyLevel lock stripes (500 unless set). A small value makes "
						+ "concurrent writes of unrelated entries queue behind each other; raise it when writers "
						+ "contend (threads waiting in the cache's lock acquisition).")
				.advice("Raise concurrencyLevel to 500 or more for MVCC caches with concurrent writers.")
				.check(eachCache((c, report, ctx) -> c.property("concurrencyLevel").ifPresent(p -> {
					OptionalLong level = ConfigValues.number(p.text());
					if (c.setting("nodeLockingScheme").equals("MVCC") && level.isPresent() && level.getAsLong() < 100) {
						report.at(p, c.label() + ": " + level.getAsLong(), setProperty(p, "500"));
					}
				}))).build();
	}

	private static boolean buddyReplicationOn(CacheConfig c) {
		return ModelValues.isTrue(c.model(), "buddyReplication");
	}

	static Rule buddyPoolName() {
		return rule("jbosscache.buddy_replication.buddy_pool_name", Severity.INFO,
				"every node picks its buddy from the whole cluster",
				"Without a buddy pool of its own (buddyPoolName unset or the shared 'default'), a node may choose a "
						+ "buddy in the same rack or on the same power feed, and one failure then takes a session "
						+ "and its only backup. Give the nodes of each rack their own pool name, e.g. through a "
						+ "system property -Djboss.buddy.pool=rack1 written as ${jboss.buddy.pool:default}.")
				.advice("Give each rack its own buddyPoolName, e.g. ${jboss.buddy.pool:default} set per node with "
						+ "-Djboss.buddy.pool.")
				.check(eachCache((c, report, ctx) -> {
					if (!buddyReplicationOn(c)) {
						return;
					}
					Optional<XmlElement> pool = buddyProperty(c, "buddyPoolName");
					if (pool.isEmpty() || pool.get().text().equals("default")) {
						report.at(pool.orElse(c.bean()), c.label());
					}
				})).build();
	}

	static Rule buddyCommunicationTimeout() {
		return rule("jbosscache.buddy_replication.communication_timeout", Severity.INFO,
				"buddy group calls time out quickly",
				"buddyCommunicationTimeout bounds the calls that form buddy groups and move backups (17500 ms in the "
						+ "stock configurations). A few seconds is not enough when a node is busy in a collection or "
						+ "a state transfer: the group is not formed and sessions stay without backup.")
				.advice("Set buddyCommunicationTimeout back to about 17500 ms.")
				.check(eachCache((c, report, ctx) -> buddyProperty(c, "buddyCommunicationTimeout").ifPresent(p -> {
					OptionalLong ms = ConfigValues.number(p.text());
					if (buddyReplicationOn(c) && ms.isPresent() && ms.getAsLong() < 5000) {
						report.at(p, c.label() + ": " + ms.getAsLong() + " ms", setProperty(p, "17500"));
					}
				}))).build();
	}

	static Rule searchBackupTrees() {
		return rule("jbosscache.buddy_replication.data_gravitation_search_backup_trees", Severity.INFO,
				"gravitation ignores the backup copies",
				"With dataGravitationSearchBackupTrees=false only a session's owner answers a gravitation request; "
						+ "after the owner failed, the buddy that holds the backup stays silent and the session is "
						+ "lost. Keep it true (the stock value).")
				.advice("Set dataGravitationSearchBackupTrees to true.")
				.check(eachCache((c, report, ctx) -> buddyProperty(c, "dataGravitationSearchBackupTrees")
						.filter(p -> ConfigValues.isFalse(Optional.of(p.text())))
						.ifPresent(p -> report.at(p, c.label(), setProperty(p, "true"))))).build();
	}

	static Rule fetchPersistentState() {
		return rule("jbosscache.file_cache_loader.fetch_persistent_state", Severity.INFO,
				"a joining node does not fetch the passivated sessions",
				"A node's own file store holds the sessions it passivated. With fetchPersistentState=false a node "
						+ "that joins takes over only the in-memory state, so passivated sessions of the cluster are "
						+ "missing on it after a failover. Keep it true on one loader of a session cache (the stock "
						+ "value); entity caches can rebuild from the database.")
				.advice("Set fetchPersistentState to true on the file loader of a session cache.")
				.check(eachCache((c, report, ctx) -> {
					if (!c.holdsSessions()) {
						return;
					}
					for (XmlElement loader : fileLoaders(c)) {
						ConfigValues.property(loader, "fetchPersistentState")
								.filter(p -> ConfigValues.isFalse(Optional.of(p.text())))
								.ifPresent(p -> report.at(p, c.label(), setProperty(p, "true")));
					}
				})).build();
	}

	static Rule purgeOnStartup() {
		return rule("jbosscache.file_cache_loader.purge_on_startup", Severity.INFO,
				"the file store keeps the previous run's entries",
				"With purgeOnStartup=false a restarted node starts with the sessions its store held when it "
						+ "stopped: long-expired sessions come back, and the store grows over restarts. Purge a "
						+ "node's private store at start (the stock value) and let the cluster hand over the current "
						+ "state.")
				.advice("Set purgeOnStartup to true on a node's private file store.")
				.check(eachCache((c, report, ctx) -> {
					boolean shared = ConfigValues.isTrue(c.cacheLoader().flatMap(l -> ConfigValues.propertyText(l, "shared")));
					for (XmlElement loader : shared ? List.<XmlElement>of() : fileLoaders(c)) {
						ConfigValues.property(loader, "purgeOnStartup")
								.filter(p -> ConfigValues.isFalse(Optional.of(p.text())))
								.ifPresent(p -> report.at(p, c.label(), setProperty(p, "true")));
					}
				})).build();
	}
}
