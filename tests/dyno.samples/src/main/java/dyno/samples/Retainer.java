package dyno.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * A target with a known heap: it holds {@code count} (first argument, default 5000) instances of
 * {@link RetainedItem} for a histogram to find, and makes garbage at a steady, modest rate (second argument,
 * KB per millisecond, default 4, i.e. about 4 MB/s) so young collections happen now and then. Ends like
 * {@link Idle}: with its parent or after 10 minutes.
 */
public final class Retainer {

	private static final List<RetainedItem> KEPT = new ArrayList<>();
	/** Written so the JIT cannot drop the allocations. */
	static volatile byte[] last;

	public static void main(String[] args) throws InterruptedException {
		int count = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
		int garbageKb = args.length > 1 ? Integer.parseInt(args[1]) : 4;
		for (int i = 0; i < count; i++) {
			KEPT.add(new RetainedItem(i));
		}
		Idle.exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		long end = System.currentTimeMillis() + 600_000;
		while (System.currentTimeMillis() < end) {
			last = new byte[garbageKb * 1024];
			Thread.sleep(1);
		}
	}

	/** One retained object; its class name is what a histogram of the target must show. */
	public static final class RetainedItem {
		final long id;

		RetainedItem(long id) {
			this.id = id;
		}
	}
}
