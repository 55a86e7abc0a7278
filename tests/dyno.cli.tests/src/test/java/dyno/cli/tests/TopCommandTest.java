package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dyno.samples.ChildJvm;
import dyno.samples.Profiled;
import dyno.samples.Waits;

/**
 * {@code ./dyno top} on a real child JVM with a known hot method: it is ranked first within the first 5 tables
 * (one a second from the stream's start), and the stream's recording is gone from the target when top ends, by
 * {@code --for} or by a signal.
 */
class TopCommandTest {

	private static final String HOT = "dyno.samples.Profiled.crunch";

	@Test
	void ranksTheHotMethodFirstWithinFiveSecondsAndLeavesNoRecording() throws Exception {
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120")) {
			String pid = Long.toString(child.pid());
			Dyno.Result r = Dyno.run("top", pid, "--for", "6s", "--limit", "3");
			assertEquals(0, r.exitCode(), r.err() + r.out());
			List<String> firstRows = firstRows(r.out(), pid);
			assertTrue(firstRows.size() >= 4, "a table a second for 6 s:\n" + r.out());
			assertTrue(firstRows.subList(0, Math.min(5, firstRows.size())).stream().anyMatch(row -> row.endsWith("  " + HOT)),
					"the hot method first within 5 s:\n" + r.out());
			assertTrue(firstRows.get(firstRows.size() - 1).endsWith("  " + HOT), r.out());
			assertNoRecording(pid, "after --for");

			Process top = Dyno.start("top", pid);
			BufferedReader out = new BufferedReader(new InputStreamReader(top.getInputStream(), StandardCharsets.UTF_8));
			String line;
			while ((line = out.readLine()) != null && !line.contains("execution samples")) {
				// wait for the first table: the stream runs
			}
			if (line == null) {
				fail("no table before top ended: " + Dyno.read(top.getErrorStream()));
			}
			CompletableFuture.runAsync(() -> Dyno.read(top.getInputStream())); // top may print on till it stops
			top.destroy(); // SIGTERM, as Ctrl-C: the shutdown hook closes the stream
			assertTrue(top.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "top ends on a signal");
			assertNoRecording(pid, "after a signal");
		}
	}

	@Test
	void aJvmThatIsNotThereFails() throws Exception {
		Dyno.Result r = Dyno.run("top", "999999999", "--for", "1s");
		assertEquals(1, r.exitCode(), r.out() + r.err());
		assertTrue(r.err().startsWith("dyno top: "), r.err());
	}

	/** The first row of each table, in the order printed. */
	private static List<String> firstRows(String out, String pid) {
		List<String> lines = out.lines().toList();
		List<String> rows = new ArrayList<>();
		for (int i = 0; i < lines.size(); i++) {
			if (lines.get(i).matches("\\d\\d:\\d\\d:\\d\\d  pid " + pid + "  last \\d+ s, [\\d,]+ execution samples")) {
				rows.add(i + 2 < lines.size() ? lines.get(i + 2) : "");
			}
		}
		return rows;
	}

	/** The target's own view of its recordings ({@code jcmd JFR.check}): Dyno's stream must have left none. */
	private static void assertNoRecording(String pid, String when) throws Exception {
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(), pid,
				"JFR.check").redirectErrorStream(true).start();
		String out = Dyno.read(p.getInputStream());
		assertEquals(0, p.waitFor(), out);
		assertFalse(out.contains("Recording "), when + ", the target still has a recording:\n" + out);
	}
}
