package dyno.samples;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A target for the profiler with one answer per analysis: {@link #crunch} is the hot method (a thread spends all
 * its time in it), {@link #pack} the allocation site ({@code long[]}, about 30 MB/s; every 64th kept in a 4 MB
 * ring, so old object samples exist), and {@link Ledger} the contended lock (four threads take turns holding it
 * 25 ms, so each waits about 75 ms per turn). Like {@link Idle}, it ends when its parent closes its standard
 * input or after its time limit.
 * <p>
 * Arguments: [seconds to live, default 600] [percent of a core the spinner keeps busy, default 100: below that it
 * crunches and sleeps in turns within every 20 ms, so a profiler's cost shows in the process's CPU time instead of
 * being lost in a saturated core].
 */
public final class Profiled {

	/** The monitor the ledger threads fight over; its class names the lock in the thread analysis. */
	static final class Ledger {
		long entries;
		/** Who held it last: that thread waits until another one has had it, so no thread can barge back in. */
		volatile Thread lastHolder;
	}

	private static final int ARRAY_LONGS = 2048; // 16 KB
	private static final int KEPT_ARRAYS = (4 << 20) / (ARRAY_LONGS * 8);
	private static final int LEDGER_THREADS = 4;
	private static final long DUTY_PERIOD_MILLIS = 20;
	private static volatile long sink;

	private Profiled() {
	}

	public static void main(String[] args) throws Exception {
		long limitMillis = args.length > 0 ? Long.parseLong(args[0]) * 1000 : 600_000;
		int busyPercent = args.length > 1 ? Integer.parseInt(args[1]) : 100;
		Idle.exitWhenParentGoes();
		daemon("spinner", () -> {
			if (busyPercent >= 100) {
				while (true) {
					sink += crunch(200_000);
				}
			}
			spinPart(busyPercent);
		});
		daemon("packer", () -> {
			Deque<long[]> kept = new ArrayDeque<>();
			while (true) {
				pack(kept);
				pause(1);
			}
		});
		Ledger ledger = new Ledger();
		for (int i = 1; i <= LEDGER_THREADS; i++) {
			daemon("ledger-" + i, () -> {
				while (true) {
					book(ledger);
				}
			});
		}
		System.out.println(ChildJvm.READY);
		System.out.flush();
		Thread.sleep(limitMillis);
		System.exit(0);
	}

	/**
	 * Crunches for {@code busyPercent} of every {@value #DUTY_PERIOD_MILLIS} ms and sleeps the rest, by the thread's
	 * CPU clock, so the busy share holds whatever else the process does.
	 */
	private static void spinPart(int busyPercent) {
		ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
		long busyNanos = DUTY_PERIOD_MILLIS * 1_000_000L * busyPercent / 100;
		while (true) {
			long start = cpu.getCurrentThreadCpuTime();
			while (cpu.getCurrentThreadCpuTime() - start < busyNanos) {
				sink += crunch(20_000);
			}
			pause(DUTY_PERIOD_MILLIS - busyNanos / 1_000_000L);
		}
	}

	/** The hot method: pure arithmetic, no calls, so its samples are its own. */
	static long crunch(int rounds) {
		long x = 88172645463325252L;
		for (int i = 0; i < rounds; i++) {
			x ^= x << 13;
			x ^= x >>> 7;
			x ^= x << 17;
		}
		return x;
	}

	/** The allocation site: 32 KB of {@code long[]} per call, every 64th array kept a while. */
	static void pack(Deque<long[]> kept) {
		for (int i = 0; i < 2; i++) {
			long[] a = new long[ARRAY_LONGS];
			a[0] = System.nanoTime();
			sink += a[0];
			if ((a[0] & 63) == 0) {
				kept.addLast(a);
				if (kept.size() > KEPT_ARRAYS) {
					kept.removeFirst();
				}
			}
		}
	}

	/**
	 * The contended lock: held 25 ms per turn, and handed on. A thread that released it would otherwise take it
	 * straight back before a woken waiter runs (on a busy machine nearly always): one thread would hold it for good,
	 * the others would wait without ever entering, and a recording would hold no monitor-enter event at all. Here
	 * every turn goes to a thread that was blocked on the monitor for the holder's 25 ms.
	 */
	static void book(Ledger ledger) {
		while (ledger.lastHolder == Thread.currentThread()) {
			pause(1);
		}
		synchronized (ledger) {
			ledger.entries++;
			ledger.lastHolder = Thread.currentThread();
			pause(25);
		}
	}

	private static void pause(long millis) {
		try {
			Thread.sleep(millis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private static void daemon(String name, Runnable body) {
		Thread t = new Thread(body, name);
		t.setDaemon(true);
		t.start();
	}
}
