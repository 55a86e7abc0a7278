package dyno.jvm;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that sample every connection: a small shared pool (not a thread per chart or connection),
 * plus a separate pool for connecting, so a slow or hanging connect never delays the samples of others.
 */
public final class Sampler implements AutoCloseable {

	public static final Duration DEFAULT_INTERVAL = Duration.ofMillis(500);
	public static final Duration MIN_INTERVAL = Duration.ofMillis(100);

	private static Sampler shared;

	private final ScheduledExecutorService sampling;
	private final ExecutorService connecting;

	public Sampler(int threads) {
		ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(threads, daemons("dyno-sampler"));
		pool.setRemoveOnCancelPolicy(true);
		this.sampling = pool;
		this.connecting = Executors.newCachedThreadPool(daemons("dyno-connect"));
	}

	/** The process's sampler: two threads serve every connection of the workbench or the CLI. */
	public static synchronized Sampler shared() {
		if (shared == null) {
			shared = new Sampler(2);
		}
		return shared;
	}

	/** Clamps an interval to what the sampler supports (at least {@link #MIN_INTERVAL}). */
	public static Duration clamp(Duration interval) {
		return interval.compareTo(MIN_INTERVAL) < 0 ? MIN_INTERVAL : interval;
	}

	ScheduledFuture<?> every(Duration interval, Runnable task) {
		long ms = clamp(interval).toMillis();
		return sampling.scheduleWithFixedDelay(task, 0, ms, TimeUnit.MILLISECONDS);
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
