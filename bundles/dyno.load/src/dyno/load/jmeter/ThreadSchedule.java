package dyno.load.jmeter;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import dyno.core.TimeSeries;

/**
 * What a thread group's own schedule plans over time, in seconds from the moment its threads may start: running
 * threads, or for the arrivals thread groups (which start threads as needed) arrivals, iterations begun, per second.
 * A piecewise linear function of its points; a step is two points at one time, and the value is 0 before the first
 * point and after the last.
 *
 * @param threadGroup the thread group's name, or what a {@link #total} sums
 */
public record ThreadSchedule(String threadGroup, Kind kind, List<Point> points) {

	public enum Kind {
		THREADS("threads"), ARRIVALS_PER_SECOND("arrivals/s");

		private final String unit;

		Kind(String unit) {
			this.unit = unit;
		}

		/** What the values count, e.g. "threads". */
		public String unit() {
			return unit;
		}
	}

	/** A value at {@code seconds} from the start. */
	public record Point(double seconds, double value) {
	}

	public ThreadSchedule {
		points = List.copyOf(points);
		for (int i = 1; i < points.size(); i++) {
			if (points.get(i).seconds() < points.get(i - 1).seconds()) {
				throw new IllegalArgumentException("points out of time order at " + points.get(i));
			}
		}
	}

	/** The planned value at {@code seconds}; where a step is, the value after it. */
	public double at(double seconds) {
		return valueAt(seconds, false);
	}

	/** The planned value just before {@code seconds} (before a step there). */
	public double justBefore(double seconds) {
		return valueAt(seconds, true);
	}

	private double valueAt(double t, boolean fromLeft) {
		if (points.isEmpty() || t < points.get(0).seconds() || t > points.get(points.size() - 1).seconds()
				|| fromLeft && t == points.get(0).seconds()) {
			return 0;
		}
		// The segment (p, q] holding t from the left is the first one ending at or after t; [p, q) from the right
		// the first one ending after it: after a step's two points, never between them.
		int b = 1;
		while (b < points.size() && (fromLeft ? points.get(b).seconds() < t : points.get(b).seconds() <= t)) {
			b++;
		}
		if (b == points.size()) {
			return points.get(b - 1).value(); // t is the last point's time
		}
		Point p = points.get(b - 1), q = points.get(b);
		return p.value() + (q.value() - p.value()) * (t - p.seconds()) / (q.seconds() - p.seconds());
	}

	/** Seconds when the planned value first rises above 0; 0 for an empty schedule. */
	public double firstStart() {
		for (int i = 0; i < points.size(); i++) {
			if (points.get(i).value() > 0) {
				return i == 0 ? points.get(0).seconds() : points.get(i - 1).seconds();
			}
		}
		return 0;
	}

	/** Seconds of the last point: the schedule's end. */
	public double end() {
		return points.isEmpty() ? 0 : points.get(points.size() - 1).seconds();
	}

	/** The schedule on the clock: its points at {@code startMillis} (epoch ms) + their seconds, under {@code name}. */
	public TimeSeries.Window over(long startMillis, String name) {
		long[] times = new long[points.size()];
		double[] values = new double[points.size()];
		for (int i = 0; i < times.length; i++) {
			times[i] = startMillis + Math.round(points.get(i).seconds() * 1000);
			values[i] = points.get(i).value();
		}
		return new TimeSeries.Window(name, times, values);
	}

	/**
	 * When the schedules began on the clock, from the earliest sample's start (epoch ms): the first threads start
	 * at the earliest {@link #firstStart} and sample at once.
	 */
	public static long startMillis(long firstSampleStart, List<ThreadSchedule> schedules) {
		double first = schedules.stream().mapToDouble(ThreadSchedule::firstStart).min().orElse(0);
		return firstSampleStart - Math.round(first * 1000);
	}

	/** The schedules of {@code kind} among {@code schedules} summed, named {@code name}: e.g. a plan's threads. */
	public static ThreadSchedule total(String name, Kind kind, List<ThreadSchedule> schedules) {
		TreeSet<Double> times = new TreeSet<>();
		List<ThreadSchedule> parts = schedules.stream().filter(s -> s.kind() == kind).toList();
		parts.forEach(s -> s.points().forEach(p -> times.add(p.seconds())));
		List<Point> sum = new ArrayList<>();
		for (double t : times) {
			double before = 0, after = 0;
			for (ThreadSchedule s : parts) {
				before += s.justBefore(t);
				after += s.at(t);
			}
			if (sum.isEmpty() || before != after) {
				sum.add(new Point(t, before));
			}
			sum.add(new Point(t, after));
		}
		return new ThreadSchedule(name, kind, sum);
	}

	/**
	 * Running threads from each thread's start and end (seconds): a step at every start and end. {@code starts}
	 * and {@code ends} are per thread, in any order.
	 */
	static ThreadSchedule ofThreads(String threadGroup, double[] starts, double[] ends) {
		TreeSet<Double> times = new TreeSet<>();
		for (int i = 0; i < starts.length; i++) {
			times.add(starts[i]);
			times.add(ends[i]);
		}
		List<Point> points = new ArrayList<>();
		double running = 0;
		for (double t : times) {
			points.add(new Point(t, running));
			running = 0;
			for (int i = 0; i < starts.length; i++) {
				if (starts[i] <= t && t < ends[i]) {
					running++;
				}
			}
			points.add(new Point(t, running));
		}
		return new ThreadSchedule(threadGroup, Kind.THREADS, points);
	}
}
