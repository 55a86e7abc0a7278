package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.samples.ChildJvm;
import dyno.samples.Fixtures;
import dyno.samples.Retainer;

/** Histogram text of real JDKs imported as snapshots: MAT's jmap samples of JDK 5 and 6, jcmd of live JDKs. */
class HistogramImportTest {

	static final String HISTOGRAMS = "jvm/histograms/eclipse-mat__mat/";

	@TempDir
	Path dir;

	/**
	 * MAT's files have no Total line; the expected totals were summed from the files with {@code awk '{i+=$1;
	 * b+=$2}'}, the row counts are their line counts.
	 */
	@ParameterizedTest
	@CsvSource({ "histogram_sun_jdk5_13_x32.txt, 140, 1225, 138944, [C, 171, 44312",
			"histogram_sun_jdk6_18_x32.txt, 151, 1852, 147688, [C, 298, 53208",
			"histogram_sun_jdk6_18_x64.txt, 157, 22297, 2759080, <constMethodKlass>, 4678, 574968" })
	void importsJmapHistogramsOfJdk5And6(String name, int rows, long instances, long bytes, String largest,
			long largestInstances, long largestBytes) throws IOException {
		Path file = Fixtures.get(HISTOGRAMS + name);
		Snapshot s = HistogramImport.read(file, null);
		assertEquals(rows, s.rows().size());
		assertEquals(instances, s.totalInstances());
		assertEquals(bytes, s.totalBytes());
		assertEquals(new ClassRow(largest, "", largestInstances, largestBytes), s.rows().get(0));
		assertEquals(Files.getLastModifiedTime(file).toMillis(), s.time(), "taken at the file's time");
		assertEquals("import: " + name, s.source());
		assertEquals(new JvmIdentity("imported", -1, name, "", 0), s.jvm());
		assertTrue(!s.afterFullGc(), "plain jmap -histo runs no GC");
		assertTrue(s.rows().stream().allMatch(r -> r.module().isEmpty()), "no modules before JDK 9");
	}

	@Test
	void namesWithSpacesAndTwoRowsOfOneClassAreKept() throws IOException {
		Snapshot s = HistogramImport.read(Fixtures.get(HISTOGRAMS + "histogram_sun_jdk5_13_x32.txt"), null);
		assertEquals(13, s.row("<no name>").instances());
		assertEquals(4200, s.row("java.lang.String").bytes());
		assertEquals(null, s.row("dyno.NoSuchClass"));
	}

	static Stream<Path> jdks() {
		return Stream.of(Path.of(System.getProperty("java.home")), Path.of("/usr/lib/jvm/java-17-openjdk-amd64"))
				.filter(home -> Files.isExecutable(home.resolve("bin/jcmd")));
	}

	/** jcmd of the child's own JDK: modules, the pid line, the Total line the rows must add up to. */
	@ParameterizedTest
	@MethodSource("jdks")
	void importsJcmdHistogramOfALiveJvm(Path jdk) throws Exception {
		try (ChildJvm child = ChildJvm.start(jdk, Retainer.class, "1234")) {
			Path file = dir.resolve("jcmd.txt");
			Process jcmd = new ProcessBuilder(jdk.resolve("bin/jcmd").toString(), Long.toString(child.pid()),
					"GC.class_histogram").redirectErrorStream(true).redirectOutput(file.toFile()).start();
			assertEquals(0, jcmd.waitFor(), Files.readString(file));
			List<String> lines = Files.readAllLines(file);
			Matcher total = Pattern.compile("Total\\s+(\\d+)\\s+(\\d+)").matcher(lines.get(lines.size() - 1).strip());
			assertTrue(total.matches(), "jcmd ends with its Total line: " + lines.get(lines.size() - 1));

			Snapshot s = HistogramImport.read(file, null, 42);
			assertEquals(Long.parseLong(total.group(1)), s.totalInstances());
			assertEquals(Long.parseLong(total.group(2)), s.totalBytes());
			assertEquals(lines.size() - 4, s.rows().size(), "all lines but pid, header, dashes and Total");
			assertEquals(42, s.time());
			assertEquals(child.pid(), s.jvm().pid(), "from jcmd's first line");
			ClassRow kept = s.row(Retainer.RetainedItem.class.getName());
			assertEquals(1234, kept.instances());
			assertEquals("", kept.module(), "the unnamed module prints none");
			assertTrue(s.row("java.lang.String").module().startsWith("java.base@"), s.row("java.lang.String").module());
		}
	}

	@Test
	void textThatIsNoHistogramIsNamedWithItsLine() throws IOException {
		Path jtl = Fixtures.get("jmeter/results/apache__jmeter/sample_log1c.jtl");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HistogramImport.read(jtl, null));
		assertTrue(e.getMessage().startsWith(jtl + ": line 1 of the class histogram is not a row: '"), e.getMessage());
		IOException missing = assertThrows(IOException.class, () -> HistogramImport.read(dir.resolve("none.txt"), null));
		assertEquals(dir.resolve("none.txt") + ": no such file", missing.getMessage());
	}
}
