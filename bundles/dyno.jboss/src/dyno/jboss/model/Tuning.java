package dyno.jboss.model;

import java.util.Optional;
import java.util.OptionalLong;

import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EModelElement;

/**
 * The tuning facts every tunable EAttribute of the {@link ConfigModels} carries in an EAnnotation with source
 * {@link #SOURCE}: what the server uses when the value is absent, its unit, sensible bounds, whether a change needs a
 * restart, and the key of its hint text. Editors show them beside the field; rules read them instead of repeating
 * the numbers.
 */
public final class Tuning {

	/** The EAnnotation source of the tuning facts. */
	public static final String SOURCE = "http://dyno/tuning";
	/** What the server uses when the value is absent, as written in the file; {@value #NONE} when there is none. */
	public static final String DEFAULT = "default";
	/** Unit of the value: bytes, ms, s, min, count, percent, ratio, or text for names, classes and choices. */
	public static final String UNIT = "unit";
	/** Smallest sensible value (inclusive), when there is one. */
	public static final String MIN = "min";
	/** Largest sensible value (inclusive), when there is one. */
	public static final String MAX = "max";
	/** "true" when the server reads the value only at start (or redeploy of the file), "false" when it is live. */
	public static final String RESTART = "restart";
	/** Key of the hint text (the tuning reference's rule id where there is one, e.g. {@code jvm.heap.xmx}). */
	public static final String DOC = "doc";
	/** The {@link #DEFAULT} of a value that has no default (a name, a class, or a JVM ergonomic choice). */
	public static final String NONE = "none";

	private Tuning() {
	}

	/** The default the server uses when the value is absent; empty when it has none (or is not tunable). */
	public static Optional<String> defaultValue(EModelElement feature) {
		return detail(feature, DEFAULT).filter(d -> !NONE.equals(d));
	}

	/** The unit of the value, e.g. {@code bytes}, {@code ms}, {@code count}. */
	public static Optional<String> unit(EModelElement feature) {
		return detail(feature, UNIT);
	}

	/** The smallest sensible value, when the model states one. */
	public static OptionalLong min(EModelElement feature) {
		return number(feature, MIN);
	}

	/** The largest sensible value, when the model states one. */
	public static OptionalLong max(EModelElement feature) {
		return number(feature, MAX);
	}

	/** Whether changing the value needs a server restart (or a redeploy of its file) to take effect. */
	public static boolean restartRequired(EModelElement feature) {
		return detail(feature, RESTART).map(Boolean::parseBoolean).orElse(true);
	}

	/** The key of the hint text for this value. */
	public static Optional<String> docKey(EModelElement feature) {
		return detail(feature, DOC);
	}

	/** One detail of the tuning annotation, empty when the feature has no such annotation or detail. */
	public static Optional<String> detail(EModelElement feature, String key) {
		EAnnotation a = feature.getEAnnotation(SOURCE);
		return a == null ? Optional.empty() : Optional.ofNullable(a.getDetails().get(key));
	}

	private static OptionalLong number(EModelElement feature, String key) {
		Optional<String> d = detail(feature, key);
		return d.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(d.get()));
	}
}
