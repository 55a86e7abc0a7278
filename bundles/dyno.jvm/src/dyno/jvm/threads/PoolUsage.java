package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One thread pool in one sample: how many of its threads exist and how many are busy (see {@link PoolPattern}
 * for the rule).
 *
 * @param pool    the pool, named by its threads' name without the trailing number, e.g. {@code http-nio-8080-exec-*}
 * @param pattern the pattern that found it (the first one that matches a thread wins)
 */
public record PoolUsage(String pool, PoolPattern pattern, int total, int busy) {

	/** The pools of a sample, in order of the first thread seen of each. */
	public static List<PoolUsage> of(ThreadSample sample, List<PoolPattern> patterns) {
		Map<String, int[]> counts = new LinkedHashMap<>();
		Map<String, PoolPattern> found = new LinkedHashMap<>();
		for (ThreadInfoRow t : sample.threads()) {
			for (PoolPattern p : patterns) {
				if (p.matches(t.name())) {
					String pool = PoolPattern.poolOf(t.name());
					found.putIfAbsent(pool, p);
					int[] n = counts.computeIfAbsent(pool, k -> new int[2]);
					n[0]++;
					if (p.busy(t)) {
						n[1]++;
					}
					break;
				}
			}
		}
		List<PoolUsage> usage = new ArrayList<>(counts.size());
		counts.forEach((pool, n) -> usage.add(new PoolUsage(pool, found.get(pool), n[0], n[1])));
		return usage;
	}
}
