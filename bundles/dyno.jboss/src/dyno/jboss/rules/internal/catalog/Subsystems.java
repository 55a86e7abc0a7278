package dyno.jboss.rules.internal.catalog;

import java.util.List;

import dyno.jboss.doc.XmlElement;

/**
 * The subsystems of a WildFly standalone*.xml or domain.xml (every profile of a domain), told apart by their
 * namespace, e.g. {@code urn:jboss:domain:undertow:community:14.0} for "undertow", whatever the schema version.
 */
final class Subsystems {

	private Subsystems() {
	}

	static List<XmlElement> named(XmlElement root, String name) {
		String exact = "urn:jboss:domain:" + name + ":";
		String community = exact + "community:";
		return root.select("//subsystem").stream()
				.filter(s -> s.namespace().startsWith(community)
						|| s.namespace().startsWith(exact) && Character.isDigit(s.namespace().charAt(exact.length())))
				.toList();
	}

	/** "undertow subsystem of profile full-ha" in a domain, "undertow subsystem" in a standalone file. */
	static String label(XmlElement subsystem, String name) {
		XmlElement parent = subsystem.parent();
		String profile = parent != null && parent.localName().equals("profile")
				? parent.attribute("name").map(n -> " of profile " + n).orElse("")
				: "";
		return name + " subsystem" + profile;
	}
}
