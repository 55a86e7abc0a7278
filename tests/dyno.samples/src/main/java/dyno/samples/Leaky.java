package dyno.samples;

import java.util.HashMap;
import java.util.Map;

/**
 * A target with a leak, for the leak finder and the holders search: a session cache that is only ever added to.
 * Every 100 ms it puts {@code perTick} (first argument, default 50) {@link Session}s, each holding a 1 KB
 * payload, into the static map {@link #SESSIONS}, so the cache grows by about 500 KB/s; meanwhile it makes
 * short-lived garbage (second argument, KB per millisecond, default 2) so young collections happen and the heap
 * looks like a busy server's. Ends like {@link Idle}: with its parent or after 10 minutes.
 */
public final class Leaky {

	/** The leak: the holder a heap dump must name is this field of this class. */
	static final Map<Long, Session> SESSIONS = new HashMap<>();
	/** Written so the JIT cannot drop the allocations. */
	static volatile byte[] last;

	public static void main(String[] args) throws InterruptedException {
		int perTick = args.length > 0 ? Integer.parseInt(args[0]) : 50;
		int garbageKb = args.length > 1 ? Integer.parseInt(args[1]) : 2;
		Idle.exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		long end = System.currentTimeMillis() + 600_000;
		long nextTick = System.currentTimeMillis();
		long id = 0;
		while (System.currentTimeMillis() < end) {
			if (System.currentTimeMillis() >= nextTick) {
				for (int i = 0; i < perTick; i++, id++) {
					SESSIONS.put(id, new Session(id));
				}
				nextTick += 100;
			}
			last = new byte[garbageKb * 1024];
			Thread.sleep(1);
		}
	}

	/** What leaks; its class name is what the leak finder must rank first. */
	public static final class Session {
		final long id;
		final byte[] payload = new byte[1024];

		Session(long id) {
			this.id = id;
		}
	}
}
