package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.ChildJvm;
import dyno.samples.Retainer;
import dyno.samples.Waits;

/** GC, heap dump, histogram and info of a JVM of this machine: jvmstat numbers, actions through attach. */
class LocalActionsTest {

	@TempDir
	Path dir;

	@Test
	void actionsOfALocalJvmWorkUntilItEnds() throws Exception {
		try (ChildJvm child = ChildJvm.start(Retainer.class, "4321");
				JvmConnection connection = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, connection.connectAndWait(Waits.LIMIT),
					() -> "problem: " + connection.problem());
			assertTrue(connection.info().commandLine().startsWith(Retainer.class.getName()),
					connection.info().commandLine());
			JvmActions actions = connection.actions().orElseThrow();

			ClassHistogram histogram = actions.classHistogram();
			ClassHistogram.Row kept = histogram.rows().stream()
					.filter(r -> r.className().equals(Retainer.RetainedItem.class.getName())).findFirst()
					.orElseGet(() -> fail("no " + Retainer.RetainedItem.class.getName() + " in " + histogram.rows()));
			assertEquals(4321, kept.instances());
			assertTrue(histogram.rows().stream().noneMatch(r -> r.className().contains("java.base@")),
					"module suffixes are stripped");
			assertTrue(histogram.rows().stream().anyMatch(r -> r.className().equals("java.lang.String")
					&& r.module().startsWith("java.base@")), "the module is kept apart");
			assertEquals("", kept.module(), "the samples are in the unnamed module");

			Path dump = dir.resolve("child.hprof");
			actions.dumpHeap(dump, true);
			try (InputStream in = Files.newInputStream(dump)) {
				assertEquals("JAVA PROFILE 1.0.2", new String(in.readNBytes(18), StandardCharsets.US_ASCII));
			}
			IOException exists = assertThrows(IOException.class, () -> actions.dumpHeap(dump, false));
			assertTrue(exists.getMessage().contains("the file exists"), exists.getMessage());
			IOException suffix = assertThrows(IOException.class, () -> actions.dumpHeap(dir.resolve("x.bin"), false));
			assertTrue(suffix.getMessage().contains("must end in .hprof"), suffix.getMessage());

			long full = connection.history().latest().map(s -> s.count(CollectorKind.FULL)).orElse(0L);
			actions.performGc();
			awaitFullGc(connection, full);

			child.close();
			IOException ended = assertThrows(IOException.class, actions::performGc);
			assertEquals("JVM " + child.pid() + " has ended", ended.getMessage());
		}
	}

	/** jvmstat sees the requested collection: one more full GC, caused by System.gc(). */
	private static void awaitFullGc(JvmConnection connection, long before) throws InterruptedException {
		Waits.of("a full GC by System.gc() in the samples")
				.unless(() -> connection.state() != JvmConnection.State.LIVE, connection::problem)
				.value(() -> connection.history().latest().orElseThrow(),
						latest -> latest.count(CollectorKind.FULL) > before && "System.gc()".equals(latest.lastCause()));
	}
}
