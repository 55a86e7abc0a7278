package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.samples.ChildJvm;
import dyno.samples.Leaky;
import dyno.samples.Retainer;

/** {@code ./dyno histo}, {@code diff} and {@code leaks} on real child JVMs and MAT's real histograms. */
class HeapCommandsTest {

	static final Path HISTOGRAMS = LintCommandTest.FIXTURES.resolve("jvm/histograms/eclipse-mat__mat");
	static final String JDK5 = HISTOGRAMS.resolve("histogram_sun_jdk5_13_x32.txt").toString();
	static final String JDK6 = HISTOGRAMS.resolve("histogram_sun_jdk6_18_x32.txt").toString();

	@TempDir
	Path tmp;

	@Test
	void histoWritesASnapshotFileOfTheLiveObjects() throws Exception {
		try (ChildJvm child = ChildJvm.start(Retainer.class, "4321")) {
			Path file = tmp.resolve("retainer.histo");
			Dyno.Result r = Dyno.run("histo", Long.toString(child.pid()), "-o", file.toString(), "--top", "5");
			assertEquals(0, r.exitCode(), r.err());
			List<String> out = r.out().lines().toList();
			assertTrue(out.get(0).startsWith(file + ": ") && out.get(0).contains(" after a full GC, of "
					+ Retainer.class.getName() + " (pid " + child.pid() + " on localhost, JDK "), out.get(0));
			assertTrue(out.get(1).matches(" +#instances +#bytes  class name \\(module\\)"), out.get(1));
			assertEquals(7, out.size(), r.out());
			assertTrue(out.get(2).matches(".* \\(java.base@[0-9.]+\\)"), out.get(2));

			List<String> lines = Files.readAllLines(file);
			assertEquals("dyno-snapshot 1", lines.get(0));
			assertTrue(lines.contains("after-full-gc: true"), lines.subList(0, 12).toString());
			assertTrue(lines.contains("pid: " + child.pid()), lines.subList(0, 12).toString());
			assertTrue(lines.stream().anyMatch(l -> l.startsWith("4321\t")
					&& l.endsWith("\t" + Retainer.RetainedItem.class.getName() + "\t")), "the retained items");

			Dyno.Result noGc = Dyno.run("histo", Long.toString(child.pid()), "--no-gc", "--top", "0", "-o",
					tmp.resolve("all.histo").toString());
			assertEquals(0, noGc.exitCode(), noGc.err());
			assertTrue(noGc.out().contains(" (no GC first), of "), noGc.out());
			assertTrue(Files.readAllLines(tmp.resolve("all.histo")).contains("after-full-gc: false"));
		}
	}

	@Test
	void histoOfAJvmThatIsGoneFails() throws Exception {
		long pid;
		try (ChildJvm child = ChildJvm.start(Retainer.class, "1")) {
			pid = child.pid();
		}
		Dyno.Result r = Dyno.run("histo", Long.toString(pid), "-o", tmp.resolve("x.histo").toString());
		assertEquals(1, r.exitCode(), r.out());
		assertTrue(r.err().startsWith("dyno histo: cannot connect to pid " + pid + ": "), r.err());
		Dyno.Result none = Dyno.run("histo");
		assertEquals(2, none.exitCode());
		assertTrue(none.err().contains("which JVM?"), none.err());
	}

	@Test
	void diffOfRealHistogramsAsTextAndCsv() throws Exception {
		Dyno.Result text = Dyno.run("diff", JDK5, JDK6, "--filter", "java.lang.String");
		assertEquals(0, text.exitCode(), text.err());
		assertTrue(text.out().lines().anyMatch(l -> l.matches(" +0 +\\+3,096  java.lang.String")), text.out());

		Dyno.Result csv = Dyno.run("diff", JDK5, JDK6, "--mode", "ratio", "--measure", "instances", "--format", "csv",
				"--filter", "/^java\\.lang\\.String$/");
		assertEquals(0, csv.exitCode(), csv.err());
		List<String> lines = csv.out().lines().toList();
		assertEquals(2, lines.size(), csv.out());
		assertTrue(lines.get(0).matches("class,.+ instances,.+ instances,ratio .+,ratio .+"), lines.get(0));
		assertEquals("java.lang.String,175,304,1.0000,1.7371", lines.get(1));

		Dyno.Result all = Dyno.run("diff", JDK5, JDK6, "--mode", "absolute", "--top", "3");
		assertEquals(5, all.out().lines().count(), "header, 3 rows, '... more classes': " + all.out());
	}

	@Test
	void diffSaysWhatIsWrong() throws Exception {
		Dyno.Result one = Dyno.run("diff", JDK5);
		assertEquals(2, one.exitCode());
		assertTrue(one.err().contains("give two or more snapshot files"), one.err());
		Dyno.Result mode = Dyno.run("diff", JDK5, JDK6, "--mode", "sideways");
		assertEquals(2, mode.exitCode());
		assertTrue(mode.err().contains("--mode 'sideways': use absolute, delta"), mode.err());
		Dyno.Result regex = Dyno.run("diff", JDK5, JDK6, "--filter", "/(/");
		assertEquals(2, regex.exitCode());
		assertTrue(regex.err().contains("is not a regular expression"), regex.err());

		Path bad = Files.writeString(tmp.resolve("bad.histo"), "dyno-snapshot 1\ntime: 2026-11-23T20:00:00Z\n\n"
				+ "12\tlots\tjava.lang.String\t\n");
		Dyno.Result damaged = Dyno.run("diff", JDK5, bad.toString());
		assertEquals(1, damaged.exitCode());
		assertEquals("dyno diff: " + bad + ", line 4: expected 'instances<TAB>bytes<TAB>class<TAB>module' with whole "
				+ "numbers, found '12\tlots\tjava.lang.String\t'\n", damaged.err());
	}

	@Test
	void leaksFromALeakingJvmThenFromItsFiles() throws Exception {
		try (ChildJvm child = ChildJvm.start(Leaky.class)) {
			Path store = tmp.resolve("store");
			Dyno.Result r = Dyno.run("leaks", "--from", Long.toString(child.pid()), "--every", "1s", "--count", "5",
					"--store", store.toString(), "--format", "json");
			assertEquals(0, r.exitCode(), r.err());
			assertTrue(r.err().contains("dyno leaks: snapshot 5/5: " + store), r.err());
			JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
			JsonObject suspect = json.getAsJsonArray("suspects").get(0).getAsJsonObject();
			assertEquals("dyno.samples.Leaky$Session", suspect.get("class").getAsString(), r.out());
			assertEquals("LEAK", suspect.get("verdict").getAsString(), r.out());
			assertTrue(json.get("floor").getAsString().startsWith("rising: "), r.out());

			List<String> files;
			try (Stream<Path> walk = Files.walk(store)) {
				files = walk.filter(p -> p.toString().endsWith(".histo")).map(Path::toString).sorted().toList();
			}
			assertEquals(5, files.size(), files.toString());
			Dyno.Result again = Dyno.run(Stream.concat(Stream.of("leaks"), files.stream()).toArray(String[]::new));
			assertEquals(0, again.exitCode(), again.err());
			List<String> lines = again.out().lines().toList();
			assertTrue(lines.get(0).startsWith("5 snapshots of dyno.samples.Leaky (pid " + child.pid()), again.out());
			assertTrue(again.out().contains("old-generation floor: not known (no old-generation floor given)"),
					again.out());
			String first = lines.stream().filter(l -> l.startsWith("LEAK ")).findFirst().orElse("");
			assertTrue(first.endsWith(" dyno.samples.Leaky$Session"), again.out());
		}
	}

	@Test
	void leaksNeedsThreeSnapshots() throws Exception {
		Dyno.Result two = Dyno.run("leaks", JDK5, JDK6);
		assertEquals(2, two.exitCode());
		assertTrue(two.err().contains("the leak finder needs at least 3 snapshots of one JVM (got 2)"), two.err());
		Dyno.Result count = Dyno.run("leaks", "--from", "1", "--count", "2");
		assertEquals(2, count.exitCode());
		assertTrue(count.err().contains("--count 2: the leak finder needs at least 3 snapshots"), count.err());
	}
}
