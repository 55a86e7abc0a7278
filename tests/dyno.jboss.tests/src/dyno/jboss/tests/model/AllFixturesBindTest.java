package dyno.jboss.tests.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.ConfigModels;
import dyno.jboss.tests.Fixtures;

/** Every real fixture file binds to the model of its kind (every kind has one), and its model reads values from it. */
class AllFixturesBindTest {

	@Test
	void everyFixtureBindsToItsModel() throws Exception {
		List<String> failures = new ArrayList<>();
		Set<FileKind> bound = EnumSet.noneOf(FileKind.class);
		int objects = 0;
		for (Path p : Fixtures.serverConfigFiles()) {
			byte[] head = Arrays.copyOf(Files.readAllBytes(p), 4096);
			Optional<FileKind> kind = FileKind.of(p, head);
			if (kind.isEmpty()) {
				continue; // RoundTripTest fails for a fixture without a kind
			}
			if (ConfigModels.packageFor(kind.get()).isEmpty()) {
				failures.add(Fixtures.root().relativize(p) + ": no model for " + kind.get());
				continue;
			}
			ConfigFile file = new ConfigFile(p, kind.get());
			try {
				ConfigDocument doc = ConfigFiles.read(file);
				BoundModel m = BoundModel.bind(file, doc);
				for (var it = m.root().eAllContents(); it.hasNext(); it.next()) {
					objects++;
				}
				bound.add(kind.get());
				assertEquals(false, doc.isModified(), "binding does not edit: " + p);
			} catch (Exception | AssertionError e) {
				failures.add(Fixtures.root().relativize(p) + ": " + e);
			}
		}
		assertEquals(List.of(), failures);
		Set<FileKind> modelled = EnumSet.noneOf(FileKind.class);
		for (FileKind k : FileKind.values()) {
			ConfigModels.packageFor(k).ifPresent(x -> modelled.add(k));
		}
		// no server distribution ships these: persistence.xml and jboss-web.xml belong to applications, and
		// workers.properties to Apache httpd; their model tests write a minimal file of their own
		modelled.removeAll(EnumSet.of(FileKind.PERSISTENCE_XML, FileKind.JBOSS_WEB_XML, FileKind.MODJK_WORKERS));
		assertEquals(modelled, bound, "every modelled kind but those has a real fixture");
		assertTrue(objects > 500, "objects read: " + objects);
	}
}
