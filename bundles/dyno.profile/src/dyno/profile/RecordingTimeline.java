package dyno.profile;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;

import org.openjdk.jmc.common.item.IItem;
import org.openjdk.jmc.common.item.IItemCollection;
import org.openjdk.jmc.common.item.IItemIterable;
import org.openjdk.jmc.common.item.IMemberAccessor;
import org.openjdk.jmc.common.item.IType;
import org.openjdk.jmc.common.item.ItemFilters;
import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.common.unit.UnitLookup;
import org.openjdk.jmc.flightrecorder.JfrAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkTypeIDs;

import dyno.profile.internal.Quantities;

/**
 * A recording's own timeline, as the Recording editor's strip draws it to select a time range: its whole length
 * cut into equal buckets and per bucket the JVM's CPU load ({@code jdk.CPULoad}), the GC pauses
 * ({@code jdk.GarbageCollection}), the allocation rate (the allocation events the Memory page counts) and the
 * number of live threads ({@code jdk.JavaThreadStatistics}). The sampled measures (CPU load, threads) hold their last
 * value until the next sample; a bucket before the first sample has none ({@link Double#NaN}).
 */
public final class RecordingTimeline {

	/** What the timeline shows, each with its unit. */
	public enum Measure {
		/** the JVM's user and system CPU time, in percent of the machine */
		CPU_LOAD("CPU load", "%"),
		/** the GC pauses that started in the bucket, summed */
		GC_PAUSES("GC pauses", "ms"),
		/** the bytes allocated in the bucket per second */
		ALLOCATION_RATE("Allocation", "MB/s"),
		/** the live Java threads */
		THREADS("Threads", "");

		private final String label;
		private final String unit;

		Measure(String label, String unit) {
			this.label = label;
			this.unit = unit;
		}

		public String label() {
			return label;
		}

		public String unit() {
			return unit;
		}
	}

	private final Instant start;
	private final Duration length;
	private final int buckets;
	private final Map<Measure, double[]> values = new EnumMap<>(Measure.class);

	private RecordingTimeline(Instant start, Duration length, int buckets) {
		this.start = start;
		this.length = length;
		this.buckets = buckets;
		for (Measure m : Measure.values()) {
			double[] v = new double[buckets];
			Arrays.fill(v, m == Measure.GC_PAUSES || m == Measure.ALLOCATION_RATE ? 0 : Double.NaN);
			values.put(m, v);
		}
	}

	/** The timeline of the whole of {@code file} in {@code buckets} buckets (a recording without events: none). */
	public static RecordingTimeline of(JfrFile file, int buckets) {
		JfrFile whole = file.whole();
		if (whole.start() == null || buckets < 1) {
			return new RecordingTimeline(Instant.EPOCH, Duration.ZERO, 0);
		}
		RecordingTimeline t = new RecordingTimeline(whole.start(), whole.length(), buckets);
		IItemCollection items = whole.items();
		t.sampled(items.apply(ItemFilters.type(JdkTypeIDs.CPU_LOAD)), Measure.CPU_LOAD, (type, item) -> {
			IQuantity user = JdkAttributes.JVM_USER.getAccessor(type).getMember(item);
			IQuantity system = JdkAttributes.JVM_SYSTEM.getAccessor(type).getMember(item);
			return user == null || system == null ? Double.NaN
					: user.doubleValueIn(UnitLookup.PERCENT) + system.doubleValueIn(UnitLookup.PERCENT);
		});
		t.sampled(items.apply(ItemFilters.type(JdkTypeIDs.THREAD_STATISTICS)), Measure.THREADS, (type, item) -> {
			IQuantity active = JdkAttributes.THREADS_ACTIVE_COUNT.getAccessor(type).getMember(item);
			return active == null ? Double.NaN : active.doubleValue();
		});
		double[] pauses = t.values.get(Measure.GC_PAUSES);
		t.each(items.apply(ItemFilters.type(JdkTypeIDs.GARBAGE_COLLECTION)), (type, item, bucket) -> {
			pauses[bucket] += Quantities.duration(JdkAttributes.GC_SUM_OF_PAUSES.getAccessor(type).getMember(item))
					.toNanos() / 1e6;
		});
		double[] allocated = t.values.get(Measure.ALLOCATION_RATE);
		t.each(AllocationProfile.events(whole), (type, item, bucket) -> {
			allocated[bucket] += Quantities
					.bytes(AllocationProfile.bytes(type.getIdentifier()).getAccessor(type).getMember(item));
		});
		double bucketSeconds = t.bucketLength().toNanos() / 1e9;
		for (int i = 0; i < buckets; i++) {
			allocated[i] = bucketSeconds == 0 ? 0 : allocated[i] / 1e6 / bucketSeconds;
		}
		return t;
	}

	/** What a sample of a measure reads from an event of a type. */
	private interface Reading {
		double of(IType<IItem> type, IItem item);
	}

	/** What an event adds to its bucket. */
	private interface Adding {
		void add(IType<IItem> type, IItem item, int bucket);
	}

	/** A sampled measure: the average of a bucket's samples, or the last one before it. */
	private void sampled(IItemCollection events, Measure measure, Reading reading) {
		double[] sums = new double[buckets];
		int[] counts = new int[buckets];
		each(events, (type, item, bucket) -> {
			double v = reading.of(type, item);
			if (!Double.isNaN(v)) {
				sums[bucket] += v;
				counts[bucket]++;
			}
		});
		double[] v = values.get(measure);
		double last = Double.NaN;
		for (int i = 0; i < buckets; i++) {
			last = counts[i] > 0 ? sums[i] / counts[i] : last;
			v[i] = last;
		}
	}

	/** Tells {@code adding} each event with the bucket it starts in. */
	private void each(IItemCollection events, Adding adding) {
		for (IItemIterable it : events) {
			IMemberAccessor<IQuantity, IItem> starts = JfrAttributes.START_TIME.getAccessor(it.getType());
			if (starts == null) {
				continue;
			}
			for (IItem item : it) {
				adding.add(it.getType(), item, bucketOf(Quantities.instant(starts.getMember(item))));
			}
		}
	}

	private int bucketOf(Instant at) {
		long nanos = Duration.between(start, at).toNanos();
		long total = Math.max(1, length.toNanos());
		return (int) Math.max(0, Math.min(buckets - 1, nanos * buckets / total));
	}

	/** Where the recording starts. */
	public Instant start() {
		return start;
	}

	/** How long it is. */
	public Duration length() {
		return length;
	}

	/** How many buckets it is cut into. */
	public int buckets() {
		return buckets;
	}

	/** How long each bucket is. */
	public Duration bucketLength() {
		return buckets == 0 ? Duration.ZERO : length.dividedBy(buckets);
	}

	/** The measure's value per bucket (a copy); NaN where a sampled measure has no sample yet. */
	public double[] values(Measure measure) {
		return values.get(measure).clone();
	}

	/** The measure's largest value; 0 when it has none. */
	public double max(Measure measure) {
		return Arrays.stream(values.get(measure)).filter(v -> !Double.isNaN(v)).max().orElse(0);
	}
}
