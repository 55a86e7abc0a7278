package dyno.jboss.tests.doc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.ConfigSyntaxException;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.tests.Fixtures;

/**
 * Damaged copies of real files: each problem is reported with file, line and column, and a file that did not parse
 * is never written. Saving is atomic and keeps one backup of the original.
 */
class MalformedTest {

	@TempDir
	Path dir;

	private static byte[] fixture(String path) throws IOException {
		return Files.readAllBytes(Fixtures.get(path));
	}

	private Path write(String name, byte[] bytes) throws IOException {
		Path p = dir.resolve(name);
		Files.write(p, bytes);
		return p;
	}

	/** Reads the file as its kind, expecting a syntax error, and checks the file was left as it was. */
	private ConfigSyntaxException refused(Path file, FileKind kind) throws IOException {
		byte[] before = Files.readAllBytes(file);
		ConfigSyntaxException e = assertThrows(ConfigSyntaxException.class, () -> ConfigFiles.read(new ConfigFile(file, kind)));
		assertTrue(e.getMessage().startsWith(file.getFileName() + ":" + e.line() + ":" + e.column() + ": "), e.getMessage());
		assertArrayEquals(before, Files.readAllBytes(file));
		try (Stream<Path> files = Files.list(dir)) {
			assertEquals(1, files.count(), "no backup or temporary file next to a file that did not parse");
		}
		return e;
	}

	@Test
	void truncatedXmlNamesTheOpenElement() throws IOException {
		byte[] full = fixture("jboss-as-5/5.1.0.GA/server/default/conf/standardjboss.xml");
		String text = new String(full, StandardCharsets.UTF_8);
		int cut = text.indexOf("<MaximumSize>100</MaximumSize>") + "<MaximumSize>100</MaximumSize>".length();
		Path file = write("standardjboss.xml", Arrays.copyOf(full, cut));
		ConfigSyntaxException e = refused(file, FileKind.STANDARDJBOSS);
		assertTrue(e.getMessage().contains("element <container-pool-conf> is not closed (opened at 437:7)"), e.getMessage());
		assertEquals(438, e.line());
	}

	@Test
	void mismatchedEndTag() throws IOException {
		String text = new String(fixture("jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml"), StandardCharsets.UTF_8);
		Path file = write("hsqldb-ds.xml", text.replace("</max-pool-size>", "</max-pool>").getBytes(StandardCharsets.UTF_8));
		ConfigSyntaxException e = refused(file, FileKind.DATASOURCES);
		assertEquals(45, e.line());
		assertEquals(24, e.column(), "the </ of the wrong end tag");
		assertTrue(e.problem().startsWith("element <max-pool-size> is not closed (opened at 45:7), found </max-pool>"),
				e.getMessage());
	}

	@Test
	void badEntity() throws IOException {
		String text = new String(fixture("tomcat/9.0.98/conf/server.xml"), StandardCharsets.UTF_8);
		Path file = write("server.xml", text.replace("redirectPort=\"8443\"", "redirectPort=\"&port;\"").getBytes(StandardCharsets.UTF_8));
		ConfigSyntaxException e = refused(file, FileKind.TOMCAT_SERVER_XML);
		assertTrue(e.problem().equals("undefined entity &port;"), e.getMessage());
		Path amp = write("context.xml", new String(fixture("tomcat/9.0.98/conf/context.xml"), StandardCharsets.UTF_8)
				.replace("<Context>", "<Context>R&D").getBytes(StandardCharsets.UTF_8));
		Files.delete(file);
		assertTrue(refused(amp, FileKind.TOMCAT_CONTEXT).problem().contains("'&' does not start an entity reference"));
	}

	@Test
	void entitiesDeclaredInTheDoctypeAreFine() throws IOException {
		// JGroups' stacks declare their shared protocol configuration as entities in an internal subset
		XmlDocument doc = XmlDocument.parse(
				fixture("jboss-as-5/5.1.0.GA/server/all/deploy/cluster/jgroups-channelfactory.sar/META-INF/jgroups-channelfactory-stacks.xml"),
				"stacks.xml");
		assertTrue(doc.root().select("stack").size() > 3);
	}

	@Test
	void binaryGarbageIsNotText() throws IOException {
		byte[] garbage = new byte[4096];
		new Random(4).nextBytes(garbage);
		garbage[10] = 0;
		Path xml = write("standalone.xml", garbage);
		assertTrue(refused(xml, FileKind.WILDFLY_STANDALONE).problem().startsWith("not a text file"));
		Files.delete(xml);
		Path conf = write("run.conf", garbage);
		assertTrue(refused(conf, FileKind.RUN_CONF).problem().startsWith("not a text file"));
	}

	@Test
	void wrongRootForTheKind() throws IOException {
		Path file = write("oracle-ds.xml", fixture("jboss-as-5/5.1.0.GA/server/default/conf/login-config.xml"));
		ConfigSyntaxException e = refused(file, FileKind.DATASOURCES);
		assertTrue(e.problem().startsWith("root element <policy> does not belong in a Datasources"), e.getMessage());
		assertTrue(e.line() > 1);
	}

	@Test
	void contentAfterTheRoot() throws IOException {
		byte[] ok = fixture("tomcat/9.0.98/conf/context.xml");
		Path file = write("context.xml", (new String(ok, StandardCharsets.UTF_8) + "<Context/>\n").getBytes(StandardCharsets.UTF_8));
		assertTrue(refused(file, FileKind.TOMCAT_CONTEXT).problem().startsWith("content after the end of the root element"));
	}

	@Test
	void saveIsAtomicAndKeepsOneBackup() throws IOException {
		byte[] original = fixture("jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml");
		Path path = write("hsqldb-ds.xml", original);
		ConfigFile file = new ConfigFile(path, FileKind.DATASOURCES);
		XmlDocument doc = (XmlDocument) ConfigFiles.read(file);
		doc.root().select("//max-pool-size").get(0).setText("30");
		ConfigFiles.save(file, doc);
		Path backup = dir.resolve("hsqldb-ds.xml" + ConfigFiles.BACKUP_SUFFIX);
		assertArrayEquals(original, Files.readAllBytes(backup));
		assertArrayEquals(doc.toBytes(), Files.readAllBytes(path));

		XmlDocument again = (XmlDocument) ConfigFiles.read(file);
		again.root().select("//max-pool-size").get(0).setText("40");
		ConfigFiles.save(file, again);
		assertArrayEquals(original, Files.readAllBytes(backup), "the backup keeps the very first bytes");
		assertTrue(new String(Files.readAllBytes(path), StandardCharsets.UTF_8).contains("<max-pool-size>40</max-pool-size>"));
		try (Stream<Path> files = Files.list(dir)) {
			assertEquals(2, files.count(), "only the file and its backup: no temporary file left");
		}
	}
}
