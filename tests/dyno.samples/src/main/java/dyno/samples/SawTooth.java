package dyno.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A target whose heap rises and falls but does not leak: it fills a batch of {@link Item}s (each with a 1 KB
 * payload), ten every 1 to 3 ms, up to a size drawn between half and all of {@code maxItems} (first argument,
 * default 20,000), then drops it and starts again: a cycle of 2 to 4 s on a quiet machine, longer on a busy one.
 * The batch's length in time varies at random, so snapshots taken on a fixed schedule cannot line up with the cycle
 * and fake a trend. The post-GC floor stays level: the leak finder must flag nothing here. It answers the command
 * {@code drops} with {@code drops N}, the batches it has dropped so far, so that a series can be taken until it
 * spans whole cycles, however slow the machine. Ends with its parent or after 10 minutes ({@link OnDemand}).
 */
public final class SawTooth {

	/** The batch being built; dropped whole at the end of each cycle. */
	static List<Item> batch = new ArrayList<>();
	private static final AtomicLong DROPS = new AtomicLong();

	public static void main(String[] args) throws InterruptedException {
		int maxItems = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
		Thread fill = new Thread(() -> fill(maxItems), "saw-tooth");
		fill.setDaemon(true);
		fill.start();
		OnDemand.serve(Map.of("drops", () -> System.out.println("drops " + DROPS.get())));
	}

	private static void fill(int maxItems) {
		ThreadLocalRandom random = ThreadLocalRandom.current();
		int target = random.nextInt(maxItems / 2, maxItems + 1);
		while (true) {
			for (int i = 0; i < 10 && batch.size() < target; i++) {
				batch.add(new Item());
			}
			if (batch.size() >= target) {
				batch = new ArrayList<>();
				DROPS.incrementAndGet();
				target = random.nextInt(maxItems / 2, maxItems + 1);
			}
			try {
				Thread.sleep(random.nextInt(1, 4));
			} catch (InterruptedException e) {
				return;
			}
		}
	}

	/** What comes and goes; a leak finder that flags it is wrong. */
	public static final class Item {
		final byte[] payload = new byte[1024];
	}
}
