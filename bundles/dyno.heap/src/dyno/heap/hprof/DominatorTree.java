package dyno.heap.hprof;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.CancellationException;
import java.util.function.IntUnaryOperator;

import dyno.core.ClassNames;
import dyno.heap.hprof.internal.ArrayStore;
import dyno.heap.hprof.internal.Dominators;
import dyno.heap.hprof.internal.HeapGraph;
import dyno.heap.hprof.internal.HolderSearch;
import dyno.heap.hprof.internal.HprofIndex;
import dyno.heap.hprof.internal.IntArray;
import dyno.heap.hprof.internal.LongArray;
import dyno.heap.hprof.internal.ObjectSizes;

/**
 * The dominator tree of a whole heap dump and the exact retained size of every object, as Eclipse MAT defines
 * them: object {@code d} dominates {@code o} when every path from the GC roots to {@code o} goes through
 * {@code d}; the retained size of {@code d} is what the collector would free if {@code d} went (the shallow sizes
 * of {@code d} and of every object it dominates). Paths follow strong references only: the referent of a weak,
 * soft, phantom or final reference keeps nothing ({@link #referentsLeftOut()} says how many were left out).
 * The roots are the dump's GC root records and every class (its static fields), under one virtual root.
 * <p>
 * Get one with {@link HeapDump#dominatorTree}. Objects are named by node numbers {@code 0 .. size() - 1} (dense
 * ints, so a view can keep millions of them in an {@code int[]}); {@link #node(long)} and {@link #objectId(int)}
 * translate to and from the dump's object identifiers. Walking the tree top down, as a view does:
 *
 * <pre>
 * DominatorTree tree = dump.dominatorTree(progress);
 * for (int top : tree.children(DominatorTree.ROOT)) {       // the biggest retained sizes first
 *     System.out.println(tree.className(top) + " " + tree.retainedSize(top));
 *     for (int child : tree.children(top)) { ... }          // what top keeps alive, one level down
 * }
 * tree.pathFromRoot(top);                                   // how it is reachable (shortest path from a GC root)
 * tree.byClass();                                           // retained sizes summed per class, largest first
 * </pre>
 *
 * Immutable once built: the sizes, dominators, children and groups may be read from several threads, also after
 * the dump is closed. {@link #pathFromRoot} and {@link #describe} read the dump: only while it is open, from one
 * thread at a time (the first call walks the whole heap for the shortest paths, as {@link HeapDump#holders} does).
 */
public final class DominatorTree {

	/** The virtual root above all GC roots: {@link #immediateDominator} of a GC root, and where {@link #children} starts. */
	public static final int ROOT = Dominators.ROOT;
	/** {@link #immediateDominator} of an object no GC root reaches (garbage a dump can include). */
	public static final int UNREACHABLE = Dominators.UNREACHABLE;

	private final HeapDump dump;
	private final HprofIndex index;
	private final ObjectSizes sizes;
	private final ArrayStore store;
	private final IntArray idom;
	private final LongArray retained;
	private final long[] leftOut;
	/** Children lists by dominator: those of node {@code v} are {@code kids[kidFirst[v] .. kidFirst[v + 1])}; {@link #ROOT}'s at {@code size()}. */
	private final IntArray kidFirst;
	private final IntArray kids;
	private final long reachableBytes;

	DominatorTree(HeapDump dump, HprofIndex index, ObjectSizes sizes, Dominators dominators, long[] leftOut) {
		this.dump = dump;
		this.index = index;
		this.sizes = sizes;
		this.store = index.store();
		this.idom = dominators.idom;
		this.retained = dominators.retained;
		this.leftOut = leftOut;
		int n = idom.length();
		kidFirst = store.ints(n + 2);
		long total = 0;
		for (int v = 0; v < n; v++) {
			if (idom.get(v) != UNREACHABLE) {
				int slot = parentSlot(v);
				kidFirst.set(slot, kidFirst.get(slot) + 1);
			}
			if (idom.get(v) == ROOT) {
				total += retained.get(v);
			}
		}
		reachableBytes = total;
		int sum = 0;
		for (int v = 0; v <= n + 1; v++) {
			int c = kidFirst.get(v);
			kidFirst.set(v, sum);
			sum += c;
		}
		kids = store.ints(sum);
		IntArray fill = kidFirst.copy(store, n + 1);
		for (int v = 0; v < n; v++) {
			if (idom.get(v) != UNREACHABLE) {
				int slot = parentSlot(v);
				int at = fill.get(slot);
				fill.set(slot, at + 1);
				kids.set(at, v);
			}
		}
	}

	private int parentSlot(int v) {
		return idom.get(v) == ROOT ? idom.length() : idom.get(v);
	}

	/** Objects in the dump (reachable or not): node numbers run from 0 to this, exclusive. */
	public int size() {
		return idom.length();
	}

	/** The node of an object identifier (its address in the dumped JVM), -1 if the dump has none. */
	public int node(long objectId) {
		return index.find(objectId);
	}

	public long objectId(int node) {
		return index.objectId(node);
	}

	/** The object's class as Java names it ({@code byte[]}, {@link ClassNames}); a class object: {@code class X}. */
	public String className(int node) {
		return index.isClass(node) ? "class " + readableName(index.describedClass(node))
				: readableName(index.classOf(node));
	}

	private String readableName(int classIndex) {
		return ClassNames.readable(index.className(classIndex));
	}

	/** Its own size, as the dumped JVM counts it. */
	public long shallowSize(int node) {
		return sizes.size(node);
	}

	/** What the collector would free if the object went; 0 for an unreachable object. */
	public long retainedSize(int node) {
		return retained.get(node);
	}

	/** The node of the immediate dominator, {@link #ROOT} for an object only the virtual root dominates (a GC root's), or {@link #UNREACHABLE}. */
	public int immediateDominator(int node) {
		return idom.get(node);
	}

	public boolean reachable(int node) {
		return idom.get(node) != UNREACHABLE;
	}

	/** The bytes of all reachable objects: the retained size of the virtual root. */
	public long reachableBytes() {
		return reachableBytes;
	}

	/** The objects {@code node} (or {@link #ROOT}) immediately dominates, the biggest retained size first. */
	public int[] children(int node) {
		int slot = node == ROOT ? idom.length() : node;
		int[] children = kids.copyOfRange(kidFirst.get(slot), kidFirst.get(slot + 1));
		sortBiggestFirst(children, 0, children.length - 1);
		return children;
	}

	/** Retained size descending, ties by node ascending (the order {@code kids} has); no boxing: a root may have millions. */
	private void sortBiggestFirst(int[] nodes, int low, int high) {
		while (high - low > 16) {
			int pivot = nodes[(low + high) >>> 1];
			int i = low;
			int j = high;
			while (i <= j) {
				while (before(nodes[i], pivot)) {
					i++;
				}
				while (before(pivot, nodes[j])) {
					j--;
				}
				if (i <= j) {
					int t = nodes[i];
					nodes[i++] = nodes[j];
					nodes[j--] = t;
				}
			}
			// Recurse into the smaller part, loop on the larger: the stack stays logarithmic.
			if (j - low < high - i) {
				sortBiggestFirst(nodes, low, j);
				low = i;
			} else {
				sortBiggestFirst(nodes, i, high);
				high = j;
			}
		}
		for (int i = low + 1; i <= high; i++) {
			int v = nodes[i];
			int j = i;
			for (; j > low && before(v, nodes[j - 1]); j--) {
				nodes[j] = nodes[j - 1];
			}
			nodes[j] = v;
		}
	}

	private boolean before(int a, int b) {
		long ra = retained.get(a);
		long rb = retained.get(b);
		return ra > rb || ra == rb && a < b;
	}

	/** The dominators of {@code node} from the top of the tree down, {@code node} last (a GC root's: itself only). */
	public int[] dominatorChain(int node) {
		if (!reachable(node)) {
			return new int[0];
		}
		int depth = 0;
		for (int v = node; v != ROOT; v = idom.get(v)) {
			depth++;
		}
		int[] chain = new int[depth];
		for (int v = node; v != ROOT; v = idom.get(v)) {
			chain[--depth] = v;
		}
		return chain;
	}

	/** The {@code count} objects of largest retained size, largest first. */
	public int[] topRetained(int count) {
		PriorityQueue<Integer> smallest = new PriorityQueue<>(Comparator.comparingLong(retained::get));
		for (int v = 0; v < idom.length(); v++) {
			if (smallest.size() < count) {
				smallest.add(v);
			} else if (count > 0 && retained.get(v) > retained.get(smallest.peek())) {
				smallest.poll();
				smallest.add(v);
			}
		}
		int[] top = new int[smallest.size()];
		for (int k = top.length - 1; k >= 0; k--) {
			top[k] = smallest.poll();
		}
		return top;
	}

	/** Retained sizes per class (a class's objects themselves under {@code java.lang.Class}), largest first. */
	public List<RetainedGroup> byClass() {
		return grouped(index::classOf, this::readableName);
	}

	/** Retained sizes per package (a class object counts for its class's package), largest first. */
	public List<RetainedGroup> byPackage() {
		return grouped(index::describedClass, c -> packageOf(index.className(c)));
	}

	/** Retained sizes per class loader of the objects' classes (a class object: its class's), largest first. */
	public List<RetainedGroup> byLoader() {
		Map<Long, String> names = new HashMap<>();
		return grouped(index::describedClass, c -> names.computeIfAbsent(index.loaderOf(c), this::loaderName));
	}

	private String loaderName(long loaderId) {
		int node = loaderId == 0 ? -1 : index.find(loaderId);
		return node < 0 ? "<bootstrap>" : String.format("%s@0x%x", className(node), loaderId);
	}

	/** The package of a class name; arrays count for their element's. */
	static String packageOf(String className) {
		String name = className;
		while (name.startsWith("[")) {
			name = name.substring(1);
		}
		if (name.length() == 1) {
			return "(primitive arrays)";
		}
		if (name.startsWith("L") && name.endsWith(";")) {
			name = name.substring(1, name.length() - 1);
		}
		int dot = name.lastIndexOf('.');
		return dot < 0 ? "(default package)" : name.substring(0, dot);
	}

	/**
	 * Groups the reachable objects: {@code owner} picks the class that decides an object's group, {@code name}
	 * names the group of a class. Walks the tree top down counting, per group, the open ancestors of that group:
	 * an object adds its retained size only when none of its dominators is in its group.
	 */
	private List<RetainedGroup> grouped(IntUnaryOperator owner, java.util.function.IntFunction<String> name) {
		Map<String, Integer> numbers = new LinkedHashMap<>();
		int[] groupOfClass = new int[index.classCount()];
		for (int c = 0; c < groupOfClass.length; c++) {
			groupOfClass[c] = numbers.computeIfAbsent(name.apply(c), k -> numbers.size());
		}
		int groups = numbers.size();
		long[] objects = new long[groups];
		long[] shallow = new long[groups];
		long[] kept = new long[groups];
		int[] open = new int[groups];
		int n = idom.length();
		IntArray stackNode = store.ints(n + 1);
		IntArray stackKid = store.ints(n + 1);
		int top = 0;
		stackNode.set(0, n);
		stackKid.set(0, kidFirst.get(n));
		while (top >= 0) {
			int v = stackNode.get(top);
			int k = stackKid.get(top);
			if (k < kidFirst.get(v + 1)) {
				stackKid.set(top, k + 1);
				int child = kids.get(k);
				int g = groupOfClass[owner.applyAsInt(child)];
				objects[g]++;
				shallow[g] += sizes.size(child);
				if (open[g]++ == 0) {
					kept[g] += retained.get(child);
				}
				top++;
				stackNode.set(top, child);
				stackKid.set(top, kidFirst.get(child));
			} else {
				if (v != n) {
					open[groupOfClass[owner.applyAsInt(v)]]--;
				}
				top--;
			}
		}
		List<RetainedGroup> rows = new ArrayList<>();
		numbers.forEach((group, g) -> {
			if (objects[g] > 0) {
				rows.add(new RetainedGroup(group, objects[g], shallow[g], kept[g]));
			}
		});
		rows.sort(Comparator.comparingLong(RetainedGroup::retainedBytes).reversed()
				.thenComparing(RetainedGroup::name));
		return rows;
	}

	/**
	 * Who keeps the instances of {@code className} (as the histogram or as {@link #className} names it) alive: for
	 * each reachable instance, its nearest dominator that is neither an instance of the class nor a collection's
	 * internals (a map's nodes, the array of them), grouped; most instances first, at most {@code max}.
	 *
	 * @throws IllegalArgumentException the dump has no such class
	 */
	public List<Keeper> keepers(String className, int max) {
		return keepers(className, max, Keeper.MOST_INSTANCES);
	}

	/**
	 * {@link #keepers(String, int)} in another order, e.g. {@link Keeper#BIGGEST}: the {@code max} first of it.
	 *
	 * @throws IllegalArgumentException the dump has no such class
	 * @throws CancellationException    the thread was interrupted (its job cancelled: this walks every object)
	 */
	public List<Keeper> keepers(String className, int max, Comparator<Keeper> order) {
		boolean[] wanted = new boolean[index.classCount()];
		boolean[] internal = new boolean[index.classCount()];
		boolean any = false;
		String wantedName = ClassNames.readable(className);
		for (int c = 0; c < wanted.length; c++) {
			wanted[c] = readableName(c).equals(wantedName);
			internal[c] = HolderSearch.isCollectionInternal(index.className(c));
			any |= wanted[c];
		}
		if (!any) {
			throw new IllegalArgumentException("no class " + className + " in " + index.path().getFileName());
		}
		Map<Integer, long[]> kept = new HashMap<>();
		for (int v = 0; v < idom.length(); v++) {
			if ((v & 0xfffff) == 0 && Thread.currentThread().isInterrupted()) {
				throw new CancellationException("finding the keepers of " + className + " cancelled");
			}
			if (!reachable(v) || index.isClass(v) || !wanted[index.classOf(v)]) {
				continue;
			}
			int k = idom.get(v);
			while (k != ROOT && !index.isClass(k) && (wanted[index.classOf(k)] || internal[index.classOf(k)])) {
				k = idom.get(k);
			}
			kept.computeIfAbsent(k, x -> new long[1])[0]++;
		}
		// Described only once chosen: a description walks up the dominators.
		return kept.entrySet().stream()
				.map(e -> new Keeper(e.getKey(), null, e.getValue()[0], retainedOrAll(e.getKey())))
				.sorted(order).limit(max)
				.map(k -> new Keeper(k.node(), describe(k.node()), k.instances(), k.retainedBytes()))
				.toList();
	}

	private long retainedOrAll(int node) {
		return node == ROOT ? reachableBytes : retained.get(node);
	}

	/**
	 * An object in words: {@code class@0xid}, and where it is held when a static field holds it or one of its
	 * dominators ({@code ... in static X.field}); {@code GC roots} for {@link #ROOT}.
	 */
	public String describe(int node) {
		if (node == ROOT) {
			return "GC roots";
		}
		String self = String.format("%s@0x%x", className(node), objectId(node));
		if (index.isClass(node)) {
			return self;
		}
		for (int v = node; v != ROOT; v = idom.get(v)) {
			int d = idom.get(v);
			if (d != ROOT && index.isClass(d)) {
				GcRootPath path = pathFromRoot(v);
				List<Step> steps = path == null ? List.of() : path.steps();
				if (steps.size() >= 2 && steps.get(steps.size() - 2).objectId() == objectId(d)) {
					String where = "static " + readableName(index.describedClass(d)) + "."
							+ steps.get(steps.size() - 1).via();
					return v == node ? where + " (" + self + ")" : self + " in " + where;
				}
				return self + " under " + className(d);
			}
		}
		return self;
	}

	/** A shortest path of strong references from a GC root to the object (as {@link HeapDump#holders} gives them); null if unreachable. */
	public GcRootPath pathFromRoot(int node) {
		return reachable(node) ? dump.pathTo(node) : null;
	}

	/**
	 * How many referents of each kind of {@code java.lang.ref.Reference} were not followed ({@code weak},
	 * {@code soft}, {@code phantom}, {@code final}, {@code other}), in that order, kinds with none left out.
	 */
	public Map<String, Long> referentsLeftOut() {
		Map<String, Long> kinds = new LinkedHashMap<>();
		for (int k = 0; k < leftOut.length; k++) {
			if (leftOut[k] > 0) {
				kinds.put(HeapGraph.REFERENCE_KINDS[k], leftOut[k]);
			}
		}
		return kinds;
	}
}
