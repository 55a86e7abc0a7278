package dyno.heap.hprof;

import java.util.Comparator;

/**
 * An object that keeps instances of a class alive: the nearest dominator of each instance that is neither an
 * instance of the class nor a collection's internals (see {@link DominatorTree#keepers}).
 *
 * @param node          its node in the tree, {@link DominatorTree#ROOT} for instances only the GC roots keep
 * @param description   e.g. {@code java.util.HashMap@0x7ff0 in static dyno.samples.Leaky.SESSIONS}
 * @param instances     how many instances of the class it keeps
 * @param retainedBytes its retained size (everything it keeps, not only those instances)
 */
public record Keeper(int node, String description, long instances, long retainedBytes) {

	/** Most instances first (who keeps a growing class), then the biggest. */
	public static final Comparator<Keeper> MOST_INSTANCES = Comparator.comparingLong(Keeper::instances).reversed()
			.thenComparing(Comparator.comparingLong(Keeper::retainedBytes).reversed())
			.thenComparingInt(Keeper::node);
	/** The biggest retained size first (the container that holds the most), then the most instances. */
	public static final Comparator<Keeper> BIGGEST = Comparator.comparingLong(Keeper::retainedBytes).reversed()
			.thenComparing(Comparator.comparingLong(Keeper::instances).reversed())
			.thenComparingInt(Keeper::node);
}
