package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.samples.Fixtures;

/** The table as JMeter's saved CSV, as text and as JSON that reads back to the same table. */
class AggregateTableTest {

	static Stream<Jtls.Expected> fixtures() {
		return Jtls.ALL.stream();
	}

	@Test
	void csvHasJMetersSaveTableDataColumnsAndNumberFormats() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"));
		// Average truncated to ms, Error % as #0.000%, Throughput as #.00000 (no leading zero), KB/sec as #0.00
		assertEquals("""
				Label,# Samples,Average,Median,90% Line,95% Line,99% Line,Min,Max,Error %,Throughput,Received KB/sec,Sent KB/sec
				JR-OK,252,235,232,337,339,352,101,353,0.000%,4.18709,0.07,0.03
				JR-KO,3,199,170,329,329,329,100,329,100.000%,.07922,0.00,0.00
				TOTAL,255,235,232,337,339,352,100,353,1.176%,4.23694,0.07,0.03
				""", t.toCsv());
	}

	@Test
	void csvQuotesLabelsWithCommasQuotesAndLineBreaks() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.JENKINS + "multiLineCSV.jtl"), 99.9);
		String csv = t.toCsv();
		assertTrue(csv.startsWith("Label,# Samples,Average,Median,99.9% Line,Min,Max,"), csv);
		assertTrue(csv.contains("\n\"no such element: Unable to locate element: {\"\"method\"\":\"\"id\"\","), csv);
		assertTrue(csv.contains("*** Element info: {Using=id, value=reviewBAD}\",1,118,118,118,118,118,100.000%,"), csv);
	}

	@Test
	void textLinesUpColumns() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl"));
		List<String> lines = t.toText().lines().toList();
		assertEquals(4, lines.size());
		assertTrue(lines.stream().allMatch(l -> l.length() == lines.get(0).length()), t.toText());
		assertTrue(lines.get(0).startsWith("Label         # Samples  Average  Median  90% Line"), lines.get(0));
		assertTrue(lines.get(3).startsWith("TOTAL              2000      180     180       220"), lines.get(3));
		assertTrue(lines.get(3).endsWith("0.00%    12.0/sec             0.00         0.00"), lines.get(3));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void jsonReadsBackToTheSameTable(Jtls.Expected fixture) throws IOException {
		AggregateTable t = Jtls.aggregate(fixture.file(), 50, 90, 99.9);
		String json = t.toJson();
		// Non-finite numbers are written as null and read back as NaN (Dyno's one rule), so a table with an infinite
		// throughput comes back as the same JSON; every other table comes back equal.
		AggregateTable back = AggregateTable.fromJson(json);
		assertEquals(json, back.toJson());
		if (!json.contains("null")) {
			assertEquals(t, back, json);
		}
	}

	@Test
	void jsonOfAZeroLengthWindowStaysValid() throws IOException {
		// BatchTestLocal.csv has no time stamps: JMeter's throughput is infinite there. Dyno's one rule for
		// non-finite numbers writes it as null (valid JSON for every reader), which reads back as NaN.
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "BatchTestLocal.csv"));
		assertEquals(Double.POSITIVE_INFINITY, t.total().throughput());
		assertTrue(t.toJson().contains("\"throughput\": null"), t.toJson());
		assertEquals(Double.NaN, AggregateTable.fromJson(t.toJson()).total().throughput());
	}

	@Test
	void badJsonSaysWhatIsWrong() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> AggregateTable.fromJson("{\"percentiles\": [90], \"rows\": []"));
		assertTrue(e.getMessage().startsWith("aggregate JSON: ") && e.getMessage().contains("line 1 column 33"),
				e.getMessage());
		e = assertThrows(IllegalArgumentException.class,
				() -> AggregateTable.fromJson("{\"percentiles\": [90], \"rows\": [], \"total\": 3}"));
		assertTrue(e.getMessage().startsWith("aggregate JSON: ") && e.getMessage().contains("$.total"), e.getMessage());
	}
}
