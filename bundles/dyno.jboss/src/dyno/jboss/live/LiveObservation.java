package dyno.jboss.live;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmInfo;
import dyno.jvm.Sampler;
import dyno.jvm.threads.PoolHistory;
import dyno.jvm.threads.PoolPattern;
import dyno.jvm.threads.ThreadMonitor;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;

/**
 * Watches a connected server JVM and turns what it sees into the {@link LiveFacts} the configuration rules weigh:
 * peak busy threads per request pool (keyed by {@link PoolKeys}; Tomcat's and JBoss Web's connectors counted by their
 * own {@link ConnectorThreads} MBeans too), peak connections in use per datasource pool, heap peak and
 * old-generation floor, the generations' sizes and use, GC pause share, collections per hour and minute, promotion
 * rate, threads alive, loaded classes, metaspace and its growth, the code cache, processors and physical memory,
 * each where the transport has it (over jstatd: the heap and GC facts only).
 * <p>
 * Samples threads every interval on the shared {@link Sampler} with a {@link ThreadMonitor} (the default pool
 * patterns) and reads the connection's {@link dyno.jvm.GcHistory}, which the connection keeps while it is live;
 * the MBean facts are read in the same tick. Peaks are since {@link #start}. Listeners hear of each change of the
 * facts, on a sampler thread.
 */
public final class LiveObservation implements AutoCloseable {

	/**
	 * The pools' threads as the timeline samples them, platform threads only: the pools the rules size are platform
	 * threads, and listing virtual ones would cost the server a JSON thread dump per tick.
	 */
	private static final ThreadQuery POOL_THREADS = new ThreadQuery(ThreadQuery.SAMPLING.maxDepth(), false, false);

	private final JvmConnection connection;
	private final ThreadMonitor threads;
	private final GcFacts gc = new GcFacts();
	private final MetaspaceTrend metaspace = new MetaspaceTrend();
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
	private final long started = System.nanoTime();
	private final CountDownLatch firstTick = new CountDownLatch(1);
	/** Read at the first tick that can; only that tick's thread reads it. */
	private Map<String, String> properties;
	/** The highest busy count of each connector's MBean so far, by key. */
	private final Map<String, LiveFact> connectorPeaks = new ConcurrentHashMap<>();
	private volatile List<LiveFact> observed = List.of();
	private volatile LiveFacts facts = LiveFacts.none();
	private volatile String problem;
	private volatile long stopped;

	private LiveObservation(JvmConnection connection, Sampler sampler) {
		this.connection = connection;
		this.threads = new ThreadMonitor(connection, sampler, POOL_THREADS, PoolPattern.DEFAULTS);
	}

	/** Starts observing at once (the first tick runs now) and every {@code interval} after. */
	public static LiveObservation start(JvmConnection c, Duration interval) {
		return start(c, interval, Sampler.shared());
	}

	/**
	 * Starts observing on {@code sampler}'s threads: whoever observes many JVMs at once gives them threads of their
	 * own, so that their first reads (each starts its JVM's management agent) do not wait for one another.
	 */
	public static LiveObservation start(JvmConnection c, Duration interval, Sampler sampler) {
		LiveObservation o = new LiveObservation(c, sampler);
		o.threads.addListener(new ThreadMonitor.Listener() {
			@Override
			public void sampled(ThreadMonitor monitor, ThreadSample sample) {
				// Counts only (jstatd, or no agent): no pools to measure, and the user should know why.
				o.problem = sample.detailed() ? null : String.join(" ", sample.gaps());
				o.update();
			}

			@Override
			public void failed(ThreadMonitor monitor, String why) {
				o.problem = why;
				o.update(); // the GC facts may still come, e.g. while the agent is unreachable
			}
		});
		o.threads.start(interval);
		return o;
	}

	/**
	 * The system properties of a server JVM as its start script set them (the transport's, completed by the
	 * {@code -D} options of its arguments and command line): what resolves the {@code ${…}} of its configuration.
	 */
	public static Map<String, String> serverPropertiesOf(JvmInfo info) {
		return ServerHomes.properties(info);
	}

	/**
	 * The installation folder of the server the JVM runs (as {@link dyno.jboss.ServerLayout#detect(Path)} takes it),
	 * from {@code -Djboss.home.dir}, {@code -Djboss.home}, {@code -Dcatalina.home}, or a folder below the home
	 * ({@code -Djboss.server.home.dir}, {@code -Djboss.server.base.dir}, {@code -Dcatalina.base}); empty for a JVM
	 * that is no server Dyno knows. The path is as the target wrote it (on a remote host, that host's path).
	 */
	public static Optional<Path> serverHomeOf(JvmInfo info) {
		return ServerHomes.of(info);
	}

	public JvmConnection connection() {
		return connection;
	}

	/** What was observed so far, for the rules, with how long it was observed. */
	public LiveFacts facts() {
		return facts.observedFor(observedFor());
	}

	/** The same facts as a list with where each was read, for reports and tooltips. */
	public List<LiveFact> observed() {
		return observed;
	}

	/** Why the latest tick could not read threads or MBeans, if it could not; the facts so far stay. */
	public Optional<String> problem() {
		return Optional.ofNullable(problem);
	}

	/** Called on a sampler thread whenever the facts change. */
	public void addListener(Runnable l) {
		listeners.add(l);
	}

	public void removeListener(Runnable l) {
		listeners.remove(l);
	}

	/**
	 * Waits until the first tick has read what it could (the first thread read of a local JVM starts its management
	 * agent, which takes a moment), at most {@code timeout}; true when it has.
	 */
	public boolean awaitFirstTick(Duration timeout) throws InterruptedException {
		return firstTick.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
	}

	/** Time since {@link #start} (until {@link #close()}). */
	public Duration observedFor() {
		long end = stopped != 0 ? stopped : System.nanoTime();
		return Duration.ofNanos(end - started);
	}

	/** Stops observing; the facts stay readable. Does not close the connection. */
	@Override
	public void close() {
		if (stopped == 0) {
			stopped = System.nanoTime();
		}
		threads.close();
		listeners.clear();
	}

	/** One tick: the facts of the pools, the MBeans and the GC history, merged; listeners told if they changed. */
	private void update() {
		try {
			List<LiveFact> now = new ArrayList<>();
			List<LiveFact> mbeans = new ArrayList<>();
			try {
				connection.readMBeans(ConnectorThreads::read).ifPresent(this::recordConnectors);
				connection.readMBeans(ServerMBeans::read).ifPresent(mbeans::addAll);
			} catch (IOException e) {
				problem = e.getMessage();
			}
			now.addAll(poolFacts());
			now.addAll(mbeans);
			metaspace.update(now, System.nanoTime()).ifPresent(now::add);
			now.addAll(gc.update(connection.history()));
			if (record(now)) {
				listeners.forEach(Runnable::run);
			}
		} finally {
			firstTick.countDown(); // after the facts are in place: a waiter reads them next
		}
	}

	/** Keeps the facts of a tick; false when they are those of the tick before. */
	private synchronized boolean record(List<LiveFact> now) {
		if (now.equals(observed)) {
			return false;
		}
		observed = List.copyOf(now);
		facts = LiveFact.forRules(observed);
		return true;
	}

	/** Keeps each connector's highest busy count so far, as its MBean counted it, under each of its keys. */
	private void recordConnectors(List<ConnectorThreads> connectors) {
		Map<String, String> props = systemProperties();
		for (ConnectorThreads c : connectors) {
			for (String key : c.keys(props)) {
				connectorPeaks.merge(key, new LiveFact(LiveInput.BUSY_THREADS_PEAK, key, c.busy(), c.bean().toString()),
						LiveObservation::higher);
			}
		}
	}

	/**
	 * Peak busy threads per request pool under each of its keys, from the sampled threads and from the connectors'
	 * own counts; two pools with one key (a connector's NIO and BIO pools after a restart, a connector's threads and
	 * its MBean) give the higher peak. The MBean sees every request however short; the sampled threads show the
	 * pools that have no such bean (WildFly's workers, JBoss AS's BasicThreadPools).
	 */
	private List<LiveFact> poolFacts() {
		Map<String, LiveFact> byKey = new LinkedHashMap<>(connectorPeaks);
		Map<String, String> props = systemProperties();
		for (PoolHistory.Pool pool : threads.pools().pools()) {
			for (String key : PoolKeys.of(pool.name(), props)) {
				LiveFact f = new LiveFact(LiveInput.BUSY_THREADS_PEAK, key, pool.peakBusy(), "threads " + pool.name());
				byKey.merge(key, f, LiveObservation::higher);
			}
		}
		List<LiveFact> facts = new ArrayList<>(byKey.values());
		facts.sort(Comparator.comparing(LiveFact::key));
		return facts;
	}

	/** The fact with the higher value; the first of two equal ones. */
	private static LiveFact higher(LiveFact a, LiveFact b) {
		return a.value() >= b.value() ? a : b;
	}

	/** The JVM's system properties, read once (they name the ports a JBoss AS 6 server.xml writes as properties). */
	private Map<String, String> systemProperties() {
		if (properties == null) {
			try {
				properties = ServerHomes.properties(connection.info());
			} catch (IOException e) {
				return Map.of(); // asked again at the next tick
			}
		}
		return properties;
	}
}
