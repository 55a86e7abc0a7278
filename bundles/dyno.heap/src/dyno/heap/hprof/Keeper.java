package dyno.heap.hprof;

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
}
