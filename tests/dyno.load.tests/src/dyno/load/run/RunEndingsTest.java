package dyno.load.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.JtlReader;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.tests.SampleLoad;
import dyno.samples.ChildJvm;
import dyno.samples.Waits;

/** How runs end other than by themselves: stopped, killed, never started; and what the run folder keeps then. */
class RunEndingsTest {

	@TempDir
	Path dir;

	@Test
	void aGracefulStopEndsStoppedWithASummary() throws Exception {
		try (ChildJvm service = SampleLoad.service()) {
			LoadSession session = startedMinuteRun(service);
			session.stop();
			LoadRun run = session.finished().get(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
			assertEquals(Outcome.STOPPED, run.outcome());
			// JMeter says what it heard on its control port: the Shutdown message, not the StopTestNow that the stop
			// sends when Shutdown goes unheard for its grace period.
			String console = Files.readString(run.dir().resolve(LoadRun.CONSOLE));
			assertTrue(console.contains("Command: Shutdown received from"), "JMeter heard the Shutdown message: " + console);
			assertFalse(console.contains("Command: StopTestNow received from"), "no StopTestNow needed: " + console);
			assertEquals(run.recompute().total().count(), run.summary().orElseThrow().total().count());
		}
	}

	/**
	 * A fault made for real: the JMeter engine dies mid-run (SIGKILL, as the out-of-memory killer sends). The run
	 * names how it ended, one line without a stack trace, and keeps every sample written until then.
	 */
	@Test
	void aKilledJMeterEndsAbortedNamingTheSignalAndThePartialRunStaysReadable() throws Exception {
		try (ChildJvm service = SampleLoad.service()) {
			List<String> console = new CopyOnWriteArrayList<>();
			LoadSession session = startedMinuteRun(service, console::add);
			ProcessHandle.of(session.process().pid()).orElseThrow().destroyForcibly();
			session.finished().get(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS);

			LoadRun reopened = LoadRun.open(session.run().dir());
			assertEquals(Outcome.ABORTED, reopened.outcome());
			String cause = "dyno: JMeter ended ABORTED with exit code 137 (signal 9, SIGKILL: killed by force, e.g. kill -9"
					+ " or the system's out-of-memory killer); the samples it wrote until then are kept";
			assertTrue(console.stream().anyMatch(line -> line.startsWith(cause)), String.join("\n", console));
			assertTrue(Files.readString(reopened.dir().resolve(LoadRun.CONSOLE)).contains(cause), "in console.txt");
			assertTrue(console.stream().noneMatch(line -> line.strip().startsWith("at ")), "no stack trace");
			long rows = reopened.recompute().total().count();
			assertTrue(rows >= 200, rows + " samples kept");
			assertEquals(rows, reopened.summary().orElseThrow().total().count());
			try (JtlReader jtl = JtlReader.open(reopened.jtl())) {
				assertEquals(rows, jtl.readAll(sample -> {
				}), "the JTL reads as the run counted it");
			}
			assertFalse(reopened.jvmTraces().get(LoadRun.JMETER).series().isEmpty());
		}
	}

	@Test
	void aPlanJMeterCannotLoadFailsToStart() throws Exception {
		Path plan = Files.writeString(dir.resolve("unknown.jmx"), Files.readString(SampleLoad.plan(dir))
				.replace("<ThreadGroup guiclass", "<NoSuchThreadGroup guiclass").replace("</ThreadGroup>", "</NoSuchThreadGroup>"));
		List<String> console = new CopyOnWriteArrayList<>();
		LoadSession session = LoadSession.start(SampleLoad.home(), LoadLaunch.of(plan), Optional.empty(),
				dir.resolve("runs"), console::add);
		LoadRun run = session.finished().get(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
		assertEquals(Outcome.FAILED_TO_START, run.outcome(), String.join("\n", console));
		assertTrue(Files.readString(run.dir().resolve(LoadRun.CONSOLE)).contains("NoSuchThreadGroup"), console.toString());
	}

	@Test
	void badInputIsNamedAndLeavesNoRun() throws IOException {
		Path runs = dir.resolve("runs");
		IOException noPlan = assertThrows(IOException.class, () -> LoadSession.start(SampleLoad.home(),
				LoadLaunch.of(dir.resolve("missing.jmx")), Optional.empty(), runs, line -> {
				}));
		assertTrue(noPlan.getMessage().contains("missing.jmx does not exist"), noPlan.getMessage());
		assertFalse(Files.exists(runs), "no run folder for a plan that does not exist");

		LoadLaunch noJava = new LoadLaunch(SampleLoad.plan(dir), Map.of(), Optional.empty(), List.of(),
				dir.resolve("no-jdk"), List.of());
		IOException e = assertThrows(IOException.class,
				() -> LoadSession.start(SampleLoad.home(), noJava, Optional.empty(), runs, line -> {
				}));
		assertTrue(e.getMessage().contains("no Java runtime at " + dir.resolve("no-jdk")), e.getMessage());
		LoadRun failed = LoadRun.list(runs).get(0);
		assertEquals(Outcome.FAILED_TO_START, failed.outcome());
		assertTrue(Files.readString(failed.dir().resolve(LoadRun.CONSOLE)).contains("no Java runtime"));

		Path plans = Files.createDirectories(dir.resolve("plans"));
		LoadLaunch noProperties = new LoadLaunch(SampleLoad.plan(plans), Map.of(),
				Optional.of(dir.resolve("load.properties")), List.of(), Path.of(System.getProperty("java.home")), List.of());
		IOException missing = assertThrows(IOException.class,
				() -> LoadSession.start(SampleLoad.home(), noProperties, Optional.empty(), runs, line -> {
				}));
		assertTrue(missing.getMessage().contains("properties file " + dir.resolve("load.properties") + " does not exist"),
				missing.getMessage());
		try (var files = Files.list(plans)) {
			assertTrue(files.noneMatch(f -> f.getFileName().toString().startsWith(".")),
					"no copy of the plan left beside it");
		}
	}

	/** A run meant for a minute, once it has 200 samples. */
	private LoadSession startedMinuteRun(ChildJvm service) throws IOException, InterruptedException {
		return startedMinuteRun(service, line -> {
		});
	}

	private LoadSession startedMinuteRun(ChildJvm service, Consumer<String> console)
			throws IOException, InterruptedException {
		LoadSession session = LoadSession.start(SampleLoad.home(), SampleLoad.launch(SampleLoad.plan(dir), service, 60),
				Optional.empty(), dir.resolve("runs"), console);
		awaitSamples(session, 200);
		return session;
	}

	private static void awaitSamples(LoadSession session, long count) throws InterruptedException {
		Waits.of(count + " samples of the run").unless(() -> session.process().outcome() != Outcome.RUNNING,
				() -> "JMeter " + session.process().outcome()).value(() -> session.stats().count(), n -> n >= count);
	}
}
