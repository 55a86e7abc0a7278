package dyno.profile;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.openjdk.jmc.common.IMCOldObjectGcRoot;
import org.openjdk.jmc.common.IMCStackTrace;
import org.openjdk.jmc.common.IMCType;
import org.openjdk.jmc.common.item.IAttribute;
import org.openjdk.jmc.common.item.IItem;
import org.openjdk.jmc.common.item.IItemCollection;
import org.openjdk.jmc.common.item.IItemIterable;
import org.openjdk.jmc.common.item.IMemberAccessor;
import org.openjdk.jmc.common.item.ItemFilters;
import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.flightrecorder.JfrAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkTypeIDs;

import dyno.profile.internal.Frames;
import dyno.profile.internal.Quantities;

/**
 * Memory Analysis of a recording: bytes allocated by class and by allocating stack, and the old object samples.
 * JFR records allocation two ways: per new TLAB and per allocation outside TLABs (precise split; Dyno's
 * {@code profile} recordings turn these on), or as throttled allocation samples weighed by the bytes since the
 * previous sample (JDK 16+ default). {@link #basis()} says which this recording has; TLAB events win when both are.
 */
public final class AllocationProfile {

	/** What the byte counts are made of. */
	public enum Basis {
		/** {@code jdk.ObjectAllocationInNewTLAB} and {@code jdk.ObjectAllocationOutsideTLAB} */
		TLAB_EVENTS,
		/** {@code jdk.ObjectAllocationSample}: estimates, no TLAB split */
		ALLOCATION_SAMPLES,
		/** the recording has no allocation events */
		NONE
	}

	private final Basis basis;
	private final Map<String, long[]> byClass = new HashMap<>();
	private final Map<String, Map<List<String>, Long>> stacks = new HashMap<>();
	private final List<OldObjectRow> oldObjects;
	private long totalBytes;

	private AllocationProfile(JfrFile file) {
		IItemCollection items = file.items();
		IItemCollection tlab = items.apply(ItemFilters.type(JdkTypeIDs.ALLOC_INSIDE_TLAB, JdkTypeIDs.ALLOC_OUTSIDE_TLAB));
		IItemCollection samples = items.apply(ItemFilters.type(JdkTypeIDs.OBJ_ALLOC_SAMPLE));
		Frames frames = new Frames();
		if (tlab.hasItems()) {
			basis = Basis.TLAB_EVENTS;
			read(tlab, frames);
		} else if (samples.hasItems()) {
			basis = Basis.ALLOCATION_SAMPLES;
			read(samples, frames);
		} else {
			basis = Basis.NONE;
		}
		oldObjects = OldObjects.of(file);
	}

	/** The memory analysis of {@code file}. */
	public static AllocationProfile of(JfrFile file) {
		return new AllocationProfile(file);
	}

	private void read(IItemCollection events, Frames frames) {
		for (IItemIterable it : events) {
			String type = it.getType().getIdentifier();
			boolean outside = JdkTypeIDs.ALLOC_OUTSIDE_TLAB.equals(type);
			IMemberAccessor<IQuantity, IItem> bytesOf = bytes(type).getAccessor(it.getType());
			IMemberAccessor<IMCType, IItem> classOf = JdkAttributes.OBJECT_CLASS.getAccessor(it.getType());
			IMemberAccessor<IMCStackTrace, IItem> stackOf = JfrAttributes.EVENT_STACKTRACE.getAccessor(it.getType());
			if (bytesOf == null || classOf == null) {
				continue;
			}
			for (IItem item : it) {
				long bytes = Quantities.bytes(bytesOf.getMember(item));
				IMCType cls = classOf.getMember(item);
				String name = cls == null ? "(unknown)" : cls.getFullName();
				long[] row = byClass.computeIfAbsent(name, k -> new long[3]);
				row[outside ? 1 : 0] += bytes;
				row[2]++;
				totalBytes += bytes;
				List<String> stack = stackOf == null ? List.of() : frames.methods(stackOf.getMember(item));
				stacks.computeIfAbsent(name, k -> new HashMap<>()).merge(stack, bytes, Long::sum);
			}
		}
	}

	/** The allocation events of {@code file} this analysis counts: TLAB events when it has them, else samples. */
	static IItemCollection events(JfrFile file) {
		IItemCollection tlab = file.items()
				.apply(ItemFilters.type(JdkTypeIDs.ALLOC_INSIDE_TLAB, JdkTypeIDs.ALLOC_OUTSIDE_TLAB));
		return tlab.hasItems() ? tlab : file.items().apply(ItemFilters.type(JdkTypeIDs.OBJ_ALLOC_SAMPLE));
	}

	/** The bytes an allocation event of {@code type} stands for: its TLAB, its object, or its sample's weight. */
	static IAttribute<IQuantity> bytes(String type) {
		return switch (type) {
		case JdkTypeIDs.ALLOC_INSIDE_TLAB -> JdkAttributes.TLAB_SIZE;
		case JdkTypeIDs.ALLOC_OUTSIDE_TLAB -> JdkAttributes.ALLOCATION_SIZE;
		default -> JdkAttributes.SAMPLE_WEIGHT;
		};
	}

	public Basis basis() {
		return basis;
	}

	/** Bytes of all classes. */
	public long totalBytes() {
		return totalBytes;
	}

	/** Every allocated class, most bytes first. */
	public List<AllocationRow> byClass() {
		List<AllocationRow> rows = new ArrayList<>(byClass.size());
		byClass.forEach((c, r) -> rows.add(new AllocationRow(c, r[0], r[1], r[2], Quantities.percent(r[0] + r[1], totalBytes))));
		rows.sort(Comparator.comparingLong(AllocationRow::bytes).reversed().thenComparing(AllocationRow::className));
		return rows;
	}

	/** The stacks that allocated {@code className}, most bytes first; empty for a class not seen. */
	public List<StackRow> stacksOf(String className) {
		Map<List<String>, Long> of = stacks.getOrDefault(className, Map.of());
		long classBytes = of.values().stream().mapToLong(Long::longValue).sum();
		List<StackRow> rows = new ArrayList<>(of.size());
		of.forEach((s, b) -> rows.add(new StackRow(s, b, Quantities.percent(b, classBytes))));
		rows.sort(Comparator.comparingLong(StackRow::bytes).reversed().thenComparing(StackRow::top));
		return rows;
	}

	/** Old object samples by class, most samples first; empty when the recording has none. */
	public List<OldObjectRow> oldObjects() {
		return oldObjects;
	}

	/** Reads {@code jdk.OldObjectSample} events by class. */
	private static final class OldObjects {

		private OldObjects() {
		}

		static List<OldObjectRow> of(JfrFile file) {
			Map<String, OldObjectRow> rows = new HashMap<>();
			for (IItemIterable it : file.items().apply(ItemFilters.type(JdkTypeIDs.OLD_OBJECT_SAMPLE))) {
				IMemberAccessor<IMCType, IItem> classOf = JdkAttributes.OLD_OBJECT_CLASS.getAccessor(it.getType());
				IMemberAccessor<IQuantity, IItem> allocated = JdkAttributes.ALLOCATION_TIME.getAccessor(it.getType());
				IMemberAccessor<IQuantity, IItem> seen = JfrAttributes.END_TIME.getAccessor(it.getType());
				IMemberAccessor<IMCOldObjectGcRoot, IItem> rootOf = JdkAttributes.GC_ROOT.getAccessor(it.getType());
				if (classOf == null) {
					continue;
				}
				for (IItem item : it) {
					IMCType cls = classOf.getMember(item);
					String name = cls == null ? "(unknown)" : cls.getFullName();
					Duration age = allocated == null || seen == null ? Duration.ZERO
							: Quantities.duration(seen.getMember(item).subtract(allocated.getMember(item)));
					String root = rootOf == null ? "" : describe(rootOf.getMember(item));
					rows.merge(name, new OldObjectRow(name, 1, age, root), OldObjects::merge);
				}
			}
			List<OldObjectRow> list = new ArrayList<>(rows.values());
			list.sort(Comparator.comparingLong(OldObjectRow::count).reversed().thenComparing(OldObjectRow::className));
			return List.copyOf(list);
		}

		private static OldObjectRow merge(OldObjectRow a, OldObjectRow b) {
			OldObjectRow older = b.oldestAge().compareTo(a.oldestAge()) > 0 ? b : a;
			String root = older.rootDescription().isEmpty() ? (a == older ? b : a).rootDescription()
					: older.rootDescription();
			return new OldObjectRow(a.className(), a.count() + b.count(), older.oldestAge(), root);
		}

		/** "system / type / description" of a GC root, the parts JFR gave. */
		private static String describe(IMCOldObjectGcRoot root) {
			if (root == null) {
				return "";
			}
			List<String> parts = new ArrayList<>();
			for (String part : new String[] { root.getSystem(), root.getType(), root.getDescription() }) {
				if (part != null && !part.isBlank()) {
					parts.add(part);
				}
			}
			return String.join(" / ", parts);
		}
	}
}
