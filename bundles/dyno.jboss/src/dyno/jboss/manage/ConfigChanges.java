package dyno.jboss.manage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/**
 * What a saved edit of a WildFly {@code standalone.xml}, {@code domain.xml} or {@code host.xml} changes in the
 * management model of the running server or domain controller: the changed
 * attributes of resources, each as the {@link AttributeChange} a running server applies, and what cannot be applied
 * that way, each with its reason (a resource added or removed, an element with no management attribute known).
 * <p>
 * The XML is read the way WildFly's own parsers lay it out: {@code <subsystem xmlns="urn:jboss:domain:undertow:…">}
 * is {@code subsystem=undertow}; an element with a {@code name} (a datasource's {@code pool-name}, a logger's
 * {@code category}) is the resource {@code element=name} below its parent; an element without attributes groups
 * children ({@code <datasources>}, {@code <pool>}) or, with text only, is an attribute of the enclosing resource
 * ({@code <max-pool-size>20</max-pool-size>}); an element whose only attribute is {@code value}
 * ({@code <suffix value=…/>}) is an attribute named like the element. Where a subsystem names things otherwise
 * (EJB3's {@code strict-max-pool} is {@code strict-max-bean-instance-pool}, a logging handler's
 * {@code <level name=…/>} is its {@code level}, Infinispan's {@code <locking/>} is {@code component=locking}),
 * the tables below say so; whatever they do not cover is compared as a whole and refused when it changed.
 * <p>
 * A {@code domain.xml} is the domain controller's model as it is: {@code <profile name="full">} is
 * {@code profile=full} with its subsystems below, {@code <server-group>}, {@code <socket-binding-group>} and
 * {@code <interface>} are resources of the root. A {@code host.xml} is the model below {@code host=<its name>}, its
 * {@code <server>}s are {@code server-config}s, and a {@code <jvm>}'s {@code <heap size=…>} is its {@code heap-size}.
 */
public final class ConfigChanges {

	/**
	 * The changes to apply and the reasons some of the edit cannot be applied; apply only when there is no refusal,
	 * or the server would hold a part of the edit only.
	 */
	public record Plan(List<AttributeChange> changes, List<String> refusals) {
		public Plan {
			changes = List.copyOf(changes);
			refusals = List.copyOf(refusals);
		}

		/** Whether the whole edit can be applied through the management interface. */
		public boolean applicable() {
			return refusals.isEmpty();
		}
	}

	/** Element types whose management type has another name, per subsystem ({@code subsystem:element}). */
	private static final Map<String, String> TYPES = Map.of("datasources:datasource", "data-source",
			"datasources:xa-datasource", "xa-data-source", "datasources:driver", "jdbc-driver",
			"ejb3:strict-max-pool", "strict-max-bean-instance-pool", ":server", "server-config");
	/** The attribute that names a resource where it is not {@code name}. */
	private static final Map<String, String> KEYS = Map.of("datasources:datasource", "pool-name",
			"datasources:xa-datasource", "pool-name", "logging:logger", "category");
	/** Elements without a name that are one resource of a fixed name ({@code type=name}). */
	private static final Map<String, String> SINGLETONS = Map.ofEntries(
			Map.entry("infinispan:locking", "component=locking"),
			Map.entry("infinispan:transaction", "component=transaction"),
			Map.entry("infinispan:expiration", "component=expiration"),
			Map.entry("infinispan:heap-memory", "memory=heap"), Map.entry("infinispan:off-heap-memory", "memory=off-heap"),
			Map.entry("infinispan:file-store", "store=file"), Map.entry("infinispan:transport", "transport=jgroups"),
			Map.entry("undertow:jsp-config", "setting=jsp"), Map.entry("undertow:websockets", "setting=websockets"),
			Map.entry("undertow:session-cookie", "setting=session-cookie"),
			Map.entry("undertow:http-invoker", "setting=http-invoker"),
			Map.entry("deployment-scanner:deployment-scanner", "scanner=default"),
			Map.entry("logging:root-logger", "root-logger=ROOT"), Map.entry("ejb3:async", "service=async"),
			Map.entry("ejb3:timer-service", "service=timer-service"), Map.entry("ejb3:remote", "service=remote"));
	/**
	 * Attributes of elements without a resource of their own that are attributes of the enclosing resource under
	 * another name ({@code subsystem:element@attribute} → management name).
	 */
	private static final Map<String, String> ATTRIBUTES = Map.ofEntries(
			Map.entry("logging:level@name", "level"), Map.entry("logging:named-formatter@name", "named-formatter"),
			Map.entry("ejb3:max-threads@count", "max-threads"), Map.entry("ejb3:core-threads@count", "core-threads"),
			Map.entry("ejb3:bean-instance-pool-ref@pool-name", "default-slsb-instance-pool"),
			Map.entry("ejb3:stateful@default-access-timeout", "default-stateful-bean-access-timeout"),
			Map.entry("ejb3:singleton@default-access-timeout", "default-singleton-bean-access-timeout"),
			Map.entry("ejb3:statistics@enabled", "statistics-enabled"),
			Map.entry("datasources:security@user-name", "user-name"),
			Map.entry("datasources:security@password", "password"),
			Map.entry("datasources:security@security-domain", "security-domain"),
			Map.entry("datasources:valid-connection-checker@class-name", "valid-connection-checker-class-name"),
			Map.entry("datasources:exception-sorter@class-name", "exception-sorter-class-name"),
			Map.entry("datasources:stale-connection-checker@class-name", "stale-connection-checker-class-name"),
			Map.entry(":heap@size", "heap-size"), Map.entry(":heap@max-size", "max-heap-size"),
			Map.entry(":permgen@size", "permgen-size"), Map.entry(":permgen@max-size", "max-permgen-size"),
			Map.entry(":stack@size", "stack-size"),
			Map.entry(":socket-binding-group@ref", "socket-binding-group"),
			Map.entry(":socket-binding-group@port-offset", "socket-binding-port-offset"),
			Map.entry(":socket-bindings@socket-binding-group", "socket-binding-group"),
			Map.entry(":socket-bindings@port-offset", "socket-binding-port-offset"),
			Map.entry(":socket-bindings@default-interface", "socket-binding-default-interface"));
	/** Text elements whose attribute has another name ({@code subsystem:element} → management name). */
	private static final Map<String, String> TEXTS = Map.of("datasources:driver", "driver-name",
			"datasources:blocking-timeout-millis", "blocking-timeout-wait-millis");
	/**
	 * Lists the model holds as one attribute, not as resources, and elements whose resources the model places
	 * elsewhere than the XML nests them (the {@code <management>} of a host lives under
	 * {@code core-service=management}, the domain controller's choice is no attribute): compared whole, refused when
	 * changed.
	 */
	private static final Set<String> LISTS = Set.of("logging:handlers", "logging:subhandlers", ":jvm-options",
			":environment-variables", ":domain-controller", ":management");

	private ConfigChanges() {
	}

	/**
	 * The plan that takes a server or domain from the configuration {@code before} to {@code after}; a
	 * {@code host.xml} must name its host ({@code <host name=…>}).
	 */
	public static Plan between(XmlDocument before, XmlDocument after) {
		return between(before, after, null);
	}

	/**
	 * The plan that takes a server or domain from the configuration {@code before} to {@code after};
	 * {@code hostName} is the host of a {@code host.xml} that names none (the running host controller's
	 * {@code local-host-name}), ignored when the file names it and for the other files.
	 */
	public static Plan between(XmlDocument before, XmlDocument after, String hostName) {
		List<AttributeChange> changes = new ArrayList<>();
		List<String> refusals = new ArrayList<>();
		boolean host = before.root().localName().equals("host");
		Optional<String> named = before.root().attribute("name");
		if (host && !named.equals(after.root().attribute("name"))) {
			refusals.add("the host's name changed: a host controller takes its name when it starts, so the new name "
					+ "needs the file saved while it is stopped");
			return new Plan(changes, refusals);
		}
		Optional<String> hostNamed = named.or(() -> Optional.ofNullable(hostName));
		if (host && hostNamed.isEmpty()) {
			refusals.add("host.xml names no host (<host name=…>), and the running host controller's name is not "
					+ "known: its resources are below /host=<name>");
			return new Plan(changes, refusals);
		}
		Address root = host ? Address.ROOT.child("host", hostNamed.get()) : Address.ROOT;
		Flat was = Flat.of(before, root);
		Flat now = Flat.of(after, root);
		for (Address a : was.resources.keySet()) {
			if (!now.resources.containsKey(a)) {
				refusals.add(a.cli() + " was removed: the management interface removes resources with a remove "
						+ "operation, not an attribute change");
			}
		}
		for (Map.Entry<Address, Map<String, String>> r : now.resources.entrySet()) {
			Map<String, String> old = was.resources.get(r.getKey());
			if (old == null) {
				refusals.add(r.getKey().cli() + " was added: the management interface adds resources with an add "
						+ "operation and its required attributes, which Dyno does not build");
				continue;
			}
			for (Map.Entry<String, String> attribute : r.getValue().entrySet()) {
				String previous = old.get(attribute.getKey());
				if (!attribute.getValue().equals(previous)) {
					changes.add(new AttributeChange(r.getKey(), attribute.getKey(), attribute.getValue(), previous));
				}
			}
			for (Map.Entry<String, String> gone : old.entrySet()) {
				if (!r.getValue().containsKey(gone.getKey())) {
					changes.add(new AttributeChange(r.getKey(), gone.getKey(), null, gone.getValue()));
				}
			}
		}
		Set<String> opaque = new TreeSet<>(was.opaque.keySet());
		opaque.addAll(now.opaque.keySet());
		for (String where : opaque) {
			if (!Objects.equals(was.opaque.get(where), now.opaque.get(where))) {
				refusals.add(where + " changed, and Dyno knows no management attribute for it");
			}
		}
		if (changes.isEmpty() && refusals.isEmpty() && !before.text().equals(after.text())) {
			refusals.add("only comments or layout changed: the running server keeps no comments and rewrites the "
					+ "file at its next change");
		}
		return new Plan(changes, refusals);
	}

	/** A document as resources with their attributes, plus the elements no table maps, each as its text. */
	private static final class Flat {
		final Map<Address, Map<String, String>> resources = new LinkedHashMap<>();
		final Map<String, String> opaque = new TreeMap<>();

		/**
		 * The document below {@code root}; a host's {@code name} is its address, a server's or domain's is an
		 * attribute of the root resource.
		 */
		static Flat of(XmlDocument doc, Address root) {
			Flat f = new Flat();
			f.resource(doc.root(), root, "", root.steps().isEmpty() ? "" : "name");
			return f;
		}

		/** {@code e} is the resource {@code at}, named by its attribute {@code key}: its attributes, then its children. */
		private void resource(XmlElement e, Address at, String subsystem) {
			resource(e, at, subsystem, KEYS.getOrDefault(subsystem + ":" + e.localName(), "name"));
		}

		private void resource(XmlElement e, Address at, String subsystem, String key) {
			Map<String, String> attributes = resources.computeIfAbsent(at, k -> new LinkedHashMap<>());
			for (String n : e.attributeNames()) {
				if (!n.startsWith("xmlns") && !n.equals(key)) {
					attributes.put(n, e.attribute(n).orElseThrow());
				}
			}
			children(e, at, subsystem);
		}

		private void children(XmlElement e, Address at, String subsystem) {
			Map<String, Integer> seen = new LinkedHashMap<>();
			for (XmlElement c : e.children()) {
				int index = seen.merge(c.localName(), 1, Integer::sum);
				child(c, at, subsystem, index);
			}
		}

		private void child(XmlElement c, Address at, String subsystem, int index) {
			String local = c.localName();
			String kind = subsystem + ":" + local;
			List<String> names = c.attributeNames().stream().filter(n -> !n.startsWith("xmlns")).toList();
			if (local.equals("subsystem") && subsystem.isEmpty()) {
				resource(c, at.child("subsystem", subsystemName(c.namespace())), subsystemName(c.namespace()));
			} else if (LISTS.contains(kind)) {
				opaque(c, at, index);
			} else if (!names.isEmpty() && names.stream().allMatch(n -> ATTRIBUTES.containsKey(kind + "@" + n))
					&& c.children().isEmpty()) {
				Map<String, String> attributes = resources.get(at);
				names.forEach(n -> attributes.put(ATTRIBUTES.get(kind + "@" + n), c.attribute(n).orElseThrow()));
			} else if (SINGLETONS.containsKey(kind)) {
				String[] typeName = SINGLETONS.get(kind).split("=", 2);
				resource(c, at.child(typeName[0], c.attribute("name").orElse(typeName[1])), subsystem);
			} else if (c.attribute(KEYS.getOrDefault(kind, "name")).isPresent()) {
				String type = TYPES.getOrDefault(kind, local.equals("property") && subsystem.isEmpty()
						? "system-property" : local);
				resource(c, at.child(type, c.attribute(KEYS.getOrDefault(kind, "name")).orElseThrow()), subsystem);
			} else if (names.isEmpty() && !c.children().isEmpty()) {
				children(c, at, subsystem); // a group such as <datasources>, <pool>, <bean-instance-pools>
			} else if (names.isEmpty()) {
				resources.get(at).put(TEXTS.getOrDefault(kind, local), c.text());
			} else if (names.equals(List.of("value")) && c.children().isEmpty()) {
				resources.get(at).put(local, c.attribute("value").orElseThrow());
			} else {
				opaque(c, at, index);
			}
		}

		private void opaque(XmlElement c, Address at, int index) {
			opaque.put("<" + c.localName() + ">" + (index > 1 ? " #" + index : "") + " of " + at.cli(), canonical(c));
		}

		/** The element's attributes, text and children, without layout or comments. */
		private static String canonical(XmlElement e) {
			StringBuilder b = new StringBuilder("<").append(e.localName());
			new TreeMap<>(attributes(e)).forEach((k, v) -> b.append(' ').append(k).append("=\"")
					.append(v).append('"'));
			b.append('>').append(e.text());
			e.children().forEach(c -> b.append(canonical(c)));
			return b.append("</>").toString();
		}

		private static Map<String, String> attributes(XmlElement e) {
			Map<String, String> a = new LinkedHashMap<>();
			e.attributeNames().forEach(n -> a.put(n, e.attribute(n).orElseThrow()));
			return a;
		}
	}

	/**
	 * A subsystem's management name from its namespace: {@code urn:jboss:domain:undertow:community:14.0} and
	 * {@code urn:wildfly:elytron:18.0} give {@code undertow} and {@code elytron}.
	 */
	static String subsystemName(String namespace) {
		String rest = namespace.startsWith("urn:jboss:domain:") ? namespace.substring("urn:jboss:domain:".length())
				: namespace.startsWith("urn:wildfly:") ? namespace.substring("urn:wildfly:".length()) : namespace;
		int colon = rest.indexOf(':');
		return colon < 0 ? rest : rest.substring(0, colon);
	}
}
