package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.doc.XmlElement;
import dyno.jboss.model.Values;

/**
 * Reads values the way the server would when it starts without extra system properties: JBoss writes many values
 * as {@code ${property:default}} (nested defaults too), so a rule judges the default unless the value is a plain
 * literal. Also the lookups the JBoss XML dialects share (a bean's {@code <property name="x">}, an MBean's
 * {@code <attribute name="X">}, a servlet's {@code <init-param>}).
 */
final class ConfigValues {

	private ConfigValues() {
	}

	/**
	 * The value with a whole-value {@code ${name:default}} replaced by its default (as the model reads it); empty
	 * when the expression has no default (its value is only known at run time).
	 */
	static Optional<String> resolve(String raw) {
		return Optional.ofNullable(Values.resolve(raw.strip()));
	}

	/** A whole number (an optional size suffix k/m/g is not accepted: these values are counts or bytes). */
	static OptionalLong number(String raw) {
		Optional<String> v = resolve(raw);
		if (v.isEmpty()) {
			return OptionalLong.empty();
		}
		try {
			return OptionalLong.of(Long.parseLong(v.get()));
		} catch (NumberFormatException e) {
			return OptionalLong.empty();
		}
	}

	/** {@code true}/{@code false} (also {@code 1}/{@code 0}, as mod_jk and some JBoss files write them). */
	static Optional<Boolean> bool(String raw) {
		return resolve(raw).map(v -> v.toLowerCase(Locale.ROOT)).flatMap(v -> switch (v) {
			case "true", "1", "yes", "on" -> Optional.of(Boolean.TRUE);
			case "false", "0", "no", "off" -> Optional.of(Boolean.FALSE);
			default -> Optional.empty();
		});
	}

	static boolean isTrue(Optional<String> raw) {
		return raw.flatMap(ConfigValues::bool).orElse(false);
	}

	static boolean isFalse(Optional<String> raw) {
		return !raw.flatMap(ConfigValues::bool).orElse(true);
	}

	static OptionalLong number(Optional<String> raw) {
		return raw.isPresent() ? number(raw.get()) : OptionalLong.empty();
	}

	/** The resolved text, upper-cased, or "" when absent or unknown; for comparing enum-like values. */
	static String upper(Optional<String> raw) {
		return raw.flatMap(ConfigValues::resolve).map(v -> v.toUpperCase(Locale.ROOT)).orElse("");
	}

	/** The {@code <property name="…">} child of a microcontainer bean. */
	static Optional<XmlElement> property(XmlElement bean, String name) {
		return bean.children("property").stream().filter(p -> p.attribute("name").orElse("").equals(name)).findFirst();
	}

	static Optional<String> propertyText(XmlElement bean, String name) {
		return property(bean, name).map(XmlElement::text);
	}

	/** The {@code <attribute name="…">} child of a JMX MBean definition. */
	static Optional<XmlElement> attribute(XmlElement mbean, String name) {
		return mbean.children("attribute").stream().filter(a -> a.attribute("name").orElse("").equals(name))
				.findFirst();
	}

	static Optional<String> attributeText(XmlElement mbean, String name) {
		return attribute(mbean, name).map(XmlElement::text);
	}

	/** The {@code <init-param>} of a servlet or filter, by its {@code <param-name>}. */
	static Optional<XmlElement> initParam(XmlElement servlet, String name) {
		return params(servlet.children("init-param"), name);
	}

	/** The {@code <context-param>} of a web.xml, by its {@code <param-name>}. */
	static Optional<XmlElement> contextParam(XmlElement webApp, String name) {
		return params(webApp.children("context-param"), name);
	}

	static Optional<String> paramValue(Optional<XmlElement> param) {
		return param.flatMap(p -> p.child("param-value")).map(XmlElement::text);
	}

	private static Optional<XmlElement> params(List<XmlElement> params, String name) {
		return params.stream().filter(p -> p.child("param-name").map(XmlElement::text).orElse("").equals(name))
				.findFirst();
	}

	/** What may precede a servlet's or filter's init-params in the web-app schema; anything else follows them. */
	private static final List<String> BEFORE_INIT_PARAMS = List.of("description", "display-name", "icon",
			"servlet-name", "servlet-class", "jsp-file", "filter-name", "filter-class", "init-param");

	/**
	 * Adds {@code <tag><param-name>name</param-name><param-value>value</param-value></tag>} to an element. An
	 * init-param must precede {@code <load-on-startup>} and the like, but the document API only appends: simple
	 * text elements after the new param's place are moved behind it (removed and added again with their text).
	 */
	static void addParam(XmlElement parent, String tag, String name, String value) {
		List<XmlElement> after = List.of();
		if (tag.equals("init-param")) {
			List<XmlElement> children = parent.children();
			int last = -1;
			for (int i = 0; i < children.size(); i++) {
				if (BEFORE_INIT_PARAMS.contains(children.get(i).localName())) {
					last = i;
				}
			}
			after = children.subList(last + 1, children.size()).stream().toList();
			if (after.stream().anyMatch(e -> !e.children().isEmpty() || !e.attributeNames().isEmpty())) {
				after = List.of(); // structured elements (run-as …) cannot be moved this way; the param goes last
			}
		}
		List<String[]> moved = after.stream().map(e -> new String[] { e.name(), e.text() }).toList();
		after.forEach(XmlElement::remove);
		XmlElement param = parent.addChild(tag, null);
		param.addChild("param-name", name);
		param.addChild("param-value", value);
		moved.forEach(m -> parent.addChild(m[0], m[1].isEmpty() ? null : m[1]));
	}
}
