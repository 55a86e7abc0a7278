package dyno.samples;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A target whose heap moves: it allocates short-lived arrays at a steady rate and keeps the newest few
 * megabytes alive, so eden fills and empties, young collections run and some objects reach the old
 * generation. Like {@link Idle}, it ends when its parent closes its standard input or after its time limit.
 * <p>
 * Arguments: [seconds to live, default 600] [kilobytes allocated per millisecond, default 20].
 */
public final class Churn {

	/** Bytes kept reachable: enough that survivors and promotions happen, small for a 64 MB heap. */
	private static final int RETAINED = 4 << 20;
	private static final int CHUNK = 16 * 1024;

	public static void main(String[] args) throws Exception {
		long limitMillis = args.length > 0 ? Long.parseLong(args[0]) * 1000 : 600_000;
		int kbPerMilli = args.length > 1 ? Integer.parseInt(args[1]) : 20;
		Idle.exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		Deque<byte[]> kept = new ArrayDeque<>();
		long end = System.currentTimeMillis() + limitMillis;
		int chunksPerMilli = Math.max(1, kbPerMilli * 1024 / CHUNK);
		while (System.currentTimeMillis() < end) {
			for (int i = 0; i < chunksPerMilli; i++) {
				kept.addLast(new byte[CHUNK]);
				if (kept.size() * CHUNK > RETAINED) {
					kept.removeFirst();
				}
			}
			Thread.sleep(1);
		}
	}
}
