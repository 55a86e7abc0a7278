package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.RuleContext;

/**
 * One JDBC datasource as the datasource rules read it, whether a JBoss AS {@code *-ds.xml} writes it (settings are
 * children of the datasource element) or WildFly's datasources subsystem (settings grouped in {@code <pool>},
 * {@code <timeout>}, {@code <statement>}, {@code <validation>}).
 *
 * @param element the {@code local-tx-datasource}, {@code xa-datasource}, {@code no-tx-datasource} or WildFly
 *        {@code datasource} / {@code xa-datasource} element
 * @param wildfly whether it is WildFly's layout
 */
record DatasourceView(XmlElement element, boolean wildfly) {

	/** The WildFly group each setting lives in; settings not listed are children of the datasource itself. */
	private static final Map<String, String> WILDFLY_GROUP = Map.ofEntries(
			Map.entry("min-pool-size", "pool"), Map.entry("max-pool-size", "pool"), Map.entry("prefill", "pool"),
			Map.entry("use-strict-min", "pool"), Map.entry("blocking-timeout-millis", "timeout"),
			Map.entry("idle-timeout-minutes", "timeout"), Map.entry("prepared-statement-cache-size", "statement"),
			Map.entry("track-statements", "statement"), Map.entry("share-prepared-statements", "statement"),
			Map.entry("check-valid-connection-sql", "validation"), Map.entry("background-validation", "validation"),
			Map.entry("validate-on-match", "validation"));
	/** WildFly's order of a datasource's groups (its schema is a sequence). */
	private static final List<String> WILDFLY_ORDER = List.of("pool", "xa-pool", "security", "validation", "timeout",
			"statement");

	/** The datasources of a file: a {@code *-ds.xml}'s, or those of every datasources subsystem of a WildFly file. */
	static List<DatasourceView> all(RuleContext ctx) {
		List<DatasourceView> out = new ArrayList<>();
		XmlElement root = ctx.root();
		if (ctx.file().kind() == FileKind.DATASOURCES) {
			for (XmlElement e : root.select("local-tx-datasource|xa-datasource|no-tx-datasource")) {
				out.add(new DatasourceView(e, false));
			}
			return out;
		}
		for (XmlElement subsystem : Subsystems.named(root, "datasources")) {
			for (XmlElement e : subsystem.select("datasources/datasource|xa-datasource")) {
				out.add(new DatasourceView(e, true));
			}
		}
		return out;
	}

	/** The name a monitor shows for the pool: WildFly's pool-name, else the JNDI name. */
	String name() {
		if (wildfly) {
			return element.attribute("pool-name").or(() -> element.attribute("jndi-name")).orElse("");
		}
		return element.childText("jndi-name").orElse("");
	}

	/** The element of a setting, e.g. {@code max-pool-size}, when the file writes it. */
	Optional<XmlElement> setting(String name) {
		String group = group(name);
		if (group == null) {
			return element.child(name);
		}
		return element.child(group).flatMap(g -> g.child(name));
	}

	/** A setting's value, with a {@code ${property:default}} reference read as its default. */
	Optional<String> value(String name) {
		return setting(name).map(e -> effective(e.text()));
	}

	/** A setting's value as a number, when the file writes one. */
	OptionalLong number(String name) {
		return setting(name).map(e -> ConfigValues.number(e.text())).orElse(OptionalLong.empty());
	}

	/** A boolean setting: an empty element ({@code <prefill/>}, as JBoss AS writes flags) counts as true. */
	boolean flag(String name) {
		return value(name).map(v -> v.isEmpty() || v.equalsIgnoreCase("true")).orElse(false);
	}

	/** Where a finding about a setting points: the setting when written, else the datasource. */
	XmlElement at(String name) {
		return setting(name).orElse(element);
	}

	/** A fix that writes {@code value} into the setting, adding it (and WildFly's group) where missing. */
	Fix set(String name, String value) {
		boolean wf = wildfly;
		return Fix.onElement(element, "set " + name + " to " + value, ds -> {
			XmlElement owner = ds;
			String group = wf ? WILDFLY_GROUP.get(name) : null;
			if (group != null) {
				String g = group.equals("pool") && ds.localName().equals("xa-datasource") ? "xa-pool" : group;
				owner = ds.child(g).orElseGet(() -> ds.insertChild(groupIndex(ds, g), g, null));
			}
			Optional<XmlElement> existing = owner.child(name);
			if (existing.isPresent()) {
				existing.get().setText(value);
			} else {
				owner.addChild(name, value);
			}
		});
	}

	/** A fix that removes the setting. */
	Fix remove(String name) {
		boolean wf = wildfly;
		return Fix.onElement(element, "remove " + name, ds -> new DatasourceView(ds, wf).setting(name)
				.ifPresent(XmlElement::remove));
	}

	private String group(String name) {
		if (!wildfly) {
			return null;
		}
		String group = WILDFLY_GROUP.get(name);
		return "pool".equals(group) && element.localName().equals("xa-datasource") ? "xa-pool" : group;
	}

	/** Where a new group goes: before the first child that the schema puts after it. */
	private static int groupIndex(XmlElement ds, String group) {
		int rank = WILDFLY_ORDER.indexOf(group);
		List<XmlElement> children = ds.children();
		for (int i = 0; i < children.size(); i++) {
			if (WILDFLY_ORDER.indexOf(children.get(i).localName()) > rank) {
				return i;
			}
		}
		return children.size();
	}

	/** {@code ${a:${b:false}}} reads as {@code false}; other text as written. */
	static String effective(String text) {
		String t = text.trim();
		while (t.startsWith("${") && t.endsWith("}") && t.indexOf(':') > 0) {
			t = t.substring(t.indexOf(':') + 1, t.length() - 1).trim();
		}
		return t;
	}
}
