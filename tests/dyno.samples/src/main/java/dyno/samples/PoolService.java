package dyno.samples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A target with a Tomcat-like worker pool: {@code threads} workers (first argument, default 10) named
 * {@code http-nio-8080-exec-N}, all started, of which {@code busy} (second argument, default 3) run a task that
 * never ends, in turns: waiting for a connection in a socket accept (RUNNABLE, in native, as a worker reading a
 * request is), sleeping inside the task and waiting inside the task on a monitor
 * nobody notifies, so a busy rule that counts only RUNNABLE threads would be wrong. The others idle in the
 * pool's queue ({@code ThreadPoolExecutor.getTask}). Prints {@code ready} when every busy task has started.
 */
public final class PoolService {

	public static final String WORKER_PREFIX = "http-nio-8080-exec-";
	public static void main(String[] args) throws InterruptedException {
		int threads = args.length > 0 ? Integer.parseInt(args[0]) : 10;
		int busy = args.length > 1 ? Integer.parseInt(args[1]) : 3;
		start(WORKER_PREFIX, threads, busy);
		OnDemand.serve(Map.of());
	}

	/**
	 * Starts a pool of {@code threads} workers named {@code prefix + N} of which {@code busy} run a never-ending task
	 * (in turns: socket accept, sleep, wait on a monitor); returns when the busy tasks have reached their waits.
	 */
	static void start(String prefix, int threads, int busy) throws InterruptedException {
		AtomicInteger n = new AtomicInteger();
		ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 1, TimeUnit.HOURS,
				new LinkedBlockingQueue<>(), r -> {
					Thread t = new Thread(r, prefix + n.incrementAndGet());
					t.setDaemon(true);
					return t;
				});
		pool.prestartAllCoreThreads();
		CountDownLatch started = new CountDownLatch(busy);
		Object never = new Object();
		for (int i = 0; i < busy; i++) {
			int kind = i % 3;
			pool.execute(() -> {
				started.countDown();
				switch (kind) {
				case 0 -> {
					try (ServerSocket socket = new ServerSocket(0)) {
						socket.accept();
					} catch (IOException e) {
						throw new UncheckedIOException(e);
					}
				}
				case 1 -> OnDemand.sleep(600_000);
				default -> {
					synchronized (never) {
						try {
							never.wait();
						} catch (InterruptedException e) {
							Thread.currentThread().interrupt();
						}
					}
				}
				}
			});
		}
		started.await();
		OnDemand.sleep(200); // let the sleeping and waiting tasks reach their wait
	}
}
