package dyno.jboss.model;

import java.util.Locale;
import java.util.Optional;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EcorePackage;

/**
 * Text as written in a configuration file ↔ typed model value. Property expressions ({@code ${name:default}},
 * nested too) count as their default, as the server would read them without that system property. An expression
 * without a default is kept as written in a text value, and leaves a number, flag or choice unset, as does text
 * that is not of the value's type (the raw text stays available through {@code BoundModel.rawValue}).
 */
public final class Values {

	private Values() {
	}

	/** The typed value of {@code raw} for attribute {@code a}; empty when absent or not of the attribute's type. */
	public static Optional<Object> parse(EAttribute a, String raw) {
		if (raw == null) {
			return Optional.empty();
		}
		String v = resolve(raw.trim());
		EClassifier t = a.getEType();
		if (t == EcorePackage.Literals.ESTRING) {
			return Optional.of(v == null ? raw.trim() : v);
		}
		if (v == null) {
			return Optional.empty();
		}
		try {
			if (t instanceof EEnum e) {
				return e.getELiterals().stream()
						.filter(l -> l.getLiteral().equalsIgnoreCase(v) || l.getName().equalsIgnoreCase(v))
						.findFirst().map(l -> (Object) l);
			}
			if (t == EcorePackage.Literals.EINT) {
				return Optional.of(Math.toIntExact(number(a, v)));
			}
			if (t == EcorePackage.Literals.ELONG) {
				return Optional.of(number(a, v));
			}
			if (t == EcorePackage.Literals.EDOUBLE) {
				return Optional.of(Double.parseDouble(v));
			}
			if (t == EcorePackage.Literals.EBOOLEAN) {
				return bool(v);
			}
			throw new IllegalStateException(a.getName() + " has an unsupported type " + t.getName());
		} catch (NumberFormatException | ArithmeticException e) {
			return Optional.empty();
		}
	}

	/**
	 * The text to write for {@code value}. Sizes of JVM flags get the largest whole unit (k, m, g) in the case the
	 * file used before ({@code 512M} stays upper case). A value written as a property expression with a default
	 * keeps the expression and gets a new default ({@code ${hornetq.journal.min.files:2}} becomes
	 * {@code ${hornetq.journal.min.files:10}}), so a system property still overrides it.
	 */
	public static String format(EAttribute a, Object value, String previousRaw) {
		String text = plain(a, value, previousRaw == null ? null : resolve(previousRaw.trim()));
		return previousRaw == null ? text : withDefault(previousRaw.trim(), text);
	}

	private static String withDefault(String expression, String text) {
		if (!expression.startsWith("${") || !expression.endsWith("}") || topLevelColon(expression) < 0) {
			return text;
		}
		int colon = topLevelColon(expression);
		String inner = expression.substring(colon + 1, expression.length() - 1);
		return expression.substring(0, colon + 1) + withDefault(inner, text) + "}";
	}

	private static String plain(EAttribute a, Object value, String previousRaw) {
		if (value instanceof Enumerator l) {
			return l.getLiteral();
		}
		if (value instanceof Number n && isSize(a) && (Binding.detail(a, Binding.FLAG).isPresent()
				|| previousRaw != null && previousRaw.trim().matches("\\d+[kKmMgGtT]"))) {
			boolean upper = previousRaw != null && previousRaw.trim().matches("\\d+[KMGT]");
			String s = sizeText(n.longValue());
			return upper ? s.toUpperCase(Locale.ROOT) : s;
		}
		return String.valueOf(value);
	}

	/**
	 * {@code text} with a whole-value property expression replaced by its default: {@code ${a:${b:5}}} is
	 * {@code 5}; {@code null} when the expression has no default. Other text is returned as is.
	 */
	public static String resolve(String text) {
		String v = text;
		while (v.startsWith("${") && v.endsWith("}")) {
			int colon = topLevelColon(v);
			if (colon < 0) {
				return null;
			}
			v = v.substring(colon + 1, v.length() - 1).trim();
		}
		return v;
	}

	/** Parses a size such as {@code 512m}, {@code 1G}, {@code 2048k} or {@code 1048576} to bytes. */
	public static long parseSize(String text) {
		String t = text.trim();
		if (t.isEmpty()) {
			throw new NumberFormatException("empty size");
		}
		char unit = Character.toLowerCase(t.charAt(t.length() - 1));
		int shift = switch (unit) {
			case 'k' -> 10;
			case 'm' -> 20;
			case 'g' -> 30;
			case 't' -> 40;
			default -> 0;
		};
		long n = Long.parseLong(shift == 0 ? t : t.substring(0, t.length() - 1));
		return Math.multiplyExact(n, 1L << shift);
	}

	/** The shortest exact size text: {@code 536870912} → {@code 512m}. */
	public static String sizeText(long bytes) {
		String[] units = { "t", "g", "m", "k" };
		for (int i = 0; i < units.length; i++) {
			long unit = 1L << (40 - 10 * i);
			if (bytes != 0 && bytes % unit == 0) {
				return bytes / unit + units[i];
			}
		}
		return Long.toString(bytes);
	}

	private static long number(EAttribute a, String v) {
		return isSize(a) ? parseSize(v) : Long.parseLong(v);
	}

	private static boolean isSize(EAttribute a) {
		return Tuning.unit(a).filter("bytes"::equals).isPresent();
	}

	private static Optional<Object> bool(String v) {
		return switch (v.toLowerCase(Locale.ROOT)) {
			// an empty element such as <track-statements/> or a bare flag such as -verbose:gc means "on"
			case "", "true", "yes", "on", "+" -> Optional.of(Boolean.TRUE);
			case "false", "no", "off", "-" -> Optional.of(Boolean.FALSE);
			default -> Optional.empty();
		};
	}

	private static int topLevelColon(String expr) {
		int depth = 0;
		for (int i = 2; i < expr.length() - 1; i++) {
			char c = expr.charAt(i);
			if (c == '{') {
				depth++;
			} else if (c == '}') {
				depth--;
			} else if (c == ':' && depth == 0) {
				return i;
			}
		}
		return -1;
	}
}
