package dyno.jboss.tests.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.history.RunLinks;
import dyno.jboss.history.TuningChange;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.tests.Fixtures;
import dyno.load.RunComparison;
import dyno.load.run.LoadRun;

/**
 * Changes linked to load runs: run folders as {@code dyno.load} writes them ({@code run.json}) with real JMeter JTL
 * files; the run before ended before the save, the run after started after it, a run going on during the save is
 * neither; the comparison of the two recomputes reports from the JTLs.
 */
class RunLinksTest {

	private static final long MIN = 60_000;

	@Test
	void findsTheNearestRunsAroundAChangeAcrossRunsFolders(@TempDir Path workbenchRuns, @TempDir Path cliRuns,
			@TempDir Path store) throws Exception {
		long save = Instant.parse("2026-11-23T20:00:00Z").toEpochMilli();
		Path old = run(workbenchRuns, "old", save - 60 * MIN, save - 50 * MIN);
		Path baseline = run(cliRuns, "baseline", save - 20 * MIN, save - 10 * MIN);
		run(workbenchRuns, "during", save - 5 * MIN, save + 5 * MIN);
		Path next = run(workbenchRuns, "next", save + 10 * MIN, save + 20 * MIN);
		Path later = run(cliRuns, "later", save + 30 * MIN, 0);

		TuningChange change = new TuningHistory(store).record(store.resolve("run.conf"), "a\n".getBytes(),
				"b\n".getBytes(), Instant.ofEpochMilli(save));
		RunLinks links = new RunLinks(List.of(workbenchRuns, cliRuns, workbenchRuns.resolve("missing")));

		assertEquals(List.of(baseline, old), links.runsBefore(change));
		assertEquals(List.of(next, later), links.runsAfter(change));
		RunLinks.Around around = links.around(List.of(change)).get(0);
		assertEquals(baseline, around.before().orElseThrow().dir());
		assertEquals(next, around.after().orElseThrow().dir());
	}

	@Test
	void theRunsAroundAChangeNameTheServerJvmsTheyWatched(@TempDir Path runs, @TempDir Path store) throws Exception {
		long save = Instant.parse("2026-11-23T20:00:00Z").toEpochMilli();
		watching(run(runs, "before", save - 20 * MIN, save - 10 * MIN), "pid 11");
		watching(run(runs, "after", save + 10 * MIN, save + 20 * MIN), "pid 12");
		TuningChange change = new TuningHistory(store).record(store.resolve("run.conf"), "a\n".getBytes(),
				"b\n".getBytes(), Instant.ofEpochMilli(save));
		RunLinks.Around around = new RunLinks(List.of(runs)).around(List.of(change)).get(0);
		assertEquals("pid 11", around.jvmBefore().orElseThrow(), "the server before the change");
		assertEquals("pid 12", around.jvmAfter().orElseThrow(), "the server restarted with the change");

		Path unwatched = Files.createDirectories(runs.resolve("elsewhere"));
		RunLinks.Around none = new RunLinks(List.of(unwatched)).around(List.of(change)).get(0);
		assertTrue(none.jvmBefore().isEmpty() && none.jvmAfter().isEmpty(), "no runs, no JVMs");
	}

	/** Adds the watched target's label to a run's {@code run.json}, as a run that watched a JVM has it. */
	private static void watching(Path run, String label) throws Exception {
		Path json = run.resolve("run.json");
		Files.writeString(json, Files.readString(json).replace("\"jmeterPid\"", "\"watched\": \"" + label
				+ "\", \"jmeterPid\""));
	}

	@Test
	void comparesTheReportsOfTheRunsBeforeAndAfter(@TempDir Path runs) throws Exception {
		Path before = run(runs, "before", 1_000, 2_000);
		Path after = run(runs, "after", 3_000, 4_000);
		Files.copy(Fixtures.get("jmeter/results/jenkinsci__performance-plugin/JMeterResults.jtl"),
				after.resolve("results.jtl"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);

		RunComparison comparison = RunLinks.compare(before, after);

		long samplesBefore = LoadRun.open(before).recompute().total().count();
		long samplesAfter = LoadRun.open(after).recompute().total().count();
		assertTrue(samplesBefore != samplesAfter, "two different JTLs");
		RunComparison.Change total = comparison.changes().stream()
				.filter(c -> c.label().equals("TOTAL") && c.column().equals("# Samples")).findFirst().orElseThrow();
		assertEquals(samplesBefore, (long) total.baseline());
		assertEquals(samplesAfter, (long) total.after());
	}

	/** A finished (or, with ended 0, running) run folder with a real JMeter JTL. */
	private static Path run(Path root, String name, long started, long ended) throws Exception {
		Path dir = Files.createDirectories(root.resolve(name));
		Files.copy(Fixtures.get("jmeter/results/apache__jmeter/sample_log1c.jtl"), dir.resolve("results.jtl"));
		Files.writeString(dir.resolve("run.json"), "{\"plan\": \"/plans/" + name + ".jmx\", \"started\": " + started
				+ ", \"ended\": " + ended + ", \"outcome\": \"" + (ended > 0 ? "COMPLETED" : "RUNNING")
				+ "\", \"jmeterPid\": 0}\n", StandardCharsets.UTF_8);
		return dir.toAbsolutePath().normalize();
	}
}
