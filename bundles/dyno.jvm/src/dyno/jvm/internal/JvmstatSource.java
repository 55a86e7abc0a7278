package dyno.jvm.internal;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import dyno.jvm.CollectorKind;
import dyno.jvm.CollectorStats;
import dyno.jvm.GcSpaces;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmInfo;
import dyno.jvm.Space;
import dyno.jvm.SpaceUsage;
import dyno.jvm.threads.ThreadCounts;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;
import sun.jvmstat.monitor.HostIdentifier;
import sun.jvmstat.monitor.Monitor;
import sun.jvmstat.monitor.MonitorException;
import sun.jvmstat.monitor.MonitoredHost;
import sun.jvmstat.monitor.MonitoredVm;

/**
 * GC spaces from a JVM's jvmstat counters ({@code sun.gc.*}), the same counters {@code jstat -gc} reads: on
 * this machine through the shared-memory file, on a jstatd host through RMI. Counters are looked up once;
 * a sample reads about forty longs. Spaces the collector lacks (ZGC has no survivors, Shenandoah no
 * generations) are left out and named in {@link GcSpaces#gaps()}.
 * <p>
 * Holds the {@link MonitoredVm} strongly until {@link #close()}: a collected one unmaps its counters while
 * they may still be read, which crashes the reading JVM.
 */
public final class JvmstatSource implements JvmSource {

	/** jstat's column per collector slot: 0 young, 1 full, 2 concurrent (STW phases). */
	private static final CollectorKind[] KIND_BY_SLOT = { CollectorKind.YOUNG, CollectorKind.FULL,
			CollectorKind.CONCURRENT_PAUSE };

	private final long pid;
	private final String hostUri;
	private final MonitoredHost host;
	private final MonitoredVm vm;
	private final Method remoteRefresh;
	private final double nanosPerTick;
	private final Map<Space, SpaceCounters> spaces = new EnumMap<>(Space.class);
	private final List<CollectorCounters> collectors = new ArrayList<>();
	private final Monitor lastCause;
	private final Monitor cause;
	private final Monitor liveThreads;
	/** {@code java.threads.daemon, livePeak, started}; any may be missing. */
	private final Monitor[] threadCounters = new Monitor[3];
	private final Monitor ticks;
	/**
	 * The local process, looked up once: asking a held handle costs half of looking the pid up at every sample
	 * (8 against 17 us here), and it also notices a pid reused by a new process.
	 */
	private final ProcessHandle process;
	private final List<String> gaps = new ArrayList<>();
	private long lastTicks = -1;

	private JvmstatSource(long pid, String hostUri, MonitoredHost host, MonitoredVm vm, ProcessHandle process)
			throws IOException {
		this.process = process;
		this.pid = pid;
		this.hostUri = hostUri;
		this.host = host;
		this.vm = vm;
		this.remoteRefresh = hostUri == null ? null : remoteRefresh(vm);
		try {
			refresh();
			Monitor frequency = vm.findByName("sun.os.hrt.frequency");
			nanosPerTick = frequency == null ? 1 : 1e9 / ((Number) frequency.getValue()).doubleValue();
			ticks = vm.findByName("sun.os.hrt.ticks");
			lastCause = vm.findByName("sun.gc.lastCause");
			cause = vm.findByName("sun.gc.cause");
			liveThreads = vm.findByName("java.threads.live");
			threadCounters[0] = vm.findByName("java.threads.daemon");
			threadCounters[1] = vm.findByName("java.threads.livePeak");
			threadCounters[2] = vm.findByName("java.threads.started");
			findSpaces();
			findCollectors();
		} catch (MonitorException e) {
			throw new IOException("cannot read the counters of JVM " + label() + ": " + e.getMessage(), e);
		}
		if (spaces.isEmpty()) {
			throw new IOException("JVM " + label() + " publishes no GC counters (was it started with -XX:-UsePerfData?)");
		}
	}

	/** Opens JVM {@code pid} of this machine. */
	public static JvmstatSource local(long pid) throws IOException {
		return open(null, pid);
	}

	/** Opens JVM {@code pid} on the jstatd host {@code host:port}. */
	public static JvmstatSource jstatd(String host, int port, long pid) throws IOException {
		return open("rmi://" + host + ":" + port, pid);
	}

	private static JvmstatSource open(String hostUri, long pid) throws IOException {
		if (hostUri != null) {
			RmiClient.prepare(); // jstatd is reached over RMI
		}
		MonitoredHost host = null;
		try {
			host = MonitoredHost.getMonitoredHost(new HostIdentifier(hostUri));
			ProcessHandle process = hostUri == null ? ProcessHandle.of(pid).orElse(null) : null;
			if (hostUri == null && process == null) {
				throw new IOException("no process " + pid + " on this machine");
			}
			if (!host.activeVms().contains((int) pid)) {
				throw new IOException("no JVM with pid " + pid + (hostUri == null ? " on this machine"
						: " on jstatd host " + hostUri.substring(6)) + " (or its counters are not readable)");
			}
			MonitoredVm vm = Jvmstat.counters(host, hostUri, pid);
			return new JvmstatSource(pid, hostUri, host, vm, process);
		} catch (MonitorException e) {
			if (hostUri == null) {
				throw new IOException("cannot open the counters of JVM " + pid + ": " + e.getMessage(), e);
			}
			if (host != null) {
				Jvmstat.forget(host, e);
			}
			throw Jvmstat.unreachable(hostUri, e);
		} catch (URISyntaxException e) {
			throw new IOException("not a valid jvmstat id: " + e.getMessage(), e);
		} catch (LinkageError e) {
			throw Jvmstat.unavailable(e);
		}
	}

	private String label() {
		return hostUri == null ? Long.toString(pid) : pid + "@" + hostUri.substring(6);
	}

	private void findSpaces() throws MonitorException {
		put(Space.EDEN, "sun.gc.generation.0.space.0");
		put(Space.SURVIVOR_0, "sun.gc.generation.0.space.1");
		put(Space.SURVIVOR_1, "sun.gc.generation.0.space.2");
		put(Space.OLD, "sun.gc.generation.1.space.0");
		put(Space.METASPACE, "sun.gc.metaspace");
		put(Space.COMPRESSED_CLASS, "sun.gc.compressedclassspace");
		String policy = Jvmstat.string(vm, "sun.gc.policy.name");
		if (!spaces.containsKey(Space.EDEN)) {
			gaps.add("No eden: this collector" + named(policy) + " is not generational; the whole heap shows as old.");
		} else if (!spaces.containsKey(Space.SURVIVOR_0)) {
			gaps.add("No survivor spaces: this collector" + named(policy) + " has one young space, shown as eden.");
		}
	}

	private static String named(String policy) {
		return policy == null ? "" : " (" + policy + ")";
	}

	private void put(Space space, String prefix) throws MonitorException {
		Monitor used = vm.findByName(prefix + ".used");
		Monitor capacity = vm.findByName(prefix + ".capacity");
		if (used != null && capacity != null) {
			spaces.put(space, new SpaceCounters(used, capacity, vm.findByName(prefix + ".maxCapacity")));
		}
	}

	private void findCollectors() throws MonitorException {
		for (int slot = 0; slot < 4; slot++) {
			String prefix = "sun.gc.collector." + slot;
			Monitor count = vm.findByName(prefix + ".invocations");
			if (count == null) {
				continue;
			}
			CollectorKind kind = slot < KIND_BY_SLOT.length ? KIND_BY_SLOT[slot] : CollectorKind.CONCURRENT_PAUSE;
			String name = Jvmstat.string(vm, prefix + ".name");
			collectors.add(new CollectorCounters(name == null ? "collector " + slot : name, kind, count,
					vm.findByName(prefix + ".time")));
		}
	}

	/**
	 * Synchronized because jvmstat's string counters share one buffer position per counter: two reads at once
	 * (a sampling schedule replaced while its last read runs, as {@code JvmConnection.setInterval} does) break each
	 * other with a BufferUnderflowException, which would lose the connection.
	 */
	@Override
	public synchronized GcSpaces readGc() throws IOException {
		try {
			refresh();
			checkAlive();
			Map<Space, SpaceUsage> usage = new EnumMap<>(Space.class);
			spaces.forEach((space, c) -> usage.put(space, c.read()));
			List<CollectorStats> stats = new ArrayList<>(collectors.size());
			for (CollectorCounters c : collectors) {
				stats.add(new CollectorStats(c.name, c.kind, longOf(c.count),
						c.time == null ? 0 : Math.round(longOf(c.time) * nanosPerTick)));
			}
			return new GcSpaces(System.currentTimeMillis(), usage, stats, text(lastCause), text(cause), gaps,
					liveThreads == null ? -1 : (int) longOf(liveThreads));
		} catch (MonitorException e) {
			throw new IOException("the counters of JVM " + label() + " stopped answering: " + e.getMessage(), e);
		}
	}

	/**
	 * A JVM that ended leaves its counters frozen (the mapping or jstatd's copy stays readable), so an ended
	 * JVM must be noticed here: locally by its process, remotely when its tick counter stops and jstatd no
	 * longer lists it.
	 */
	private void checkAlive() throws IOException, MonitorException {
		if (hostUri == null) {
			if (!process.isAlive()) {
				throw new IOException("JVM " + pid + " has ended");
			}
			return;
		}
		long now = ticks == null ? -1 : longOf(ticks);
		if (now == lastTicks && !listedByJstatd()) {
			throw new IOException("JVM " + label() + " has ended (jstatd no longer lists it)");
		}
		lastTicks = now;
	}

	/** Whether jstatd still lists the JVM; jstatd going away between two calls reads like a refresh failing. */
	private boolean listedByJstatd() throws MonitorException {
		try {
			return host.activeVms().contains((int) pid);
		} catch (MonitorException e) {
			Jvmstat.forget(host, e);
			throw new MonitorException("jstatd did not answer (" + Jvmstat.message(Jvmstat.root(e)) + ")", e);
		}
	}

	/** Over jstatd the counters are a copy fetched by RMI: fetch a fresh one for every sample. */
	private void refresh() throws MonitorException {
		if (remoteRefresh == null) {
			return;
		}
		try {
			remoteRefresh.invoke(vm);
		} catch (InvocationTargetException e) {
			MonitorException unanswered = new MonitorException("jstatd did not answer ("
					+ Jvmstat.message(Jvmstat.root(e)) + ")", e.getCause());
			Jvmstat.forget(host, unanswered);
			throw unanswered;
		} catch (IllegalAccessException e) {
			throw new IllegalStateException(e);
		}
	}

	/**
	 * jstatd's MonitoredVm copies the remote counters only when told to ({@code sample()}), a method of its
	 * JDK-internal class; reflection needs {@code --add-exports=jdk.jstatd/sun.jvmstat.perfdata.monitor.protocol.rmi}.
	 */
	private static Method remoteRefresh(MonitoredVm vm) throws IOException {
		try {
			return vm.getClass().getMethod("sample");
		} catch (NoSuchMethodException e) {
			throw new IOException("this JDK's jstatd client has no sample() method; cannot refresh remote counters", e);
		}
	}

	/** jvmstat counts threads but knows nothing about each one. */
	@Override
	public ThreadSample readThreads(ThreadQuery query) throws IOException {
		try {
			refresh();
			checkAlive();
			ThreadCounts counts = new ThreadCounts(intOf(liveThreads), intOf(threadCounters[0]),
					intOf(threadCounters[1]), threadCounters[2] == null ? -1 : longOf(threadCounters[2]));
			return ThreadSample.countsOnly(System.currentTimeMillis(), counts, List.of("Only thread counts: jvmstat ("
					+ (hostUri == null ? "local" : "jstatd") + ") publishes no states, stacks, locks or CPU per thread; "
					+ "connect over JMX for those."));
		} catch (MonitorException e) {
			throw new IOException("the counters of JVM " + label() + " stopped answering: " + e.getMessage(), e);
		}
	}

	private static int intOf(Monitor m) {
		return m == null ? -1 : (int) longOf(m);
	}

	@Override
	public synchronized JvmInfo info() throws IOException {
		try {
			refresh();
			Map<String, String> props = new TreeMap<>();
			for (Monitor m : vm.findByPattern("java\\.property\\..*")) {
				props.put(m.getName().substring("java.property.".length()), String.valueOf(m.getValue()));
			}
			Monitor created = vm.findByName("sun.rt.createVmBeginTime");
			Duration uptime = created == null ? Duration.ZERO
					: Duration.ofMillis(Math.max(0, System.currentTimeMillis() - longOf(created)));
			return new JvmInfo(props.getOrDefault("java.version", "?"),
					props.getOrDefault("java.vm.name", "?") + " " + props.getOrDefault("java.vm.version", ""),
					// Unknown in a JVM's first moments (Jvmstat.orUnknown), not the text "null" that LiveServers
					// took for a command line without a server home, and decided on for good.
					Jvmstat.orUnknown(Jvmstat.string(vm, "sun.rt.javaCommand")),
					Optional.ofNullable(Jvmstat.string(vm, "java.rt.vmArgs")).orElse(""),
					Optional.ofNullable(Jvmstat.string(vm, "java.rt.vmFlags")).orElse(""), props, uptime);
		} catch (MonitorException e) {
			throw new IOException("cannot read JVM " + label() + "'s identity: " + e.getMessage(), e);
		}
	}

	@Override
	public JvmActions actions() {
		return null;
	}

	@Override
	public void close() {
		try {
			host.detach(vm);
		} catch (MonitorException | RuntimeException e) {
			// The JVM or jstatd has gone; nothing is left to release.
		}
	}

	private static long longOf(Monitor m) {
		return ((Number) m.getValue()).longValue();
	}

	private static String text(Monitor m) {
		return m == null ? null : String.valueOf(m.getValue());
	}

	private record SpaceCounters(Monitor used, Monitor capacity, Monitor max) {
		SpaceUsage read() {
			return new SpaceUsage(longOf(used), longOf(capacity), max == null ? SpaceUsage.UNKNOWN : longOf(max));
		}
	}

	private record CollectorCounters(String name, CollectorKind kind, Monitor count, Monitor time) {
	}
}
