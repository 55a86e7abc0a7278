package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import dyno.jboss.ConfigFile;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.Tuning;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.RuleContext;

/**
 * Reading the typed model of a file in rules: values that are set (a value absent from the file is unset, and so is
 * one the server would only know at run time), the defaults the model's Tuning annotations state, and fixes that set
 * a value through the model, which keeps a property expression and gives it the new default.
 */
final class ModelValues {

	private ModelValues() {
	}

	static EAttribute attribute(EObject o, String name) {
		EStructuralFeature f = o.eClass().getEStructuralFeature(name);
		if (!(f instanceof EAttribute a)) {
			throw new IllegalArgumentException(o.eClass().getName() + " has no attribute " + name);
		}
		return a;
	}

	/** The value when the file sets it (typed as the model declares it). */
	static Optional<Object> value(EObject o, String name) {
		EAttribute a = attribute(o, name);
		return o.eIsSet(a) ? Optional.ofNullable(o.eGet(a)) : Optional.empty();
	}

	static OptionalLong number(EObject o, String name) {
		return value(o, name).filter(Number.class::isInstance).map(v -> OptionalLong.of(((Number) v).longValue()))
				.orElse(OptionalLong.empty());
	}

	static Optional<String> text(EObject o, String name) {
		return value(o, name).map(String::valueOf);
	}

	static boolean isTrue(EObject o, String name) {
		return value(o, name).map(Boolean.TRUE::equals).orElse(false);
	}

	/** The default the model states for an attribute (the server's value when the file does not set it). */
	static OptionalLong defaultNumber(EObject o, String name) {
		return Tuning.defaultValue(attribute(o, name)).map(d -> OptionalLong.of(Long.parseLong(d)))
				.orElse(OptionalLong.empty());
	}

	/** The value in effect: the file's, else the model's default. */
	static OptionalLong effectiveNumber(EObject o, String name) {
		OptionalLong set = number(o, name);
		return set.isPresent() ? set : defaultNumber(o, name);
	}

	/** The value as written (property expressions included), when the file writes one. */
	static Optional<String> raw(BoundModel model, EObject o, String name) {
		return model.rawValue(o, attribute(o, name));
	}

	/** The line where a value is written, or where its object starts when the file does not write it. */
	static int line(BoundModel model, EObject o, String name) {
		return model.line(o, attribute(o, name));
	}

	/**
	 * A fix that sets {@code name} of the object to {@code value} on the document it is applied to, finding the
	 * object again by its place among the objects of its class.
	 */
	static Fix set(RuleContext ctx, EObject o, String name, Object value, String label) {
		String className = o.eClass().getName();
		int index = ctx.model().all(o.eClass()).indexOf(o);
		ConfigFile file = ctx.file();
		return Fix.of(label, doc -> {
			List<EObject> same = BoundModel.bind(file, doc).all(className);
			if (index < 0 || index >= same.size()) {
				throw new IllegalStateException("the document changed since the finding: " + label);
			}
			EObject target = same.get(index);
			target.eSet(attribute(target, name), value);
		});
	}
}
