package dyno.heap.hprof.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dyno.heap.hprof.SizeModel;

/**
 * The size the dumped JVM gives each object, under the {@link SizeModel} that best explains the dump: the model
 * whose predicted sizes equal the most distances between neighbouring object addresses (see {@link SizeModel}).
 */
public final class ObjectSizes {

	/** At most this many neighbour distances are looked at; 65,536 decide it beyond doubt. */
	private static final int MAX_SAMPLES = 1 << 16;
	/** A distance larger than this is a gap (a region's end, dead space), not an object's size. */
	private static final long MAX_DISTANCE = 1 << 20;

	/** Injected fields take a few words; {@code @Contended} padding 128 bytes on each side of a field group. */
	private static final int MAX_HIDDEN_BYTES = 512;

	private final HprofIndex index;
	private SizeModel model;
	private final long[] instanceSizes;
	private long[] mirrorSizes;
	/** Per class: objects, and the bytes of the arrays (found by {@link #measure}, for the histogram). */
	private final long[] counts;
	private final long[] arrayBytes;

	private ObjectSizes(HprofIndex index, SizeModel model) {
		this.index = index;
		this.model = model;
		Layout layout = new Layout(index, model.referenceSize(), model.headerSize(), model.denseFields());
		instanceSizes = layout.instanceSizes();
		mirrorSizes = layout.mirrorSizes(model.classObjectSize(), model.mirrorsHoldStatics());
		counts = new long[instanceSizes.length];
		arrayBytes = new long[instanceSizes.length];
	}

	public SizeModel model() {
		return model;
	}

	/** The shallow size of node {@code i} in the dumped JVM. */
	public long size(int i) {
		ObjectTable objects = index.objects;
		ClassInfo info = index.classes.get(objects.classIndex(i));
		if (info.isPrimitiveArray()) {
			return arraySize(model, info.primitiveElementSize, objects.length(i));
		}
		if (info.index == index.classClass) {
			// Old JDKs dump the mirrors of int, long ... as plain instances of java.lang.Class.
			return index.isClassNode(i) ? mirrorSizes[objects.classInfoOf(i)] : align(model.classObjectSize(), 8);
		}
		if (info.isObjectArray()) {
			return arraySize(model, model.referenceSize(), objects.length(i));
		}
		return instanceSizes[info.index];
	}

	/**
	 * Instances and bytes of every class name (classes of one name from several loaders together), from the
	 * per-class counts taken while the sizes were measured: {@code name -> {instances, bytes}}.
	 */
	public Map<String, long[]> totalsByClassName() {
		long[] bytes = new long[counts.length];
		for (ClassInfo info : index.classes) {
			int c = info.index;
			bytes[c] = info.isPrimitiveArray() || info.isObjectArray() ? arrayBytes[c] : counts[c] * instanceSizes[c];
		}
		// Class objects differ in size (their statics); old JDKs also dump int.class ... as plain instances.
		long classNodes = 0;
		long classBytes = 0;
		for (ClassInfo info : index.classes) {
			if (info.node >= 0) {
				classNodes++;
				classBytes += mirrorSizes[info.index];
			}
		}
		if (index.classClass >= 0) {
			bytes[index.classClass] = classBytes + (counts[index.classClass] - classNodes) * align(model.classObjectSize(), 8);
		}
		Map<String, long[]> totals = new HashMap<>();
		for (int c = 0; c < counts.length; c++) {
			if (counts[c] > 0) {
				long[] row = totals.computeIfAbsent(index.classes.get(c).name, k -> new long[2]);
				row[0] += counts[c];
				row[1] += bytes[c];
			}
		}
		return totals;
	}

	static long arraySize(SizeModel m, int elementSize, int length) {
		int lengthEnd = m.headerSize() + 4;
		int base = align(lengthEnd, m.arraysAlignElements() ? elementSize : 8);
		return align(base + (long) length * elementSize, 8);
	}

	static int align(int value, int to) {
		return (value + to - 1) / to * to;
	}

	static long align(long value, int to) {
		return (value + to - 1) / to * to;
	}

	/** Tries every plausible layout against the neighbour distances of the dump and keeps the best. */
	public static ObjectSizes infer(HprofIndex index) {
		List<SizeModel> candidates = new ArrayList<>();
		int[] references = index.idSize() == 4 ? new int[] { 4 } : new int[] { 4, 8 };
		int[] headers = index.idSize() == 4 ? new int[] { 8 } : new int[] { 12, 16, 8 };
		for (int header : headers) {
			for (int reference : references) {
				for (boolean dense : new boolean[] { false, true }) {
					for (boolean alignElements : new boolean[] { false, true }) {
						candidates.add(new SizeModel(reference, header, alignElements, dense, 0, false, 0, 0));
					}
				}
			}
		}
		int[] samples = samples(index);
		// What each sample is, read once rather than once per candidate.
		int count = samples.length;
		int[] classOf = new int[count];
		int[] lengthOf = new int[count];
		long[] distanceOf = new long[count];
		boolean[] classNode = new boolean[count];
		int considered = 0;
		for (int k = 0; k < count; k++) {
			int i = samples[k];
			classOf[k] = index.objects.classIndex(i);
			lengthOf[k] = index.objects.length(i);
			distanceOf[k] = distance(index, i);
			classNode[k] = classOf[k] == index.classClass;
			considered += classNode[k] ? 0 : 1;
		}
		SizeModel best = null;
		long bestAgreeing = -1;
		for (SizeModel candidate : candidates) {
			long[] instances = new Layout(index, candidate.referenceSize(), candidate.headerSize(),
					candidate.denseFields()).instanceSizes();
			long agreeing = 0;
			for (int k = 0; k < count; k++) {
				if (!classNode[k]) {
					ClassInfo info = index.classes.get(classOf[k]);
					long size = info.isPrimitiveArray() ? arraySize(candidate, info.primitiveElementSize, lengthOf[k])
							: info.isObjectArray() ? arraySize(candidate, candidate.referenceSize(), lengthOf[k])
									: instances[classOf[k]];
					if (size == distanceOf[k]) {
						agreeing++;
					}
				}
			}
			// Ties keep the earlier candidate: the list starts with the most common layouts.
			if (agreeing > bestAgreeing) {
				best = candidate;
				bestAgreeing = agreeing;
			}
		}
		ObjectSizes sizes = new ObjectSizes(index, best);
		sizes.measure(bestAgreeing, considered);
		return sizes;
	}

	/**
	 * Three passes over the object table. First, in file order (mostly address order, cheap): the objects and
	 * array bytes of each class for the histogram, and which classes look larger than their layout says. Then the
	 * true neighbours in address order ({@link NextNeighbours}) of the class objects and of those classes'
	 * instances, which decide:
	 * <ul>
	 * <li>hidden fields: the JVM adds fields a dump does not list to some classes ({@code Thread},
	 * {@code ClassLoader}, {@code Module}, {@code MemberName} ...) and pads {@code @Contended} fields (JDK 17's
	 * {@code Thread}): where the instances of a class are more often exactly some words larger than the layout says
	 * than exactly as large, that larger size is theirs. One instance alone is not believed (the space after it may
	 * be a gap) unless the instances of a superclass (other than {@code Object}) are most often larger by about as
	 * much;</li>
	 * <li>the size of class objects (see {@link #classObjects}).</li>
	 * </ul>
	 */
	private void measure(long agreeing, int sampled) {
		int slots = MAX_HIDDEN_BYTES / 8 + 1;
		int classes = instanceSizes.length;
		int[] own = new int[classes * slots];
		boolean[] instanceClass = new boolean[classes];
		for (int c = 0; c < classes; c++) {
			ClassInfo info = index.classes.get(c);
			instanceClass[c] = c != index.classClass && !info.isPrimitiveArray() && !info.isObjectArray();
		}
		ObjectTable objects = index.objects;
		int n = objects.size();
		for (int i = 0; i < n; i++) {
			int c = objects.classIndex(i);
			counts[c]++;
			if (instanceClass[c]) {
				long extra = i + 1 < n ? distance(index, i) - instanceSizes[c] : -1;
				if (extra >= 0 && extra <= MAX_HIDDEN_BYTES && extra % 8 == 0) {
					own[c * slots + (int) (extra / 8)]++;
				}
			} else if (c != index.classClass) {
				ClassInfo info = index.classes.get(c);
				arrayBytes[c] += arraySize(model, info.isPrimitiveArray() ? info.primitiveElementSize
						: model.referenceSize(), objects.length(i));
			}
		}
		// A suspect: instances that look larger about as often as not (most fitting the layout clear a class).
		boolean[] suspect = new boolean[classes];
		for (int c = 0; c < classes; c++) {
			for (int w = 1; w < slots; w++) {
				suspect[c] |= own[c * slots + w] > 0 && 2 * own[c * slots + w] >= own[c * slots];
			}
		}
		boolean[] measured = new boolean[classes];
		for (int c = 0; c < classes; c++) {
			measured[c] = suspect[c] || instanceClass[c] && familySuspect(suspect, c);
		}
		LongList probes = new LongList();
		LongList probeNodes = new LongList();
		for (int i = 0; i < n; i++) {
			if (measured[objects.classIndex(i)] || objects.isClassNode(i)) {
				probes.add(objects.id(i));
				probeNodes.add(i);
			}
		}
		long[] ids = probes.sorted();
		long[] next = NextNeighbours.of(objects, ids);
		Arrays.fill(own, 0);
		LongList classDistances = new LongList();
		LongList classNodes = new LongList();
		for (long node : probeNodes.values()) {
			int i = (int) node;
			int at = Arrays.binarySearch(ids, objects.id(i));
			long distance = next[at] - ids[at];
			if (objects.isClassNode(i)) {
				classDistances.add(distance);
				classNodes.add(i);
				continue;
			}
			int c = objects.classIndex(i);
			long extra = distance - instanceSizes[c];
			if (extra >= 0 && extra <= MAX_HIDDEN_BYTES && extra % 8 == 0) {
				own[c * slots + (int) (extra / 8)]++;
			}
		}
		addHiddenFields(own, slots);
		model = classObjects(classNodes.values(), classDistances.values(), agreeing, sampled);
		mirrorSizes = new Layout(index, model.referenceSize(), model.headerSize(), model.denseFields())
				.mirrorSizes(model.classObjectSize(), model.mirrorsHoldStatics());
	}

	private void addHiddenFields(int[] own, int slots) {
		int[] family = new int[own.length];
		// A class's counts go to it and each of its superclasses: per class, not per object.
		for (int c = 0; c < instanceSizes.length; c++) {
			for (int a = c; a >= 0 && index.classes.get(a).superIndex >= 0; a = index.classes.get(a).superIndex) {
				for (int w = 0; w < slots; w++) {
					family[a * slots + w] += own[c * slots + w];
				}
			}
		}
		for (int c = 0; c < instanceSizes.length; c++) {
			int best = 0;
			for (int w = 1; w < slots; w++) {
				if (own[c * slots + w] > own[c * slots + best]) {
					best = w;
				}
			}
			if (best > 0 && (own[c * slots + best] >= 2 || corroborated(family, slots, c, best))) {
				instanceSizes[c] += best * 8L;
			}
		}
	}

	/** Whether a superclass (not Object) of {@code c} is a suspect: its instances are the corroborating family. */
	private boolean familySuspect(boolean[] suspect, int c) {
		for (int a = index.classes.get(c).superIndex; a >= 0 && index.classes.get(a).superIndex >= 0;
				a = index.classes.get(a).superIndex) {
			if (suspect[a]) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a superclass's instances are mostly larger than their layout, by about {@code words} (one word more
	 * or less, as the padding shifts).
	 */
	private boolean corroborated(int[] family, int slots, int c, int words) {
		for (int a = index.classes.get(c).superIndex; a >= 0 && index.classes.get(a).superIndex >= 0;
				a = index.classes.get(a).superIndex) {
			int mode = 0;
			for (int w = 1; w < slots; w++) {
				if (family[a * slots + w] > family[a * slots + mode]) {
					mode = w;
				}
			}
			if (mode > 0 && family[a * slots + mode] >= 2 && Math.abs(mode - words) <= 1) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The size of class objects: the most frequent distance from a class object to the next object in address
	 * order, either as it is (the statics live elsewhere) or less each class's statics (they live in the class
	 * object), whichever explains more class objects. Without any evidence, the fields the dump lists for
	 * {@code java.lang.Class}.
	 */
	private SizeModel classObjects(long[] nodes, long[] distances, long agreeing, int sampled) {
		Layout layout = new Layout(index, model.referenceSize(), model.headerSize(), model.denseFields());
		long[] statics = layout.staticBytes();
		Map<Long, Integer> plain = new HashMap<>();
		Map<Long, Integer> lessStatics = new HashMap<>();
		for (int k = 0; k < nodes.length; k++) {
			if (distances[k] <= MAX_DISTANCE) {
				plain.merge(distances[k], 1, Integer::sum);
				lessStatics.merge(distances[k] - statics[index.objects.classInfoOf((int) nodes[k])], 1, Integer::sum);
			}
		}
		Map.Entry<Long, Integer> withoutStatics = mostFrequent(plain);
		Map.Entry<Long, Integer> withStatics = mostFrequent(lessStatics);
		if (withoutStatics == null) {
			long classClassSize = layout.instanceSizes()[index.classClass];
			return new SizeModel(model.referenceSize(), model.headerSize(), model.arraysAlignElements(),
					model.denseFields(), (int) classClassSize, false, agreeing, sampled);
		}
		boolean holdStatics = withStatics.getValue() > withoutStatics.getValue();
		Map.Entry<Long, Integer> chosen = holdStatics ? withStatics : withoutStatics;
		return new SizeModel(model.referenceSize(), model.headerSize(), model.arraysAlignElements(),
				model.denseFields(), chosen.getKey().intValue(), holdStatics, agreeing + chosen.getValue(),
				sampled + plain.values().stream().mapToInt(Integer::intValue).sum());
	}

	private static Map.Entry<Long, Integer> mostFrequent(Map<Long, Integer> counts) {
		return counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElse(null);
	}

	private static long distance(HprofIndex index, int i) {
		return index.objects.id(i + 1) - index.objects.id(i);
	}

	/** Nodes whose next neighbour is near enough, evenly spread over the heap, at most {@link #MAX_SAMPLES}. */
	private static int[] samples(HprofIndex index) {
		int n = index.objects.size();
		int stride = Math.max(1, n / MAX_SAMPLES);
		int[] samples = new int[Math.min(n, MAX_SAMPLES + 1)];
		int count = 0;
		for (int i = 0; i + 1 < n && count < samples.length; i += stride) {
			long d = distance(index, i);
			if (d > 0 && d <= MAX_DISTANCE) {
				samples[count++] = i;
			}
		}
		return Arrays.copyOf(samples, count);
	}
}
