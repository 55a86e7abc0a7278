package dyno.heap.hprof;

import java.util.List;

/**
 * Who holds the instances of a class in a heap dump.
 *
 * @param instances    all instances of the class in the dump (reachable or not)
 * @param shallowBytes their own sizes, as the dumped JVM counts them
 * @param groups       by accumulation point, most instances first; instances that no GC root reaches (a dump that
 *                     includes garbage) form a group {@code "unreachable"} without paths
 */
public record Holders(String className, long instances, long shallowBytes, List<HolderGroup> groups) {
}
