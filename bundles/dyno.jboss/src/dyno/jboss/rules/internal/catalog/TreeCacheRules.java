package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * JBoss AS 4.x TreeCache MBeans (jboss-web-cluster.sar for HTTP sessions, ejb3-clustered-sfsbcache-service.xml,
 * ejb3-entity-cache-service.xml): replication mode and buddy replication. Part of {@link ClusterRules}.
 */
final class TreeCacheRules {

	private TreeCacheRules() {
	}

	static List<Rule> rules() {
		return List.of(sessionCacheMode(), entityCacheMode(), buddyReplication(), tcpTransport());
	}

	static List<XmlElement> treeCaches(XmlElement root) {
		return root.select("//mbean").stream()
				.filter(m -> m.attribute("code").orElse("").startsWith("org.jboss.cache.")
						&& m.attribute("code").orElse("").contains("TreeCache"))
				.toList();
	}

	private static String name(XmlElement mbean) {
		return mbean.attribute("name").orElse("");
	}

	static boolean holdsSessions(XmlElement mbean) {
		String n = name(mbean).toLowerCase(Locale.ROOT);
		return n.contains("tomcat") || n.contains("sfsb") || n.contains("session");
	}

	private static Optional<XmlElement> cacheMode(XmlElement mbean) {
		return ConfigValues.attribute(mbean, "CacheMode");
	}

	private static String mode(XmlElement mbean) {
		return ConfigValues.upper(cacheMode(mbean).map(XmlElement::text));
	}

	private static Fix setText(XmlElement e, String value) {
		return Fix.onElement(e, "set " + e.attribute("name").orElse(e.localName()) + " to " + value, x -> x.setText(value));
	}

	static Rule sessionCacheMode() {
		return Rule.builder("jbosscache4.cache_mode").appliesTo(FileKind.JBOSS_SERVICE, FileKind.JBOSS_CACHE)
				.severity(Severity.WARNING).message("session cache replicates synchronously")
				.rationale("With REPL_SYNC the response waits until every node has acknowledged the session copy, "
						+ "and under total replication that cost grows with the cluster; REPL_ASYNC is the fast "
						+ "choice for HTTP and SFSB sessions.")
				.check((ctx, report) -> {
					for (XmlElement m : treeCaches(ctx.root())) {
						if (holdsSessions(m) && mode(m).equals("REPL_SYNC")) {
							report.at(cacheMode(m).get(), name(m), setText(cacheMode(m).get(), "REPL_ASYNC"));
						}
					}
				}).build();
	}

	static Rule entityCacheMode() {
		return Rule.builder("jbosscache4.entity_cache_mode").appliesTo(FileKind.JBOSS_SERVICE, FileKind.JBOSS_CACHE)
				.severity(Severity.INFO).message("entity cache replicates whole entities")
				.rationale("Entities can always be reloaded from the database; invalidation sends only the keys "
						+ "of changed entries instead of replicating the data to every node (the same advice as for "
						+ "the JBoss AS 5 entity caches).")
				.check((ctx, report) -> {
					for (XmlElement m : treeCaches(ctx.root())) {
						if (name(m).toLowerCase(Locale.ROOT).contains("entity") && mode(m).startsWith("REPL")) {
							report.at(cacheMode(m).get(), name(m), setText(cacheMode(m).get(), "INVALIDATION_SYNC"));
						}
					}
				}).build();
	}

	static Rule buddyReplication() {
		return Rule.builder("jbosscache4.buddy_replication_enabled")
				.appliesTo(FileKind.JBOSS_SERVICE, FileKind.JBOSS_CACHE).severity(Severity.INFO)
				.message("every node keeps every session")
				.rationale("Total replication is simple but each node holds all sessions; on larger clusters buddy "
						+ "replication (buddyReplicationEnabled with one buddy) keeps memory and traffic per node "
						+ "flat, at the price of a state transfer after failover.")
				.check((ctx, report) -> {
					for (XmlElement m : treeCaches(ctx.root())) {
						if (holdsSessions(m) && mode(m).startsWith("REPL")) {
							ConfigValues.attribute(m, "BuddyReplicationConfig")
									.flatMap(a -> a.select("config/buddyReplicationEnabled").stream().findFirst())
									.filter(e -> ConfigValues.isFalse(Optional.of(e.text())))
									.ifPresent(e -> report.at(e, name(m), setText(e, "true")));
						}
					}
				}).build();
	}

	static Rule tcpTransport() {
		return Rule.builder("jbosscache4.cluster_config_tcp").appliesTo(FileKind.JBOSS_SERVICE, FileKind.JBOSS_CACHE)
				.advice("Beyond two or three nodes, switch the ClusterConfig to the UDP stack where the network routes "
						+ "multicast.")
				.severity(Severity.INFO).message("a replicated cache talks over TCP")
				.rationale("A TreeCache whose ClusterConfig uses the TCP transport sends each replicated change "
						+ "once per other node, since TCP has no multicast: fine for two or three nodes, or where "
						+ "multicast is blocked, but with total replication the traffic grows with the cluster. On "
						+ "larger clusters use the UDP stack (multicast for total replication; buddy replication "
						+ "travels as UDP unicast and does well there too).")
				.check((ctx, report) -> {
					for (XmlElement m : treeCaches(ctx.root())) {
						ConfigValues.attribute(m, "ClusterConfig").flatMap(a -> a.select("config/TCP").stream().findFirst())
								.ifPresent(tcp -> report.at(tcp, name(m) + " (" + mode(m) + ")"));
					}
				}).build();
	}
}
