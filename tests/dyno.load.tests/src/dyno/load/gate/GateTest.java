package dyno.load.gate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

import org.junit.jupiter.api.Test;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Format;
import dyno.core.analysis.Progress;
import dyno.load.analysis.AggregateAnalysis;
import dyno.load.analysis.AggregateResult;
import dyno.samples.Fixtures;

/**
 * {@code --fail-on} rules checked on the Aggregate Report of JMeter's own HTMLReportTestFile.csv (JR-OK: 252 samples,
 * 95% line 339 ms, no error; JR-KO: 3 samples, all failed; TOTAL: 255 samples, 1.176 % errors, 4.24/s).
 */
class GateTest {

	private static final String RESULTS = "jmeter/results/apache__jmeter/HTMLReportTestFile.csv";

	@Test
	void aRuleThatHoldsPassesAndOneThatBreaksSaysWhatWasMeasured() throws Exception {
		AggregateResult r = aggregate("p95>500ms", "p95>300ms", "errors>50%", "JR-KO:errors>50%", "throughput<100/s",
				"throughput<60/min", "JR-OK:max>=353ms");
		List<String> verdicts = r.gate().checks().stream().map(c -> (c.broken() ? "broken: " : "passed: ")
				+ c.verdict()).toList();
		assertEquals(List.of("passed: TOTAL p95 = 339 ms, limit > 500 ms", "broken: TOTAL p95 = 339 ms > 300 ms",
				"passed: TOTAL errors = 1.18 %, limit > 50 %", "broken: JR-KO errors = 100 % > 50 %",
				"broken: TOTAL throughput = 4.24/s < 100/s", "passed: TOTAL throughput = 254.22/min, limit < 60/min",
				"broken: JR-OK max = 353 ms >= 353 ms"), verdicts);
		assertTrue(r.gate().fails());
		assertEquals(4, r.gate().broken().size());
	}

	@Test
	void rulesWithoutBreaksPass() throws Exception {
		AggregateResult r = aggregate("errors>50%", "avg>1s", "JR-OK:median>=233ms");
		assertFalse(r.gate().fails(), r.gate().toString());
		assertEquals(3, r.gate().checks().size());
		assertFalse(aggregate().gate().fails(), "no rule, nothing to break");
	}

	@Test
	void everyLabelGetsACheckOfItsOwn() throws Exception {
		Gate gate = aggregate("*:errors>=100%").gate();
		assertEquals(List.of("JR-OK", "JR-KO"), gate.checks().stream().map(Gate.Check::label).toList());
		assertEquals(List.of("JR-KO errors = 100 % >= 100 %"), gate.broken().stream().map(Gate.Check::verdict)
				.toList());
	}

	@Test
	void aPercentileTheRulesNameIsComputedAndOneNotComputedBreaks() throws Exception {
		AggregateResult r = aggregate("p99.9>1s", "p50>1ms");
		assertArrayEquals(new double[] { 50, 90, 95, 99, 99.9 }, r.table().percentiles());
		assertEquals(List.of("TOTAL p99.9 = 0.35 s, limit > 1 s", "TOTAL p50 = 232 ms > 1 ms"), r.gate().checks()
				.stream().map(Gate.Check::verdict).toList());
		Gate onSavedTable = Gate.evaluate(List.of(ThresholdRule.parse("p99.9>1s")), aggregate().table());
		assertEquals("TOTAL p99.9: not measured, the report's percentile lines are 90, 95, 99",
				onSavedTable.checks().get(0).verdict());
		assertTrue(onSavedTable.fails(), "a gate does not pass on what it could not measure");
	}

	@Test
	void aLabelTheResultsDoNotHaveBreaksTheRule() throws Exception {
		Gate gate = aggregate("checkout:p95>300ms").gate();
		assertEquals(List.of("checkout p95: no such label in the results"), gate.broken().stream()
				.map(Gate.Check::verdict).toList());
	}

	@Test
	void theReportAndJsonShowTheGate() throws Exception {
		AggregateResult r = aggregate("p95>300ms", "errors>50%");
		String text = Faces.text(r.report());
		assertTrue(text.contains("Gate"), text);
		assertTrue(text.lines().anyMatch(l -> l.matches("TOTAL +p95>300ms +broken +TOTAL p95 = 339 ms > 300 ms")), text);
		Map<?, ?> json = Faces.fromJson(Format.JSON.render(r), Map.class);
		assertEquals(List.of("percentiles", "rows", "total", "gate"), List.copyOf(json.keySet()), json.toString());
		List<?> checks = (List<?>) json.get("gate");
		assertEquals(2, checks.size());
		assertEquals(Map.of("label", "TOTAL", "rule", "p95>300ms", "measured", 339.0, "broken", true, "verdict",
				"TOTAL p95 = 339 ms > 300 ms"), checks.get(0));
		assertEquals(List.of("percentiles", "rows", "total"), List.copyOf(Faces.fromJson(Format.JSON.render(aggregate()),
				Map.class).keySet()), "without rules, the table as before");
	}

	@Test
	void junitHasATestcasePerCheckAndAFailurePerBrokenOne() throws Exception {
		Gate gate = aggregate("p95>300ms", "*:errors>50%").gate();
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		gate.writeJUnit(out, "dyno aggregate");
		XMLStreamReader xml = XMLInputFactory.newFactory().createXMLStreamReader(new ByteArrayInputStream(
				out.toByteArray()));
		List<String> elements = new ArrayList<>();
		String suiteTests = null;
		while (xml.hasNext()) {
			if (xml.next() == XMLStreamConstants.START_ELEMENT) {
				elements.add(xml.getLocalName() + (xml.getLocalName().equals("testcase")
						? " " + xml.getAttributeValue(null, "classname") + " " + xml.getAttributeValue(null, "name")
						: ""));
				if (xml.getLocalName().equals("testsuite")) {
					suiteTests = xml.getAttributeValue(null, "tests") + "/" + xml.getAttributeValue(null, "failures");
				}
			}
		}
		assertEquals("3/2", suiteTests);
		assertEquals(List.of("testsuites", "testsuite", "testcase TOTAL p95>300ms", "failure",
				"testcase JR-OK *:errors>50%", "system-out", "testcase JR-KO *:errors>50%", "failure"), elements);
	}

	private static AggregateResult aggregate(String... rules) throws Exception {
		AggregateAnalysis analysis = new AggregateAnalysis();
		Arguments.Builder arguments = Arguments.of(analysis).with(AggregateAnalysis.FILES, Fixtures.get(RESULTS));
		for (String rule : rules) {
			arguments.parse(AggregateAnalysis.FAIL_ON, rule);
		}
		return analysis.run(arguments.build(), Progress.NONE);
	}
}
