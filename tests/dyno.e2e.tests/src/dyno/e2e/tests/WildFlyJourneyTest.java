package dyno.e2e.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import javax.management.ObjectName;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.history.RunLinks;
import dyno.jboss.history.TuningChange;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.jboss.model.BoundModel;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmDiscovery;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.load.AggregateRow;
import dyno.load.AggregateTable;
import dyno.load.RunComparison;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.LoadRun;
import dyno.load.run.LoadSession;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * The architect's and tester's journey on a real WildFly (a private copy of the cached distribution), with every
 * engine Dyno has: start it on 127.0.0.1 with a port offset, attach to it locally (jvmstat, and the attach API's
 * JMX) and through a jstatd started here, load its welcome page with JMeter while watching its JVM, change one
 * tuning value of standalone.xml through the engine (the io worker's task-max-threads), restart it, load it again;
 * the tuning history links the change to both runs and their comparison holds both aggregates. Everything it
 * starts, it stops.
 */
@Tag("e2e")
class WildFlyJourneyTest {

	private static final int NEW_TASK_MAX_THREADS = 24;

	/**
	 * Longer than the suite's three minutes: two WildFly boots and two load runs, each step bounded by its own wait
	 * (a quiet machine takes about a minute; under --stress it took over three).
	 */
	@Test
	@Timeout(value = 12, unit = TimeUnit.MINUTES)
	void tuneWildFlyBetweenTwoLoadRunsAndCompareThem(@TempDir Path dir) throws Exception {
		Path home = WildFlyDist.copyTo(dir);
		Server server = ServerLayout.detect(home, "standalone");
		int offset = WildFlyDist.freePortOffset();
		StartOptions defaults = StartOptions.defaults(dir.resolve("server-1.log"));
		StartOptions options = new StartOptions(defaults.javaHome(), WildFlyDist.withTestJvmOptions(defaults.jvmOptions()),
				List.of("-Djboss.socket.binding.port-offset=" + offset, "-b", "127.0.0.1", "-bmanagement", "127.0.0.1"),
				defaults.log());
		Path runs = dir.resolve("runs");
		TuningHistory history = new TuningHistory(dir.resolve("history"));

		LoadRun before;
		try (ServerProcess wildfly = ServerProcess.start(server, options)) {
			long pid = wildfly.awaitJvm(Duration.ofSeconds(60));
			wildfly.awaitStarted(Duration.ofSeconds(120));
			attachEveryWay(pid);
			before = load(runs, offset, pid);
		}

		ConfigFile standaloneXml = server.files(FileKind.WILDFLY_STANDALONE).stream()
				.filter(f -> f.name().equals("standalone.xml")).findFirst().orElseThrow();
		TuningChange change = setTaskMaxThreads(standaloneXml, history);

		LoadRun after;
		try (ServerProcess wildfly = ServerProcess.start(server,
				new StartOptions(options.javaHome(), options.jvmOptions(), options.serverArgs(), dir.resolve("server-2.log")))) {
			long pid = wildfly.awaitJvm(Duration.ofSeconds(60));
			wildfly.awaitStarted(Duration.ofSeconds(120));
			assertEquals(NEW_TASK_MAX_THREADS, taskMaxThreads(pid), "the restarted WildFly runs with the new value");
			after = load(runs, offset, pid);
		}

		RunLinks links = new RunLinks(List.of(runs));
		assertEquals(List.of(before.dir()), links.runsBefore(change), "the run before the change is linked to it");
		assertEquals(List.of(after.dir()), links.runsAfter(change), "the run after the change is linked to it");
		RunComparison comparison = RunLinks.compare(before.dir(), after.dir());
		String text = comparison.toText();
		assertTrue(text.contains("welcome"), "the comparison shows both runs' welcome rows:\n" + text);
		assertTrue(comparison.onlyInBaseline().isEmpty() && comparison.onlyInAfter().isEmpty(), text);
	}

	/** jvmstat locally, the attach API's JMX (threads), and a jstatd on 127.0.0.1 started and stopped here. */
	private static void attachEveryWay(long pid) throws Exception {
		for (Target t : List.of(new Target.Local(pid), new Target.LocalJmx(pid))) {
			try (JvmConnection c = new JvmConnection(t, null, Sampler.shared())) {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), t.label() + ": " + c.problem());
				assertTrue(c.history().latest().isPresent() || waitForSample(c), t.label() + " gives samples");
			}
		}
		int port = Waits.freePort();
		Process jstatd = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jstatd").toString(), "-p",
				Integer.toString(port), "-r", Integer.toString(Waits.freePort()), "-J-Djava.rmi.server.hostname=127.0.0.1")
				.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		try {
			JvmDiscovery host = JvmDiscovery.jstatd("127.0.0.1", port);
			Waits.of("jstatd lists WildFly's JVM " + pid).unless(() -> !jstatd.isAlive(), () -> "jstatd ended")
					.until(() -> listed(host, pid));
			try (JvmConnection c = new JvmConnection(new Target.Jstatd("127.0.0.1", port, pid), null, Sampler.shared())) {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), "jstatd: " + c.problem());
			}
		} finally {
			jstatd.destroy();
			jstatd.waitFor(10, TimeUnit.SECONDS);
		}
	}

	private static boolean listed(JvmDiscovery host, long pid) {
		try {
			return host.list().stream().anyMatch(j -> j.pid() == pid);
		} catch (IOException notYet) {
			return false;
		}
	}

	private static boolean waitForSample(JvmConnection c) throws InterruptedException {
		return Waits.of("a first sample of " + c.target().label())
				.unless(() -> c.state() != JvmConnection.State.LIVE, c::problem)
				.value(() -> c.history().latest(), Optional::isPresent).isPresent();
	}

	/** Five seconds of four users on the welcome page, WildFly's JVM watched; every request answered. */
	private static LoadRun load(Path runs, int offset, long pid) throws Exception {
		List<String> console = new ArrayList<>();
		LoadLaunch launch = LoadLaunch.of(Path.of(System.getProperty("dyno.e2e.plans"), "wildfly-welcome.jmx"))
				.withProperty(LoadLaunch.PORT, Integer.toString(8080 + offset)).withProperty(LoadLaunch.THREADS, "4")
				.withProperty(LoadLaunch.DURATION, "5");
		JMeterHome jmeter = JMeterHome.at(JMeterHome.bundledCandidate().orElseThrow());
		LoadRun run = LoadSession.start(jmeter, launch, Optional.of(new Target.Local(pid)), runs, console::add)
				.finished().get(120, TimeUnit.SECONDS);
		assertEquals(JMeterProcess.Outcome.COMPLETED, run.outcome(), String.join("\n", console));
		AggregateTable summary = run.summary().orElseThrow();
		AggregateRow welcome = summary.row("welcome");
		assertTrue(welcome.count() > 50, "the welcome page was loaded: " + welcome.count() + " samples");
		assertEquals(0.0, welcome.errorRatio(), "WildFly answered every request");
		return run;
	}

	/** The io worker's task-max-threads, set through the bound model and saved; the change is recorded. */
	private static TuningChange setTaskMaxThreads(ConfigFile file, TuningHistory history) throws IOException {
		byte[] before = Files.readAllBytes(file.path());
		ConfigDocument doc = ConfigFiles.read(file);
		BoundModel model = BoundModel.bind(file, doc);
		EObject worker = model.all("IoWorker").get(0);
		worker.eSet(worker.eClass().getEStructuralFeature("taskMaxThreads"), NEW_TASK_MAX_THREADS);
		ConfigFiles.save(file, doc);
		byte[] after = Files.readAllBytes(file.path());
		TuningChange change = history.record(file.path(), before, after, Instant.now());
		assertTrue(change.diff().contains("task-max-threads=\"" + NEW_TASK_MAX_THREADS + "\""), change.diff());
		return change;
	}

	/** What the running server says its default io worker's task-max-threads is (its management model in JMX). */
	private static int taskMaxThreads(long pid) throws Exception {
		try (JvmConnection c = new JvmConnection(new Target.LocalJmx(pid), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			return c.readMBeans(mbeans -> ((Number) mbeans.getAttribute(
					new ObjectName("jboss.as:subsystem=io,worker=default"), "taskMaxThreads")).intValue()).orElseThrow();
		}
	}
}
