package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * WildFly's infinispan subsystem: the JBoss Cache session advice carried over to the cache containers that hold HTTP
 * sessions ("web") and SFSBs ("ejb"). Part of {@link ClusterRules}.
 */
final class InfinispanRules {

	private static final List<String> SESSION_CONTAINERS = List.of("web", "ejb");

	private InfinispanRules() {
	}

	static List<Rule> rules() {
		return List.of(replicatedSessions(), invalidatedSessions());
	}

	/** The default cache of each session container, when the container names one it defines. */
	private static List<XmlElement> sessionCaches(XmlElement root) {
		return Subsystems.named(root, "infinispan").stream()
				.flatMap(s -> s.children("cache-container").stream())
				.filter(c -> SESSION_CONTAINERS.contains(c.attribute("name").orElse("")))
				.flatMap(c -> defaultCache(c).stream())
				.toList();
	}

	private static Optional<XmlElement> defaultCache(XmlElement container) {
		Optional<String> name = container.attribute("default-cache");
		return container.children().stream()
				.filter(c -> c.localName().endsWith("-cache") && c.attribute("name").equals(name))
				.findFirst();
	}

	private static String label(XmlElement cache) {
		return cache.localName() + " " + cache.attribute("name").orElse("?") + " of container "
				+ cache.parent().attribute("name").orElse("?");
	}

	static Rule replicatedSessions() {
		return Rule.builder("wildfly.infinispan.session_replicated")
				.appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN).severity(Severity.INFO)
				.message("every node keeps every session")
				.rationale("A replicated session cache copies each session to all nodes, so memory and traffic per "
						+ "node grow with the cluster; a distributed cache keeps a fixed number of owners, like JBoss "
						+ "Cache's buddy replication (+30% throughput on 5 nodes in the reference test).")
				.check((ctx, report) -> sessionCaches(ctx.root()).stream()
						.filter(c -> c.localName().equals("replicated-cache"))
						.forEach(c -> report.at(c, label(c)))).build();
	}

	static Rule invalidatedSessions() {
		return Rule.builder("wildfly.infinispan.session_invalidation")
				.appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN).severity(Severity.WARNING)
				.message("session cache only invalidates")
				.rationale("An invalidation cache sends only keys and expects other nodes to reload the data from a "
						+ "store; sessions exist nowhere else, so a failover loses them. Invalidation is for entity "
						+ "caches.")
				.check((ctx, report) -> sessionCaches(ctx.root()).stream()
						.filter(c -> c.localName().equals("invalidation-cache"))
						.forEach(c -> report.at(c, label(c)))).build();
	}
}
