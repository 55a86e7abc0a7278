package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.heap.ClassRow;
import dyno.heap.JvmIdentity;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotFile;

/** {@code ./dyno dominators} and {@code ./dyno suspects} on a real heap dump of the fixtures (copied: its index file goes next to it). */
class DominatorsCommandTest {

	@TempDir
	Path tmp;

	private Path dump(String name) throws Exception {
		return Files.copy(HoldersCommandTest.DUMPS.resolve(name), tmp.resolve(name));
	}

	@Test
	void textShowsTheBiggestObjectsAndWhatWasLeftOut() throws Exception {
		Path dump = dump("oracle_jdk8_05_x64.hprof");
		Dyno.Result r = Dyno.run("dominators", dump.toString(), "--top", "5");
		assertEquals(0, r.exitCode(), r.err());
		assertTrue(r.out().contains("Biggest objects by retained size"), r.out());
		assertTrue(r.out().contains("reachable from GC roots"), r.out());
		assertTrue(r.out().contains("paths through strong references only; referents not followed"), r.out());
		assertTrue(Files.isRegularFile(tmp.resolve("oracle_jdk8_05_x64.hprof.dominators")), "the index file");
		Dyno.Result again = Dyno.run("dominators", dump.toString(), "--top", "5");
		assertEquals(r.out(), again.out(), "the index file gives the same answer");
	}

	@Test
	void byClassAsJsonAndAComparisonWithABaseline() throws Exception {
		Path dump = dump("oracle_jdk8_05_x64.hprof");
		Path baseline = dump("sun_jdk6_18_x64.hprof");
		Dyno.Result r = Dyno.run("dominators", dump.toString(), "--by", "class", "--top", "10", "--baseline",
				baseline.toString(), "--format", "json");
		assertEquals(0, r.exitCode(), r.err());
		JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
		assertEquals("CLASS", json.get("by").getAsString());
		JsonArray rows = json.getAsJsonArray("rows");
		assertEquals(10, rows.size());
		for (int k = 1; k < rows.size(); k++) {
			assertTrue(rows.get(k - 1).getAsJsonObject().get("retainedBytes").getAsLong() >= rows.get(k)
					.getAsJsonObject().get("retainedBytes").getAsLong(), r.out());
		}
		JsonArray changes = json.getAsJsonArray("changes");
		assertEquals(10, changes.size(), r.out());
		JsonObject first = changes.get(0).getAsJsonObject();
		assertTrue(first.get("retained").getAsLong() != first.get("retainedBefore").getAsLong(), r.out());

		Dyno.Result packages = Dyno.run("dominators", dump.toString(), "--by", "package", "--format", "csv");
		assertEquals(0, packages.exitCode(), packages.err());
		assertTrue(packages.out().startsWith("package,objects,shallow bytes,retained bytes,% of heap\n"),
				packages.out());
		assertTrue(packages.out().contains("\njava.lang,"), packages.out());
		assertEquals(2, Dyno.run("dominators", dump.toString(), "--by", "thread").exitCode());
	}

	/** Arrays read as Java writes them ({@code char[]}), not as JVM descriptors ({@code [C}) (issue 39, point 4). */
	@Test
	void classesAreNamedAsJavaWritesThem() throws Exception {
		Path dump = dump("oracle_jdk8_05_x64.hprof");
		Dyno.Result r = Dyno.run("dominators", dump.toString(), "--by", "class", "--top", "100000", "--format", "csv");
		assertEquals(0, r.exitCode(), r.err());
		assertTrue(r.out().contains("\nchar[],") && r.out().contains("\njava.lang.Object[],"), r.out());
		assertFalse(r.out().contains("\n["), "no JVM descriptor: " + r.out());
	}

	@Test
	void suspectsJoinTheLeakFindersVerdictsWithTheDominators() throws Exception {
		Path dump = dump("oracle_jdk8_05_x64.hprof");
		Path series = Files.createDirectory(tmp.resolve("series"));
		JvmIdentity jvm = new JvmIdentity("host", 42, "app.Main", "25", 1000);
		for (int i = 0; i < 6; i++) {
			// a minute apart: strings grow by a megabyte a minute, objects stay
			List<ClassRow> rows = List.of(new ClassRow("java.lang.String", "", 10_000 + 40_000 * i, 1_000_000L * (i + 1)),
					new ClassRow("java.lang.Object", "", 100, 1600));
			SnapshotFile.write(new Snapshot(1, 60_000L * (i + 1), jvm, true, "test", rows),
					series.resolve(i + ".histo"));
		}
		Dyno.Result r = Dyno.run("suspects", dump.toString(), "--series", series.toString(), "--format", "json");
		assertEquals(0, r.exitCode(), r.err());
		JsonArray suspects = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonArray("suspects");
		assertFalse(suspects.isEmpty(), r.out());
		boolean kept = false;
		for (var s : suspects) {
			JsonObject suspect = s.getAsJsonObject();
			assertEquals("LEAK", suspect.get("verdict").getAsString(), r.out());
			kept |= suspect.get("instances").getAsLong() > 0 && !suspect.getAsJsonArray("keepers").isEmpty();
		}
		assertTrue(kept, "a suspect in the dump has its keepers: " + r.out());

		Dyno.Result html = Dyno.run("suspects", dump.toString(), "--format", "html");
		assertEquals(0, html.exitCode(), html.err());
		assertTrue(html.out().contains("<h2>Leak suspects</h2>") && html.out().contains(" is kept by"), html.out());
		assertFalse(html.out().contains("http"), "no reference to fetch");

		Dyno.Result few = Dyno.run("suspects", dump.toString(), "--series", tmp.toString());
		assertEquals(1, few.exitCode());
		assertTrue(few.err().startsWith("dyno suspects: the leak finder needs at least 3 snapshots of one JVM"),
				few.err());
	}
}
