package dyno.samples;

import java.util.HashMap;
import java.util.Map;

/**
 * A target with a leak, for the leak finder and the holders search: a session cache that is only ever added to.
 * Every 100 ms it puts {@code perTick} (first argument, default 50) {@link Session}s, each holding a 1 KB
 * payload, into the static map {@link #SESSIONS}, so the cache grows by about 500 KB/s; meanwhile it makes
 * short-lived garbage (second argument, KB per millisecond, default 2) so young collections happen and the heap
 * looks like a busy server's. A third argument, when given, stops the growth at that many sessions and prints
 * {@code full}, a fourth sets the payload's size in bytes (a heap of a known size and object count to dump, for
 * the heap dump benchmark). Ends like {@link Idle}: with its parent or after 10 minutes, or after the seconds that
 * the system property {@value #LIFETIME} gives ({@code ./dyno demo} keeps it as long as the demo runs).
 */
public final class Leaky {

	/** The system property with the seconds it runs at most (default 600). */
	public static final String LIFETIME = "dyno.samples.lifetimeSeconds";

	/** The leak: the holder a heap dump must name is this field of this class. */
	static final Map<Long, Session> SESSIONS = new HashMap<>();
	/** Written so the JIT cannot drop the allocations. */
	static volatile byte[] last;

	public static void main(String[] args) throws InterruptedException {
		int perTick = args.length > 0 ? Integer.parseInt(args[0]) : 50;
		int garbageKb = args.length > 1 ? Integer.parseInt(args[1]) : 2;
		long maxSessions = args.length > 2 ? Long.parseLong(args[2]) : Long.MAX_VALUE;
		int payload = args.length > 3 ? Integer.parseInt(args[3]) : 1024;
		Idle.exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		long end = System.currentTimeMillis() + Long.getLong(LIFETIME, 600) * 1000;
		long nextTick = System.currentTimeMillis();
		long id = 0;
		while (System.currentTimeMillis() < end) {
			if (System.currentTimeMillis() >= nextTick) {
				for (int i = 0; i < perTick && id < maxSessions; i++, id++) {
					SESSIONS.put(id, new Session(id, payload));
				}
				if (id == maxSessions) {
					System.out.println("full");
					System.out.flush();
					id++;
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
		final byte[] payload;

		Session(long id, int payloadBytes) {
			this.id = id;
			this.payload = new byte[payloadBytes];
		}
	}
}
