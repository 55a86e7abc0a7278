package dyno.heap.hprof;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Progress;
import dyno.heap.hprof.internal.HeapGraph;
import dyno.heap.hprof.internal.HprofIndex;
import dyno.heap.hprof.internal.ObjectSizes;
import dyno.heap.hprof.internal.RetainedByRemoval;
import dyno.samples.ChildJvm;
import dyno.samples.Graphs;

/**
 * The dominator tree of a dump of {@link Graphs} (chains, a diamond, a cycle, shared children, objects reachable
 * only through weak or soft references): the shapes it must find, and every retained size against the brute-force
 * definition (heap less what stays reachable without the object).
 */
class DominatorTreeTest {

	@TempDir
	static Path tmp;
	static Path file;

	@BeforeAll
	static void dump() throws Exception {
		file = tmp.resolve("graphs.hprof");
		try (ChildJvm child = ChildJvm.start(Graphs.class)) {
			HeapDumpOfChildJvmTest.jcmd(HeapDumpOfChildJvmTest.JAVA_HOME, child.pid(), "GC.heap_dump",
					file.toString());
		}
	}

	/**
	 * Against the brute force (one walk of the heap per object, too slow for all of them): every object the Graphs
	 * statics reach, every object that dominates another, and 200 others picked with a fixed seed.
	 */
	@Test
	void theRetainedSizesAreTheBruteForceOnes() throws Exception {
		try (HeapDump dump = HeapDump.open(file)) {
			DominatorTree tree = dump.dominatorTree(Progress.NONE);
			HprofIndex index = HprofIndex.read(file, ProgressListener.NONE);
			try {
				RetainedByRemoval byRemoval = new RetainedByRemoval(HeapGraph.read(index, Progress.NONE),
						ObjectSizes.infer(index));
				BitSet checked = new BitSet(tree.size());
				int graphs = only(tree, "class dyno.samples.Graphs");
				for (int v : byRemoval.reachableFrom(graphs)) {
					checked.set(v);
				}
				int structures = checked.cardinality();
				assertTrue(structures > 30, "the Graphs' objects: " + structures);
				for (int v = 0; v < tree.size(); v++) {
					if (tree.children(v).length > 0) {
						checked.set(v);
					}
				}
				Random random = new Random(23);
				for (int k = 0; k < 200; k++) {
					checked.set(random.nextInt(tree.size()));
				}
				for (int v = checked.nextSetBit(0); v >= 0; v = checked.nextSetBit(v + 1)) {
					int node = v;
					assertEquals(byRemoval.retained(node), tree.retainedSize(node), () -> tree.describe(node));
				}
			} finally {
				index.file().close();
			}
		}
	}

	@Test
	void theGraphsHaveTheirDominators() throws Exception {
		try (HeapDump dump = HeapDump.open(file)) {
			DominatorTree tree = dump.dominatorTree(Progress.NONE);
			int graphs = only(tree, "class dyno.samples.Graphs");

			// The chain: each link dominates the rest; the head retains all five links and payloads.
			List<Integer> links = instances(tree, "dyno.samples.Graphs$Link");
			assertEquals(5, links.size());
			int head = links.stream().filter(v -> tree.immediateDominator(v) == graphs).findFirst().orElseThrow();
			long chain = 0;
			for (int v : links) {
				chain += tree.shallowSize(v) + tree.shallowSize(payload(tree, v));
			}
			assertEquals(chain, tree.retainedSize(head));
			int depth = 0;
			for (int v = head; v >= 0; depth++) {
				int at = v;
				v = links.stream().filter(w -> tree.immediateDominator(w) == at).findFirst().orElse(-1);
			}
			assertEquals(5, depth, "a chain of immediate dominators");

			// The diamond: the bottom is dominated by the top, not by either side.
			List<Integer> vertices = instances(tree, "dyno.samples.Graphs$Vertex");
			int top = vertices.stream().filter(v -> tree.immediateDominator(v) == graphs).findFirst().orElseThrow();
			assertEquals(4, vertices.stream().filter(v -> v == top || tree.immediateDominator(v) == top).count());
			for (int v : vertices) {
				if (v != top && tree.children(v).length == 0) {
					assertEquals(tree.shallowSize(v), tree.retainedSize(v), "a side retains only itself");
				}
			}

			// The cycle: its entry dominates the other two.
			List<Integer> rings = instances(tree, "dyno.samples.Graphs$Ring");
			int entry = rings.stream().filter(v -> tree.immediateDominator(v) == graphs).findFirst().orElseThrow();
			long cycle = 0;
			for (int v : rings) {
				cycle += tree.shallowSize(v) + tree.shallowSize(payload(tree, v));
			}
			assertEquals(cycle, tree.retainedSize(entry));

			// The shared child: neither holder dominates it, the class (whose statics hold both) does.
			int shared = only(tree, "dyno.samples.Graphs$Shared");
			assertEquals(graphs, tree.immediateDominator(shared));

			// Held strongly and weakly: the strong holder dominates it; the WeakReference retains only itself.
			List<Integer> targets = instances(tree, "dyno.samples.Graphs$Target");
			List<Integer> reachable = targets.stream().filter(tree::reachable).toList();
			assertEquals(1, reachable.size(), "the soft-only target is not reachable over strong references");
			assertEquals("dyno.samples.Graphs$Holder", tree.className(tree.immediateDominator(reachable.get(0))));
			assertEquals(0, tree.retainedSize(targets.stream().filter(v -> !tree.reachable(v)).findFirst()
					.orElseThrow()));
			Map<String, Long> leftOut = tree.referentsLeftOut();
			assertTrue(leftOut.getOrDefault("weak", 0L) >= 1 && leftOut.getOrDefault("soft", 0L) >= 1,
					leftOut.toString());

			// Groups: the five links retain what the head does (nested ones are not counted twice).
			RetainedGroup linkGroup = tree.byClass().stream().filter(g -> g.name().equals("dyno.samples.Graphs$Link"))
					.findFirst().orElseThrow();
			assertEquals(new RetainedGroup("dyno.samples.Graphs$Link", 5, 5 * tree.shallowSize(head), chain),
					linkGroup);
			assertTrue(tree.byPackage().stream().anyMatch(g -> g.name().equals("dyno.samples")));
			assertTrue(tree.byLoader().stream().anyMatch(g -> g.name().startsWith(
					"jdk.internal.loader.ClassLoaders$AppClassLoader@0x")), tree.byLoader().toString());

			// The top of the tree: biggest first, together the whole reachable heap.
			int[] roots = tree.children(DominatorTree.ROOT);
			long sum = 0;
			for (int k = 0; k < roots.length; k++) {
				sum += tree.retainedSize(roots[k]);
				assertTrue(k == 0 || tree.retainedSize(roots[k - 1]) >= tree.retainedSize(roots[k]));
			}
			assertEquals(tree.reachableBytes(), sum);
			assertEquals(tree.retainedSize(tree.topRetained(1)[0]), tree.retainedSize(roots[0]));
			GcRootPath path = tree.pathFromRoot(head);
			assertEquals("class dyno.samples.Graphs", path.steps().get(0).className());
			assertEquals("CHAIN", path.steps().get(1).via());
			assertArrayEquals(new int[] { graphs, head }, tree.dominatorChain(head));
			assertEquals("static dyno.samples.Graphs.CHAIN (dyno.samples.Graphs$Link@0x"
					+ Long.toHexString(tree.objectId(head)) + ")", tree.describe(head));
			List<Keeper> keepers = tree.keepers("dyno.samples.Graphs$Link", 3);
			assertEquals(1, keepers.size(), keepers.toString());
			assertEquals(graphs, keepers.get(0).node());
			assertEquals(5, keepers.get(0).instances());
			List<Keeper> biggest = tree.keepers("[B", 10, Keeper.BIGGEST);
			assertTrue(biggest.size() > 1, biggest.toString());
			for (int k = 1; k < biggest.size(); k++) {
				assertTrue(biggest.get(k - 1).retainedBytes() >= biggest.get(k).retainedBytes(), biggest.toString());
			}
			List<Keeper> most = tree.keepers("[B", 10);
			for (int k = 1; k < most.size(); k++) {
				assertTrue(most.get(k - 1).instances() >= most.get(k).instances(), most.toString());
			}
		}
	}

	/**
	 * Arrays read as Java writes them, as MAT and VisualVM show them ({@code byte[]}, not the JVM's {@code [B}): in
	 * the groups, an object's class, its description and its path from a GC root; the histogram's name of a class
	 * still finds its instances.
	 */
	@Test
	void arraysAreNamedAsJavaWritesThem() throws Exception {
		try (HeapDump dump = HeapDump.open(file)) {
			DominatorTree tree = dump.dominatorTree(Progress.NONE);
			List<String> classes = tree.byClass().stream().map(RetainedGroup::name).toList();
			assertEquals(List.of(), classes.stream().filter(name -> name.startsWith("[")).limit(5).toList());
			assertTrue(classes.contains("byte[]") && classes.contains("java.lang.Object[]"), classes.toString());
			int bytes = payload(tree, instances(tree, "dyno.samples.Graphs$Link").get(0));
			assertTrue(tree.describe(bytes).startsWith("byte[]@0x"), tree.describe(bytes));
			List<Step> path = tree.pathFromRoot(bytes).steps();
			assertEquals("byte[]", path.get(path.size() - 1).className());
			assertEquals(tree.keepers("[B", 10), tree.keepers("byte[]", 10));
		}
	}

	/** The index file is reused while the dump is unchanged, and not once the dump changed. */
	@Test
	void aSecondOpenReusesTheIndexFileWhileTheDumpIsTheSame() throws Exception {
		Path copy = Files.copy(file, tmp.resolve("reused.hprof"));
		int node;
		long retained;
		try (HeapDump dump = HeapDump.open(copy)) {
			DominatorTree tree = dump.dominatorTree(Progress.NONE);
			node = tree.topRetained(1)[0];
			retained = tree.retainedSize(node);
		}
		Path index = tmp.resolve("reused.hprof.dominators");
		assertTrue(Files.isRegularFile(index));
		// Plant a wrong value in the file: a reopen that shows it read the file.
		try (HeapDump dump = HeapDump.open(copy)) {
			int objects = dump.dominatorTree(Progress.NONE).size();
			try (FileChannel channel = FileChannel.open(index, StandardOpenOption.WRITE)) {
				long at = Files.size(index) - 8L * objects + 8L * node;
				channel.write(ByteBuffer.allocate(8).putLong(0, 12345), at);
			}
		}
		try (HeapDump dump = HeapDump.open(copy)) {
			assertEquals(12345, dump.dominatorTree(Progress.NONE).retainedSize(node));
		}
		Files.setLastModifiedTime(copy, FileTime.fromMillis(Files.getLastModifiedTime(copy).toMillis() + 2000));
		try (HeapDump dump = HeapDump.open(copy)) {
			assertEquals(retained, dump.dominatorTree(Progress.NONE).retainedSize(node), "computed again");
		}
	}

	@Test
	void aCompressedDumpIsUnpackedOnce() throws Exception {
		Path gz = tmp.resolve("graphs.hprof.gz");
		try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
			Files.copy(file, out);
		}
		long reachable;
		try (HeapDump dump = HeapDump.open(file)) {
			reachable = dump.dominatorTree(Progress.NONE).reachableBytes();
		}
		try (HeapDump dump = HeapDump.openUnpacking(gz, ProgressListener.NONE)) {
			assertEquals(reachable, dump.dominatorTree(Progress.NONE).reachableBytes());
		}
		Path unpacked = tmp.resolve("graphs.hprof.gz.unpacked.hprof");
		assertEquals(Files.size(file), Files.size(unpacked));
		FileTime made = Files.getLastModifiedTime(unpacked);
		try (HeapDump dump = HeapDump.openUnpacking(gz, ProgressListener.NONE)) {
			assertNotEquals(0, dump.histogram().totalBytes());
		}
		assertEquals(made, Files.getLastModifiedTime(unpacked), "not unpacked again");
	}

	private static List<Integer> instances(DominatorTree tree, String className) {
		List<Integer> nodes = new ArrayList<>();
		for (int v = 0; v < tree.size(); v++) {
			if (tree.className(v).equals(className)) {
				nodes.add(v);
			}
		}
		nodes.sort(Comparator.naturalOrder());
		return nodes;
	}

	private static int only(DominatorTree tree, String className) {
		List<Integer> nodes = instances(tree, className);
		assertEquals(1, nodes.size(), className);
		return nodes.get(0);
	}

	/** The byte[] an object of the graphs holds: its one dominated array. */
	private static int payload(DominatorTree tree, int node) {
		for (int child : tree.children(node)) {
			if (tree.className(child).equals("byte[]")) {
				return child;
			}
		}
		throw new AssertionError("no payload under " + tree.describe(node));
	}
}
