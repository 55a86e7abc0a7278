package dyno.jboss.model.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EModelElement;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcoreFactory;
import org.eclipse.emf.ecore.EcorePackage;

import dyno.jboss.model.Binding;
import dyno.jboss.model.Tuning;

/**
 * Builds one dynamic EPackage of a file kind: classes with their document path, attributes with their binding and
 * tuning facts, containment between classes. The first class is the root (the whole file). Calls that describe an
 * attribute ({@link #tune}, {@link #range}, {@link #regex}) apply to the attribute added last, so a model reads as
 * one line per value.
 */
public final class ModelBuilder {

	/** Ecore's data types under short names, for the model classes. */
	public static final EDataType INT = EcorePackage.Literals.EINT;
	public static final EDataType LONG = EcorePackage.Literals.ELONG;
	public static final EDataType BOOLEAN = EcorePackage.Literals.EBOOLEAN;
	public static final EDataType STRING = EcorePackage.Literals.ESTRING;
	public static final EDataType DOUBLE = EcorePackage.Literals.EDOUBLE;

	private static final EcoreFactory F = EcoreFactory.eINSTANCE;

	private final EPackage pkg;
	private final List<String[]> containments = new ArrayList<>();
	private EClass current;
	private EAttribute last;

	private ModelBuilder(String name) {
		pkg = F.createEPackage();
		pkg.setName(name);
		pkg.setNsPrefix(name);
		pkg.setNsURI("http://dyno/jboss/model/" + name);
	}

	/** A new package named {@code name} (namespace {@code http://dyno/jboss/model/<name>}). */
	public static ModelBuilder pkg(String name) {
		return new ModelBuilder(name);
	}

	/** Adds a class whose instances are at {@code path} (see {@link Binding#PATH}); later attributes go to it. */
	public ModelBuilder eClass(String name, String path) {
		current = F.createEClass();
		current.setName(name);
		annotate(current, Binding.SOURCE, Binding.PATH, path);
		pkg.getEClassifiers().add(current);
		return this;
	}

	/** The current class's instances must have a namespace URI containing this text. */
	public ModelBuilder namespace(String part) {
		annotate(current, Binding.SOURCE, Binding.NAMESPACE, part);
		return this;
	}

	/** The current class's instances must have text matching this regular expression. */
	public ModelBuilder match(String regex) {
		annotate(current, Binding.SOURCE, Binding.MATCH, regex);
		return this;
	}

	/** The current class contains many instances of {@code eClass} (added before or after) as {@code name}. */
	public ModelBuilder contains(String name, String eClass) {
		containments.add(new String[] { current.getName(), name, eClass });
		return this;
	}

	/**
	 * Adds an enumeration. Each literal is given as {@code NAME=written} or just as written (its name is then the
	 * written text upper-cased, with {@code _} for other characters).
	 */
	public EEnum eEnum(String name, String... literals) {
		EEnum e = F.createEEnum();
		e.setName(name);
		for (int i = 0; i < literals.length; i++) {
			EEnumLiteral l = F.createEEnumLiteral();
			int eq = literals[i].indexOf('=');
			String written = literals[i].substring(eq + 1);
			l.setName(eq > 0 ? literals[i].substring(0, eq) : written.replaceAll("[^A-Za-z0-9]+", "_").toUpperCase());
			l.setLiteral(written);
			l.setValue(i);
			e.getELiterals().add(l);
		}
		pkg.getEClassifiers().add(e);
		return e;
	}

	/** An attribute of the current class at an {@link Binding#XML} path. */
	public ModelBuilder xml(String name, EClassifier type, String path) {
		return attribute(name, type, Binding.XML, path);
	}

	/** An attribute of the current class from JVM flags (see {@link Binding#FLAG}). */
	public ModelBuilder flag(String name, EClassifier type, String keys) {
		return attribute(name, type, Binding.FLAG, keys);
	}

	/** An attribute of the current class from a properties key ({@code *} for the object's name). */
	public ModelBuilder key(String name, EClassifier type, String key) {
		return attribute(name, type, Binding.KEY, key);
	}

	/** A string attribute of the current class holding its object's name among the properties keys (read-only). */
	public ModelBuilder instanceName(String name) {
		attribute(name, STRING, Binding.NAME, "*");
		last.setChangeable(false);
		return this;
	}

	/** The current (properties) class's objects are also those named in the comma-separated value of {@code key}. */
	public ModelBuilder list(String key) {
		annotate(current, Binding.SOURCE, Binding.LIST, key);
		return this;
	}

	/** An enumeration attribute of the current class from its element's local name (read-only). */
	public ModelBuilder tag(String name, EEnum type) {
		attribute(name, type, Binding.TAG, "");
		last.setChangeable(false);
		return this;
	}

	/** The last attribute's value is the first group of {@code regex} inside the text at its path. */
	public ModelBuilder regex(String regex) {
		annotate(last, Binding.SOURCE, Binding.REGEX, regex);
		return this;
	}

	/**
	 * The tuning facts of the last attribute.
	 *
	 * @param dflt the server's default as written in the file, or {@link Tuning#NONE}
	 * @param unit bytes, ms, s, min, count, percent, ratio, text …
	 * @param restart whether a change needs a restart or redeploy
	 * @param doc the hint key (the reference's rule id where there is one)
	 */
	public ModelBuilder tune(String dflt, String unit, boolean restart, String doc) {
		annotate(last, Tuning.SOURCE, Tuning.DEFAULT, dflt);
		annotate(last, Tuning.SOURCE, Tuning.UNIT, unit);
		annotate(last, Tuning.SOURCE, Tuning.RESTART, Boolean.toString(restart));
		annotate(last, Tuning.SOURCE, Tuning.DOC, doc);
		return this;
	}

	/** Sensible bounds of the last attribute (inclusive). */
	public ModelBuilder range(long min, long max) {
		annotate(last, Tuning.SOURCE, Tuning.MIN, Long.toString(min));
		annotate(last, Tuning.SOURCE, Tuning.MAX, Long.toString(max));
		return this;
	}

	/** The finished package; fails when a containment names an unknown class or an attribute lacks tuning facts. */
	public EPackage build() {
		for (String[] c : containments) {
			EReference r = F.createEReference();
			r.setName(c[1]);
			r.setContainment(true);
			r.setUpperBound(-1);
			r.setEType(classNamed(c[2]));
			classNamed(c[0]).getEStructuralFeatures().add(r);
		}
		for (EClassifier c : pkg.getEClassifiers()) {
			if (c instanceof EClass k) {
				for (EAttribute a : k.getEAttributes()) {
					for (String key : List.of(Tuning.DEFAULT, Tuning.UNIT, Tuning.RESTART, Tuning.DOC)) {
						if (Tuning.detail(a, key).isEmpty()) {
							throw new IllegalStateException(k.getName() + "." + a.getName() + " has no tuning " + key);
						}
					}
				}
				// EMF computes these lists lazily; computing them here keeps later readers on any thread safe
				k.getEAllAttributes();
				k.getEAllContainments();
				k.getEAllStructuralFeatures();
			}
		}
		return pkg;
	}

	private EClass classNamed(String name) {
		if (pkg.getEClassifier(name) instanceof EClass k) {
			return k;
		}
		throw new IllegalStateException("no class " + name + " in model " + pkg.getName());
	}

	private ModelBuilder attribute(String name, EClassifier type, String bindingKey, String value) {
		last = F.createEAttribute();
		last.setName(name);
		last.setEType(type);
		last.setUnsettable(true);
		annotate(last, Binding.SOURCE, bindingKey, value);
		current.getEStructuralFeatures().add(last);
		return this;
	}

	private static void annotate(EModelElement element, String source, String key, String value) {
		var a = element.getEAnnotation(source);
		if (a == null) {
			a = F.createEAnnotation();
			a.setSource(source);
			element.getEAnnotations().add(a);
		}
		a.getDetails().put(key, value);
	}
}
