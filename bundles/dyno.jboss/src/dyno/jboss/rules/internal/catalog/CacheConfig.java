package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dyno.jboss.doc.XmlElement;

/**
 * The named JBoss Cache configurations of a JBoss AS 5/6 CacheManager file
 * ({@code <entry><key>sfsb-cache</key><value><bean class="org.jboss.cache.config.Configuration">}), told apart by
 * what their name says they hold: HTTP or SFSB sessions, or Hibernate entities.
 */
record CacheConfig(String name, XmlElement bean) {

	private static final String CONFIGURATION = "org.jboss.cache.config.Configuration";

	static List<CacheConfig> all(XmlElement root) {
		return root.select("//entry").stream().flatMap(entry -> {
			String key = entry.child("key").map(XmlElement::text).orElse("");
			return entry.select("value/bean").stream()
					.filter(b -> b.attribute("class").orElse("").equals(CONFIGURATION))
					.map(b -> new CacheConfig(key, b));
		}).toList();
	}

	/** Sessions (HTTP, SFSB, single sign-on): state that exists nowhere else. */
	boolean holdsSessions() {
		String n = name.toLowerCase(Locale.ROOT);
		return n.contains("session") || n.contains("sfsb") || n.contains("sso");
	}

	boolean holdsEntities() {
		return name.toLowerCase(Locale.ROOT).contains("entity");
	}

	Optional<XmlElement> property(String property) {
		return ConfigValues.property(bean, property);
	}

	Optional<String> value(String property) {
		return property(property).map(XmlElement::text);
	}

	/** The cacheMode property (JBoss AS 5 also writes it as cacheModeString), upper-cased; "" when absent. */
	String cacheMode() {
		String mode = ConfigValues.upper(value("cacheMode"));
		return mode.isEmpty() ? ConfigValues.upper(value("cacheModeString")) : mode;
	}

	Optional<XmlElement> cacheModeProperty() {
		return property("cacheMode").or(() -> property("cacheModeString"));
	}

	/** The buddy replication bean, when the configuration has one. */
	Optional<XmlElement> buddyReplication() {
		return property("buddyReplicationConfig").flatMap(p -> p.child("bean"));
	}

	Optional<XmlElement> cacheLoader() {
		return property("cacheLoaderConfig").flatMap(p -> p.child("bean"));
	}

	/** The individual loader beans of the cache loader configuration. */
	List<XmlElement> loaders() {
		return cacheLoader().map(l -> l.select("property/list/bean")).orElse(List.of());
	}

	String label() {
		return "cache " + name;
	}
}
