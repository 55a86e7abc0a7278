package dyno.load.run.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.LoadWarning;
import dyno.load.jmeter.JMeterProcess.Outcome;

/** {@code run.json} written with Gson, and run folders of earlier Dyno versions (a hand-written JSON) still read. */
class RunInfoTest {

	/** Exactly as Dyno wrote run.json before it used Gson: its field order, spacing, escapes and nulls. */
	private static final String OLD_RUN_JSON = """
			{
			  "plan": "/plans/checkout \\"v2\\".jmx",
			  "properties": {"threads": "5", "host": "shop.example"},
			  "propertiesFile": null,
			  "engines": ["10.0.0.5:1099", "10.0.0.6:1099"],
			  "watched": "pid 4242",
			  "jmeterVersion": "5.6.3",
			  "javaHome": "/usr/lib/jvm/temurin-21",
			  "jmeterPid": 4243,
			  "started": 1763917512000,
			  "ended": 1763917574000,
			  "outcome": "COMPLETED",
			  "jvms": {"target": "pid 4242", "jmeter": "pid 4243"},
			  "warnings": [
			    {"severity": "WARNING", "id": "zero-think-time", "message": "no timer:\\n5 threads fire back to back"},
			    {"severity": "INFO", "id": "too-few-samples", "message": "checkout: 12 samples"}
			  ]
			}
			""";

	@TempDir
	Path dir;

	@Test
	void aRunFolderOfTheHandWrittenFormatReads() throws IOException {
		RunInfo info = RunInfo.read(Files.writeString(dir.resolve("run.json"), OLD_RUN_JSON));
		assertEquals("/plans/checkout \"v2\".jmx", info.plan());
		assertEquals(List.of("threads", "host"), List.copyOf(info.properties().keySet()), "in the launch's order");
		assertEquals("shop.example", info.properties().get("host"));
		assertNull(info.propertiesFile());
		assertEquals(List.of("10.0.0.5:1099", "10.0.0.6:1099"), info.engines());
		assertEquals("pid 4242", info.watched());
		assertEquals("5.6.3", info.jmeterVersion());
		assertEquals(4243, info.jmeterPid());
		assertEquals(1763917512000L, info.started());
		assertEquals(1763917574000L, info.ended());
		assertEquals(Outcome.COMPLETED, info.outcome());
		assertEquals(Map.of("target", "pid 4242", "jmeter", "pid 4243"), info.jvms());
		assertEquals(List.of(new LoadWarning(LoadWarning.Severity.WARNING, "zero-think-time",
				"no timer:\n5 threads fire back to back"), new LoadWarning(LoadWarning.Severity.INFO,
						"too-few-samples", "checkout: 12 samples")), info.warnings());
	}

	@Test
	void whatIsWrittenReadsBackTheSameAndKeepsTheFieldNames() throws IOException {
		RunInfo old = RunInfo.read(Files.writeString(dir.resolve("old.json"), OLD_RUN_JSON));
		Path file = dir.resolve("run.json");
		old.write(file);
		assertEquals(old, RunInfo.read(file));
		String written = Files.readString(file);
		for (String field : List.of("\"plan\"", "\"properties\"", "\"engines\"", "\"jmeterPid\"", "\"outcome\": \"COMPLETED\"",
				"\"severity\": \"WARNING\"")) {
			assertTrue(written.contains(field), field + " in " + written);
		}
		assertTrue(!Files.exists(dir.resolve("run.json.tmp")), "written atomically through a temporary file");
	}

	@Test
	void aRunJustStartedHasNoEndNoJvmsAndNoWarnings() throws IOException {
		RunInfo started = RunInfo.read(Files.writeString(dir.resolve("run.json"), """
				{"plan": "p.jmx", "started": 5, "outcome": "RUNNING"}
				"""));
		assertEquals(Map.of(), started.properties());
		assertEquals(List.of(), started.engines());
		assertEquals(Map.of(), started.jvms());
		assertEquals(List.of(), started.warnings());
		assertEquals(0, started.ended());
		assertEquals(Outcome.RUNNING, started.outcome());
	}

	@Test
	void aFileWithoutPlanOrOutcomeIsNotARun() throws IOException {
		Path noPlan = Files.writeString(dir.resolve("a.json"), "{\"outcome\": \"COMPLETED\"}");
		IOException e = assertThrows(IOException.class, () -> RunInfo.read(noPlan));
		assertEquals(noPlan + " is not a valid run description: \"plan\" is missing", e.getMessage());
		Path badOutcome = Files.writeString(dir.resolve("b.json"), "{\"plan\": \"p.jmx\", \"outcome\": \"EXPLODED\"}");
		assertTrue(assertThrows(IOException.class, () -> RunInfo.read(badOutcome)).getMessage()
				.endsWith("\"outcome\" is missing"));
		Path notJson = Files.writeString(dir.resolve("c.json"), "{\"plan\": ");
		assertTrue(assertThrows(IOException.class, () -> RunInfo.read(notJson)).getMessage()
				.startsWith(notJson + " is not a valid run description: "));
	}
}
