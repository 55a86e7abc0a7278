package dyno.jvm.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import javax.management.Attribute;
import javax.management.InstanceNotFoundException;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;

import dyno.jvm.CollectorKind;
import dyno.jvm.CollectorStats;
import dyno.jvm.GcSpaces;
import dyno.jvm.Space;
import dyno.jvm.SpaceUsage;

/**
 * Reads GC spaces from a JVM's memory pool and garbage collector MXBeans over an MBean server connection.
 * The beans are looked up once; a sample is then one remote call per pool ({@code Usage}) and one per
 * collector (count and time together), about eight round trips.
 */
final class JmxGcReader {

	static final String POOLS = "java.lang:type=MemoryPool,*";
	static final String COLLECTORS = "java.lang:type=GarbageCollector,*";
	private static final String[] COLLECTOR_ATTRIBUTES = { "CollectionCount", "CollectionTime" };

	private final MBeanServerConnection mbs;
	private final Map<Space, ObjectName> pools = new EnumMap<>(Space.class);
	private final List<Collector> collectors = new ArrayList<>();
	private final List<String> gaps = new ArrayList<>();
	private final ObjectName threading;

	private record Collector(ObjectName bean, String name, CollectorKind kind) {
	}

	JmxGcReader(MBeanServerConnection mbs) throws IOException {
		this.mbs = mbs;
		try {
			threading = new ObjectName("java.lang:type=Threading");
			findPools();
			for (ObjectName bean : new TreeSet<>(mbs.queryNames(new ObjectName(COLLECTORS), null))) {
				String name = bean.getKeyProperty("name");
				collectors.add(new Collector(bean, name, JmxNames.kind(name)));
			}
		} catch (JMException e) {
			throw new IOException("the JVM's memory beans answered unexpectedly: " + e, e);
		}
	}

	private void findPools() throws IOException, JMException {
		List<ObjectName> unknownHeap = new ArrayList<>();
		for (ObjectName bean : new TreeSet<>(mbs.queryNames(new ObjectName(POOLS), null))) {
			Space space = JmxNames.space(bean.getKeyProperty("name"));
			if (space != null) {
				pools.putIfAbsent(space, bean);
			} else if ("HEAP".equals(String.valueOf(mbs.getAttribute(bean, "Type")))) {
				unknownHeap.add(bean);
			}
		}
		if (!pools.containsKey(Space.EDEN) && !pools.containsKey(Space.OLD) && unknownHeap.size() == 1) {
			// Shenandoah, non-generational ZGC ("ZHeap"), Epsilon: one pool is the whole heap.
			ObjectName heap = unknownHeap.get(0);
			pools.put(Space.OLD, heap);
			gaps.add("No eden: this collector (" + heap.getKeyProperty("name")
					+ ") is not generational; the whole heap shows as old.");
		} else if (pools.containsKey(Space.EDEN) && !pools.containsKey(Space.SURVIVOR_0)) {
			gaps.add("No survivor spaces: this collector has one young space, shown as eden.");
		}
		if (pools.containsKey(Space.SURVIVOR_0)) {
			gaps.add("JMX reports both survivor spaces as one pool, shown as survivor 0.");
		}
		if (pools.isEmpty()) {
			throw new IOException("the JVM reports no memory pools over JMX");
		}
	}

	/** The collectors' beans, to listen to their GC notifications. */
	List<ObjectName> collectorBeans() {
		return collectors.stream().map(Collector::bean).toList();
	}

	GcSpaces read(String lastCause) throws IOException {
		try {
			Map<Space, SpaceUsage> usage = new EnumMap<>(Space.class);
			for (Map.Entry<Space, ObjectName> pool : pools.entrySet()) {
				usage.put(pool.getKey(), usage((CompositeData) mbs.getAttribute(pool.getValue(), "Usage")));
			}
			List<CollectorStats> stats = new ArrayList<>(collectors.size());
			for (Collector c : collectors) {
				List<?> values = mbs.getAttributes(c.bean, COLLECTOR_ATTRIBUTES).asList();
				stats.add(new CollectorStats(c.name, c.kind, Math.max(0, value(values, 0)),
						Math.max(0, value(values, 1)) * 1_000_000));
			}
			return new GcSpaces(System.currentTimeMillis(), usage, stats, lastCause, null, gaps, liveThreads());
		} catch (JMException e) {
			throw new IOException("the JVM's memory beans answered unexpectedly: " + e, e);
		}
	}

	/** The JVM's thread count; -1 when its Threading bean is missing (a JVM with a trimmed management model). */
	private int liveThreads() throws IOException, JMException {
		try {
			return ((Number) mbs.getAttribute(threading, "ThreadCount")).intValue();
		} catch (InstanceNotFoundException e) {
			return -1;
		}
	}

	/** Attribute {@code i} of a {@code getAttributes} answer; -1 (the MXBean's "undefined") when it is missing. */
	private static long value(List<?> attributes, int i) {
		return attributes.size() > i && attributes.get(i) instanceof Attribute a
				&& a.getValue() instanceof Number n ? n.longValue() : -1;
	}

	private static SpaceUsage usage(CompositeData d) {
		if (d == null) {
			return new SpaceUsage(0, 0, SpaceUsage.UNKNOWN); // pool no longer valid
		}
		long max = ((Number) d.get("max")).longValue();
		return new SpaceUsage(((Number) d.get("used")).longValue(), ((Number) d.get("committed")).longValue(),
				max < 0 ? SpaceUsage.UNKNOWN : max);
	}
}
