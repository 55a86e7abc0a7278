package dyno.load.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dyno.load.analysis.AggregateAnalysis;
import dyno.load.gate.ThresholdRule.Comparison;
import dyno.load.gate.ThresholdRule.Metric;
import dyno.load.gate.ThresholdRule.Unit;

/** The grammar of {@code --fail-on}: what reads, what it means, and what a wrong rule is told. */
class ThresholdRuleTest {

	@Test
	void rulesReadAsTestersWriteThem() {
		assertEquals(new ThresholdRule("TOTAL", Metric.PERCENTILE, 95, Comparison.ABOVE, 500, Unit.MS),
				ThresholdRule.parse("p95>500ms"));
		assertEquals(new ThresholdRule("TOTAL", Metric.PERCENTILE, 99.9, Comparison.AT_LEAST, 2, Unit.S),
				ThresholdRule.parse(" p99.9 >= 2s "));
		assertEquals(new ThresholdRule("checkout", Metric.ERRORS, Double.NaN, Comparison.ABOVE, 1, Unit.PERCENT),
				ThresholdRule.parse("checkout:errors>1%"));
		assertEquals(new ThresholdRule("TOTAL", Metric.THROUGHPUT, Double.NaN, Comparison.BELOW, 100, Unit.PER_S),
				ThresholdRule.parse("throughput<100/s"));
		assertEquals(new ThresholdRule("TOTAL", Metric.THROUGHPUT, Double.NaN, Comparison.AT_MOST, 6000.5,
				Unit.PER_MIN), ThresholdRule.parse("throughput<=6000.5/min"));
		assertEquals(new ThresholdRule("*", Metric.MAX, Double.NaN, Comparison.ABOVE, 1, Unit.S),
				ThresholdRule.parse("*:max>1s"));
		assertEquals(Metric.AVG, ThresholdRule.parse("AVG>200MS").metric(), "case does not matter");
		assertEquals(Metric.MEDIAN, ThresholdRule.parse("median<5ms").metric());
		assertEquals(Metric.MIN, ThresholdRule.parse("min<5ms").metric());
	}

	@Test
	void aLabelMayHoldColonsTheMetricNever() {
		ThresholdRule r = ThresholdRule.parse("http://shop:8080/cart:p90>300ms");
		assertEquals("http://shop:8080/cart", r.label());
		assertEquals("p90>300ms", r.condition());
	}

	@Test
	void aRuleIsWrittenAsItIsTyped() {
		for (String rule : new String[] { "p95>500ms", "checkout:p99.9>=2s", "errors>1%", "throughput<100/s",
				"*:avg<=0.5s", "throughput<6000/min" }) {
			assertEquals(rule, ThresholdRule.parse(rule).toString());
			assertEquals(ThresholdRule.parse(rule), ThresholdRule.TYPE.parse().apply(ThresholdRule.TYPE.format()
					.apply(ThresholdRule.parse(rule))));
		}
		assertEquals("> 300 ms", ThresholdRule.parse("p95>300ms").shownLimit());
		assertEquals("<= 1.5 %", ThresholdRule.parse("errors<=1.5%").shownLimit());
	}

	@Test
	void wrongRulesAreToldWhatARuleLooksLike() {
		for (String wrong : new String[] { "p95>>5", "p95>5", "p95 500ms", "latency>5ms", "p101>5ms", "p95>-5ms",
				"p95=5ms", "", "errors>1", ":p95>5ms" }) {
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
					() -> AggregateAnalysis.FAIL_ON.parse(wrong), wrong);
			assertTrue(e.getMessage().startsWith("--fail-on '" + wrong + "': "), e.getMessage());
			assertTrue(e.getMessage().contains("give [LABEL:]METRIC OP VALUE"), e.getMessage());
		}
	}

	@Test
	void aUnitMustFitTheMetric() {
		assertEquals("--fail-on 'errors>5ms': errors is measured in %, not ms",
				assertThrows(IllegalArgumentException.class, () -> AggregateAnalysis.FAIL_ON.parse("errors>5ms"))
						.getMessage());
		assertEquals("--fail-on 'p95>5%': p95 is measured in ms or s, not %",
				assertThrows(IllegalArgumentException.class, () -> AggregateAnalysis.FAIL_ON.parse("p95>5%"))
						.getMessage());
		assertEquals("--fail-on 'throughput>5s': throughput is measured in /s or /min, not s",
				assertThrows(IllegalArgumentException.class, () -> AggregateAnalysis.FAIL_ON.parse("throughput>5s"))
						.getMessage());
	}
}
