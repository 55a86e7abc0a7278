package dyno.heap.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;
import dyno.samples.ChildJvm;
import dyno.samples.Leaky;

/** The leak finder's one workflow, as the command line and the workbench run it: a series taken now, and files. */
class LeaksAnalysisTest {

	/** Slow sampling, so that a floor read right after the last snapshot would miss that snapshot's collection. */
	private static final Duration SAMPLING = Duration.ofMillis(1000);

	@TempDir
	Path store;

	/** A connection of its own, closed after, as the command line's. */
	private static final class OwnConnection implements JvmAccess {
		boolean released;

		@Override
		public Lease open(Target target) throws AnalysisException, InterruptedException {
			JvmConnection c = new JvmConnection(target, null, Sampler.shared());
			c.setInterval(SAMPLING);
			try {
				JvmAccess.awaitLive(c);
			} catch (AnalysisException | InterruptedException e) {
				c.close();
				throw e;
			}
			return new Lease() {
				@Override
				public JvmConnection connection() {
					return c;
				}

				@Override
				public void close() {
					released = true;
					c.close();
				}
			};
		}
	}

	@Test
	void aSeriesTakenNowWaitsForTheSampleAfterTheLastFullGcAndJudgesWithTheFloorItMeasured() throws Exception {
		try (ChildJvm child = ChildJvm.start(Leaky.class)) {
			long[] lastSaved = new long[1];
			OwnConnection jvms = new OwnConnection();
			LeaksAnalysis analysis = new LeaksAnalysis(jvms, (index, snapshot, file) -> lastSaved[0] = System.nanoTime());
			Arguments arguments = Arguments.of(analysis).with(LeaksAnalysis.FROM, new Target.Local(child.pid()))
					.with(LeaksAnalysis.EVERY, Duration.ofMillis(500)).with(LeaksAnalysis.COUNT, 3)
					.with(LeaksAnalysis.STORE, store).build();
			LeaksResult result = analysis.run(arguments, Progress.NONE);
			long afterLast = System.nanoTime() - lastSaved[0];

			assertTrue(afterLast >= 2 * SAMPLING.toNanos(), "the floor is read after the sample that follows the "
					+ "last snapshot's full GC: " + afterLast / 1_000_000 + " ms after it");
			assertTrue(jvms.released, "the connection is handed back");
			assertEquals(3, result.series().size());
			assertEquals(3, result.files().size());
			assertTrue(result.files().stream().allMatch(f -> f.startsWith(store) && Files.isRegularFile(f)),
					result.files().toString());
			assertNotNull(result.floor(), "a series taken now is judged with the floor measured, even an empty one");
			String verdict = result.ranking().floorVerdict();
			assertFalse(verdict.contains("no old-generation floor given"), verdict);
			assertTrue(verdict.startsWith("rising: ") || verdict.startsWith("level ") || verdict.startsWith("not known ("),
					verdict);

			LeaksResult ofFiles = new LeaksAnalysis().run(files(result.files()), Progress.NONE);
			assertNull(ofFiles.floor());
			assertEquals("not known (no old-generation floor given)", ofFiles.ranking().floorVerdict());
			assertEquals(result.ranking().times().length, ofFiles.ranking().times().length);
		}
	}

	@Test
	void theArgumentsAreJudgedAsAWholeOnceForEveryFace() throws Exception {
		Path a = Files.writeString(store.resolve("a.histo"), "");
		assertEquals("the leak finder needs at least 3 snapshots of one JVM (got 2), or --from a JVM to take them",
				LeaksAnalysis.problem(files(List.of(a, a)), null));
		Arguments both = Arguments.of(new LeaksAnalysis()).with(LeaksAnalysis.SNAPSHOTS, a)
				.with(LeaksAnalysis.FROM, new Target.Local(1)).build();
		assertEquals("either snapshot files or --from a JVM, not both", LeaksAnalysis.problem(both, null));
		Arguments two = Arguments.of(new LeaksAnalysis()).with(LeaksAnalysis.FROM, new Target.Local(1))
				.with(LeaksAnalysis.COUNT, 2).build();
		assertEquals("--count 2: the leak finder needs at least 3 snapshots", LeaksAnalysis.problem(two, null));
		Arguments scheduleOfFiles = Arguments.of(new LeaksAnalysis()).with(LeaksAnalysis.SNAPSHOTS, a)
				.with(LeaksAnalysis.NO_GC, true).build();
		assertEquals("--every, --count, --no-gc, --store and --user go with --from",
				LeaksAnalysis.problem(scheduleOfFiles, null));
		assertEquals("--every, --count, --no-gc, --store and --user go with --from",
				LeaksAnalysis.problem(files(List.of(a, a, a)), "admin"));
		assertNull(LeaksAnalysis.problem(files(List.of(a, a, a)), null));

		AnalysisException refused = assertThrows(AnalysisException.class,
				() -> new LeaksAnalysis().run(two, Progress.NONE));
		assertEquals("--count 2: the leak finder needs at least 3 snapshots", refused.getMessage());
	}

	private static Arguments files(List<Path> files) {
		Arguments.Builder b = Arguments.of(new LeaksAnalysis());
		files.forEach(f -> b.with(LeaksAnalysis.SNAPSHOTS, f));
		return b.build();
	}
}
