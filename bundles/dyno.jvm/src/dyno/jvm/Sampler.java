package dyno.jvm;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The threads that sample every connection: a small shared pool (not a thread per chart or connection),
 * plus a separate pool for connecting, so a slow or hanging connect never delays the samples of others.
 * <p>
 * Reads that cannot block (local jvmstat: memory reads of some 20 µs) and share an interval are batched into
 * one task per interval: on a small machine the wake-up of a scheduled task costs several times what such a
 * read does, so ten local JVMs cost one wake-up per tick instead of ten. Reads over a network (jstatd, JMX)
 * get a task each, so one slow or stalled host never delays the others.
 */
public final class Sampler implements AutoCloseable {

	public static final Duration DEFAULT_INTERVAL = Duration.ofMillis(500);
	public static final Duration MIN_INTERVAL = Duration.ofMillis(100);

	private static final Pattern INTERVAL_TEXT = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s)?");

	private static Sampler shared;

	private final ScheduledThreadPoolExecutor sampling;
	private final ExecutorService connecting;
	/** Batches of non-blocking reads, by interval in milliseconds. */
	private final Map<Long, Batch> batches = new HashMap<>();

	public Sampler(int threads) {
		this.sampling = new ScheduledThreadPoolExecutor(threads, daemons("dyno-sampler"));
		// A cancelled subscription leaves the schedule at once, so pendingTasks() counts only what still samples.
		this.sampling.setRemoveOnCancelPolicy(true);
		this.connecting = Executors.newCachedThreadPool(daemons("dyno-connect"));
	}

	/** The process's sampler: two threads serve every connection of the workbench or the CLI. */
	public static synchronized Sampler shared() {
		if (shared == null) {
			shared = new Sampler(2);
		}
		return shared;
	}

	/**
	 * Reads an interval as typed: {@code 100ms}, {@code 0.5s}, {@code 2s}; a plain number is milliseconds.
	 *
	 * @throws IllegalArgumentException naming what is wrong, including an interval below {@link #MIN_INTERVAL}
	 */
	public static Duration parseInterval(String text) {
		Matcher m = INTERVAL_TEXT.matcher(text.strip());
		if (!m.matches()) {
			throw new IllegalArgumentException("interval '" + text + "' is not a duration such as 100ms, 0.5s or 2s");
		}
		BigDecimal millis = new BigDecimal(m.group(1)).multiply("s".equals(m.group(2)) ? BigDecimal.valueOf(1000)
				: BigDecimal.ONE);
		Duration d = Duration.ofMillis(millis.setScale(0, RoundingMode.HALF_UP).longValueExact());
		if (d.compareTo(MIN_INTERVAL) < 0) {
			throw new IllegalArgumentException("interval '" + text + "' is below the minimum of "
					+ MIN_INTERVAL.toMillis() + "ms");
		}
		return d;
	}

	/** Clamps an interval to what the sampler supports (at least {@link #MIN_INTERVAL}). */
	public static Duration clamp(Duration interval) {
		return interval.compareTo(MIN_INTERVAL) < 0 ? MIN_INTERVAL : interval;
	}

	/** A task's place in the schedule; {@link #cancel()} ends it (a run under way completes). */
	public interface Subscription {
		void cancel();
	}

	/**
	 * Runs {@code task} every {@code interval}, starting now.
	 *
	 * @param nonBlocking the task only reads memory, so it may share one scheduled task with others of the same
	 *                    interval
	 */
	public Subscription every(Duration interval, Runnable task, boolean nonBlocking) {
		long ms = clamp(interval).toMillis();
		if (!nonBlocking) {
			ScheduledFuture<?> f = sampling.scheduleWithFixedDelay(task, 0, ms, TimeUnit.MILLISECONDS);
			return () -> f.cancel(false);
		}
		synchronized (batches) {
			Batch batch = batches.computeIfAbsent(ms, Batch::new);
			batch.tasks.add(task);
			// A newcomer's first sample should not wait for the batch's next tick.
			sampling.execute(task);
			return () -> leave(batch, task);
		}
	}

	private void leave(Batch batch, Runnable task) {
		synchronized (batches) {
			batch.tasks.remove(task);
			if (batch.tasks.isEmpty() && batches.remove(batch.millis) == batch) {
				batch.future.cancel(false);
			}
		}
	}

	/** Non-blocking reads sharing one interval, run one after the other by a single scheduled task. */
	private final class Batch {
		final long millis;
		final List<Runnable> tasks = new CopyOnWriteArrayList<>();
		final ScheduledFuture<?> future;

		Batch(long millis) {
			this.millis = millis;
			this.future = sampling.scheduleWithFixedDelay(this::runAll, millis, millis, TimeUnit.MILLISECONDS);
		}

		private void runAll() {
			for (Runnable t : tasks) {
				t.run();
			}
		}
	}

	/**
	 * The tasks the sampling threads hold, waiting or running: one per network connection, one per interval of
	 * local ones, and a first sample under way. None once every connection is closed or lost (tests watch this to
	 * find a connection that keeps sampling).
	 */
	public int pendingTasks() {
		return sampling.getQueue().size() + sampling.getActiveCount();
	}

	void connect(Runnable task) {
		connecting.execute(task);
	}

	@Override
	public void close() {
		sampling.shutdownNow();
		connecting.shutdownNow();
	}

	private static ThreadFactory daemons(String name) {
		AtomicInteger n = new AtomicInteger();
		return r -> {
			Thread t = new Thread(r, name + "-" + n.incrementAndGet());
			t.setDaemon(true);
			return t;
		};
	}
}
