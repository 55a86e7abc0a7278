package dyno.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A target whose heap rises and falls but does not leak: it fills a batch of {@link Item}s (each with a 1 KB
 * payload), ten every 1 to 3 ms, up to a size drawn between half and all of {@code maxItems} (first argument,
 * default 20,000), then drops it and starts again: a cycle of 2 to 4 s. The batch's length in time varies at random, so snapshots
 * taken on a fixed schedule cannot line up with the cycle and fake a trend. The post-GC floor stays level: the
 * leak finder must flag nothing here. Ends like {@link Idle}: with its parent or after 10 minutes.
 */
public final class SawTooth {

	/** The batch being built; dropped whole at the end of each cycle. */
	static List<Item> batch = new ArrayList<>();

	public static void main(String[] args) throws InterruptedException {
		int maxItems = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
		Idle.exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		ThreadLocalRandom random = ThreadLocalRandom.current();
		long end = System.currentTimeMillis() + 600_000;
		int target = random.nextInt(maxItems / 2, maxItems + 1);
		while (System.currentTimeMillis() < end) {
			for (int i = 0; i < 10 && batch.size() < target; i++) {
				batch.add(new Item());
			}
			if (batch.size() >= target) {
				batch = new ArrayList<>();
				target = random.nextInt(maxItems / 2, maxItems + 1);
			}
			Thread.sleep(random.nextInt(1, 4));
		}
	}

	/** What comes and goes; a leak finder that flags it is wrong. */
	public static final class Item {
		final byte[] payload = new byte[1024];
	}
}
