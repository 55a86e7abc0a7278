package dyno.heap.hprof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dyno.core.analysis.Progress;
import dyno.heap.ClassRow;
import dyno.heap.JvmIdentity;
import dyno.heap.Snapshot;
import dyno.heap.hprof.internal.ArrayStore;
import dyno.heap.hprof.internal.Dominators;
import dyno.heap.hprof.internal.HeapGraph;
import dyno.heap.hprof.internal.HolderSearch;
import dyno.heap.hprof.internal.HprofIndex;
import dyno.heap.hprof.internal.IndexFiles;
import dyno.heap.hprof.internal.ObjectSizes;
import dyno.heap.hprof.internal.ShortestPaths;

/**
 * An HPROF heap dump (JDK 5 to 25, 32 and 64 bit), opened for its class histogram, for who holds a class's
 * instances and for its {@link #dominatorTree dominator tree}. Opening maps the file (it stays outside the Java
 * heap) and builds a compact index of its objects in
 * one pass, 16 bytes an object: a 600 MB dump of 9 million objects needs about 160 MB of heap. The first
 * {@link #holders} search reads the file once more (where each object is: 8 bytes an object) and walks the whole
 * heap (about 20 bytes an object more, 12 of them kept for later searches). A dump too large for the heap this
 * JVM may have (about 80 bytes an object at the peak of the dominator tree) keeps all of these per-object arrays in
 * memory-mapped scratch files beside its index files instead, outside the heap: a 2 GB dump of 30 million objects
 * is analysed with {@code -Xmx1g}. Not thread-safe; close it to release the file.
 */
public final class HeapDump implements AutoCloseable {

	private final HprofIndex index;
	private final ObjectSizes sizes;
	private ShortestPaths paths;
	private DominatorTree dominators;

	private HeapDump(HprofIndex index, ObjectSizes sizes) {
		this.index = index;
		this.sizes = sizes;
	}

	/** @see #open(Path, ProgressListener) */
	public static HeapDump open(Path hprof) throws IOException {
		return open(hprof, ProgressListener.NONE);
	}

	/**
	 * Like {@link #open(Path, ProgressListener)}, but a gzip-compressed dump ({@code jcmd GC.heap_dump -gz},
	 * {@code .hprof.gz}) is unpacked first, once, to a file next to it ({@code NAME.unpacked.hprof}; in
	 * {@code ~/.cache/dyno/hprof} when its folder is not writable) that later opens reuse while the compressed file
	 * stays the same.
	 */
	public static HeapDump openUnpacking(Path hprof, ProgressListener progress) throws IOException {
		return open(IndexFiles.unpacked(hprof), progress);
	}

	/**
	 * Reads and indexes a dump.
	 *
	 * @throws IOException                                  the file cannot be read, is not HPROF, is gzip-compressed
	 *                                                      or is truncated (the message says which)
	 * @throws java.util.concurrent.CancellationException the listener cancelled
	 */
	public static HeapDump open(Path hprof, ProgressListener progress) throws IOException {
		return open(HprofIndex.read(hprof, progress));
	}

	/** Reads and indexes a dump, its per-object arrays in {@code store} (the tests' way to choose one). */
	static HeapDump open(Path hprof, ProgressListener progress, ArrayStore store) throws IOException {
		return open(HprofIndex.read(hprof, progress, store));
	}

	private static HeapDump open(HprofIndex index) throws IOException {
		try {
			return new HeapDump(index, ObjectSizes.infer(index));
		} catch (RuntimeException e) {
			index.file().close();
			throw e;
		}
	}

	/** How the dumped JVM sizes its objects, as read from the dump (see {@link SizeModel}). */
	public SizeModel sizeModel() {
		return sizes.model();
	}

	/** The HPROF version line, e.g. {@code JAVA PROFILE 1.0.2}. */
	public String format() {
		return index.format();
	}

	/** When the dump was written, ms since the epoch (from its header). */
	public long time() {
		return index.timestamp();
	}

	/**
	 * The class histogram of every object in the dump, with the sizes the dumped JVM gives them
	 * ({@link #sizeModel()}): so it matches {@code jmap -histo} of the same moment for the classes a dump holds.
	 * A dump has no instances of the JVM's internal classes that old JDKs listed ({@code <methodKlass>} ...) and no
	 * modules. Classes of the same name from different loaders are one row. Rows are sorted by bytes, largest
	 * first; {@code afterFullGc} is false (a dump does not say; {@code jcmd GC.heap_dump} without {@code -all}
	 * does collect first), the JVM is named by the file (a dump has no process id or main class).
	 */
	public Snapshot histogram() {
		Map<String, long[]> byName = sizes.totalsByClassName();
		List<ClassRow> rows = new ArrayList<>(byName.size());
		byName.forEach((name, v) -> rows.add(new ClassRow(name, "", v[0], v[1])));
		rows.sort((a, b) -> a.bytes() != b.bytes() ? Long.compare(b.bytes(), a.bytes())
				: a.className().compareTo(b.className()));
		String file = index.path().getFileName().toString();
		return new Snapshot(1, index.timestamp(), new JvmIdentity(file, 0, "", "", 0), false, "heap dump " + file,
				List.copyOf(rows));
	}

	/**
	 * Who holds the instances of {@code className} (as the histogram names it, e.g. {@code dyno.samples.Leaky$Session}
	 * or {@code [B}, or as Java does, {@code byte[]}): shortest paths from the GC roots, following strong references
	 * only (the referent of a weak, soft, phantom or final reference does not count), grouped by accumulation point.
	 * The first call walks the whole heap (seconds for a large dump); later calls reuse that walk.
	 *
	 * @param maxPaths example paths kept per group
	 * @throws IllegalArgumentException the dump has no such class
	 * @throws UncheckedIOException     the file could not be read again (where each object is, which opening did
	 *                                  not need to keep), e.g. it was changed or removed since
	 */
	public Holders holders(String className, int maxPaths) {
		return new HolderSearch(index, sizes, paths()).holders(className, maxPaths);
	}

	private ShortestPaths paths() {
		if (paths == null) {
			try {
				paths = ShortestPaths.compute(index, sizes);
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}
		return paths;
	}

	/** A shortest path from a GC root to a reachable node (see {@link DominatorTree#pathFromRoot}). */
	GcRootPath pathTo(int node) {
		return new HolderSearch(index, sizes, paths()).path(node);
	}

	/**
	 * The dominator tree of the whole dump with the exact retained size of every object (see {@link DominatorTree}).
	 * The first call reads every object's references and computes the dominators (seconds for a dump of millions of
	 * objects: 8.8 million in 4 s of CPU; about 60 bytes an object and 8 an edge of heap at the peak besides the
	 * index, 20 bytes an object kept; none of it on the heap for a dump too large for it, see above); it saves them
	 * to an index file next to the dump ({@code NAME.dominators}; in {@code ~/.cache/dyno/hprof} when the dump's
	 * folder is not writable), which later opens of the same, unchanged dump read instead (a dump too large for the
	 * heap maps it, and its object table sorted for lookup, {@code NAME.objects}). Later calls return the same tree.
	 *
	 * @throws InterruptedException the progress was cancelled
	 * @throws IOException          the dump could not be read again (it changed since it was opened)
	 */
	public DominatorTree dominatorTree(Progress progress) throws IOException, InterruptedException {
		if (dominators == null) {
			long[] leftOut = new long[HeapGraph.REFERENCE_KINDS.length];
			Dominators computed;
			try {
				computed = IndexFiles.loadDominators(index.path(), index.objects(), leftOut, index.store());
			} catch (IOException e) {
				computed = null; // an unreadable index file is made again
			}
			if (computed == null) {
				HeapGraph graph = HeapGraph.read(index, progress);
				computed = Dominators.compute(graph, sizes, index.store(), progress);
				leftOut = graph.leftOut();
				try {
					IndexFiles.saveDominators(index.path(), computed, leftOut);
				} catch (IOException e) {
					// Only a later open gains from the file: without it, that open computes again.
				}
			} else {
				// Node numbers are those of the index sorted by identifier, as when the file was written.
				index.sortForLookup();
			}
			dominators = new DominatorTree(this, index, sizes, computed, leftOut);
		}
		return dominators;
	}

	@Override
	public void close() throws IOException {
		index.file().close();
	}
}
