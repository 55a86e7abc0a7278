package dyno.jboss.model.internal;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;

import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.model.Binding;

/**
 * Reads and writes the model values of a properties file (mod_jk's {@code workers.properties}) through the
 * {@link Binding} keys: the objects of a class are the names {@code n} of the keys {@code prefix.n.x} and of its
 * {@link Binding#LIST} key, an attribute's key has {@code *} for that name. An unset value removes its key, a new
 * one is appended.
 */
public final class PropertiesBinding {

	private PropertiesBinding() {
	}

	/** The names of the objects of {@code eClass}, in the order first written. */
	public static List<String> instances(PropertiesDocument doc, EClass eClass) {
		String path = Binding.path(eClass).orElseThrow();
		String prefix = path.substring(0, path.indexOf('*'));
		Set<String> names = new LinkedHashSet<>();
		Binding.detail(eClass, Binding.LIST).flatMap(doc::get).ifPresent(list -> {
			for (String n : list.split(",")) {
				if (!n.isBlank()) {
					names.add(n.strip());
				}
			}
		});
		for (String key : doc.keys()) {
			int dot = key.indexOf('.', prefix.length());
			if (key.startsWith(prefix) && dot > prefix.length()) {
				names.add(key.substring(prefix.length(), dot));
			}
		}
		Optional<String> match = Binding.detail(eClass, Binding.MATCH);
		if (match.isEmpty()) {
			return List.copyOf(names);
		}
		int eq = match.get().indexOf('=');
		String suffix = match.get().substring(0, eq);
		Pattern regex = Pattern.compile(match.get().substring(eq + 1));
		return names.stream()
				.filter(n -> regex.matcher(doc.get(path.replace("*", n) + "." + suffix).orElse("").strip()).find())
				.toList();
	}

	/** The value of {@code a} for the object named {@code name} ({@code null} for the root); empty when absent. */
	public static Optional<String> read(PropertiesDocument doc, String name, EAttribute a) {
		if (Binding.detail(a, Binding.NAME).isPresent()) {
			return Optional.ofNullable(name);
		}
		return doc.get(key(a, name)).map(String::strip);
	}

	/** The line of the value of {@code a} for the object named {@code name}, 0 when absent. */
	public static int line(PropertiesDocument doc, String name, EAttribute a) {
		return Binding.key(a).isPresent() ? doc.line(key(a, name)) : 0;
	}

	/** Writes {@code text} as the value of {@code a}, or removes its key when {@code text} is {@code null}. */
	public static void write(PropertiesDocument doc, String name, EAttribute a, String text) {
		String key = key(a, name);
		if (text != null) {
			doc.set(key, text);
		} else if (doc.get(key).isPresent()) {
			doc.remove(key);
		}
	}

	private static String key(EAttribute a, String name) {
		String key = Binding.key(a).orElseThrow(() -> new IllegalStateException(a.getName() + " is read-only"));
		return name == null ? key : key.replace("*", name);
	}
}
