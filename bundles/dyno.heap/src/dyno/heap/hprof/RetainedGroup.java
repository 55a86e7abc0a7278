package dyno.heap.hprof;

/**
 * The objects of one class, package or class loader in a dominator tree.
 *
 * @param name          the class (as the histogram names it), the package ({@code java.util}; {@code (default
 *                      package)}, {@code (primitive arrays)}) or the loader ({@code <bootstrap>},
 *                      {@code jdk.internal.loader.ClassLoaders$AppClassLoader@0x7ff0...})
 * @param objects       reachable objects of the group
 * @param shallowBytes  their own sizes
 * @param retainedBytes what would be freed if all of them went: the retained sizes of those not dominated by
 *                      another object of the group (each byte counted once)
 */
public record RetainedGroup(String name, long objects, long shallowBytes, long retainedBytes) {
}
