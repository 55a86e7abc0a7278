package dyno.jboss.tests.doc;

import static dyno.jboss.tests.doc.Splice.assertInserted;
import static dyno.jboss.tests.doc.Splice.assertRemoved;
import static dyno.jboss.tests.doc.Splice.assertReplaced;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.jboss.doc.PropertiesDocument;

/**
 * Properties files. The fixtures hold no mod_jk workers.properties, so these tests read the PDE build.properties
 * of this repository's dyno.jboss bundle: a real file with a value continued over two lines.
 */
class PropertiesDocumentTest {

	/** The tests run in the test bundle's folder. */
	private static byte[] buildProperties() throws IOException {
		Path p = Path.of("..", "..", "bundles", "dyno.jboss", "build.properties");
		assertTrue(Files.isRegularFile(p), "no " + p.toAbsolutePath());
		return Files.readAllBytes(p);
	}

	@Test
	void readsContinuedValuesAndGivesBackTheBytes() throws IOException {
		byte[] bytes = buildProperties();
		PropertiesDocument doc = PropertiesDocument.parse(bytes, "build.properties");
		assertEquals("src/", doc.get("source..").orElseThrow());
		assertEquals("META-INF/,.", doc.get("bin.includes").orElseThrow());
		assertEquals(List.of("source..", "output..", "bin.includes"), doc.keys());
		assertArrayEquals(bytes, doc.toBytes());
	}

	@Test
	void editsInPlaceAppendsAndRemoves() throws IOException {
		byte[] before = buildProperties();
		PropertiesDocument doc = PropertiesDocument.parse(before, "build.properties");
		doc.set("output..", "classes/");
		assertReplaced(before, doc.toBytes(), "= bin/", "= classes/");
		byte[] edited = doc.toBytes();
		doc.set("worker.list", "node1");
		assertInserted(edited, doc.toBytes(), "worker.list=node1\n");
		assertEquals("node1", doc.get("worker.list").orElseThrow());
		doc.remove("worker.list");
		assertArrayEquals(edited, doc.toBytes());
		doc.remove("source..");
		assertRemoved(edited, doc.toBytes(), "source.. = src/\n");
	}
}
