package dyno.load.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Progress;
import dyno.load.ApdexScores;
import dyno.load.JtlReader;
import dyno.load.LoadErrors;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.run.LoadRun;
import dyno.load.run.internal.RunInfo;
import dyno.samples.Fixtures;

class LoadReportAnalysisTest {

	private static final String APACHE = "jmeter/results/apache__jmeter/";
	private static final LoadReportAnalysis ANALYSIS = new LoadReportAnalysis();

	@TempDir
	Path dir;

	/**
	 * JMeter's HTML report test file (255 real rows, three "400 Bad request" failures of JR-KO): the exact Aggregate
	 * Report, APDEX with other thresholds counted by hand from the rows, and the failures.
	 */
	@Test
	void aJtlsReportHasTheAggregateReportApdexAndTopErrors() throws Exception {
		Path jtl = Fixtures.get(APACHE + "HTMLReportTestFile.csv");
		LoadReportResult r = report(Arguments.of(ANALYSIS).with(LoadReportAnalysis.INPUTS, jtl)
				.with(LoadReportAnalysis.APDEX_SATISFIED, 150).with(LoadReportAnalysis.APDEX_TOLERATED, 300).build());
		AggregateAnalysis aggregate = new AggregateAnalysis();
		assertEquals(aggregate.run(Arguments.of(aggregate).with(AggregateAnalysis.FILES, jtl).build(),
				Progress.NONE).table(), r.table(), "the Aggregate Report, exact");

		// APDEX by hand: elapsed <= 150 satisfied, <= 300 tolerating, per label in first-seen order
		Map<String, long[]> counts = new LinkedHashMap<>();
		try (JtlReader reader = JtlReader.open(jtl)) {
			reader.readAll(s -> {
				long[] c = counts.computeIfAbsent(s.label(), l -> new long[3]);
				c[0]++;
				c[1] += s.elapsed() <= 150 ? 1 : 0;
				c[2] += s.elapsed() > 150 && s.elapsed() <= 300 ? 1 : 0;
			});
		}
		List<ApdexScores.Score> expected = new ArrayList<>();
		long[] total = new long[3];
		counts.forEach((label, c) -> {
			expected.add(new ApdexScores.Score(label, c[0], c[1], c[2], (c[1] + c[2] / 2.0) / c[0]));
			for (int i = 0; i < 3; i++) {
				total[i] += c[i];
			}
		});
		expected.add(new ApdexScores.Score("TOTAL", 255, total[1], total[2], (total[1] + total[2] / 2.0) / 255));
		assertEquals(expected, r.apdex());
		assertTrue(total[1] > 0 && total[2] > 0 && total[1] + total[2] < 255, "all three kinds occur");

		assertEquals(3, r.failed());
		assertEquals(List.of(new LoadErrors.Failure("JR-KO", "400", "Bad request", 3, 1551783636859L, 1551783674626L)),
				r.topErrors());
		assertNull(r.jvm(), "a JTL has no JVM trace");
		assertNull(r.baseline());

		String text = Faces.text(r.report());
		assertTrue(text.startsWith("255 samples, 1.18% failed, from 2019-03-05 "), text);
		assertTrue(text.contains("APDEX (satisfied up to 150 ms, tolerated up to 300 ms)"), text);
		assertTrue(text.lines().anyMatch(l -> l.matches("JR-KO +400 +Bad request +3 +100\\.00% +1\\.18% .*")), text);

		String html = r.html();
		for (String section : List.of("Response times over time", "Throughput over time", "Errors over time",
				"Response codes per second", "Active threads", "Latency and connect time", "The watched JVM",
				"Aggregate Report", "APDEX", "Top errors")) {
			assertTrue(html.contains(section), section);
		}
		assertFalse(html.contains("http"), "the file fetches nothing");

		Map<?, ?> json = Faces.fromJson(Faces.json(r.data()), Map.class);
		assertEquals(255.0, ((Map<?, ?>) ((Map<?, ?>) json.get("table")).get("total")).get("count"));
		assertEquals(3, ((List<?>) json.get("apdex")).size());
		assertTrue(((List<?>) ((Map<?, ?>) json.get("timeline")).get("times")).size() > 1);
	}

	/** A run folder adds its watched JVM's series; a baseline is shown beside it with every column's change. */
	@Test
	void aRunFolderShowsItsJvmAndABaselineItsChanges() throws Exception {
		Path run = run("after", "HTMLReportTestFile.csv", 1551783627191L);
		Path before = Fixtures.get(APACHE + "HTMLReportFalseTestFile.csv");
		LoadReportResult r = report(Arguments.of(ANALYSIS).with(LoadReportAnalysis.INPUTS, run)
				.with(LoadReportAnalysis.BASELINE, before).build());
		assertEquals("after", r.name());
		assertNotNull(r.jvm());
		assertEquals("pid 4711", r.jvm().label());
		assertEquals("HTMLReportFalseTestFile.csv", r.baseline().name());
		assertNotNull(r.comparison());
		assertEquals("Load Report HTMLReportFalseTestFile.csv → after", r.report().title());
		String text = Faces.text(r.report());
		assertTrue(text.contains("Changes from the baseline"), text);
		String html = r.html();
		assertTrue(html.contains("The watched JVM (pid 4711)"), html);
		assertTrue(html.contains("Heap") && html.contains("GC pauses") && html.contains("data-s=\"heap used\""));
		assertTrue(html.contains("<h3>Baseline HTMLReportFalseTestFile.csv</h3>") && html.contains("<h3>Run after</h3>"),
				"side by side");
		assertFalse(html.contains("http"));
	}

	@Test
	void wrongInputsAndThresholdsFailSayingWhy() {
		AnalysisException e = assertThrows(AnalysisException.class, () -> report(Arguments.of(ANALYSIS)
				.with(LoadReportAnalysis.INPUTS, Fixtures.get(APACHE + "HTMLReportTestFile.csv"))
				.with(LoadReportAnalysis.APDEX_SATISFIED, 2000).build()));
		assertEquals("--apdex-tolerated 1500 is below --apdex-satisfied 2000: a tolerated time is at least a "
				+ "satisfied one", e.getMessage());
		e = assertThrows(AnalysisException.class, () -> report(Arguments.of(ANALYSIS)
				.with(LoadReportAnalysis.INPUTS, dir).build()));
		assertTrue(e.getMessage().contains("is not a Dyno load run"), e.getMessage());
	}

	private static LoadReportResult report(Arguments arguments) throws AnalysisException, InterruptedException {
		return ANALYSIS.run(arguments, Progress.NONE);
	}

	/** A finished run folder with the fixture as its results and a watched JVM sampled every 5 s from {@code start}. */
	private Path run(String name, String fixture, long start) throws IOException {
		Path run = Files.createDirectories(dir.resolve(name));
		new RunInfo("/plans/shop.jmx", Map.of(), null, List.of(), "pid 4711", "5.6.3", "/jdk", 0, start,
				start + 60_000, Outcome.COMPLETED, Map.of(LoadRun.TARGET, "pid 4711"), List.of())
				.write(run.resolve(LoadRun.RUN_JSON));
		Files.copy(Fixtures.get(APACHE + fixture), run.resolve(LoadRun.JTL));
		StringBuilder csv = new StringBuilder("time,EDEN_USED,SURVIVORS_USED,OLD_USED,OLD_FLOOR,GC_PAUSE_PERCENT,"
				+ "LIVE_THREADS\n");
		for (int i = 0; i < 12; i++) {
			csv.append(start + i * 5_000L).append(',').append(50_000_000 + i * 1_000_000).append(",1000000,")
					.append(80_000_000 + i * 500_000).append(",70000000,").append(i % 3).append(",").append(40 + i)
					.append('\n');
		}
		Files.writeString(run.resolve("jvm-target.csv"), csv);
		return run;
	}
}
