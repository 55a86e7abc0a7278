package dyno.heap.hprof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Faces;
import dyno.heap.ClassRow;
import dyno.heap.Snapshot;
import dyno.samples.ChildJvm;
import dyno.samples.Leaky;
import dyno.samples.Retainer;
import dyno.samples.Waits;

/** Heap dumps of real child JVMs, written by {@code jcmd GC.heap_dump} (a full GC first: only live objects). */
class HeapDumpOfChildJvmTest {

	static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));
	static final Path JDK17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");

	@Test
	void theLeakIsHeldByTheStaticSessionMap(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("leaky.hprof");
		try (ChildJvm leaky = ChildJvm.start(Leaky.class, "50", "2", "2000")) {
			// Dumped once the sample says its 2000 sessions are in the map (it prints "full"; it reads no input, so
			// the empty line command() sends is ignored), not after a span in which it hopefully made some.
			leaky.command("", "full", Waits.LIMIT.toSeconds());
			jcmd(JAVA_HOME, leaky.pid(), "GC.heap_dump", file.toString());
		}
		try (HeapDump dump = HeapDump.open(file)) {
			Holders holders = dump.holders("dyno.samples.Leaky$Session", 2);
			assertTrue(holders.instances() > 0, holders.toString());
			HolderGroup top = holders.groups().get(0);
			assertEquals("static dyno.samples.Leaky.SESSIONS", top.holder());
			assertEquals(holders.instances(), top.paths(), "every session is in the map");
			// The map retains the sessions, their 1 KB payloads, the nodes and keys.
			assertTrue(top.retainedEstimate() > holders.instances() * (1024 + 16 + 24), top.toString());
			GcRootPath path = top.examples().get(0);
			assertEquals("class", path.rootKind());
			List<String> steps = path.steps().stream().map(s -> s.via() + " " + s.className()).toList();
			assertEquals(
					List.of(" class dyno.samples.Leaky", "SESSIONS java.util.HashMap", "table java.util.HashMap$Node[]"),
					steps.subList(0, 3));
			assertEquals("value dyno.samples.Leaky$Session", steps.get(steps.size() - 1));
			assertTrue(holders.toText().contains("held by static dyno.samples.Leaky.SESSIONS: "), holders.toText());
			String json = Faces.json(holders);
			assertTrue(json.contains("\"holder\": \"static dyno.samples.Leaky.SESSIONS\""), json);
			assertEquals(top.paths(), Faces.fromJson(json, Holders.class).groups().get(0).paths(), json);
		}
	}

	/** JDK 25 as it runs (compressed references, 12-byte headers) and without compressed references. */
	@Test
	void histogramMatchesTheJvmsOwnOnJdk25(@TempDir Path tmp) throws Exception {
		assertSameSizesAsTheJvm(JAVA_HOME, List.of(), tmp);
		assertSameSizesAsTheJvm(JAVA_HOME, List.of("-XX:-UseCompressedOops"), tmp);
	}

	/** JDK 17 (another field layout of Thread: @Contended padding), when installed, with 16-byte headers. */
	@Test
	void histogramMatchesTheJvmsOwnOnJdk17(@TempDir Path tmp) throws Exception {
		if (Files.isExecutable(JDK17.resolve("bin/java"))) {
			assertSameSizesAsTheJvm(JDK17, List.of("-XX:-UseCompressedOops", "-XX:-UseCompressedClassPointers"), tmp);
		}
	}

	/**
	 * A {@link Retainer} (a fixed set of objects, little garbage): dump, then the JVM's own class histogram (each
	 * after a full GC). Every class with the same instance count in both must have the same bytes: sizes as the
	 * JVM counts them, arrays, class objects and JVM-injected fields included. (A few classes differ in count:
	 * jcmd's own work between the two creates some strings and arrays.)
	 */
	private static void assertSameSizesAsTheJvm(Path javaHome, List<String> options, Path tmp) throws Exception {
		Path file = Files.createTempFile(tmp, "retainer", ".hprof");
		Files.delete(file);
		String jvmHistogram;
		try (ChildJvm child = ChildJvm.start(javaHome, options, Retainer.class, "5000", "1")) {
			jcmd(javaHome, child.pid(), "GC.heap_dump", file.toString());
			jvmHistogram = jcmd(javaHome, child.pid(), "GC.class_histogram");
		}
		Map<String, long[]> jvm = new HashMap<>();
		for (String line : jvmHistogram.lines().toList()) {
			String[] f = line.trim().split("\\s+");
			if (f.length >= 4 && f[0].endsWith(":")) {
				jvm.put(f[3], new long[] { Long.parseLong(f[1]), Long.parseLong(f[2]) });
			}
		}
		List<String> differ = new ArrayList<>();
		int same = 0;
		try (HeapDump dump = HeapDump.open(file)) {
			Snapshot ours = dump.histogram();
			for (ClassRow row : ours.rows()) {
				long[] theirs = jvm.get(row.className());
				if (theirs != null && theirs[0] == row.instances()) {
					if (theirs[1] == row.bytes()) {
						same++;
					} else {
						differ.add(row.className() + " " + row.bytes() + " (JVM: " + theirs[1] + ")");
					}
				}
			}
			String context = options + " " + dump.sizeModel().describe() + ", differ: " + differ;
			assertEquals(5000, ours.row("dyno.samples.Retainer$RetainedItem").instances(), context);
			assertTrue(same >= 200, context);
			// One class with a single instance may be sized wrongly (a JVM-injected field the dump cannot show
			// when nothing sits right after it): java.lang.InternalError without compressed references.
			assertTrue(differ.size() <= 1, context);
		}
	}

	static String jcmd(Path javaHome, long pid, String... command) throws IOException, InterruptedException {
		List<String> line = new ArrayList<>(List.of(javaHome.resolve("bin/jcmd").toString(), Long.toString(pid)));
		line.addAll(List.of(command));
		Process p = new ProcessBuilder(line).redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "jcmd " + List.of(command) + " did not end");
		assertEquals(0, p.exitValue(), out);
		return out;
	}
}
