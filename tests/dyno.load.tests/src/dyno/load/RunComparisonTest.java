package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.samples.Fixtures;

/** Two real runs of the same plan (labels Home and Workgroup) compared column by column. */
class RunComparisonTest {

	@Test
	void matchedLabelsAndTotalChangeByColumn() throws IOException {
		AggregateTable baseline = Jtls.aggregate(Fixtures.get(Jtls.JENKINS + "JMeterResults.jtl"));
		AggregateTable after = Jtls.aggregate(Fixtures.get(Jtls.JENKINS + "JMeterResultsMultiLevel.jtl"));
		RunComparison c = RunComparison.of(baseline, after);
		List<RunComparison.Change> changes = c.changes();
		assertEquals(3 * 12, changes.size(), "Home, Workgroup and TOTAL, 12 columns each");
		assertEquals("TOTAL", changes.get(changes.size() - 1).label());
		RunComparison.Change homeMax = changes.stream()
				.filter(x -> x.label().equals("Home") && x.column().equals("Max")).findFirst().orElseThrow();
		assertEquals(baseline.row("Home").max(), homeMax.baseline());
		assertEquals(after.row("Home").max(), homeMax.after());
		assertEquals(homeMax.after() / homeMax.baseline(), homeMax.ratio());
		RunComparison.Change p90 = changes.stream()
				.filter(x -> x.label().equals("TOTAL") && x.column().equals("90% Line")).findFirst().orElseThrow();
		assertEquals(14720, p90.baseline());
		assertEquals(449, p90.after());
		assertEquals(List.of(), c.onlyInBaseline());
		String text = c.toText();
		assertTrue(text.contains("TOTAL"), text);
		assertTrue(text.lines().anyMatch(l -> l.startsWith("TOTAL") && l.contains("90% Line")
				&& l.contains("14720.00") && l.contains("449.00") && l.contains("-14271.00") && l.endsWith("-96.9%")),
				text);
	}

	@Test
	void labelsOfOneRunOnlyAreListedNotCompared() throws IOException {
		AggregateTable a = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"));
		AggregateTable b = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl"));
		RunComparison c = RunComparison.of(a, b);
		assertEquals(List.of("JR-OK", "JR-KO"), c.onlyInBaseline());
		assertEquals(List.of("jakarta_home", "jmeter_home"), c.onlyInAfter());
		assertEquals(12, c.changes().size(), "TOTAL only");
		assertTrue(c.toText().contains("only in the baseline: JR-OK, JR-KO"), c.toText());
		RunComparison.Change errors = c.changes().stream().filter(x -> x.column().equals("Error %")).findFirst()
				.orElseThrow();
		assertEquals(Double.NaN, RunComparison.of(b, a).changes().stream()
				.filter(x -> x.column().equals("Error %")).findFirst().orElseThrow().ratio(), "0 % before: no ratio");
		assertEquals(100.0 * 3 / 255, errors.baseline(), 1e-9);
	}
}
