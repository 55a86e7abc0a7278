package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.samples.Fixtures;

/** Warnings from the real HTMLReportTestFile.csv: JR-KO always fails and has 3 samples, JR-OK 252 good ones. */
class LoadWarningsTest {

	@Test
	void errorsAndTooFewSamplesForTheHighestLine() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"));
		List<LoadWarning> w = LoadWarnings.fromStats(t);
		assertEquals(2, w.size(), w.toString());
		assertEquals(new LoadWarning(LoadWarning.Severity.WARNING, LoadWarnings.ERRORS,
				"JR-KO: 100.00% of 3 samples failed (3); their response times are in the averages and percentiles too"),
				w.get(0));
		assertEquals(new LoadWarning(LoadWarning.Severity.INFO, LoadWarnings.TOO_FEW_SAMPLES,
				"JR-KO: 3 samples are too few for the 99% Line (needs 100); it is little more than the maximum"),
				w.get(1));
	}

	@Test
	void aHigherPercentileNeedsMoreSamples() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"), 99.9, 90);
		List<LoadWarning> few = LoadWarnings.fromStats(t).stream()
				.filter(w -> w.id().equals(LoadWarnings.TOO_FEW_SAMPLES)).toList();
		assertEquals(2, few.size());
		assertEquals("JR-OK: 252 samples are too few for the 99.9% Line (needs 1000); it is little more than the maximum",
				few.get(0).message());
	}

	@Test
	void aCleanRunHasNoWarning() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl"));
		assertEquals(List.of(), LoadWarnings.fromStats(t));
	}
}
