package dyno.jboss.tests.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.model.BoundModel;
import dyno.jboss.tests.Fixtures;

/** Binding real fixture files (or temp copies of them) and checking what an edit did to their bytes. */
final class ModelFixtures {

	private ModelFixtures() {
	}

	/** The model of a fixture file, read in place (for tests that do not save). */
	static BoundModel bind(String fixture, FileKind kind) throws IOException {
		ConfigFile file = new ConfigFile(Fixtures.get(fixture), kind);
		return BoundModel.bind(file, ConfigFiles.read(file));
	}

	/** The model of a temp copy of a fixture file, for tests that edit and save. */
	static BoundModel bindCopy(Path dir, String fixture, FileKind kind) throws IOException {
		Path source = Fixtures.get(fixture);
		Path copy = dir.resolve(source.getFileName());
		Files.copy(source, copy);
		ConfigFile file = new ConfigFile(copy, kind);
		return BoundModel.bind(file, ConfigFiles.read(file));
	}

	/** The document's current bytes, one char per byte. */
	static String bytes(BoundModel m) {
		return new String(m.document().toBytes(), StandardCharsets.ISO_8859_1);
	}

	/** Asserts that {@code after} is {@code before} with its one occurrence of {@code was} replaced by {@code is}. */
	static void assertOnlyReplaced(String before, String after, String was, String is) {
		int at = before.indexOf(was);
		assertTrue(at >= 0, "expected '" + was + "' in the original");
		assertEquals(-1, before.indexOf(was, at + 1), "'" + was + "' is not unique; the check needs a unique one");
		assertEquals(before.substring(0, at) + is + before.substring(at + was.length()), after);
	}

	/**
	 * Asserts that {@code after} is {@code before} with the first occurrence of {@code was} behind {@code anchor}
	 * replaced by {@code is}.
	 */
	static void assertOnlyReplaced(String before, String after, String anchor, String was, String is) {
		int from = before.indexOf(anchor);
		assertTrue(from >= 0, "expected '" + anchor + "' in the original");
		int at = before.indexOf(was, from);
		assertTrue(at >= 0, "expected '" + was + "' after '" + anchor + "'");
		assertEquals(before.substring(0, at) + is + before.substring(at + was.length()), after);
	}

	/** The value of the attribute named {@code name}. */
	static Object get(EObject o, String name) {
		return o.eGet(feature(o, name));
	}

	/** Whether the attribute named {@code name} is set (written in the file). */
	static boolean isSet(EObject o, String name) {
		return o.eIsSet(feature(o, name));
	}

	/** The feature named {@code name} of {@code o}'s class, failing clearly when the model has no such name. */
	static EStructuralFeature feature(EObject o, String name) {
		EStructuralFeature f = o.eClass().getEStructuralFeature(name);
		assertTrue(f != null, o.eClass().getName() + " has no feature " + name);
		return f;
	}

	/** The one object of {@code eClass} whose attribute {@code name} is {@code value}. */
	static EObject find(BoundModel m, String eClass, String name, Object value) {
		List<EObject> found = m.all(eClass).stream().filter(o -> value.equals(get(o, name))).toList();
		assertEquals(1, found.size(), "objects " + eClass + " with " + name + "=" + value);
		return found.get(0);
	}

	/** The name of an EEnum value (e.g. {@code G1}), for comparisons. */
	static String literal(Object enumValue) {
		return ((org.eclipse.emf.ecore.EEnumLiteral) enumValue).getName();
	}
}
