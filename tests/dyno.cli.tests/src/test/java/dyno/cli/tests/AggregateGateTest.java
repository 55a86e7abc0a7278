package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * {@code ./dyno aggregate --fail-on} on JMeter's own HTMLReportTestFile.csv (TOTAL: 95% line 339 ms, 1.176 % errors;
 * JR-KO: 3 samples, all failed): exit code 0 when the rules hold, 1 naming each broken rule, 2 for a wrong rule, and
 * the checks as JUnit XML.
 */
class AggregateGateTest {

	@Test
	void rulesThatHoldExitWithZero() throws Exception {
		Dyno.Result r = Dyno.run("aggregate", AggregateCommandTest.HTML_REPORT, "--fail-on", "errors>50%",
				"--fail-on", "p95>500ms");
		assertEquals(0, r.exitCode(), r.err());
		assertEquals("", r.err());
		assertTrue(r.out().contains("TOTAL  p95>500ms   passed  TOTAL p95 = 339 ms, limit > 500 ms"), r.out());
	}

	@Test
	void aBrokenRuleExitsWithOneNamingLabelMetricMeasuredValueAndLimit() throws Exception {
		Dyno.Result r = Dyno.run("aggregate", AggregateCommandTest.HTML_REPORT, "--fail-on", "p95>300ms",
				"--fail-on", "JR-KO:errors>50%", "--fail-on", "errors>50%", "--format", "csv");
		assertEquals(1, r.exitCode(), r.err());
		assertEquals("""
				dyno aggregate: broken: TOTAL p95 = 339 ms > 300 ms
				dyno aggregate: broken: JR-KO errors = 100 % > 50 %
				""", r.err());
		assertTrue(r.out().startsWith("Label,# Samples,"), "the report is written all the same:\n" + r.out());
	}

	@Test
	void junitReportHasATestcasePerRuleAndLabelAndAFailurePerBrokenOne(@TempDir Path tmp) throws Exception {
		Path junit = tmp.resolve("gate.xml");
		Dyno.Result r = Dyno.run("aggregate", AggregateCommandTest.HTML_REPORT, "--fail-on", "p95>300ms",
				"--fail-on", "*:errors>50%", "--fail-on", "throughput<1/s", "--junit", junit.toString());
		assertEquals(1, r.exitCode(), r.err());
		Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
		Element suite = (Element) xml.getElementsByTagName("testsuite").item(0);
		assertEquals("dyno aggregate", suite.getAttribute("name"));
		assertEquals(4, xml.getElementsByTagName("testcase").getLength(), "p95, errors of JR-OK and JR-KO, throughput");
		assertEquals(2, xml.getElementsByTagName("failure").getLength());
		assertEquals("4", suite.getAttribute("tests"));
		assertEquals("2", suite.getAttribute("failures"));
		Element failure = (Element) xml.getElementsByTagName("failure").item(1);
		assertEquals("JR-KO errors = 100 % > 50 %", failure.getAttribute("message"));
		assertEquals("JR-KO", ((Element) failure.getParentNode()).getAttribute("classname"));
	}

	@Test
	void aWrongRuleExitsWithTwoSayingWhatARuleLooksLike() throws Exception {
		Dyno.Result r = Dyno.run("aggregate", AggregateCommandTest.HTML_REPORT, "--fail-on", "p95>>5");
		assertEquals(2, r.exitCode(), r.err());
		assertTrue(r.err().contains("--fail-on 'p95>>5': give [LABEL:]METRIC OP VALUE"), r.err());
		Dyno.Result unit = Dyno.run("aggregate", AggregateCommandTest.HTML_REPORT, "--fail-on", "errors>5ms");
		assertEquals(2, unit.exitCode(), unit.err());
		assertTrue(unit.err().contains("--fail-on 'errors>5ms': errors is measured in %, not ms"), unit.err());
	}

	@Test
	void helpExplainsTheRules() throws Exception {
		Dyno.Result r = Dyno.run("aggregate", "--help");
		assertEquals(0, r.exitCode(), r.err());
		assertTrue(r.out().contains("--fail-on=RULE"), r.out());
		assertTrue(r.out().contains("--junit=FILE"), r.out());
		assertTrue(r.out().contains("Exit code 1 when a rule breaks"), r.out());
	}
}
