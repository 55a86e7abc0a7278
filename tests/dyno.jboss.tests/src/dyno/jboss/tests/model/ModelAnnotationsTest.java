package dyno.jboss.tests.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EPackage;
import org.junit.jupiter.api.Test;

import dyno.jboss.FileKind;
import dyno.jboss.model.Binding;
import dyno.jboss.model.ConfigModels;
import dyno.jboss.model.Tuning;
import dyno.jboss.model.Values;

/** Every modelled value says its default, unit, restart need, hint key and where it is written. */
class ModelAnnotationsTest {

	@Test
	void everyAttributeCarriesTuningFacts() {
		List<String> problems = new ArrayList<>();
		for (EAttribute a : attributes()) {
			String where = a.getEContainingClass().getName() + "." + a.getName();
			for (String key : List.of(Tuning.DEFAULT, Tuning.UNIT, Tuning.RESTART, Tuning.DOC)) {
				if (Tuning.detail(a, key).filter(v -> !v.isBlank()).isEmpty()) {
					problems.add(where + " lacks " + key);
				}
			}
			Tuning.detail(a, Tuning.RESTART).filter(r -> !r.equals("true") && !r.equals("false"))
					.ifPresent(r -> problems.add(where + " restart=" + r));
			// a default must be a value of the attribute's type, so editors can show it and rules compare with it
			Tuning.defaultValue(a).filter(d -> Values.parse(a, d).isEmpty())
					.ifPresent(d -> problems.add(where + " default '" + d + "' is not a " + a.getEType().getName()));
			if (Tuning.min(a).isPresent() && Tuning.max(a).isPresent()
					&& Tuning.min(a).getAsLong() > Tuning.max(a).getAsLong()) {
				problems.add(where + " min > max");
			}
		}
		assertEquals(List.of(), problems);
	}

	@Test
	void everyAttributeHasExactlyOneBinding() {
		List<String> problems = new ArrayList<>();
		for (EAttribute a : attributes()) {
			long kinds = List.of(Binding.XML, Binding.FLAG, Binding.KEY, Binding.NAME, Binding.TAG).stream()
					.filter(k -> Binding.detail(a, k).isPresent()).count();
			if (kinds != 1) {
				problems.add(a.getEContainingClass().getName() + "." + a.getName() + " has " + kinds + " bindings");
			}
			Binding.detail(a, Binding.REGEX).ifPresent(r -> {
				if (Pattern.compile(r).matcher("").groupCount() < 1) {
					problems.add(a.getName() + " regex has no group");
				}
			});
		}
		assertEquals(List.of(), problems);
	}

	@Test
	void everyClassHasAPathAndEveryPackageARootForItsKinds() {
		for (EPackage p : ConfigModels.all()) {
			for (EClassifier c : p.getEClassifiers()) {
				if (c instanceof EClass k) {
					assertTrue(Binding.path(k).isPresent(), k.getName() + " has no path");
				}
			}
			assertEquals("", Binding.path(ConfigModels.rootClass(p)).map(x -> x.equals(Binding.JAVA_OPTS) || x.equals(Binding.PROPERTIES) ? "" : x)
					.orElseThrow(), p.getName() + "'s root is not the whole file");
		}
		Set<EPackage> mapped = new HashSet<>();
		for (FileKind k : FileKind.values()) {
			ConfigModels.packageFor(k).ifPresent(mapped::add);
		}
		assertEquals(new HashSet<>(ConfigModels.all()), mapped, "every package serves a file kind");
		assertFalse(attributes().size() < 200, "the models cover the tunables: " + attributes().size());
	}

	private static List<EAttribute> attributes() {
		List<EAttribute> all = new ArrayList<>();
		for (EPackage p : ConfigModels.all()) {
			for (EClassifier c : p.getEClassifiers()) {
				if (c instanceof EClass k) {
					all.addAll(k.getEAttributes());
				}
			}
		}
		return all;
	}
}
