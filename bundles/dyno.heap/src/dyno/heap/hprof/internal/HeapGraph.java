package dyno.heap.hprof.internal;

import java.io.IOException;
import java.util.Arrays;
import java.util.BitSet;

import dyno.core.analysis.Progress;

/**
 * The strong references of a whole dump as a compact adjacency list (compressed rows: the targets of node
 * {@code v} are {@code targets[first[v] .. first[v + 1])}), with one more node, {@link #root()}, the virtual root
 * whose targets are the GC roots: the dump's root records and every class (whose static fields hold what they
 * refer to), as for the shortest paths. The referents of {@code java.lang.ref.Reference}s are not edges (see
 * {@link References}); how many of each kind were left out is counted. About 4 bytes an object and 4 an edge, in
 * the dump's {@link ArrayStore}.
 */
public final class HeapGraph {

	/** The kinds of {@code java.lang.ref.Reference} whose referents are left out, in {@link #leftOut} order. */
	public static final String[] REFERENCE_KINDS = { "weak", "soft", "phantom", "final", "other" };
	private static final String[] REFERENCE_CLASSES = { "java.lang.ref.WeakReference", "java.lang.ref.SoftReference",
			"java.lang.ref.PhantomReference", "java.lang.ref.FinalReference" };
	private static final int PROGRESS_NODES = 1 << 20;

	final IntArray first;
	final IntArray targets;
	private final int edges;
	final long[] leftOut;

	private HeapGraph(IntArray first, IntArray targets, int edges, long[] leftOut) {
		this.first = first;
		this.targets = targets;
		this.edges = edges;
		this.leftOut = leftOut;
	}

	/** Collects the targets of each node in turn, growing the edge array as it fills. */
	private static final class Builder implements References.Visitor {
		private final ObjectTable objects;
		private IntArray targets;
		private int count;

		Builder(ObjectTable objects, IntArray targets) {
			this.objects = objects;
			this.targets = targets;
		}

		@Override
		public void reference(long id, int slot) {
			int to = objects.find(id);
			if (to >= 0) {
				if (count == targets.length()) {
					targets = targets.resized((int) Math.min(Integer.MAX_VALUE - 8, count * 3L / 2));
				}
				targets.set(count++, to);
			}
		}
	}

	/** Reads every object's references from the mapped dump; sorts the index for lookup first if needed. */
	public static HeapGraph read(HprofIndex index, Progress progress) throws IOException, InterruptedException {
		index.sortForLookup();
		ObjectTable objects = index.objects;
		int n = objects.size();
		References references = new References(index);
		int[] kinds = referenceKinds(index);
		long[] leftOut = new long[REFERENCE_KINDS.length];
		IntArray first = index.store.ints(n + 2);
		Builder add = new Builder(objects, index.store.ints(Math.max(1024, n + n / 2)));
		progress.begin("References of " + n + " objects", n / PROGRESS_NODES + 1);
		for (int v = 0; v < n; v++) {
			if ((v & (PROGRESS_NODES - 1)) == 0 && v > 0) {
				progress.worked(1);
				progress.checkCancelled();
			}
			first.set(v, add.count);
			references.visit(v, add);
			int kind = kinds[objects.classIndex(v)];
			if (kind >= 0 && !objects.isClassNode(v)) {
				long referent = references.referent(v);
				if (referent != 0 && objects.find(referent) >= 0) {
					leftOut[kind]++;
				}
			}
		}
		first.set(n, add.count);
		BitSet rooted = new BitSet(n);
		RootTable roots = index.roots;
		for (int r = 0; r < roots.size(); r++) {
			int node = objects.find(roots.id(r));
			if (node >= 0 && !rooted.get(node)) {
				rooted.set(node);
				add.reference(roots.id(r), 0);
			}
		}
		for (ClassInfo info : index.classes) {
			if (info.node >= 0 && !rooted.get(info.node)) {
				rooted.set(info.node);
				add.reference(objects.id(info.node), 0);
			}
		}
		first.set(n + 1, add.count);
		return new HeapGraph(first, add.targets, add.count, leftOut);
	}

	/** Per class index: which of {@link #REFERENCE_KINDS} its instances are, -1 for classes that are no Reference. */
	private static int[] referenceKinds(HprofIndex index) {
		int[] kinds = new int[index.classes.size()];
		for (ClassInfo info : index.classes) {
			kinds[info.index] = -1;
			for (ClassInfo c = info; c != null; c = c.superIndex < 0 ? null : index.classes.get(c.superIndex)) {
				int known = Arrays.asList(REFERENCE_CLASSES).indexOf(c.name);
				if (known >= 0) {
					kinds[info.index] = known;
					break;
				}
				if ("java.lang.ref.Reference".equals(c.name)) {
					kinds[info.index] = REFERENCE_KINDS.length - 1;
					break;
				}
			}
		}
		return kinds;
	}

	/** The virtual root's node number: one past the dump's objects. */
	public int root() {
		return first.length() - 2;
	}

	/** Objects plus the virtual root. */
	public int nodes() {
		return first.length() - 1;
	}

	public int edges() {
		return edges;
	}

	/** Where the targets of {@code node} start in {@link #target}; they end where those of {@code node + 1} start. */
	public int firstEdge(int node) {
		return first.get(node);
	}

	/** The node an edge leads to. */
	public int target(int edge) {
		return targets.get(edge);
	}

	/** Referents not followed, per kind of {@link #REFERENCE_KINDS}. */
	public long[] leftOut() {
		return leftOut.clone();
	}
}
