package dyno.jboss.runtime;

import java.util.List;

/**
 * One number of a {@link RuntimeGroup}: its label as the view shows it, whether it is a level (threads busy now) or
 * an ever-growing count (requests so far, drawn as a rate per second), and the attribute names it is read from, the
 * first one the bean has winning (servers of different eras spell the same number differently).
 */
public record Measure(String label, Kind kind, List<String> attributes) {

	public enum Kind {
		/** A value at the time of the read: busy threads, connections in use, messages queued. */
		LEVEL,
		/** A total since the start: drawn as its increase per second between two reads. */
		COUNT
	}

	public Measure {
		attributes = List.copyOf(attributes);
	}

	static Measure level(String label, String... attributes) {
		return new Measure(label, Kind.LEVEL, List.of(attributes));
	}

	static Measure count(String label, String... attributes) {
		return new Measure(label, Kind.COUNT, List.of(attributes));
	}

	/** The label with its unit, as a chart's legend shows it: counts are drawn per second. */
	public String chartLabel() {
		return kind == Kind.COUNT ? label + " /s" : label;
	}
}
