package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.ChildJvm;
import dyno.samples.HttpService;

/** {@code ./dyno load} runs a plan with the JMeter inside the product against the sample HTTP service. */
class LoadCommandTest {

	/** The load tests' sample plan: three labels, server from ${__P(host)}/${__P(port)}. */
	private static final Path PLAN = Dyno.HOME.resolve("tests/dyno.load.tests/src/dyno/load/tests/plans/sample-http.jmx");

	@TempDir
	Path dir;

	@Test
	void runsThePlanWithTheBundledJMeterAndPrintsLiveAndFinalNumbers() throws Exception {
		assertTrue(Files.isRegularFile(Dyno.HOME
				.resolve("releng/dyno.repository/target/products/dyno.product/linux/gtk/x86_64/dyno/jmeter/bin/ApacheJMeter.jar")),
				"the product ships JMeter");
		try (ChildJvm service = ChildJvm.start(HttpService.class, "120")) {
			Dyno.Result r = Dyno.run("load", PLAN.toString(), "-Jport=" + HttpService.port(service), "-Jduration=7",
					"-Jthreads=2", "--watch", Long.toString(service.pid()), "--out", dir.toString());
			assertEquals(0, r.exitCode(), r.out() + r.err());
			List<String> live = r.out().lines().filter(l -> l.contains("TOTAL") && l.contains("samples")).toList();
			assertTrue(!live.isEmpty(), "a live TOTAL line every 5 s:\n" + r.out());
			for (String label : List.of("home", "search", "checkout")) {
				assertTrue(r.out().lines().anyMatch(l -> l.startsWith(label)), label + " row missing:\n" + r.out());
			}
			assertTrue(r.out().contains("zero-think-time"), r.out());
			assertTrue(r.out().contains("outcome COMPLETED"), r.out());
			try (var runs = Files.list(dir)) {
				Path run = runs.findFirst().orElseThrow();
				assertTrue(Files.size(run.resolve("summary.json")) > 0);
				assertTrue(Files.readAllLines(run.resolve("jvm-target.csv")).size() > 5, "the watched JVM was sampled");
				// dyno report of the run's folder: the whole run with the watched JVM on the same time axis
				Path html = dir.resolve("report.html");
				Dyno.Result report = Dyno.run("report", run.toString(), "-o", html.toString());
				assertEquals(0, report.exitCode(), report.out() + report.err());
				String page = Files.readString(html);
				for (String part : List.of("<h1>Load Report " + run.getFileName() + "</h1>", "data-s=\"checkout\"",
						"The watched JVM (pid " + service.pid(), "data-s=\"heap used\"", "data-s=\"live threads\"")) {
					assertTrue(page.contains(part), part);
				}
			}
		}
	}

	@Test
	void failuresExitWithOneAndSayWhy() throws Exception {
		Dyno.Result r = Dyno.run("load", dir.resolve("missing.jmx").toString(), "--out", dir.toString());
		assertEquals(1, r.exitCode(), r.out() + r.err());
		assertTrue(r.err().contains("missing.jmx does not exist"), r.err());
		Dyno.Result noJMeter = Dyno.run("load", PLAN.toString(), "--jmeter-home", dir.toString(), "--out", dir.toString());
		assertEquals(1, noJMeter.exitCode(), noJMeter.out() + noJMeter.err());
		assertTrue(noJMeter.err().contains("JMeter home " + dir + " is incomplete: missing bin/ApacheJMeter.jar"),
				noJMeter.err());
		Path unloadable = Files.writeString(dir.resolve("unloadable.jmx"),
				Files.readString(PLAN).replace("ThreadGroup guiclass", "NoSuchGroup guiclass").replace("</ThreadGroup>", "</NoSuchGroup>"));
		Dyno.Result failed = Dyno.run("load", unloadable.toString(), "--out", dir.resolve("runs").toString());
		assertEquals(1, failed.exitCode(), failed.out() + failed.err());
		assertTrue(failed.out().contains("outcome FAILED_TO_START"), failed.out());
		assertTrue(failed.err().contains("JMeter failed to start: plan needs NoSuchGroup, which is neither part of "
				+ "JMeter nor of a plugin Dyno knows"), failed.err());
		Dyno.Result usage = Dyno.run("load", "--remote", "nohost");
		assertEquals(2, usage.exitCode(), usage.err());
		assertTrue(usage.err().contains("'nohost' is not host:port"), usage.err());
	}

	@Test
	void aPlanOfTheBundledJMeterPluginsRuns() throws Exception {
		Path plan = Dyno.HOME.resolve("tests/dyno.load.tests/src/dyno/load/tests/plans/plugins-concurrency.jmx");
		Dyno.Result r = Dyno.run("load", plan.toString(), "--runs", dir.toString());
		assertEquals(0, r.exitCode(), r.out() + r.err());
		for (String label : List.of("login", "browse")) {
			assertTrue(r.out().lines().anyMatch(l -> l.startsWith(label)), label + " row missing:\n" + r.out());
		}
		assertTrue(r.out().contains("outcome COMPLETED"), r.out());
	}

	@Test
	void aPlanElementOfAPluginDynoLacksIsOneLineNamingThePluginAndHowToAddIt() throws Exception {
		Path plugins = Dyno.HOME.resolve("releng/dyno.repository/target/products/dyno.product/linux/gtk/x86_64/dyno/jmeter/lib/ext");
		String concurrency = Files.readString(
				Dyno.HOME.resolve("tests/dyno.load.tests/src/dyno/load/tests/plans/plugins-concurrency.jmx"));
		Path perfMon = Files.writeString(dir.resolve("perfmon.jmx"), concurrency.replace("</hashTree>\n  </hashTree>",
				"<kg.apc.jmeter.perfmon.PerfMonCollector guiclass=\"kg.apc.jmeter.vizualizers.PerfMonGui\" "
						+ "testclass=\"kg.apc.jmeter.perfmon.PerfMonCollector\" testname=\"server\"/><hashTree/>"
						+ "</hashTree>\n  </hashTree>"));
		Dyno.Result r = Dyno.run("load", perfMon.toString(), "--runs", dir.resolve("runs").toString());
		assertEquals(1, r.exitCode(), r.out() + r.err());
		assertEquals(List.of("dyno load: JMeter failed to start: plan needs kg.apc.jmeter.perfmon.PerfMonCollector "
				+ "(PerfMon (Servers Performance Monitoring), JMeter Plugins id jpgc-perfmon): put its jar into "
				+ plugins + " or pass --plugins DIR"), r.err().lines().filter(l -> !l.isBlank() && !l.startsWith("WARN")).toList(),
				"one line, no stack:\n" + r.err());
		assertTrue(r.out().contains("outcome FAILED_TO_START") && !r.out().contains("zero-think-time"),
				"no plan warnings for a run that never started:\n" + r.out());

		Path more = Files.createDirectories(dir.resolve("more-plugins"));
		Path foo = Files.writeString(dir.resolve("foo.jmx"), concurrency.replace("kg.apc.jmeter.samplers.DummySampler",
				"com.example.FooSampler"));
		Dyno.Result unknown = Dyno.run("load", foo.toString(), "--plugins", more.toString(), "--runs",
				dir.resolve("runs").toString());
		assertEquals(1, unknown.exitCode(), unknown.out() + unknown.err());
		assertTrue(unknown.err().contains("JMeter failed to start: plan needs com.example.FooSampler, which is neither "
				+ "part of JMeter nor of a plugin Dyno knows (a third-party plugin?): put its jar into " + more
				+ " or pass --plugins DIR"), unknown.err());
		Dyno.Result notAFolder = Dyno.run("load", foo.toString(), "--plugins", dir.resolve("none").toString());
		assertEquals(2, notAFolder.exitCode(), notAFolder.err());
		assertTrue(notAFolder.err().contains("--plugins " + dir.resolve("none") + " is not a folder"), notAFolder.err());
	}

	@Test
	void theSummaryAsJsonGoesToItsFileAndTheLiveLinesToStandardError() throws Exception {
		try (ChildJvm service = ChildJvm.start(HttpService.class, "120")) {
			Path json = dir.resolve("summary.json");
			Dyno.Result r = Dyno.run("load", PLAN.toString(), "-Jport=" + HttpService.port(service), "-Jduration=6",
					"-J", "threads=1", "--runs", dir.resolve("runs").toString(), "--format", "json", "-o", json.toString());
			assertEquals(0, r.exitCode(), r.out() + r.err());
			assertEquals("", r.out(), "the summary goes to its file");
			assertTrue(r.err().lines().anyMatch(l -> l.contains("TOTAL") && l.contains("samples")), r.err());
			JsonObject summary = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
			assertEquals("COMPLETED", summary.get("outcome").getAsString());
			assertEquals("{\"port\":\"" + HttpService.port(service) + "\",\"duration\":\"6\",\"threads\":\"1\"}",
					summary.get("properties").toString(), "the -J properties in order, each spelling");
			List<String> labels = summary.getAsJsonObject("table").getAsJsonArray("rows").asList().stream()
					.map(row -> row.getAsJsonObject().get("label").getAsString()).toList();
			assertEquals(3, labels.size(), labels.toString());
			assertEquals(Set.of("home", "search", "checkout"), Set.copyOf(labels), "the plan's labels in first-seen order");
		}
	}

	@Test
	void helpNamesTheJMeterPropertiesAndWrongOnesAreUsageErrors() throws Exception {
		Dyno.Result help = Dyno.run("load", "--help");
		assertEquals(0, help.exitCode(), help.err());
		String words = help.out().replaceAll("\\s+", " "); // as wrapped to the terminal
		assertTrue(words.contains("-J, --property=NAME=VALUE") && words.contains(
				"threads, rampup, duration, loops, host and port apply even to plans that hard-code them"), help.out());
		Dyno.Result noValue = Dyno.run("load", PLAN.toString(), "-Jthreads");
		assertEquals(2, noValue.exitCode(), noValue.err());
		assertTrue(noValue.err().contains("'threads': give -Jname=value"), noValue.err());
		Dyno.Result userWithoutWatch = Dyno.run("load", PLAN.toString(), "--user", "admin");
		assertEquals(2, userWithoutWatch.exitCode(), userWithoutWatch.err());
		assertTrue(userWithoutWatch.err().contains("--user is the JMX user of the --watch target, but there is no --watch"),
				userWithoutWatch.err());
		Dyno.Result noPlan = Dyno.run("load", "-Jthreads=5");
		assertEquals(2, noPlan.exitCode(), noPlan.err());
		assertTrue(noPlan.err().contains("which test plan? give a .jmx file"), noPlan.err());
	}

	@Test
	void aBrokenRuleOnTheSummaryExitsWithOneAndTheJUnitReportSaysSo() throws Exception {
		try (ChildJvm service = ChildJvm.start(HttpService.class, "120")) {
			Path junit = dir.resolve("gate.xml");
			Dyno.Result r = Dyno.run("load", PLAN.toString(), "-Jport=" + HttpService.port(service), "-Jduration=3",
					"-Jthreads=1", "--runs", dir.resolve("runs").toString(), "--fail-on", "p99.9>60s", "--fail-on",
					"throughput<100000/s", "--fail-on", "checkout:errors>50%", "--junit", junit.toString());
			assertEquals(1, r.exitCode(), r.out() + r.err());
			assertTrue(r.err().lines().anyMatch(l -> l.matches("dyno load: broken: TOTAL throughput = [\\d.]+/s < 100000/s")),
					r.err());
			assertEquals(1, r.err().lines().filter(l -> l.contains("broken:")).count(), r.err());
			assertTrue(r.out().lines().findFirst().isPresent() && r.out().contains("99.9% Line"),
					"the rule's percentile is a line of the summary:\n" + r.out());
			assertTrue(r.out().contains("checkout:errors>50%"), "the summary shows the gate:\n" + r.out());
			String xml = Files.readString(junit);
			assertEquals(3, xml.split("<testcase ", -1).length - 1, xml);
			assertEquals(1, xml.split("<failure ", -1).length - 1, xml);
		}
	}
}
