package dyno.jboss.rules.internal.catalog;

import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import dyno.jboss.rules.RuleContext;

/** Typed reads of a bound model's objects for the rules: set values only (an unset one means the default applies). */
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

	/** The line where the value is written, or where the object starts when it is absent. */
	static int line(RuleContext ctx, EObject object, String attribute) {
		return ctx.model().line(object, (EAttribute) feature(object, attribute));
	}

	private static EStructuralFeature feature(EObject object, String attribute) {
		EStructuralFeature f = object.eClass().getEStructuralFeature(attribute);
		if (f == null) {
			throw new IllegalArgumentException(object.eClass().getName() + " has no attribute " + attribute);
		}
		return f;
	}
}
