package dyno.load.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Progress;
import dyno.load.AggregateStats;
import dyno.load.AggregateTable;
import dyno.load.LoadWarning;
import dyno.load.RunComparison;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.run.LoadRun;
import dyno.load.run.internal.RunInfo;
import dyno.samples.Fixtures;

/**
 * The summary of a run folder and the comparison of two, over run folders made of real JMeter result files: a run
 * that ended has its saved summary and final warnings, one that crashed the Aggregate Report of its JTL.
 */
class LoadAnalysesTest {

	private static final String JENKINS = "jmeter/results/jenkinsci__performance-plugin/";
	private static final LoadWarning THINK_TIME = new LoadWarning(LoadWarning.Severity.WARNING, "zero-think-time",
			"the plan has no timer");

	@TempDir
	Path runs;

	@Test
	void aRunThatEndedIsSummedUpFromItsSavedSummaryAndFinalWarnings() throws Exception {
		Path dir = run("ended", JENKINS + "JMeterResults.jtl", Outcome.COMPLETED, List.of(THINK_TIME));
		AggregateTable saved = aggregate(dir.resolve(LoadRun.JTL), 50, 99).table();
		Files.writeString(dir.resolve(LoadRun.SUMMARY), saved.toJson());
		LoadSummaryResult r = summary(dir);
		assertEquals(saved, r.table(), "the saved summary, with its own percentile lines");
		assertEquals(List.of(THINK_TIME), r.warnings());
		assertEquals(Outcome.COMPLETED, r.outcome());
		assertEquals("ended", r.name());
		assertEquals(Map.of("threads", "5"), r.properties());
		String text = Faces.text(r.report());
		assertTrue(text.lines().findFirst().orElseThrow().matches("Label .* 50% Line +99% Line .*"), text);
		assertTrue(text.lines().anyMatch(l -> l.matches("Home +4 .*")), text);
		assertTrue(text.contains("WARNING zero-think-time: the plan has no timer"), text);
		assertTrue(text.endsWith("outcome COMPLETED; saved in " + dir + System.lineSeparator()), text);
	}

	@Test
	void aRunWithoutSummaryGetsTheAggregateReportOfItsJtl() throws Exception {
		Path dir = run("crashed", JENKINS + "JMeterResultsMultiLevel.jtl", Outcome.RUNNING, List.of());
		LoadSummaryResult r = summary(dir);
		AggregateResult direct = aggregate(dir.resolve(LoadRun.JTL), AggregateStats.DEFAULT_PERCENTILES);
		assertEquals(direct.table(), r.table());
		assertEquals(10, r.table().total().count());
		assertEquals(direct.warnings(), r.warnings(), "no final warnings: those of the statistics");
		assertEquals(Outcome.ABORTED, r.outcome(), "still marked running, but its JMeter is gone");
	}

	@Test
	void aRunThatDiedBeforeItsFirstSampleHasAnEmptySummarySayingWhy() throws Exception {
		Path dir = run("empty", null, Outcome.FAILED_TO_START, List.of());
		Files.writeString(dir.resolve(LoadRun.JTL), "timeStamp,elapsed,label,responseCode,success\n");
		LoadSummaryResult r = summary(dir);
		assertEquals(0, r.table().total().count());
		assertEquals(1, r.problems().size(), r.problems().toString());
		assertTrue(r.problems().get(0).contains("no readable results"), r.problems().toString());
		Files.delete(dir.resolve(LoadRun.JTL));
		assertEquals(List.of(), summary(dir).problems(), "no JTL at all: JMeter never wrote one");
	}

	@Test
	void aRunsSummaryIsCheckedByTheRulesWithThePercentileLinesTheyName() throws Exception {
		Path dir = run("gated", JENKINS + "JMeterResults.jtl", Outcome.COMPLETED, List.of());
		LoadSummaryAnalysis analysis = new LoadSummaryAnalysis();
		LoadSummaryResult r = analysis.run(Arguments.of(analysis).with(LoadSummaryAnalysis.RUN, dir)
				.parse(LoadSummaryAnalysis.FAIL_ON, "Home:max>=0ms").parse(LoadSummaryAnalysis.FAIL_ON, "p99.9>60s")
				.build(), Progress.NONE);
		assertEquals(List.of(90.0, 95.0, 99.0, 99.9), Arrays.stream(r.table().percentiles()).boxed().toList());
		assertEquals(2, r.gate().checks().size());
		assertEquals(1, r.gate().broken().size());
		assertTrue(r.gate().broken().get(0).verdict().matches("Home max = \\d+ ms >= 0 ms"), r.gate().toString());
		assertTrue(Faces.text(r.report()).contains("Home:max>=0ms"), Faces.text(r.report()));
		assertTrue(summary(dir).gate().checks().isEmpty(), "no rules, no checks");
	}

	@Test
	void aFolderThatIsNotARunFailsSayingWhy() {
		AnalysisException e = assertThrows(AnalysisException.class, () -> summary(runs));
		assertTrue(e.getMessage().contains("is not a Dyno load run: it has no run.json"), e.getMessage());
	}

	@Test
	void twoRunsCompareTheirSummariesWithTheBaselineComputedWithTheOtherRunsLines() throws Exception {
		Path baseline = run("baseline", JENKINS + "JMeterResults.jtl", Outcome.COMPLETED, List.of());
		Path after = run("after", JENKINS + "JMeterResultsMultiLevel.jtl", Outcome.COMPLETED, List.of());
		AggregateTable afterTable = aggregate(after.resolve(LoadRun.JTL), 50, 99.9).table();
		Files.writeString(after.resolve(LoadRun.SUMMARY), afterTable.toJson());
		LoadComparisonAnalysis analysis = new LoadComparisonAnalysis();
		LoadComparisonResult r = analysis.run(Arguments.of(analysis).with(LoadComparisonAnalysis.BASELINE, baseline)
				.with(LoadComparisonAnalysis.RUN, after).build(), Progress.NONE);
		RunComparison expected = RunComparison.of(aggregate(baseline.resolve(LoadRun.JTL), 50, 99.9).table(),
				afterTable);
		assertEquals(expected, r.comparison());
		assertTrue(r.comparison().changes().stream().anyMatch(c -> c.column().equals("99.9% Line")),
				"the baseline has the other run's lines");
		assertEquals("Comparison baseline → after", r.report().title());
		String json = Faces.json(r);
		assertEquals(r.comparison().changes().size(), Faces.fromJson(json, LoadComparisonResult.class).comparison()
				.changes().size(), json);
	}

	private LoadSummaryResult summary(Path dir) throws AnalysisException, InterruptedException {
		LoadSummaryAnalysis analysis = new LoadSummaryAnalysis();
		return analysis.run(Arguments.of(analysis).with(LoadSummaryAnalysis.RUN, dir).build(), Progress.NONE);
	}

	private static AggregateResult aggregate(Path jtl, double... percentiles) throws Exception {
		AggregateAnalysis analysis = new AggregateAnalysis();
		return analysis.run(Arguments.of(analysis).with(AggregateAnalysis.FILES, jtl)
				.with(AggregateAnalysis.PERCENTILES, percentiles).build(), Progress.NONE);
	}

	/**
	 * A run folder as a run leaves it: run.json (its JMeter a process that is gone) and the fixture as its
	 * results.jtl (none for null).
	 */
	private Path run(String name, String fixture, Outcome outcome, List<LoadWarning> warnings) throws IOException {
		Path dir = Files.createDirectories(runs.resolve(name));
		Process gone = new ProcessBuilder("true").start();
		try {
			gone.waitFor();
		} catch (InterruptedException e) {
			throw new IOException(e);
		}
		long started = 1_763_917_512_000L;
		new RunInfo("/plans/shop.jmx", Map.of("threads", "5"), null, List.of(), null, "5.6.3", "/jdk", gone.pid(),
				started, outcome == Outcome.RUNNING ? 0 : started + 60_000, outcome, Map.of(), warnings)
				.write(dir.resolve(LoadRun.RUN_JSON));
		if (fixture != null) {
			Files.copy(Fixtures.get(fixture), dir.resolve(LoadRun.JTL));
		}
		return dir;
	}
}
