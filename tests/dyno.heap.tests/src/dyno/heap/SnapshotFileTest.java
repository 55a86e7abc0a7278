package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.Fixtures;

/** The {@code .histo} format of SNAPSHOT-FORMAT.md: round trip, versions, damaged files. */
class SnapshotFileTest {

	@TempDir
	Path dir;

	/** The real JDK 6 x64 histogram, as if taken from a known JVM after a full GC. */
	private static Snapshot real() throws IOException {
		Snapshot imported = HistogramImport.read(
				Fixtures.get(HistogramImportTest.HISTOGRAMS + "histogram_sun_jdk6_18_x64.txt"), null, 1_795_000_123_456L);
		JvmIdentity jvm = new JvmIdentity("build-box:9010", 4711, "org.jboss.Main", "1.6.0_18", 1_794_999_000_000L);
		return new Snapshot(Snapshot.FORMAT_VERSION, imported.time(), jvm, true, "import: a\nfile\tname",
				imported.rows());
	}

	@Test
	void writesAndReadsBackEveryField() throws IOException {
		Snapshot s = real();
		Path file = dir.resolve("a.histo");
		SnapshotFile.write(s, file);
		Snapshot back = SnapshotFile.read(file);
		assertEquals(s.rows(), back.rows());
		assertEquals(s.jvm(), back.jvm());
		assertEquals(s.time(), back.time());
		assertTrue(back.afterFullGc());
		assertEquals("import: a file name", back.source(), "line breaks and tabs of header values become spaces");
		assertEquals(1, back.formatVersion());
		assertEquals(2759080, back.totalBytes());

		List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
		assertEquals("dyno-snapshot 1", lines.get(0));
		assertTrue(lines.contains("time: 2026-11-18T11:08:43.456Z"), lines.toString());
		assertTrue(lines.contains("classes: 157"), lines.toString());
		int blank = lines.indexOf("");
		assertEquals("4678\t574968\t<constMethodKlass>\t", lines.get(blank + 1));
		assertEquals(blank + 1 + 157, lines.size());
		assertTrue(SnapshotFile.isSnapshot(file));
		assertEquals(back, SnapshotFile.readAny(file));
	}

	@Test
	void modulesAndOtherScriptsSurvive() throws IOException {
		JvmIdentity jvm = new JvmIdentity("localhost", 1, "ünïcode.Main", "25", 0);
		List<ClassRow> rows = List.of(new ClassRow("[B", "java.base@25.0.1", 10, 160),
				new ClassRow("app.Größe$$Lambda/0x000000a801001000", "", 1, 16));
		Snapshot s = new Snapshot(1, 5, jvm, false, "jcmd GC.class_histogram", rows);
		Path file = dir.resolve("u.histo");
		SnapshotFile.write(s, file);
		assertEquals(s, SnapshotFile.read(file));
	}

	@Test
	void aNewerVersionIsRefusedNamingBothVersions() throws IOException {
		Path file = dir.resolve("future.histo");
		SnapshotFile.write(real(), file);
		replaceLine(file, 0, "dyno-snapshot 2");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SnapshotFile.read(file));
		assertEquals(file + " is a snapshot file of format version 2, but this Dyno reads format version 1 "
				+ "(written by a newer Dyno: update Dyno to read it)", e.getMessage());
	}

	@Test
	void aMalformedLineIsNamedWithFileAndNumber() throws IOException {
		Path file = dir.resolve("bad.histo");
		SnapshotFile.write(real(), file);
		List<String> lines = Files.readAllLines(file);
		int row = lines.indexOf("") + 3;
		replaceLine(file, row - 1, "372 76248 [B"); // spaces instead of tabs
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SnapshotFile.read(file));
		assertEquals(file + ", line " + row + ": expected 'instances<TAB>bytes<TAB>class<TAB>module', found "
				+ "'372 76248 [B'", e.getMessage());

		replaceLine(file, row - 1, "372\tmany\t[B\t");
		e = assertThrows(IllegalArgumentException.class, () -> SnapshotFile.read(file));
		assertTrue(e.getMessage().startsWith(file + ", line " + row + ": expected"), e.getMessage());
		assertTrue(e.getMessage().contains("whole numbers"), e.getMessage());

		replaceLine(file, 3, "pid 4711");
		e = assertThrows(IllegalArgumentException.class, () -> SnapshotFile.read(file));
		assertEquals(file + ", line 4: expected a header line 'key: value', found 'pid 4711'", e.getMessage());
	}

	@Test
	void aCutOffFileIsNoticed() throws IOException {
		Path file = dir.resolve("cut.histo");
		SnapshotFile.write(real(), file);
		List<String> lines = new ArrayList<>(Files.readAllLines(file));
		Files.write(file, lines.subList(0, lines.size() - 10));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SnapshotFile.read(file));
		assertTrue(e.getMessage().startsWith(file + ": the header says 157 classes and 2759080 bytes, the rows hold "
				+ "147 classes"), e.getMessage());
	}

	@Test
	void histogramTextIsNoSnapshotFileButReadAnyTakesIt() throws IOException {
		Path text = Fixtures.get(HistogramImportTest.HISTOGRAMS + "histogram_sun_jdk5_13_x32.txt");
		assertFalse(SnapshotFile.isSnapshot(text));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SnapshotFile.read(text));
		assertEquals(text + ": not a Dyno snapshot file (it does not start with 'dyno-snapshot <version>')",
				e.getMessage());
		assertEquals(1225, SnapshotFile.readAny(text).totalInstances());
	}

	private static void replaceLine(Path file, int index, String line) throws IOException {
		List<String> lines = new ArrayList<>(Files.readAllLines(file));
		lines.set(index, line);
		Files.write(file, lines);
	}
}
