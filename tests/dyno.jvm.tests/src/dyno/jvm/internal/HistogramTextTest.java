package dyno.jvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dyno.jvm.ClassHistogram;

class HistogramTextTest {

	/** The head and tail of a real {@code jcmd <pid> GC.class_histogram} on Temurin 25. */
	private static final String JDK25 = """
			7317:
			 num     #instances         #bytes  class name (module)
			-------------------------------------------------------
			   1:        138852        9416432  [B (java.base@25.0.3)
			   2:         30377        3567664  [Ljava.util.HashMap$Node; (java.base@25.0.3)
			   3:        137851        3308424  java.lang.String (java.base@25.0.3)
			   4:            12            384  dyno.samples.Retainer$RetainedItem
			2075:             1             16  sun.util.resources.cldr.provider.CLDRLocaleDataMetaInfo (jdk.localedata@25.0.3)
			Total        307093       16292920
			""";

	@Test
	void readsJcmdOutputOfJdk25WithModules() {
		ClassHistogram h = ClassHistogram.parse(JDK25, 42);
		assertEquals(5, h.rows().size());
		assertEquals(new ClassHistogram.Row("[B", "java.base@25.0.3", 138852, 9416432), h.rows().get(0));
		assertEquals(new ClassHistogram.Row("[Ljava.util.HashMap$Node;", "java.base@25.0.3", 30377, 3567664),
				h.rows().get(1));
		assertEquals(new ClassHistogram.Row("dyno.samples.Retainer$RetainedItem", "", 12, 384), h.rows().get(3));
		assertEquals("sun.util.resources.cldr.provider.CLDRLocaleDataMetaInfo", h.rows().get(4).className());
		assertEquals("jdk.localedata@25.0.3", h.rows().get(4).module());
		assertEquals(307093, h.totalInstances());
		assertEquals(16292920, h.totalBytes());
		assertEquals(42, h.time());
	}

	/** Real {@code jmap -histo} outputs of old JDKs: no rank, no header, CRLF, names like "<no name>". */
	@ParameterizedTest
	@CsvSource({ "histogram_sun_jdk5_13_x32.txt, 140, 1225, 138944, [C, 44312",
			"histogram_sun_jdk6_18_x32.txt, 151, 1852, 147688, [C, 53208",
			"histogram_sun_jdk6_18_x64.txt, 157, 22297, 2759080, <constMethodKlass>, 574968" })
	void readsJmapOutputsOfOldJdks(String file, int rows, long instances, long bytes, String largest,
			long largestBytes) throws IOException {
		ClassHistogram h = ClassHistogram.parse(fixture(file), 0);
		assertEquals(rows, h.rows().size());
		assertEquals(instances, h.totalInstances());
		assertEquals(bytes, h.totalBytes());
		assertEquals(largest, h.rows().get(0).className());
		assertEquals(largestBytes, h.rows().get(0).bytes());
		assertTrue(h.rows().stream().anyMatch(r -> r.className().equals("java.lang.String")));
		for (int i = 1; i < h.rows().size(); i++) {
			assertTrue(h.rows().get(i - 1).bytes() >= h.rows().get(i).bytes(), "largest first");
		}
	}

	@Test
	void keepsNamesWithSpacesThatAreNotModules() throws IOException {
		ClassHistogram h = ClassHistogram.parse(fixture("histogram_sun_jdk5_13_x32.txt"), 0);
		assertTrue(h.rows().stream().anyMatch(r -> r.className().equals("<no name>") && r.instances() == 13),
				"the '<no name>' row");
	}

	@Test
	void namesTheLineThatIsNotARow() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> ClassHistogram.parse("   1:   10   160  java.lang.Object\n   2:  lots  java.lang.String\n", 0));
		assertEquals("line 2 of the class histogram is not a row: '2:  lots  java.lang.String'", e.getMessage());
		IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
				() -> ClassHistogram.parse("4711:\n", 0));
		assertTrue(empty.getMessage().contains("has no rows"), empty.getMessage());
	}

	@Test
	void aTotalLineThatTheRowsDoNotAddUpToIsRefused() {
		String cut = JDK25.replace("   3:        137851        3308424  java.lang.String (java.base@25.0.3)\n", "");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClassHistogram.parse(cut, 0));
		assertEquals("the rows of the class histogram add up to 169242 instances and 12984496 bytes, but its Total "
				+ "line (line 8) says 307093 and 16292920: rows are missing or changed", e.getMessage());
	}

	private static String fixture(String name) throws IOException {
		try (InputStream in = HistogramTextTest.class.getResourceAsStream("histograms/" + name)) {
			if (in == null) {
				throw new IOException("fixture " + name + " is missing");
			}
			return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
		}
	}
}
