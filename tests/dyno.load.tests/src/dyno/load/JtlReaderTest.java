package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import dyno.samples.Fixtures;

/** Every real JTL of the fixtures reads completely; variants written from them read the same; bad files say why. */
class JtlReaderTest {

	@TempDir
	Path tmp;

	static Stream<Jtls.Expected> fixtures() {
		return Jtls.ALL.stream();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void everyFixtureReadsEveryRowWithoutProblems(Jtls.Expected fixture) throws IOException {
		try (JtlReader r = JtlReader.open(fixture.file())) {
			List<String> labels = new ArrayList<>();
			long n = r.readAll(s -> labels.add(s.label()));
			assertEquals(fixture.rows(), n, r.problems().summary());
			assertEquals(n, labels.size());
			assertEquals(0, r.problems().count(), r.problems().summary());
			assertTrue(labels.stream().noneMatch(String::isEmpty), "every row has a label");
		}
	}

	@Test
	void csvHeaderGivesColumnsAndFields() throws IOException {
		Path f = Fixtures.get(Jtls.JENKINS + "filewithtransactions.csv");
		try (JtlReader r = JtlReader.open(f)) {
			assertEquals(JtlFormat.Kind.CSV, r.format().kind());
			assertEquals(',', r.format().delimiter());
			assertEquals(JtlColumn.DEFAULT_HEADER, r.format().columns());
		}
		List<Sample> all = Jtls.read(f);
		// 1547676357242,1172,HP-0,200,OK,Thread Group 1-1,text,true,,13630,390,1,1,https://www.foo.com/blog/,1170,0,704
		Sample first = all.get(0);
		assertEquals(1547676357242L, first.start());
		assertEquals(1172, first.elapsed());
		assertEquals(1547676357242L + 1172, first.end());
		assertEquals("HP-0", first.label());
		assertEquals("200", first.responseCode());
		assertEquals("Thread Group 1-1", first.threadName());
		assertTrue(first.success());
		assertEquals("", first.failureMessage());
		assertEquals(13630, first.bytes());
		assertEquals(390, first.sentBytes());
		assertEquals(1, first.grpThreads());
		assertEquals(1, first.allThreads());
		assertEquals(1170, first.latency());
		assertEquals(704, first.connect());
		assertEquals(1, first.sampleCount());
		assertEquals(0, first.errorCount());
		// The transaction row's quoted message holds the delimiter: 18 commas, still 17 fields.
		Sample transaction = all.get(3);
		assertEquals("HP", transaction.label());
		assertEquals(2924, transaction.elapsed());
		assertEquals(704, transaction.connect());
	}

	@Test
	void sameLabelTextIsTheSameStringInstance() throws IOException {
		List<Sample> all = Jtls.read(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl"));
		Sample a = all.get(0);
		Sample b = all.stream().skip(1).filter(s -> s.label().equals(a.label())).findFirst().orElseThrow();
		assertSame(a.label(), b.label());
	}

	@Test
	void quotedMultiLineFailureMessageIsOneRow() throws IOException {
		List<Sample> all = Jtls.read(Fixtures.get(Jtls.JENKINS + "multiLineCSV.jtl"));
		assertEquals(2, all.size());
		Sample failed = all.get(1);
		assertFalse(failed.success());
		assertEquals(1, failed.errorCount());
		assertEquals("500", failed.responseCode());
		assertTrue(failed.label().startsWith("no such element: Unable to locate element: {\"method\":\"id\""),
				failed.label());
		assertTrue(failed.label().contains("\n                  Session ID: 89a1a36b52e184afb01963257d8739e8\n"));
		assertEquals(5815, failed.bytes());
	}

	@Test
	void subsetOfColumnsWithoutTimes() throws IOException {
		Path f = Fixtures.get(Jtls.APACHE + "BatchTestLocal.csv");
		List<Sample> all = Jtls.read(f);
		Sample s = all.get(0);
		assertEquals("Setup 1", s.label());
		assertEquals(0, s.start());
		assertEquals(0, s.elapsed());
		assertEquals(-1, s.latency(), "no Latency column");
		assertEquals(0, s.sentBytes(), "no sentBytes column");
		assertEquals(1, s.sampleCount());
		assertEquals(8 + 8, all.stream().filter(x -> !x.success()).count());
	}

	@Test
	void headerlessCsvOfTenFieldsIsJMeter2Default() throws IOException {
		Path f = Fixtures.get(Jtls.JENKINS + "JENKINS-16627_CSV_instead_of_XML.jtl");
		try (JtlReader r = JtlReader.open(f)) {
			assertEquals(JtlColumn.LEGACY_HEADER, r.format().columns());
		}
		List<Sample> all = Jtls.read(f);
		// 1393227741256,1425,GET /ordermgmt/login - Login Page,200,OK,Thread Group 1-1,text,true,3478,1016
		assertEquals(1393227741256L, all.get(0).start());
		assertEquals(3478, all.get(0).bytes());
		assertEquals(1016, all.get(0).latency());
		// the last row has no line end
		assertEquals("GET /ordermgmt/pre-logout", all.get(2).label());
		assertEquals(25, all.get(2).latency());
	}

	@Test
	void headerlessDefaultColumnsReadLikeWithHeader() throws IOException {
		Path original = Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv");
		List<String> lines = Files.readAllLines(original);
		Path headerless = write("headerless.csv", lines.subList(1, lines.size()));
		try (JtlReader r = JtlReader.open(headerless)) {
			assertEquals(JtlColumn.DEFAULT_HEADER, r.format().columns());
		}
		assertSameSamples(Jtls.read(original), Jtls.read(headerless));
	}

	@ParameterizedTest(name = "delimiter {0}")
	@ValueSource(strings = { ";", "\t", "|" })
	void otherDelimitersReadTheSame(String delimiter) throws IOException {
		Path original = Fixtures.get(Jtls.JENKINS + "filewithtransactions.csv");
		List<String> out = new ArrayList<>();
		for (String line : Files.readAllLines(original)) {
			out.add(replaceUnquoted(line, ',', delimiter.charAt(0)));
		}
		Path other = write("delimited.csv", out);
		try (JtlReader r = JtlReader.open(other)) {
			assertEquals(delimiter.charAt(0), r.format().delimiter());
		}
		assertSameSamples(Jtls.read(original), Jtls.read(other));
	}

	/**
	 * Plain rows are read in one pass, rows with quoted numbers by the general scan: a fixture with every field
	 * quoted, and with CR LF line ends, reads the same, texts included; so do rows with negative numbers, empty
	 * optional fields and a quoted message.
	 */
	@ParameterizedTest
	@ValueSource(strings = { Jtls.APACHE + "HTMLReportTestFile.csv", Jtls.JENKINS + "filewithtransactions.csv" })
	void plainAndQuotedRowsReadTheSame(String fixture) throws IOException {
		List<String> lines = new ArrayList<>(Files.readAllLines(Fixtures.get(fixture)));
		String first = lines.get(1);
		// the same row with negative figures, then with the optional numbers left empty
		lines.add(first.replaceFirst("^(\\d+),(\\d+),", "$1,-$2,"));
		lines.add(replaceNumbersAfterSuccess(first));
		// a failure message JMeter quoted for its comma: still read in one pass
		List<String> header = List.of(lines.get(0).split(","));
		String[] quotedMessage = replaceUnquoted(first, ',', '\u0001').split("\u0001", -1);
		quotedMessage[header.indexOf("failureMessage")] = "\"Test failed: expected /Order, confirmed/\"";
		lines.add(String.join(",", quotedMessage));
		Path plain = write("plain.csv", lines);
		Path crlf = tmp.resolve("crlf.csv");
		Files.writeString(crlf, String.join("\r\n", lines) + "\r\n");
		List<String> quoted = new ArrayList<>(List.of(lines.get(0)));
		for (String line : lines.subList(1, lines.size())) {
			String[] fields = replaceUnquoted(line, ',', '\u0001').split("\u0001", -1);
			for (int i = 0; i < fields.length; i++) {
				fields[i] = fields[i].startsWith("\"") ? fields[i] : "\"" + fields[i] + "\"";
			}
			quoted.add(String.join(",", fields));
		}
		List<Sample> expected = Jtls.read(write("quoted.csv", quoted));
		assertEquals(lines.size() - 1, expected.size());
		for (Path variant : List.of(plain, crlf)) {
			List<Sample> actual = Jtls.read(variant);
			assertSameSamples(expected, actual);
			for (int i = 0; i < expected.size(); i++) {
				Sample e = expected.get(i);
				Sample a = actual.get(i);
				assertEquals(List.of(e.responseCode(), e.responseMessage(), e.threadName(), e.failureMessage(),
						e.latency(), e.grpThreads(), e.sampleCount(), e.errorCount()),
						List.of(a.responseCode(), a.responseMessage(), a.threadName(), a.failureMessage(),
								a.latency(), a.grpThreads(), a.sampleCount(), a.errorCount()),
						variant.getFileName() + " row " + i);
			}
		}
		assertEquals("Test failed: expected /Order, confirmed/", expected.get(expected.size() - 1).failureMessage());
		Sample negative = expected.get(expected.size() - 3);
		assertTrue(negative.elapsed() < 0, "the negative elapsed row: " + negative);
		Sample empty = expected.get(expected.size() - 2);
		assertEquals(List.of(0L, -1, -1), List.of(empty.bytes(), empty.allThreads(), empty.connect()),
				"empty optional numbers read as absent: " + empty);
	}

	/** The row with every field after {@code success} that is a number left empty. */
	private static String replaceNumbersAfterSuccess(String row) {
		String[] fields = replaceUnquoted(row, ',', '\u0001').split("\u0001", -1);
		boolean after = false;
		for (int i = 0; i < fields.length; i++) {
			if (fields[i].equals("true") || fields[i].equals("false")) {
				after = true;
			} else if (after && fields[i].matches("-?\\d+")) {
				fields[i] = "";
			}
		}
		return String.join(",", fields);
	}

	@Test
	void columnsInAnotherOrderAndSubsetReadTheSame() throws IOException {
		Path original = Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv");
		// keep 12 of the 17 columns, in reverse order
		int[] keep = { 16, 14, 12, 11, 10, 9, 7, 5, 3, 2, 1, 0 };
		List<String> out = new ArrayList<>();
		for (String line : Files.readAllLines(original)) {
			String[] f = line.split(",", -1);
			assertEquals(17, f.length, line);
			List<String> picked = new ArrayList<>();
			for (int i : keep) {
				picked.add(f[i]);
			}
			out.add(String.join(",", picked));
		}
		Path reordered = write("reordered.csv", out);
		try (JtlReader r = JtlReader.open(reordered)) {
			assertEquals("Connect", r.format().columns().get(0));
			assertEquals("timeStamp", r.format().columns().get(11));
		}
		assertSameSamples(Jtls.read(original), Jtls.read(reordered));
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "yyyy/MM/dd HH:mm:ss.SSS", "yyyy/MM/dd HH:mm:ss", "yyyy-MM-dd HH:mm:ss.SSS",
			"yyyy-MM-dd HH:mm:ss", "MM/dd/yy HH:mm:ss" })
	void formattedTimeStampsReadAsEpochMs(String pattern) throws IOException {
		Path original = Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv");
		// JMeter's jmeter.save.saveservice.timestamp_format writes local time; these are the formats it reads back
		DateTimeFormatter format = DateTimeFormatter.ofPattern(pattern).withZone(ZoneId.systemDefault());
		List<String> lines = Files.readAllLines(original);
		List<String> out = new ArrayList<>(List.of(lines.get(0)));
		for (String line : lines.subList(1, lines.size())) {
			int comma = line.indexOf(',');
			out.add(format.format(Instant.ofEpochMilli(Long.parseLong(line.substring(0, comma))))
					+ line.substring(comma));
		}
		Path formatted = write("formatted.csv", out);
		assertTrue(Files.readString(formatted).contains(pattern.startsWith("MM") ? "03/05/19 " : "2019"),
				"the file really holds formatted stamps");
		List<Sample> expected = Jtls.read(original);
		List<Sample> actual = Jtls.read(formatted);
		assertEquals(expected.size(), actual.size());
		boolean millis = pattern.endsWith(".SSS");
		for (int i = 0; i < expected.size(); i++) {
			long start = expected.get(i).start();
			assertEquals(millis ? start : start - start % 1000, actual.get(i).start(), "row " + i);
		}
	}

	@Test
	void xmlReadsAttributes() throws IOException {
		List<Sample> all = Jtls.read(Fixtures.get(Jtls.JENKINS + "JMeterResults.jtl"));
		// <httpSample t="14720" lt="9770" ts="1296846793179" s="true" lb="Home" rc="200" rm="OK"
		// tn="Sesiones de usuario 1-2" dt="text" by="771065"/>
		Sample s = all.get(0);
		assertEquals(14720, s.elapsed());
		assertEquals(9770, s.latency());
		assertEquals(1296846793179L, s.start());
		assertTrue(s.success());
		assertEquals("Home", s.label());
		assertEquals("200", s.responseCode());
		assertEquals("Sesiones de usuario 1-2", s.threadName());
		assertEquals(771065, s.bytes());
		assertEquals(-1, s.connect(), "no ct attribute");
		assertEquals(-1, s.allThreads(), "no na attribute");
	}

	@Test
	void xmlNestedSubSamplesAreNotTopLevelResults() throws IOException {
		// Give every result of a real file a real sub-result (the next line of the same file), as JMeter writes
		// the embedded resources of an HTTP request or the children of a transaction.
		List<String> lines = Files.readAllLines(Fixtures.get(Jtls.JENKINS + "JMeterResults.jtl"));
		List<String> results = lines.stream().filter(l -> l.startsWith("<httpSample") && l.endsWith("/>")).toList();
		assertEquals(8, results.size());
		List<String> out = new ArrayList<>();
		for (String line : lines) {
			int r = results.indexOf(line);
			if (r >= 0) {
				out.add(line.substring(0, line.length() - 2) + ">");
				out.add("  " + results.get((r + 1) % results.size()).replace("lb=\"", "lb=\"sub "));
				out.add("  <assertionResult><name>check</name><failure>true</failure><error>false</error>"
						+ "<failureMessage>Test failed: text expected to contain /Welcome/</failureMessage>"
						+ "</assertionResult>");
				out.add("</httpSample>");
			} else {
				out.add(line);
			}
		}
		List<Sample> all = Jtls.read(write("nested.jtl", out));
		assertEquals(8, all.size());
		assertTrue(all.stream().noneMatch(s -> s.label().startsWith("sub ")));
		assertEquals("Test failed: text expected to contain /Welcome/", all.get(0).failureMessage());
		assertSameSamples(Jtls.read(Fixtures.get(Jtls.JENKINS + "JMeterResults.jtl")), all);
	}

	@Test
	void xmlEntitiesAreDecoded() throws IOException {
		String text = Files.readString(Fixtures.get(Jtls.JENKINS + "JMeterResults.jtl"))
				.replace("lb=\"Workgroup\"", "lb=\"Work &amp; group &lt;&#233;&#x4E2D;&gt;\"");
		List<Sample> all = Jtls.read(write("entities.jtl", List.of(text)));
		assertEquals(8, all.size());
		assertTrue(all.stream().anyMatch(s -> s.label().equals("Work & group <é中>")));
	}

	@Test
	void missingFileFolderAndNonJtlSayWhy() throws IOException {
		Path missing = tmp.resolve("nope.jtl");
		IOException e = assertThrows(IOException.class, () -> JtlReader.open(missing));
		assertEquals(missing + ": no such file", e.getMessage());
		e = assertThrows(IOException.class, () -> JtlReader.open(tmp));
		assertTrue(e.getMessage().startsWith(tmp + ": is a folder"), e.getMessage());
		Path plan = Fixtures.root().resolve("jmeter/plans");
		Path jmx;
		try (Stream<Path> s = Files.walk(plan)) {
			jmx = s.filter(p -> p.toString().endsWith(".jmx")).findFirst().orElseThrow();
		}
		e = assertThrows(IOException.class, () -> JtlReader.open(jmx));
		assertEquals(jmx + ": not a JTL: the XML starts with <jmeterTestPlan>, not <testResults>", e.getMessage());
		Path sources = Fixtures.get("SOURCES.md");
		e = assertThrows(IOException.class, () -> JtlReader.open(sources));
		assertTrue(e.getMessage().startsWith(sources + ": not a JTL: the first line is neither"), e.getMessage());
	}

	@Test
	void emptyFileHasNoRows() throws IOException {
		Path empty = Files.createFile(tmp.resolve("empty.jtl"));
		try (JtlReader r = JtlReader.open(empty)) {
			assertEquals(0, r.readAll(s -> {
				throw new AssertionError("no sample expected");
			}));
			assertEquals(0, r.problems().count());
		}
	}

	private Path write(String name, List<String> lines) throws IOException {
		return Files.write(tmp.resolve(name), lines, StandardCharsets.UTF_8);
	}

	static String replaceUnquoted(String line, char from, char to) {
		StringBuilder b = new StringBuilder(line.length());
		boolean quoted = false;
		for (char c : line.toCharArray()) {
			if (c == '"') {
				quoted = !quoted;
			}
			b.append(c == from && !quoted ? to : c);
		}
		return b.toString();
	}

	/** Same figures and texts, row by row (columns a variant dropped are not compared when absent there). */
	static void assertSameSamples(List<Sample> expected, List<Sample> actual) {
		assertEquals(expected.size(), actual.size());
		for (int i = 0; i < expected.size(); i++) {
			Sample e = expected.get(i);
			Sample a = actual.get(i);
			String where = "row " + i + ": " + e + " vs " + a;
			assertEquals(e.start(), a.start(), where);
			assertEquals(e.elapsed(), a.elapsed(), where);
			assertEquals(e.label(), a.label(), where);
			assertEquals(e.success(), a.success(), where);
			assertEquals(e.bytes(), a.bytes(), where);
			assertEquals(e.sentBytes(), a.sentBytes(), where);
			assertEquals(e.allThreads(), a.allThreads(), where);
			assertEquals(e.connect(), a.connect(), where);
			if (!a.threadName().isEmpty()) {
				assertEquals(e.threadName(), a.threadName(), where);
			}
		}
	}
}
