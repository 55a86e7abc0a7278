package dyno.jboss.ui.internal.forms;

import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;

import dyno.jboss.model.Tuning;
import dyno.jboss.model.Values;

/**
 * Checks what the user typed into a field before it reaches the document: its type, the model's sensible range,
 * and its partner of a min/max pair (min-pool-size may not exceed max-pool-size). Text that fails stays in the field
 * with the reason; the document keeps its last good value.
 */
public final class FieldCheck {

	/** The outcome: the typed value to write ({@code null}: remove the value) or the reason it cannot be written. */
	public record Result(Object value, String error) {
		public boolean ok() {
			return error == null;
		}
	}

	private FieldCheck() {
	}

	/** Checks {@code text} for {@code a} of {@code owner} (whose other values are the document's current ones). */
	public static Result check(EObject owner, EAttribute a, String text) {
		String t = text.trim();
		if (t.isEmpty()) {
			return new Result(null, null);
		}
		Optional<Object> parsed = Values.parse(a, t);
		if (parsed.isEmpty()) {
			return new Result(null, Labels.of(a) + ": " + expected(a) + ", not \"" + t + "\"");
		}
		Object value = parsed.get();
		if (value instanceof Number n && !(value instanceof Double)) {
			long v = n.longValue();
			var min = Tuning.min(a);
			var max = Tuning.max(a);
			if (min.isPresent() && v < min.getAsLong() || max.isPresent() && v > max.getAsLong()) {
				return new Result(null, Labels.of(a) + ": " + t + " is outside " + Labels.facts(a));
			}
			String pair = partner(a, owner);
			if (pair != null) {
				EStructuralFeature other = owner.eClass().getEStructuralFeature(pair);
				Optional<Long> otherValue = current(owner, other);
				boolean isMin = pair.equals(maxName(a.getName()));
				if (otherValue.isPresent() && (isMin ? v > otherValue.get() : v < otherValue.get())) {
					return new Result(null, Labels.of(a) + " (" + t + ") " + (isMin ? "exceeds " : "is below ")
							+ Labels.words(pair).toLowerCase(java.util.Locale.ROOT) + " (" + otherValue.get() + ")");
				}
			}
		}
		return new Result(value, null);
	}

	private static String expected(EAttribute a) {
		EClassifier t = a.getEType();
		if (t instanceof EEnum e) {
			return "one of " + e.getELiterals().stream().map(l -> l.getLiteral()).toList();
		}
		if (t == EcorePackage.Literals.EBOOLEAN) {
			return "true or false";
		}
		if (Tuning.unit(a).filter("bytes"::equals).isPresent()) {
			return "a size such as 512m or 2g";
		}
		if (t == EcorePackage.Literals.EDOUBLE) {
			return "a number";
		}
		return "a whole number";
	}

	/** The number the server uses for {@code f}: the value written, else its default. */
	private static Optional<Long> current(EObject owner, EStructuralFeature f) {
		if (owner.eIsSet(f) && owner.eGet(f) instanceof Number n) {
			return Optional.of(n.longValue());
		}
		return f instanceof EAttribute a ? Tuning.defaultValue(a).flatMap(d -> Values.parse(a, d))
				.filter(Number.class::isInstance).map(n -> ((Number) n).longValue()) : Optional.empty();
	}

	/** The other end of a min/max pair of attributes of the same class, if the class has it. */
	private static String partner(EAttribute a, EObject owner) {
		String name = a.getName();
		for (String candidate : new String[] { maxName(name), minName(name) }) {
			if (candidate != null && !candidate.equals(name)
					&& owner.eClass().getEStructuralFeature(candidate) instanceof EAttribute) {
				return candidate;
			}
		}
		return null;
	}

	private static String maxName(String name) {
		return name.replace("Minimum", "Maximum").replace("Min", "Max").replaceFirst("^min", "max");
	}

	private static String minName(String name) {
		return name.replace("Maximum", "Minimum").replace("Max", "Min").replaceFirst("^max", "min");
	}
}
