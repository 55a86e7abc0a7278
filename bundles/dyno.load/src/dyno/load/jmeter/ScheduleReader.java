package dyno.load.jmeter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.w3c.dom.Element;
import org.w3c.dom.Node;

import dyno.load.jmeter.ThreadSchedule.Kind;
import dyno.load.jmeter.ThreadSchedule.Point;
import dyno.load.jmeter.internal.JmxDocument;

/**
 * The schedules of the thread groups JMeter and its bundled plugins define, read from their properties as their
 * own code runs them (JMeter's Thread Group with its scheduler; Stepping, Ultimate, Concurrency, Arrivals and
 * Free-Form Arrivals of Custom Thread Groups 2.10). A field is a number or {@code ${__P(name,default)}} (resolved
 * against the launch's properties); a group with any other expression, or a Thread Group or Stepping Thread Group
 * that ends with its loops, has no schedule.
 */
final class ScheduleReader {

	private static final Pattern PROPERTY = Pattern.compile("\\$\\{__P\\(\\s*([^,)\\s]+)\\s*(?:,(.*))?\\)\\}");
	private static final String CONCURRENCY = "com.blazemeter.jmeter.threads.concurrency.ConcurrencyThreadGroup",
			ARRIVALS = "com.blazemeter.jmeter.threads.arrivals.ArrivalsThreadGroup",
			FREE_FORM = "com.blazemeter.jmeter.threads.arrivals.FreeFormArrivalsThreadGroup",
			STEPPING = "kg.apc.jmeter.threads.SteppingThreadGroup", ULTIMATE = "kg.apc.jmeter.threads.UltimateThreadGroup";

	private final Map<String, String> properties;

	ScheduleReader(Map<String, String> properties) {
		this.properties = properties;
	}

	/** The group's schedule; empty when it is no thread group Dyno knows or a field is not a number. */
	Optional<ThreadSchedule> read(Element group) {
		String name = group.getAttribute("testname");
		try {
			return Optional.ofNullable(switch (kind(group)) {
			case "ThreadGroup" -> plain(group, name);
			case STEPPING -> stepping(group, name);
			case ULTIMATE -> ultimate(group, name);
			case CONCURRENCY -> rising(group, name, Kind.THREADS);
			case ARRIVALS -> rising(group, name, Kind.ARRIVALS_PER_SECOND);
			case FREE_FORM -> freeForm(group, name);
			default -> null;
			});
		} catch (NumberFormatException e) {
			return Optional.empty();
		}
	}

	private static String kind(Element group) {
		String testClass = group.getAttribute("testclass");
		return testClass.isEmpty() ? group.getTagName() : testClass;
	}

	/** JMeter's Thread Group: threads start evenly over the ramp-up after the delay; all end at delay + duration. */
	private ThreadSchedule plain(Element group, String name) {
		if (!Boolean.parseBoolean(JmxDocument.value(group, JmxPlan.SCHEDULER)) || endsWithLoops(group)) {
			return null;
		}
		double threads = number(JmxDocument.value(group, JmxPlan.NUM_THREADS));
		double ramp = optional(group, JmxPlan.RAMP_TIME), delay = optional(group, "ThreadGroup.delay");
		double end = delay + number(JmxDocument.value(group, JmxPlan.DURATION));
		return new ThreadSchedule(name, Kind.THREADS, List.of(new Point(delay, 0),
				new Point(Math.min(delay + ramp, end), threads), new Point(end, threads), new Point(end, 0)));
	}

	/**
	 * Stepping Thread Group: after the initial delay a first burst (else one step) of threads, then a step of
	 * "start users count" every period, each step's threads started evenly over the ramp-up; after the last step's
	 * ramp-up and the flight time, "stop users count" threads end every stop period.
	 */
	private ThreadSchedule stepping(Element group, String name) {
		if (endsWithLoops(group)) {
			return null;
		}
		int total = (int) number(JmxDocument.value(group, JmxPlan.NUM_THREADS));
		int in = (int) optional(group, "Start users count"), out = (int) optional(group, "Stop users count");
		in = in == 0 ? total : in;
		out = out == 0 ? total : out;
		int burst = Math.min((int) optional(group, "Start users count burst"), total);
		burst = burst <= 0 ? in : burst;
		double delay = optional(group, "Threads initial delay"), period = optional(group, "Start users period"),
				rampUp = optional(group, "rampUp"), flight = optional(group, "flighttime"),
				outPeriod = optional(group, "Stop users period");
		double iteration = period + rampUp;
		int iterations = total < burst ? 1 : (int) Math.ceil((double) (total - burst) / in);
		int lastStep = (total - burst) % in == 0 ? in : (total - burst) % in;
		double descent = delay + iterations * iteration + rampUp / in * lastStep + flight;
		double[] starts = new double[total], ends = new double[total];
		for (int i = 0; i < total; i++) {
			boolean inBurst = i < burst;
			int step = inBurst ? 0 : 1 + (i - burst) / in;
			int position = inBurst ? i : (i - burst) % in;
			starts[i] = delay + step * iteration + position * rampUp / (inBurst ? burst : in);
			ends[i] = descent + outPeriod * (i / out);
		}
		return ThreadSchedule.ofThreads(name, starts, ends);
	}

	/** Ultimate Thread Group: per row, threads start evenly over the startup time after the delay, hold, and shut down evenly. */
	private ThreadSchedule ultimate(Element group, String name) {
		List<ThreadSchedule> rows = new ArrayList<>();
		for (List<String> row : rows(group, "ultimatethreadgroupdata")) {
			double threads = number(row.get(0)), delay = number(row.get(1)), startup = number(row.get(2)),
					hold = number(row.get(3)), shutdown = number(row.get(4));
			double full = delay + startup, down = full + hold;
			rows.add(new ThreadSchedule(name, Kind.THREADS, List.of(new Point(delay, 0), new Point(full, threads),
					new Point(down, threads), new Point(down + shutdown, 0))));
		}
		return rows.isEmpty() ? null : ThreadSchedule.total(name, Kind.THREADS, rows);
	}

	/**
	 * Concurrency and Arrivals Thread Groups: the target (threads, or arrivals per time unit) reached over the
	 * ramp-up, in equal steps when it has steps (the first at once), else linearly; held, then the end. Concurrency
	 * rounds each step to whole threads as it does.
	 */
	private ThreadSchedule rising(Element group, String name, Kind kind) {
		double unit = unitSeconds(group);
		double target = number(JmxDocument.value(group, "TargetLevel")) / (kind == Kind.ARRIVALS_PER_SECOND ? unit : 1);
		double ramp = optional(group, "RampUp") * unit, hold = optional(group, "Hold") * unit;
		long steps = (long) optional(group, "Steps");
		List<Point> points = new ArrayList<>();
		if (ramp == 0) {
			points.add(new Point(0, target));
		} else if (steps > 0) {
			for (long k = 0; k < steps; k++) {
				double level = target / steps * (k + 1);
				double at = ramp / steps * k;
				points.add(new Point(at, points.isEmpty() ? 0 : points.get(points.size() - 1).value()));
				points.add(new Point(at, kind == Kind.THREADS ? Math.round(level) : level));
			}
		} else {
			points.add(new Point(0, 0));
		}
		points.add(new Point(ramp, target));
		points.add(new Point(ramp + hold, target));
		points.add(new Point(ramp + hold, 0));
		return new ThreadSchedule(name, kind, points);
	}

	/** Free-Form Arrivals Thread Group: rows of arrival rate at the start, at the end, and duration, one after the other. */
	private ThreadSchedule freeForm(Element group, String name) {
		double unit = unitSeconds(group);
		List<Point> points = new ArrayList<>();
		double t = 0;
		for (List<String> row : rows(group, "Schedule")) {
			double end = t + number(row.get(2)) * unit;
			points.add(new Point(t, number(row.get(0)) / unit));
			points.add(new Point(end, number(row.get(1)) / unit));
			t = end;
		}
		if (points.isEmpty()) {
			return null;
		}
		points.add(new Point(t, 0));
		return new ThreadSchedule(name, Kind.ARRIVALS_PER_SECOND, points);
	}

	/** Whether the group's threads end after a number of loops: when, the plan does not say. */
	private boolean endsWithLoops(Element group) {
		Element loops = JmxDocument.prop(group, JmxPlan.MAIN_CONTROLLER);
		return loops == null || number(JmxDocument.value(loops, JmxPlan.LOOPS)) >= 0;
	}

	/** Seconds per the group's time unit: "M" minutes, else seconds. */
	private static double unitSeconds(Element group) {
		return "M".equals(JmxDocument.value(group, "Unit")) ? 60 : 1;
	}

	/** The rows of a table property: a {@code collectionProp} of {@code collectionProp}s of values. */
	private static List<List<String>> rows(Element group, String table) {
		List<List<String>> rows = new ArrayList<>();
		Element prop = JmxDocument.prop(group, table);
		for (Node r = prop == null ? null : prop.getFirstChild(); r != null; r = r.getNextSibling()) {
			if (r instanceof Element row) {
				List<String> values = new ArrayList<>();
				for (Node v = row.getFirstChild(); v != null; v = v.getNextSibling()) {
					if (v instanceof Element e) {
						values.add(e.getTextContent().strip());
					}
				}
				rows.add(values);
			}
		}
		return rows;
	}

	/** A field that may be left empty (meaning 0). */
	private double optional(Element group, String field) {
		String text = JmxDocument.value(group, field);
		return text.isEmpty() ? 0 : number(text);
	}

	/** A number, or {@code ${__P(name,default)}} read from the launch's properties. */
	double number(String text) {
		String value = text.strip();
		Matcher m = PROPERTY.matcher(value);
		if (m.matches()) {
			String given = properties.get(m.group(1));
			return number(given != null ? given : m.group(2) == null ? "" : m.group(2).replace("\\,", ","));
		}
		if (value.isEmpty()) {
			throw new NumberFormatException("an empty field");
		}
		return Double.parseDouble(value);
	}
}
