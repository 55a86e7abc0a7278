package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Profiled;
import dyno.samples.Waits;
import jdk.jfr.consumer.RecordingFile;

/** {@code ./dyno profile} and {@code ./dyno jfr-summary} on a real child JVM with a known hot method, site and lock. */
class ProfileCommandsTest {

	@TempDir
	Path tmp;

	@Test
	void profileThenSummaryNameTheSamplesHotSpots() throws Exception {
		Path file = tmp.resolve("profiled.jfr");
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120")) {
			Dyno.Result r = Dyno.run("profile", Long.toString(child.pid()), "--duration", "3s", "--settings", "profile",
					"--out", file.toString());
			assertEquals(0, r.exitCode(), r.err());
			List<String> out = r.out().lines().toList();
			assertTrue(out.get(0).matches("recording \\d+ of pid " + child.pid() + " for 3s with the profile settings \\.\\.\\."),
					out.get(0));
			assertEquals(file + ": " + String.format("%,d", Files.size(file)) + " bytes", out.get(1));
		}

		Dyno.Result text = Dyno.run("jfr-summary", file.toString(), "--top", "3");
		assertEquals(0, text.exitCode(), text.err());
		List<String> lines = text.out().lines().toList();
		int hot = lines.indexOf(lines.stream().filter(l -> l.startsWith("Hot methods (")).findFirst().orElseThrow());
		assertTrue(lines.get(hot + 2).endsWith("  dyno.samples.Profiled.crunch"), text.out());
		int alloc = lines.indexOf(lines.stream().filter(l -> l.startsWith("Allocation by class (TLAB events")).findFirst()
				.orElseThrow(() -> new AssertionError(text.out())));
		assertTrue(lines.get(alloc + 2).endsWith("  long[]  <- dyno.samples.Profiled.pack"), text.out());
		int locks = lines.indexOf("Locks (by total wait)");
		assertTrue(lines.get(locks + 2).matches(".* monitor enter +dyno\\.samples\\.Profiled\\$Ledger"), text.out());
		assertTrue(text.out().contains("Java Blocking: "), text.out());

		Dyno.Result json = Dyno.run("jfr-summary", file.toString(), "--format", "json", "--top", "1");
		assertEquals(0, json.exitCode(), json.err());
		JsonObject summary = JsonParser.parseString(json.out()).getAsJsonObject();
		assertEquals("dyno.samples.Profiled.crunch", first(summary, "hotMethods").get("method").getAsString(), json.out());
		JsonObject allocation = first(summary, "allocations");
		assertEquals(List.of("long[]", "dyno.samples.Profiled.pack"), List.of(allocation.get("class").getAsString(),
				allocation.get("topSite").getAsString()), json.out());
		JsonObject lock = first(summary, "locks");
		assertEquals(List.of("dyno.samples.Profiled$Ledger", "monitor enter"), List.of(lock.get("class").getAsString(),
				lock.get("kind").getAsString()), json.out());

		// The recording's hints beside a server file's findings, counted by --fail-on like them.
		String runConf = "../shared/fixtures/jboss-as-5/5.1.0.GA/bin/run.conf";
		Dyno.Result lint = Dyno.run("lint", runConf, "--jfr", file.toString());
		assertEquals(0, lint.exitCode(), lint.err());
		List<String> report = lint.out().lines().toList();
		int section = report.indexOf("Recording hints from " + file + " (JMC's rules):");
		assertTrue(section > 0 && report.subList(0, section).stream().anyMatch(l -> l.contains("[jvm.heap.xms]")), lint.out());
		assertTrue(report.stream().anyMatch(l -> l.matches("profiled\\.jfr: (info|warning) \\[JavaBlocking\\] Java Blocking: .+")),
				lint.out());
		assertTrue(report.get(report.size() - 1).matches("\\d+ hints? \\(\\d+ warnings?, \\d+ infos?\\)"), lint.out());
		Dyno.Result lintJson = Dyno.run("lint", runConf, "--jfr", file.toString(), "--format", "json");
		assertEquals(0, lintJson.exitCode(), lintJson.err());
		JsonObject lintData = JsonParser.parseString(lintJson.out()).getAsJsonObject();
		JsonObject recording = lintData.getAsJsonObject("recording");
		assertEquals(file.toString(), recording.get("file").getAsString(), lintJson.out());
		assertTrue(recording.getAsJsonArray("hints").asList().stream()
				.anyMatch(h -> h.getAsJsonObject().get("id").getAsString().equals("JavaBlocking")), lintJson.out());
		assertTrue(lintData.getAsJsonArray("findings").size() > 0, lintJson.out());
		// Java Blocking scores high on this sample: a warning, so --fail-on warning fails on the recording alone
		// when the file's own findings stay below it.
		boolean fileWarns = Dyno.run("lint", runConf, "--fail-on", "warning").exitCode() == 1;
		boolean recordingWarns = lint.out().contains(": warning [");
		assertEquals(fileWarns || recordingWarns ? 1 : 0,
				Dyno.run("lint", runConf, "--jfr", file.toString(), "--fail-on", "warning").exitCode());
	}

	/** Stopped early (Ctrl-C or SIGTERM run the same shutdown hook), what was recorded is still fetched. */
	@Test
	void stoppedEarlyItKeepsWhatWasRecorded() throws Exception {
		Path file = tmp.resolve("early.jfr");
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120")) {
			Process profile = Dyno.start("profile", Long.toString(child.pid()), "--duration", "10m", "--out", file.toString());
			try {
				BufferedReader out = new BufferedReader(new InputStreamReader(profile.getInputStream(), StandardCharsets.UTF_8));
				String first = out.readLine();
				assertTrue(first != null && first.startsWith("recording "), first);
				// Stopped once the target's recording holds the hot method's samples (a copy of it tells), not after a
				// span in which it hopefully took some.
				long id = Long.parseLong(first.split(" ")[1]);
				awaitSamplesOf(child.pid(), id, "crunch", 20);
				// Not Process.destroy(): it closes this side's pipes, and the message would be lost.
				new ProcessBuilder("kill", "-TERM", Long.toString(profile.pid())).start().waitFor();
				assertTrue(profile.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "profile did not end");
				assertEquals(143, profile.exitValue());
				assertEquals("dyno profile: interrupted; what was recorded is in " + file,
						Dyno.read(profile.getErrorStream()).strip());
			} finally {
				profile.destroyForcibly();
			}
		}
		Dyno.Result summary = Dyno.run("jfr-summary", file.toString(), "--top", "1");
		assertEquals(0, summary.exitCode(), summary.err());
		assertTrue(summary.out().contains("  dyno.samples.Profiled.crunch"), summary.out());
	}

	/**
	 * Until stopped, it records until Ctrl-C (SIGTERM runs the same hook), which fetches the recording; it carries the
	 * name and size limit given.
	 */
	@Test
	void untilStoppedRecordsUntilCtrlCAndFetches() throws Exception {
		Path file = tmp.resolve("until-stopped.jfr");
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120")) {
			Process profile = Dyno.start("profile", Long.toString(child.pid()), "--until-stopped", "--name", "soak",
					"--max-size", "64", "--out", file.toString());
			try {
				BufferedReader out = new BufferedReader(new InputStreamReader(profile.getInputStream(), StandardCharsets.UTF_8));
				String first = out.readLine();
				assertTrue(first != null && first.matches("recording \\d+ of pid " + child.pid()
						+ " until stopped \\(Ctrl-C fetches it\\) with the default settings \\.\\.\\."), first);
				long id = Long.parseLong(first.split(" ")[1]);
				String check = jcmd(child.pid(), "JFR.check");
				assertTrue(check.contains("Recording " + id + ": name=soak") && check.contains("maxsize=64.0MB")
						&& check.contains("(running)"), check);
				awaitSamplesOf(child.pid(), id, "crunch", 20);
				new ProcessBuilder("kill", "-TERM", Long.toString(profile.pid())).start().waitFor();
				assertTrue(profile.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "profile did not end");
				assertEquals("dyno profile: stopped; the recording is in " + file,
						Dyno.read(profile.getErrorStream()).strip());
			} finally {
				profile.destroyForcibly();
			}
			assertTrue(!jcmd(child.pid(), "JFR.check").contains("name=soak"), "closed in the JVM once fetched");
		}
		Dyno.Result summary = Dyno.run("jfr-summary", file.toString(), "--top", "1");
		assertEquals(0, summary.exitCode(), summary.err());
		assertTrue(summary.out().contains("  dyno.samples.Profiled.crunch"), summary.out());
	}

	private static String jcmd(long pid, String... command) throws Exception {
		List<String> line = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "jcmd")
				.toString(), Long.toString(pid)));
		line.addAll(List.of(command));
		Process p = new ProcessBuilder(line).redirectErrorStream(true).start();
		String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertEquals(0, p.waitFor(), said);
		return said;
	}

	/** Waits until recording {@code id} of JVM {@code pid} holds {@code n} execution samples in {@code method}. */
	private void awaitSamplesOf(long pid, long id, String method, int n) throws Exception {
		Path copy = tmp.resolve("copy-" + id + ".jfr");
		Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
		Waits.value(n + " samples of " + method + " in recording " + id + " of " + pid, () -> {
			Process dump = new ProcessBuilder(jcmd.toString(), Long.toString(pid), "JFR.dump", "name=" + id,
					"filename=" + copy).redirectErrorStream(true).start();
			String said = new String(dump.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			if (dump.waitFor() != 0 || !Files.exists(copy)) {
				throw new IOException("jcmd JFR.dump: " + said);
			}
			return RecordingFile.readAllEvents(copy).stream()
					.filter(e -> e.getEventType().getName().equals("jdk.ExecutionSample") && e.getStackTrace() != null
							&& !e.getStackTrace().getFrames().isEmpty()
							&& e.getStackTrace().getFrames().get(0).getMethod().getName().equals(method))
					.count();
		}, count -> count >= n);
		Files.deleteIfExists(copy);
	}

	@Test
	void badInputIsNamed() throws Exception {
		Path text = Files.writeString(tmp.resolve("notes.jfr"), "hello");
		Dyno.Result notJfr = Dyno.run("jfr-summary", text.toString());
		assertEquals(1, notJfr.exitCode());
		assertEquals("dyno jfr-summary: " + text + ": not a JFR recording (it starts with 'hello', a recording starts with FLR)",
				notJfr.err().strip());
		Dyno.Result lintNotJfr = Dyno.run("lint", "../shared/fixtures/jboss-as-5/5.1.0.GA/bin/run.conf", "--jfr", text.toString());
		assertEquals(1, lintNotJfr.exitCode());
		assertEquals("dyno lint: " + text + ": not a JFR recording (it starts with 'hello', a recording starts with FLR)",
				lintNotJfr.err().strip());

		long pid;
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			pid = child.pid();
		}
		Dyno.Result gone = Dyno.run("profile", Long.toString(pid), "--duration", "1s", "--out", tmp.resolve("x.jfr").toString());
		assertEquals(1, gone.exitCode(), gone.out());
		assertTrue(gone.err().startsWith("dyno profile: cannot connect to pid " + pid + ": "), gone.err());

		Dyno.Result usage = Dyno.run("profile", "4711", "--duration", "soon");
		assertEquals(2, usage.exitCode());
		assertTrue(usage.err().contains("--duration 'soon': not a positive duration such as 30s, 5m or 1h"), usage.err());
	}

	/** The first row of a table of the JSON, which must have one. */
	private static JsonObject first(JsonObject json, String table) {
		return json.getAsJsonArray(table).get(0).getAsJsonObject();
	}
}
