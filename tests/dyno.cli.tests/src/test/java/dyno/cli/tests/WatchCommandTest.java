package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dyno.samples.ChildJvm;
import dyno.samples.Idle;

/**
 * {@code ./dyno watch <pid>} prints what {@code jstat -gc} prints; its CSV (the Heap Generations view's) has
 * jstat's capacities, in bytes. The child is idle, so no collection runs
 * between Dyno's samples and jstat's: capacities, counts and which columns have no value ({@code -}) must be
 * the same; used bytes may move (eden fills with the JVM's own small allocations).
 */
class WatchCommandTest {

	private static final List<String> COLUMNS = List.of("S0C", "S1C", "S0U", "S1U", "EC", "EU", "OC", "OU", "MC",
			"MU", "CCSC", "CCSU", "YGC", "YGCT", "FGC", "FGCT", "CGC", "CGCT", "GCT");
	/** jstat's capacity columns (KB) and the CSV's columns of the same bytes: they stay put on an idle JVM. */
	private static final List<String[]> CAPACITIES = List.of(new String[] { "EC", "eden_committed_bytes" },
			new String[] { "OC", "old_committed_bytes" }, new String[] { "MC", "metaspace_committed_bytes" });
	/** Columns that stay put on an idle JVM. */
	private static final List<String> STABLE = List.of("S0C", "S1C", "EC", "OC", "MC", "CCSC", "YGC", "FGC", "CGC",
			"YGCT", "FGCT", "CGCT", "GCT");

	@ParameterizedTest
	@ValueSource(strings = { "-XX:+UseSerialGC", "-XX:+UseG1GC", "-XX:+UseZGC" })
	void rowsMatchJstatAndCsvHasTheSameCapacities(String collector) throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of(collector), Idle.class)) {
			String pid = Long.toString(child.pid());
			Dyno.Result table = Dyno.run("watch", pid, "--count", "3", "--interval", "100ms");
			Dyno.Result csv = Dyno.run("watch", pid, "--count", "1", "--interval", "100ms", "--csv");
			List<String> jstat = jstat(pid);

			assertEquals(0, table.exitCode(), table.err());
			List<String> lines = table.out().lines().toList();
			assertEquals(4, lines.size(), "a header and 3 rows: " + table.out());
			assertEquals(jstat.get(0), lines.get(0), "the header, character for character");
			String[] expected = jstat.get(1).strip().split(" +");
			for (String line : lines.subList(1, 4)) {
				assertEquals(jstat.get(1).length(), line.length(), "aligned like jstat:\n" + line + "\n" + jstat.get(1));
				assertColumnsMatch(expected, line.strip().split(" +"), collector);
			}
			if (collector.contains("ZGC")) {
				assertEquals("-", lines.get(3).strip().split(" +")[0], "ZGC has no survivors: " + lines.get(3));
			}

			assertEquals(0, csv.exitCode(), csv.err());
			List<String> csvLines = csv.out().lines().toList();
			assertEquals(2, csvLines.size(), csv.out());
			List<String> header = List.of(csvLines.get(0).split(","));
			assertEquals(List.of("time_ms", "time", "eden_used_bytes", "eden_committed_bytes"), header.subList(0, 4),
					"the Heap Generations view's CSV: " + csvLines.get(0));
			String[] cells = csvLines.get(1).split(",", -1);
			assertEquals(header.size(), cells.length, csvLines.get(1));
			Instant time = Instant.parse(cells[1]);
			assertEquals(time.toEpochMilli(), Long.parseLong(cells[0]), csvLines.get(1));
			assertTrue(Duration.between(time, Instant.now()).abs().toMinutes() < 2, "time is now, in UTC: " + cells[1]);
			for (String[] pair : CAPACITIES) {
				String jstatValue = expected[COLUMNS.indexOf(pair[0])];
				String bytes = cells[header.indexOf(pair[1])];
				String csvValue = bytes.isEmpty() ? "-"
						: new DecimalFormat("0.0", DecimalFormatSymbols.getInstance(Locale.ROOT))
								.format(Long.parseLong(bytes) / 1024.0);
				assertEquals(jstatValue, csvValue, collector + " --csv, " + pair[1] + " against jstat's " + pair[0]
						+ ": " + csvLines.get(1));
			}
		}
	}

	private static void assertColumnsMatch(String[] jstat, String[] dyno, String what) {
		assertEquals(COLUMNS.size(), dyno.length, what + ": " + String.join(" ", dyno));
		for (int i = 0; i < COLUMNS.size(); i++) {
			String column = COLUMNS.get(i);
			String message = what + ", column " + column + ": jstat " + String.join(" ", jstat) + "\ndyno  "
					+ String.join(" ", dyno);
			if (STABLE.contains(column)) {
				assertEquals(jstat[i], dyno[i], message);
			} else {
				assertEquals(jstat[i].equals("-"), dyno[i].equals("-"), message);
			}
		}
	}

	/** The JDK's own {@code jstat -gc} of the same JDK that runs the child. */
	private static List<String> jstat(String pid) throws Exception {
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jstat").toString(), "-gc", pid)
				.redirectErrorStream(true).start();
		String out = Dyno.read(p.getInputStream());
		assertEquals(0, p.waitFor(), out);
		return out.lines().toList();
	}
}
