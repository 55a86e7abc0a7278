package dyno.core;

import java.util.Arrays;
import java.util.OptionalDouble;

/**
 * A named series of (time, value) samples with a fixed capacity. Once full, every new sample replaces
 * the oldest one, so a JVM can be watched for hours in constant memory.
 * <p>
 * Times are epoch milliseconds and never go backwards; values may be {@code NaN} for "no data at this
 * time" (a counter that a transport does not offer). One sampler thread writes while views read, so all
 * access is synchronized; readers take a {@link Window}, a copy they can use without holding the lock.
 */
public final class TimeSeries {

	private final String name;
	private final long[] times;
	private final double[] values;
	/** Array index of the oldest sample. */
	private int head;
	private int size;
	private long added;

	public TimeSeries(String name, int capacity) {
		if (capacity < 1) {
			throw new IllegalArgumentException("capacity must be at least 1, was " + capacity);
		}
		this.name = name;
		this.times = new long[capacity];
		this.values = new double[capacity];
	}

	public String name() {
		return name;
	}

	public int capacity() {
		return times.length;
	}

	public synchronized int size() {
		return size;
	}

	/** Every sample ever added, including those the ring has since overwritten. */
	public synchronized long added() {
		return added;
	}

	/**
	 * Appends a sample, overwriting the oldest when full.
	 *
	 * @throws IllegalArgumentException if {@code time} is before the newest sample's time
	 */
	public synchronized void add(long time, double value) {
		if (size > 0 && time < times[physical(size - 1)]) {
			throw new IllegalArgumentException(name + ": sample at " + time + " is older than the newest one at "
					+ times[physical(size - 1)]);
		}
		int slot;
		if (size < times.length) {
			slot = physical(size);
			size++;
		} else {
			slot = head;
			head = (head + 1) % times.length;
		}
		times[slot] = time;
		values[slot] = value;
		added++;
	}

	/** Time of the i-th sample held, 0 being the oldest. */
	public synchronized long timeAt(int i) {
		return times[physical(checked(i))];
	}

	/** Value of the i-th sample held, 0 being the oldest. */
	public synchronized double valueAt(int i) {
		return values[physical(checked(i))];
	}

	/** The newest value, empty when the series holds nothing. */
	public synchronized OptionalDouble latest() {
		return size == 0 ? OptionalDouble.empty() : OptionalDouble.of(values[physical(size - 1)]);
	}

	/** A copy of every sample held, oldest first. */
	public synchronized Window window() {
		return copy(0);
	}

	/** A copy of the samples at or after {@code fromTime}, oldest first (binary search, no full scan). */
	public synchronized Window since(long fromTime) {
		int low = 0;
		int high = size;
		while (low < high) {
			int mid = (low + high) >>> 1;
			if (times[physical(mid)] < fromTime) {
				low = mid + 1;
			} else {
				high = mid;
			}
		}
		return copy(low);
	}

	public synchronized void clear() {
		head = 0;
		size = 0;
	}

	private Window copy(int from) {
		int n = size - from;
		long[] t = new long[n];
		double[] v = new double[n];
		int first = physical(from);
		int tail = Math.min(n, times.length - first);
		System.arraycopy(times, first, t, 0, tail);
		System.arraycopy(values, first, v, 0, tail);
		System.arraycopy(times, 0, t, tail, n - tail);
		System.arraycopy(values, 0, v, tail, n - tail);
		return new Window(name, t, v);
	}

	private int physical(int logical) {
		return (head + logical) % times.length;
	}

	private int checked(int i) {
		if (i < 0 || i >= size) {
			throw new IndexOutOfBoundsException(name + ": index " + i + " outside 0.." + (size - 1));
		}
		return i;
	}

	/** An immutable copy of consecutive samples of one series, oldest first. */
	public record Window(String name, long[] times, double[] values) {

		public int size() {
			return times.length;
		}

		/** Smallest value, ignoring {@code NaN}; empty when there is none. */
		public OptionalDouble min() {
			return Arrays.stream(values).filter(v -> !Double.isNaN(v)).min();
		}

		/** Largest value, ignoring {@code NaN}; empty when there is none. */
		public OptionalDouble max() {
			return Arrays.stream(values).filter(v -> !Double.isNaN(v)).max();
		}
	}
}
