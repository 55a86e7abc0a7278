package dyno.jboss.ui.internal.forms;

import java.util.List;
import java.util.Locale;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

import dyno.jboss.model.Tuning;
import dyno.jboss.model.Values;

/** Human text for model names: {@code maxPoolSize} → "Max pool size", and a title for each object. */
public final class Labels {

	/** Attributes that name an object, in the order a section title prefers them. */
	private static final List<String> NAMING = List.of("jndiName", "poolName", "name", "containerName", "port",
			"protocol", "path", "domain");

	private Labels() {
	}

	/** {@code maxPoolSize} → "Max pool size", {@code UndertowListener} → "Undertow listener". */
	public static String words(String camel) {
		String spaced = camel.replace("WildFly", "Wildfly").replaceAll("(?<=[a-z0-9])(?=[A-Z])", " ").replaceAll("(?<=[A-Z])(?=[A-Z][a-z])", " ");
		StringBuilder b = new StringBuilder(spaced.length());
		String[] parts = spaced.split(" ");
		for (int i = 0; i < parts.length; i++) {
			String w = parts[i];
			boolean acronym = w.length() > 1 && w.equals(w.toUpperCase(Locale.ROOT));
			b.append(i == 0 ? Character.toUpperCase(w.charAt(0)) + w.substring(1)
					: acronym ? w : w.toLowerCase(Locale.ROOT));
			if (i < parts.length - 1) {
				b.append(' ');
			}
		}
		return b.toString().replace("Wildfly", "WildFly");
	}

	/** The field label of an attribute. */
	public static String of(EAttribute a) {
		return words(a.getName());
	}

	/** What the server does when the value is absent, its unit and bounds: "count · default 200 · 1–10000". */
	public static String facts(EAttribute a) {
		StringBuilder b = new StringBuilder();
		Tuning.unit(a).filter(u -> !"text".equals(u) && !"flag".equals(u) && !"choice".equals(u))
				.ifPresent(b::append);
		// A name's or a choice's default in quotes: Undertow's worker and the JVM's collector read "default default".
		boolean text = Tuning.unit(a).filter(u -> "text".equals(u) || "choice".equals(u)).isPresent();
		Tuning.defaultValue(a).ifPresent(d -> append(b, "default " + (text ? "\"" + d + "\"" : d)));
		var min = Tuning.min(a);
		var max = Tuning.max(a);
		if (min.isPresent() && max.isPresent()) {
			append(b, number(a, min.getAsLong()) + "–" + number(a, max.getAsLong()));
		} else if (min.isPresent()) {
			append(b, "≥ " + number(a, min.getAsLong()));
		} else if (max.isPresent()) {
			append(b, "≤ " + number(a, max.getAsLong()));
		}
		if (Tuning.detail(a, Tuning.RESTART).isPresent() && !Tuning.restartRequired(a)) {
			append(b, "applies without a restart");
		}
		return b.toString();
	}

	/** Sizes as the files write them (64m, not 67108864). */
	private static String number(EAttribute a, long n) {
		return Tuning.unit(a).filter("bytes"::equals).isPresent() ? Values.sizeText(n) : Long.toString(n);
	}

	private static void append(StringBuilder b, String s) {
		if (!b.isEmpty()) {
			b.append(" · ");
		}
		b.append(s);
	}

	/** A section title: the class and what names the object, e.g. "Connector 8080 (HTTP/1.1)". */
	public static String title(EObject o) {
		StringBuilder b = new StringBuilder(words(o.eClass().getName()));
		for (String n : NAMING) {
			var f = o.eClass().getEStructuralFeature(n);
			if (f != null && o.eIsSet(f)) {
				b.append(' ').append(o.eGet(f));
				if (b.length() > 24) {
					break;
				}
			}
		}
		return b.toString();
	}
}
