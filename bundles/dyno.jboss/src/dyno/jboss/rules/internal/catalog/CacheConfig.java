package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.RuleContext;

/**
 * The named JBoss Cache configurations of a JBoss AS 5/6 CacheManager file
 * ({@code <entry><key>sfsb-cache</key><value><bean class="org.jboss.cache.config.Configuration">}), told apart by
 * what their name says they hold: HTTP or SFSB sessions, or Hibernate entities. The settings the typed model holds
 * (mode, locking, stack, buddy replication on/off) come from the model object; the nested buddy locator and cache
 * loader beans, which it does not hold, from the bean's XML.
 */
record CacheConfig(String name, EObject model, XmlElement bean) {

	static List<CacheConfig> all(RuleContext ctx) {
		return ctx.model().all("CacheConfiguration").stream()
				.map(c -> new CacheConfig(ModelValues.text(c, "name").orElse(""), c, ctx.model().elementOf(c)))
				.toList();
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

	/** A setting the model holds, upper-cased; "" when absent. */
	String setting(String attribute) {
		return ModelValues.text(model, attribute).map(v -> v.toUpperCase(Locale.ROOT)).orElse("");
	}

	/** The cacheMode (JBoss AS 5 also writes it as cacheModeString, which the model does not read), upper-cased. */
	String cacheMode() {
		String mode = setting("cacheMode");
		return mode.isEmpty() ? ConfigValues.upper(value("cacheModeString")) : mode;
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
