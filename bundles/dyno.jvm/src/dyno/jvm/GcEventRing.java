package dyno.jvm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The last {@code capacity} GC events of one JVM in arrays allocated once, so a connection's memory is what it is
 * from its first sample on (a list of event objects grew for hours, until its cap, with every collection: on a long
 * soak that is indistinguishable from a leak). Collector names and causes repeat: each is kept once. Not thread-safe
 * ({@link GcHistory} synchronizes).
 */
final class GcEventRing {

	/** Distinct texts kept at most (collectors and causes are a handful per JVM; a JVM inventing more gets copies). */
	private static final int MAX_TEXTS = 256;

	private final long[] time;
	private final long[] count;
	private final long[] timeNanos;
	private final String[] collector;
	private final CollectorKind[] kind;
	private final String[] cause;
	private final Map<String, String> texts = new HashMap<>();
	/** Index of the oldest event. */
	private int first;
	private int size;

	GcEventRing(int capacity) {
		time = new long[capacity];
		count = new long[capacity];
		timeNanos = new long[capacity];
		collector = new String[capacity];
		kind = new CollectorKind[capacity];
		cause = new String[capacity];
	}

	/** Appends {@code e}, dropping the oldest event when full. */
	void add(GcEvent e) {
		int capacity = time.length;
		int i;
		if (size == capacity) {
			i = first;
			first = (first + 1) % capacity;
		} else {
			i = (first + size) % capacity;
			size++;
		}
		time[i] = e.time();
		count[i] = e.count();
		timeNanos[i] = e.timeNanos();
		collector[i] = text(e.collector());
		kind[i] = e.kind();
		cause[i] = text(e.cause());
	}

	/**
	 * Adds {@code nanos} to the newest event of {@code collectorName} (the time of a collection still running when
	 * it was noticed); false when there is none.
	 */
	boolean addTimeToLast(String collectorName, long nanos) {
		for (int k = size - 1; k >= 0; k--) {
			int i = (first + k) % time.length;
			if (collector[i].equals(collectorName)) {
				timeNanos[i] += nanos;
				return true;
			}
		}
		return false;
	}

	/** The events at or after {@code fromTime}, oldest first. */
	List<GcEvent> from(long fromTime) {
		List<GcEvent> out = new ArrayList<>();
		for (int k = 0; k < size; k++) {
			int i = (first + k) % time.length;
			if (time[i] >= fromTime) {
				out.add(new GcEvent(time[i], collector[i], kind[i], count[i], timeNanos[i], cause[i]));
			}
		}
		return out;
	}

	private String text(String s) {
		if (s == null) {
			return null;
		}
		String kept = texts.get(s);
		if (kept != null) {
			return kept;
		}
		if (texts.size() < MAX_TEXTS) {
			texts.put(s, s);
		}
		return s;
	}
}
