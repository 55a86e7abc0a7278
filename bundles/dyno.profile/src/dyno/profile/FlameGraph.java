package dyno.profile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.openjdk.jmc.common.IMCStackTrace;
import org.openjdk.jmc.common.IMCThread;
import org.openjdk.jmc.common.item.IItem;
import org.openjdk.jmc.common.item.IItemCollection;
import org.openjdk.jmc.common.item.IItemIterable;
import org.openjdk.jmc.common.item.IMemberAccessor;
import org.openjdk.jmc.common.item.ItemFilters;
import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.flightrecorder.JfrAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkTypeIDs;

import dyno.profile.internal.Frames;
import dyno.profile.internal.Quantities;

/**
 * A flame graph of a recording: the call tree of one kind of event ({@link Events}), each frame as wide as the
 * weight of the events whose stacks pass through it (its total) and with the weight that ends there (its self),
 * optionally of the events that start inside a {@link TimeRange} only, and of the frames a {@link FrameFilter} keeps
 * (as on the Execution Time page: an event is charged to its topmost kept frame), with or without the profiler's
 * own work ({@link OwnWork}): its weight is counted either way, so that a graph can say how much of it is the
 * profiler's. The tree's root is {@value CallTreeNode#ROOT}; its children are the stacks' outermost frames.
 */
public final class FlameGraph {

	/** What the frames weigh. */
	public enum Events {
		/** execution samples, one each */
		CPU("samples"),
		/** allocated bytes: in and outside TLABs, or the allocation samples' weight */
		ALLOC("bytes"),
		/** the bytes of the new TLABs handed out (a recording without TLAB events has none) */
		ALLOC_IN_TLAB("bytes"),
		/** the bytes of the objects allocated outside TLABs (a recording without TLAB events has none) */
		ALLOC_OUTSIDE_TLAB("bytes"),
		/** nanoseconds blocked entering monitors, in {@code Object.wait} and parked */
		LOCK("ns");

		private final String unit;

		Events(String unit) {
			this.unit = unit;
		}

		/** The name {@code --events} takes: {@code cpu}, {@code alloc-in-tlab}. */
		public String id() {
			return name().toLowerCase(Locale.ROOT).replace('_', '-');
		}

		/** What a weight counts: samples, bytes or ns. */
		public String unit() {
			return unit;
		}
	}

	/** Whether the graph holds the profiler's own work ({@link OwnWork}) or leaves it out. */
	public enum Own {
		SHOW, HIDE
	}

	/** A method's weight over the whole graph: self where it is the top frame, total where it is on the stack. */
	public record Method(String method, long self, long total, double selfPercent, double totalPercent) {
	}

	private final Events events;
	private final TimeRange range;
	private final FrameFilter filter;
	private final Own own;
	private final CallTreeNode root = new CallTreeNode(CallTreeNode.ROOT);
	/** The weight of the profiler's own events among those the range and filter keep, shown or hidden. */
	private long ownWeight;

	private FlameGraph(Events events, TimeRange range, FrameFilter filter, Own own) {
		this.events = events;
		this.range = range;
		this.filter = filter;
		this.own = own;
	}

	/** The flame graph of {@code file}'s {@code events} that start inside {@code range}, every frame kept. */
	public static FlameGraph of(JfrFile file, Events events, TimeRange range) {
		return of(file, events, range, FrameFilter.NONE);
	}

	/**
	 * The flame graph of {@code file}'s {@code events} that start inside {@code range}, of the frames {@code filter}
	 * keeps, the profiler's own work shown.
	 */
	public static FlameGraph of(JfrFile file, Events events, TimeRange range, FrameFilter filter) {
		return of(file, events, range, filter, Own.SHOW);
	}

	/**
	 * The flame graph of {@code file}'s {@code events} that start inside {@code range}, of the frames {@code filter}
	 * keeps, with or without the profiler's own work.
	 */
	public static FlameGraph of(JfrFile file, Events events, TimeRange range, FrameFilter filter, Own own) {
		// A file that is a range already keeps it when no other range is asked for.
		JfrFile part = range.isAll() ? file : file.in(range);
		FlameGraph graph = new FlameGraph(events, part.range(), filter, own);
		IItemCollection items = switch (events) {
		case CPU -> part.items().apply(ItemFilters.type(JdkTypeIDs.EXECUTION_SAMPLE));
		case ALLOC -> AllocationProfile.events(part);
		case ALLOC_IN_TLAB -> part.items().apply(ItemFilters.type(JdkTypeIDs.ALLOC_INSIDE_TLAB));
		case ALLOC_OUTSIDE_TLAB -> part.items().apply(ItemFilters.type(JdkTypeIDs.ALLOC_OUTSIDE_TLAB));
		case LOCK -> ContentionProfile.events(part);
		};
		Frames frames = new Frames();
		for (IItemIterable it : items) {
			IMemberAccessor<IMCStackTrace, IItem> stacks = JfrAttributes.EVENT_STACKTRACE.getAccessor(it.getType());
			IMemberAccessor<IQuantity, IItem> weights = switch (events) {
			case CPU -> null;
			case ALLOC, ALLOC_IN_TLAB, ALLOC_OUTSIDE_TLAB -> AllocationProfile.bytes(it.getType().getIdentifier())
					.getAccessor(it.getType());
			case LOCK -> JfrAttributes.DURATION.getAccessor(it.getType());
			};
			IMemberAccessor<IMCThread, IItem> threads = JfrAttributes.EVENT_THREAD.getAccessor(it.getType());
			if (stacks == null || events != Events.CPU && weights == null) {
				continue;
			}
			for (IItem item : it) {
				String thread = ContentionProfile.threadName(threads == null ? null : threads.getMember(item));
				long weight = switch (events) {
				case CPU -> 1;
				case ALLOC, ALLOC_IN_TLAB, ALLOC_OUTSIDE_TLAB -> Quantities.bytes(weights.getMember(item));
				case LOCK -> OwnWork.isOwnThread(thread) ? 0
						: Quantities.duration(weights.getMember(item)).toNanos();
				};
				if (weight > 0) {
					List<String> rootFirst = new ArrayList<>(frames.methods(stacks.getMember(item)));
					// Own work is told by all the frames, before the filter keeps some (JFR's start-up under a filter of
					// the JDK's frames is still JFR's).
					boolean ownEvent = OwnWork.isOwn(thread, rootFirst);
					if (!filter.isNone()) {
						rootFirst.removeIf(m -> !filter.keeps(m));
						if (rootFirst.isEmpty()) {
							continue;
						}
					}
					if (ownEvent) {
						graph.ownWeight += weight;
						if (own == Own.HIDE) {
							continue;
						}
					}
					Collections.reverse(rootFirst);
					graph.root.add(rootFirst, weight);
				}
			}
		}
		return graph;
	}

	/**
	 * Why {@code graph} (made of {@code file}) is empty, in words for a person; null when it is not. A graph of a time
	 * range or through a filter that keeps none of the events says so, with how many the whole recording has: "none
	 * here" is not "none in the recording".
	 */
	public static String whyEmpty(JfrFile file, FlameGraph graph) {
		if (graph.total() > 0) {
			return null;
		}
		if (graph.ownWeight > 0) {
			return "all " + String.format(Locale.ROOT, "%,d", graph.ownWeight) + " " + graph.events.unit()
					+ " here are the profiler's own work, which is hidden: show it, or record while the application works";
		}
		boolean ranged = !graph.range().isAll();
		boolean filtered = !graph.filter().isNone();
		if (!ranged && !filtered) {
			return "the recording has none of these events";
		}
		long whole = of(file.whole(), graph.events, TimeRange.ALL, FrameFilter.NONE).total();
		String where = ranged && filtered ? "in this time range through this filter"
				: ranged ? "in this time range" : "through this filter";
		return whole == 0 ? "the recording has none of these events"
				: "none of these events " + where + "; the whole recording has " + String.format(Locale.ROOT, "%,d", whole)
						+ " " + graph.events.unit() + (ranged ? ": widen the range or choose the whole recording"
								: ": loosen the filter");
	}

	/**
	 * The flame graph of folded stacks as {@link #collapsed()} writes them (and other profilers do): per line the
	 * frames root first joined by {@code ;}, a space and the weight. Lines without a weight are left out.
	 */
	public static FlameGraph ofCollapsed(Events events, Iterable<String> lines) {
		FlameGraph graph = new FlameGraph(events, TimeRange.ALL, FrameFilter.NONE, Own.SHOW);
		for (String line : lines) {
			int space = line.lastIndexOf(' ');
			if (space > 0) {
				try {
					graph.root.add(List.of(line.substring(0, space).split(";")), Long.parseLong(line.substring(space + 1)));
				} catch (NumberFormatException e) {
					// not a folded stack: a heading or a comment
				}
			}
		}
		return graph;
	}

	public Events events() {
		return events;
	}

	public TimeRange range() {
		return range;
	}

	public FrameFilter filter() {
		return filter;
	}

	public Own own() {
		return own;
	}

	/**
	 * The weight of the profiler's own events ({@link OwnWork}) among those the range and filter keep: part of
	 * {@link #total()} when shown, left out of it when hidden.
	 */
	public long ownWeight() {
		return ownWeight;
	}

	/**
	 * A line for a person about the profiler's own work: how much was hidden, or, shown, a warning when it is at
	 * least half the graph (an idle JVM's recording is mostly JFR starting up); null when there is nothing to say.
	 */
	public String ownWork() {
		if (ownWeight == 0) {
			return null;
		}
		if (own == Own.HIDE) {
			return String.format(Locale.ROOT, "the profiler's own work (JFR, the JMX connection) is hidden: %,d %s",
					ownWeight, events.unit());
		}
		double share = Quantities.percent(ownWeight, total());
		return share < 50 ? null : String.format(Locale.ROOT, "%.0f %% of this graph is the profiler's own work (JFR, "
				+ "the JMX connection), not the application's: hide it to see the rest", share);
	}

	/** The whole graph: its weight is every counted event's. */
	public CallTreeNode root() {
		return root;
	}

	/** The weight of every counted event. */
	public long total() {
		return root.samples();
	}

	/** The self weight of the frame at {@code path} (root-most first, without the root) in percent of the total. */
	public double selfPercent(List<String> path) {
		CallTreeNode node = root;
		for (String m : path) {
			node = node.child(m);
			if (node == null) {
				return 0;
			}
		}
		return Quantities.percent(node.selfSamples(), total());
	}

	/** Every method in the graph, most self weight first (then most total). */
	public List<Method> methods() {
		Map<String, long[]> selfAndTotal = new HashMap<>();
		for (CallTreeNode child : root.children()) {
			count(child, new HashSet<>(), selfAndTotal);
		}
		long total = total();
		List<Method> list = new ArrayList<>(selfAndTotal.size());
		selfAndTotal.forEach((m, c) -> list.add(new Method(m, c[0], c[1], Quantities.percent(c[0], total),
				Quantities.percent(c[1], total))));
		list.sort(Comparator.comparingLong(Method::self).reversed()
				.thenComparing(Comparator.comparingLong(Method::total).reversed()).thenComparing(Method::method));
		return list;
	}

	/** Adds a node's self weight to its method, and its total unless a caller of the same method counted it. */
	private static void count(CallTreeNode node, Set<String> onStack, Map<String, long[]> selfAndTotal) {
		long[] c = selfAndTotal.computeIfAbsent(node.method(), k -> new long[2]);
		c[0] += node.selfSamples();
		boolean outermost = onStack.add(node.method());
		if (outermost) {
			c[1] += node.samples();
		}
		for (CallTreeNode child : node.children()) {
			count(child, onStack, selfAndTotal);
		}
		if (outermost) {
			onStack.remove(node.method());
		}
	}

	/**
	 * The folded stacks, one line per stack with self weight: its frames root first joined by {@code ;}, a space
	 * and the weight, as flame graph tools read them.
	 */
	public List<String> collapsed() {
		List<String> lines = new ArrayList<>();
		for (CallTreeNode child : root.children()) {
			fold(child, "", lines);
		}
		return lines;
	}

	private static void fold(CallTreeNode node, String prefix, List<String> lines) {
		// A space or semicolon in a frame would split the line where the format does not expect it.
		String path = prefix + node.method().replace(' ', '_').replace(';', '_');
		if (node.selfSamples() > 0) {
			lines.add(path + " " + node.selfSamples());
		}
		for (CallTreeNode child : node.children()) {
			fold(child, path + ";", lines);
		}
	}
}
