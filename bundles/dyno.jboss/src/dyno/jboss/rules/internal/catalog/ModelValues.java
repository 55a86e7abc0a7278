package dyno.jboss.rules.internal.catalog;

import java.util.Objects;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import dyno.jboss.model.Tuning;
import dyno.jboss.rules.RuleContext;

/**
 * Typed reads of a bound model's objects for the rules: set values only (an unset one means the default applies,
 * and so does one the server would only know at run time), the defaults the model's Tuning annotations state, and
 * the text as written.
 */
final class ModelValues {

	private ModelValues() {
	}

	/** The value of {@code attribute} when the file sets it. */
	static Optional<Object> value(EObject object, String attribute) {
		EStructuralFeature f = feature(object, attribute);
		return object.eIsSet(f) ? Optional.ofNullable(object.eGet(f)) : Optional.empty();
	}

	/** A numeric value as a long. */
	static Optional<Long> number(EObject object, String attribute) {
		return value(object, attribute).filter(Number.class::isInstance).map(v -> ((Number) v).longValue());
	}

	static Optional<String> text(EObject object, String attribute) {
		return value(object, attribute).map(Object::toString);
	}

	static boolean isTrue(EObject object, String attribute) {
		return value(object, attribute).map(Boolean.TRUE::equals).orElse(false);
	}

	/** The default the model states for a numeric attribute (the server's value when the file does not set it). */
	static Optional<Long> defaultNumber(EObject object, String attribute) {
		return Tuning.defaultValue(feature(object, attribute)).filter(d -> d.matches("-?\\d+")).map(Long::valueOf);
	}

	/** The value in effect: the file's, else the model's default. */
	static Optional<Long> effectiveNumber(EObject object, String attribute) {
		return number(object, attribute).or(() -> defaultNumber(object, attribute));
	}

	/** The value as written (property expressions included), when the file writes one. */
	static Optional<String> raw(RuleContext ctx, EObject object, String attribute) {
		return ctx.model().rawValue(object, (EAttribute) feature(object, attribute));
	}

	/** The line where the value is written, or where the object starts when it is absent. */
	static int line(RuleContext ctx, EObject object, String attribute) {
		return ctx.model().line(object, (EAttribute) feature(object, attribute));
	}

	/** The literal of an enum attribute's type written {@code literal}, the value a fix sets. */
	static Object literal(EObject object, String attribute, String literal) {
		EEnum type = (EEnum) feature(object, attribute).getEType();
		return Objects.requireNonNull(type.getEEnumLiteralByLiteral(literal), literal);
	}

	private static EStructuralFeature feature(EObject object, String attribute) {
		EStructuralFeature f = object.eClass().getEStructuralFeature(attribute);
		if (f == null) {
			throw new IllegalArgumentException(object.eClass().getName() + " has no attribute " + attribute);
		}
		return f;
	}
}
