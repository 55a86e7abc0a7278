package dyno.jboss.model.internal;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;

import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.model.Binding;

/**
 * Reads and writes the model values bound to JVM flags of {@code JAVA_OPTS}. Like the JVM, the last occurrence of
 * a flag wins. A boolean {@code -XX:±Name} flag has the value true or false; a bare flag such as
 * {@code -verbose:gc} is present (true) or removed (false). An enumeration (the collector) stands for a set of
 * boolean flags of which the chosen one is switched on and the others removed.
 */
public final class FlagBinding {

	private FlagBinding() {
	}

	/** The value of {@code a} as written in the flags; empty when none of its flags is there. */
	public static Optional<String> read(JavaOpts opts, EAttribute a) {
		List<String> keys = keys(a);
		JvmFlag last = null;
		for (JvmFlag f : opts.flags()) {
			if (keys.contains(f.key()) && (!(a.getEType() instanceof EEnum) || enabled(f))) {
				last = f;
			}
		}
		if (last == null) {
			return Optional.empty();
		}
		return Optional.of(a.getEType() instanceof EEnum ? last.key() : last.value());
	}

	/** The line of the flag that gives {@code a} its value, or 0 when absent. */
	public static int line(JavaOpts opts, EAttribute a) {
		List<String> keys = keys(a);
		int line = 0;
		for (JvmFlag f : opts.flags()) {
			if (keys.contains(f.key())) {
				line = f.line();
			}
		}
		return line;
	}

	/** Writes {@code text} as the value of {@code a}, or removes its flags when {@code text} is {@code null}. */
	public static void write(JavaOpts opts, EAttribute a, String text) {
		List<String> keys = keys(a);
		if (a.getEType() instanceof EEnum e) {
			EEnumLiteral chosen = text == null ? null : e.getEEnumLiteralByLiteral(text);
			for (String k : keys) {
				if (opts.has(k) && (chosen == null || !k.equals(chosen.getLiteral()))) {
					opts.remove(k);
				}
			}
			if (chosen != null && keys.contains(chosen.getLiteral())) {
				opts.set(chosen.getLiteral(), "true");
			}
			return;
		}
		String key = keys.get(0);
		// the other spellings (-XX:MaxHeapSize for -Xmx) go, so the value written is the one the JVM uses
		for (String k : keys.subList(1, keys.size())) {
			if (opts.has(k)) {
				opts.remove(k);
			}
		}
		if (text == null || isBare(key) && "false".equals(text)) {
			if (opts.has(key)) {
				opts.remove(key);
			}
		} else {
			opts.set(key, isBare(key) ? null : text);
		}
	}

	private static List<String> keys(EAttribute a) {
		return Arrays.asList(Binding.detail(a, Binding.FLAG).orElseThrow().split(","));
	}

	/** A flag that is only present or absent, without a value: {@code -verbose:gc}, {@code -server}. */
	private static boolean isBare(String key) {
		return !key.startsWith("-XX:") && !key.startsWith("-D") && !key.startsWith("-X");
	}

	private static boolean enabled(JvmFlag f) {
		return !"false".equals(f.value());
	}
}
