package dyno.load.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.TimeSeries;
import dyno.jvm.Metric;
import dyno.jvm.Target;
import dyno.load.AggregateRow;
import dyno.load.AggregateTable;
import dyno.load.JtlReader;
import dyno.load.LoadWarning;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.tests.SampleLoad;
import dyno.samples.ChildJvm;
import dyno.samples.Waits;

/**
 * A real run: JMeter from the build's JMETER_HOME loads the sample HTTP service for 12 s while Dyno tails the JTL and
 * samples the service's JVM and JMeter's own.
 */
class LoadSessionTest {

	@TempDir
	Path dir;

	@Test
	void aRunIsLiveWhileItGoesAndItsSummaryIsTheJtlsAggregateWithItsPercentiles() throws Exception {
		try (ChildJvm service = SampleLoad.service()) {
			List<Long> liveCounts = new CopyOnWriteArrayList<>();
			List<String> console = new CopyOnWriteArrayList<>();
			LoadSession session = LoadSession.start(SampleLoad.home(),
					SampleLoad.launch(SampleLoad.plan(dir), service, 12).withProperty("threads", "3"),
					Optional.of(new Target.Local(service.pid())), null, dir.resolve("runs"), console::add,
					new double[] { 90, 99.9 });
			session.addListener(() -> liveCounts.add(session.stats().count()));
			assertEquals(Outcome.RUNNING, LoadRun.open(session.run().dir()).outcome(), "run.json is written at once");
			LoadRun run = session.finished().get(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS);

			assertEquals(Outcome.COMPLETED, run.outcome(), String.join("\n", console));
			assertTrue(run.ended() >= run.started() + 12_000, "the duration override reached the hard-coded plan");
			// Live: the count grew in many steps while JMeter ran, not once at the end.
			long distinct = liveCounts.stream().filter(c -> c > 0).distinct().count();
			assertTrue(distinct >= 20, "live counts grew in " + distinct + " steps: " + liveCounts);

			AggregateTable summary = run.summary().orElseThrow();
			Map<String, List<Integer>> elapsed = elapsedByLabel(run.jtl());
			assertEquals(List.of("home", "search", "checkout"), List.copyOf(elapsed.keySet()));
			for (AggregateRow row : summary.rows()) {
				assertMatches(row, elapsed.get(row.label()));
			}
			List<Integer> all = new ArrayList<>();
			elapsed.values().forEach(all::addAll);
			assertMatches(summary.total(), all);
			assertEquals(3, threadNames(run.jtl()).size(), "the threads override reached the plan");
			assertEquals(summary.total().count(), Math.round(Arrays.stream(run.timeline().throughput().values()).filter(v -> !Double.isNaN(v)).sum()),
					"the reopened run's timeline counts every sample (1 s buckets)");
			assertEquals(summary.total().count(), session.errors().samples(), "the live errors saw every sample");
			assertEquals(Math.round(summary.total().errorRatio() * summary.total().count()), session.errors().failed(),
					"the live errors count every failed sample: " + session.errors().failures());

			// JVM traces on the same clock as the JTL.
			Map<String, JvmTrace> traces = run.jvmTraces();
			assertEquals(List.of(LoadRun.JMETER, LoadRun.TARGET), List.copyOf(traces.keySet()));
			assertEquals("pid " + service.pid(), traces.get(LoadRun.TARGET).label());
			for (JvmTrace trace : traces.values()) {
				TimeSeries.Window threads = trace.series().get(Metric.LIVE_THREADS);
				assertTrue(threads.size() >= 10, trace.label() + ": " + threads.size() + " samples");
				assertTrue(threads.max().orElseThrow() >= 3, trace.label() + " live threads " + threads.max());
				assertTrue(threads.times()[0] >= run.started() - 1_000 && threads.times()[0] <= run.started() + 10_000);
				// The heap spaces are there too (old may still be empty in a young JVM; metaspace never is).
				assertTrue(trace.series().get(Metric.OLD_USED).min().isPresent(), trace.label() + " has no old space");
				assertTrue(trace.series().get(Metric.METASPACE_USED).max().orElseThrow() > 0);
			}

			List<String> warnings = run.warnings().stream().map(LoadWarning::id).toList();
			assertTrue(warnings.contains("zero-think-time"), warnings.toString());
			assertEquals(List.of(run.dir()), LoadRun.list(dir.resolve("runs")).stream().map(LoadRun::dir).toList());
			assertTrue(Files.readString(run.dir().resolve(LoadRun.CONSOLE)).contains("... end of run"));
			assertTrue(Files.size(run.dir().resolve(LoadRun.JMETER_LOG)) > 0);
			assertTrue(Files.readString(run.dir().resolve(LoadRun.EFFECTIVE_PLAN)).contains("${__P(threads,4)}"));
			assertFalse(Files.list(dir).anyMatch(f -> f.getFileName().toString().startsWith(".")),
					"the temporary plan beside the original is gone");
		}
	}

	/** Checks a row against values computed here, independently of AggregateStats (sorted list, nearest rank). */
	private static void assertMatches(AggregateRow row, List<Integer> values) {
		List<Integer> sorted = new ArrayList<>(values);
		sorted.sort(null);
		int n = sorted.size();
		assertEquals(n, row.count(), row.label());
		assertEquals(sorted.get(0), (int) row.min(), row.label());
		assertEquals(sorted.get(n - 1), (int) row.max(), row.label());
		assertEquals(sorted.stream().mapToLong(Integer::longValue).sum() / (double) n, row.average(), 1e-9, row.label());
		assertEquals(nearestRank(sorted, 0.5), row.median(), row.label() + " median");
		float[] percentiles = { 90, 99.9f }; // the session's own percentile lines, not JMeter's default three
		assertEquals(percentiles.length, row.lines().length, row.label());
		for (int i = 0; i < percentiles.length; i++) {
			// JMeter reads aggregate_rpt_pct1..3 as floats and divides in float: 95 is 0.949999988..., which moves
			// the rank by one whenever count * 0.95 ends in .5 (e.g. 610 samples: 579, not 580).
			double fraction = percentiles[i] / 100f;
			assertEquals(nearestRank(sorted, fraction), row.lines()[i], row.label() + " p" + percentiles[i] + " of " + n);
		}
	}

	private static long nearestRank(List<Integer> sorted, double p) {
		long rank = Math.round(sorted.size() * p);
		return sorted.get((int) Math.max(rank, 1) - 1);
	}

	private static Map<String, List<Integer>> elapsedByLabel(Path jtl) throws IOException {
		Map<String, List<Integer>> byLabel = new LinkedHashMap<>();
		try (JtlReader reader = JtlReader.open(jtl)) {
			reader.readAll(s -> byLabel.computeIfAbsent(s.label(), k -> new ArrayList<>()).add(s.elapsed()));
		}
		return byLabel;
	}

	private static Map<String, Integer> threadNames(Path jtl) throws IOException {
		Map<String, Integer> names = new HashMap<>();
		try (JtlReader reader = JtlReader.open(jtl)) {
			reader.readAll(s -> names.merge(s.threadName(), 1, Integer::sum));
		}
		return names;
	}
}
