package dyno.jvm.threads;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;

/**
 * Samples one connection's threads every interval on the shared {@link Sampler} and keeps what a Threads view
 * draws: the {@link ThreadTimeline}, the pools' {@link PoolHistory}, the latest sample with its deadlocks, and
 * the CPU % per thread between the last two samples. Deadlocks are looked for in every sample.
 * <p>
 * Runs beside the connection's GC sampling and does not change its state: a failed read is told to the
 * listeners ({@link Listener#failed}) and the next tick tries again; the connection notices a lost JVM itself.
 * Once a JVM of this machine has ended the monitor stops by itself, keeping what it recorded.
 */
public final class ThreadMonitor implements AutoCloseable {

	/** VisualVM's threads interval; a sample of 2,000 threads costs milliseconds (releng/bench/results/threads.txt). */
	public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);

	/** Called on sampler threads: hand over to the UI thread. */
	public interface Listener {
		void sampled(ThreadMonitor monitor, ThreadSample sample);

		default void failed(ThreadMonitor monitor, String why) {
		}
	}

	private final JvmConnection connection;
	private final Sampler sampler;
	private final ThreadQuery query;
	private final ThreadTimeline timeline = new ThreadTimeline();
	private final PoolHistory pools;
	private final List<Listener> listeners = new CopyOnWriteArrayList<>();
	private ThreadSample latest;
	private ThreadSample previous;
	private Map<Long, Double> cpu = Map.of();
	private Sampler.Subscription sampling;

	public ThreadMonitor(JvmConnection connection, Sampler sampler, ThreadQuery query, List<PoolPattern> patterns) {
		this.connection = connection;
		this.sampler = sampler;
		this.query = query;
		this.pools = new PoolHistory(patterns);
	}

	/** Sampling as a timeline does ({@link ThreadQuery#SAMPLING}), with the default pools. */
	public ThreadMonitor(JvmConnection connection) {
		this(connection, Sampler.shared(), ThreadQuery.SAMPLING, PoolPattern.DEFAULTS);
	}

	public JvmConnection connection() {
		return connection;
	}

	public void addListener(Listener l) {
		listeners.add(l);
	}

	public void removeListener(Listener l) {
		listeners.remove(l);
	}

	/** Starts (or restarts at a new interval) sampling; the first sample is taken at once. */
	public synchronized void start(Duration interval) {
		stop();
		sampling = sampler.every(interval, this::sampleQuietly, false);
	}

	/** Stops sampling; what was recorded stays. */
	public synchronized void stop() {
		if (sampling != null) {
			sampling.cancel();
			sampling = null;
		}
	}

	public synchronized boolean running() {
		return sampling != null;
	}

	/** Takes a sample now, records it and tells the listeners; for the CLI, tests and a "refresh" button. */
	public ThreadSample sampleNow() throws IOException {
		ThreadSample sample = connection.readThreads(query);
		record(sample);
		for (Listener l : listeners) {
			l.sampled(this, sample);
		}
		return sample;
	}

	private void sampleQuietly() {
		try {
			sampleNow();
		} catch (IOException | RuntimeException e) {
			String why = e.getMessage() == null ? e.toString() : e.getMessage();
			for (Listener l : listeners) {
				l.failed(this, why);
			}
			if (connection.ended()) {
				// A JVM of this machine that has ended never answers again; a monitor nobody closes (an observation
				// kept for its facts) would otherwise tick on the shared sampler for the rest of the session.
				stop();
			}
		}
	}

	private synchronized void record(ThreadSample sample) {
		timeline.record(sample);
		pools.record(sample);
		if (sample.detailed() && latest != null && latest.detailed()) {
			cpu = Map.copyOf(sample.cpuPercentSince(latest));
		}
		previous = latest;
		latest = sample;
	}

	public synchronized Optional<ThreadSample> latest() {
		return Optional.ofNullable(latest);
	}

	/** The sample before {@link #latest()}, e.g. to compare two dumps. */
	public synchronized Optional<ThreadSample> previous() {
		return Optional.ofNullable(previous);
	}

	/** CPU % of one core per thread id between the last two samples (empty until two detailed samples). */
	public synchronized Map<Long, Double> cpuPercent() {
		return cpu;
	}

	/** The deadlocks of the latest sample. */
	public synchronized List<Deadlock> deadlocks() {
		return latest == null ? List.of() : latest.deadlocks();
	}

	public ThreadTimeline timeline() {
		return timeline;
	}

	public PoolHistory pools() {
		return pools;
	}

	@Override
	public void close() {
		stop();
		listeners.clear();
	}
}
