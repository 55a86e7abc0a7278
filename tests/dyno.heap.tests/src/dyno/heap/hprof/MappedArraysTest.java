package dyno.heap.hprof;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dyno.core.analysis.Progress;
import dyno.heap.hprof.internal.ArrayStore;
import dyno.heap.hprof.internal.IntArray;
import dyno.heap.hprof.internal.LongArray;
import dyno.samples.Fixtures;

/**
 * A dump larger than the heap is analysed in arrays mapped from scratch files ({@link ArrayStore}): on MAT's real
 * dumps they give the same dominator tree as the heap's arrays, leave no scratch file behind, and a second open
 * maps the index file instead of computing the tree again.
 */
class MappedArraysTest {

	@TempDir
	Path tmp;

	@ParameterizedTest
	@ValueSource(strings = { "HeapDumpSample.hprof", "oracle_jdk8_05_x64.hprof", "sun_jdk6_18_x64.hprof" })
	void theMappedArraysGiveTheSameDominatorTreeAndASecondOpenReusesItsIndex(String name) throws Exception {
		Path onHeap = Fixtures.copy(HeapDumpFixturesTest.DUMPS + name,
				Files.createDirectory(tmp.resolve("heap")).resolve(name));
		Path mapped = Fixtures.copy(HeapDumpFixturesTest.DUMPS + name,
				Files.createDirectory(tmp.resolve("mapped")).resolve(name));
		Path work = mapped.getParent();
		ArrayStore files = ArrayStore.files(work, mapped);
		try (HeapDump heapDump = HeapDump.open(onHeap, ProgressListener.NONE, ArrayStore.HEAP);
				HeapDump mappedDump = HeapDump.open(mapped, ProgressListener.NONE, files)) {
			DominatorTree expected = heapDump.dominatorTree(Progress.NONE);
			Phases computing = new Phases();
			DominatorTree tree = mappedDump.dominatorTree(computing);
			assertTrue(computing.names.contains("Dominators"), computing.names.toString());
			assertSameTree(expected, tree);
			assertEquals(List.of(name, name + ".dominators", name + ".objects"), namesIn(work),
					"the index files, no scratch file left behind");

			List<Path> indexFiles = List.of(work.resolve(name + ".dominators"), work.resolve(name + ".objects"));
			List<FileTime> aged = new ArrayList<>();
			for (Path index : indexFiles) {
				Files.setLastModifiedTime(index,
						FileTime.fromMillis(Files.getLastModifiedTime(index).toMillis() - 60_000));
				aged.add(Files.getLastModifiedTime(index));
			}
			try (HeapDump again = HeapDump.open(mapped, ProgressListener.NONE, files)) {
				Phases reopening = new Phases();
				DominatorTree reopened = again.dominatorTree(reopening);
				assertEquals(List.of(), reopening.names, "the tree is read, not computed");
				for (int k = 0; k < indexFiles.size(); k++) {
					assertEquals(aged.get(k), Files.getLastModifiedTime(indexFiles.get(k)),
							indexFiles.get(k) + " is not written again");
				}
				assertSameTree(expected, reopened);
			}
		}
	}

	private static void assertSameTree(DominatorTree expected, DominatorTree actual) {
		assertEquals(expected.size(), actual.size());
		assertEquals(expected.reachableBytes(), actual.reachableBytes());
		for (int v = 0; v < expected.size(); v++) {
			assertEquals(expected.immediateDominator(v), actual.immediateDominator(v), "dominator of " + v);
			assertEquals(expected.retainedSize(v), actual.retainedSize(v), "retained size of " + v);
		}
		assertArrayEquals(expected.children(DominatorTree.ROOT), actual.children(DominatorTree.ROOT));
		assertEquals(expected.byClass(), actual.byClass());
		assertEquals(expected.byPackage(), actual.byPackage());
		int top = expected.topRetained(1)[0];
		assertEquals(expected.describe(top), actual.describe(top));
		assertEquals(expected.pathFromRoot(top), actual.pathFromRoot(top));
	}

	private static List<String> namesIn(Path folder) throws IOException {
		try (Stream<Path> files = Files.list(folder)) {
			return files.map(f -> f.getFileName().toString()).sorted().toList();
		}
	}

	/** A mapped array keeps its values when it grows past a chunk it had only partly, and sorts as the JDK does. */
	@Test
	void mappedArraysGrowAndSort() throws IOException {
		ArrayStore files = ArrayStore.files(tmp, tmp.resolve("x.hprof"));
		IntArray ints = files.ints(3);
		ints.set(2, 7);
		ints = ints.resized(1000);
		assertEquals(7, ints.get(2));
		assertEquals(0, ints.get(999));
		ints.fill(-1);
		assertEquals(-1, ints.get(500));

		// Sorted runs of addresses, as a dump's segments give them, and a low one at the end: more than is sorted
		// in one heap buffer, so the partitions are mapped ones.
		int n = 1_500_000;
		long[] values = new long[n];
		Random random = new Random(7);
		for (int i = 0; i < n - 1;) {
			long start = random.nextInt(1 << 24) * 16L;
			for (int run = 1 + random.nextInt(100_000); run > 0 && i < n - 1; run--, i++) {
				values[i] = (start + 16L * run) << 22 | i;
			}
		}
		values[n - 1] = 1;
		LongArray sorted = files.longs(n);
		for (int i = 0; i < n; i++) {
			sorted.set(i, values[i]);
		}
		sorted.sort(0, n);
		Arrays.sort(values);
		long[] read = new long[n];
		for (int i = 0; i < n; i++) {
			read[i] = sorted.get(i);
		}
		assertArrayEquals(values, read);
		assertFalse(namesIn(tmp).stream().anyMatch(f -> f.endsWith(".array")), "the scratch files are unlinked");
	}

	/** The names of the phases a computation begins. */
	private static final class Phases implements Progress {
		final List<String> names = new ArrayList<>();

		@Override
		public void begin(String task, int totalWork) {
			names.add(task.replaceAll(" .*", ""));
		}

		@Override
		public void worked(int work) {
		}

		@Override
		public boolean cancelled() {
			return false;
		}
	}
}
