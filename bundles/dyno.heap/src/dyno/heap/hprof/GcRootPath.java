package dyno.heap.hprof;

import java.util.List;

/**
 * A shortest path from a GC root to one instance: the root first, the instance last.
 *
 * @param rootKind what kind of root the first step is ({@code "thread"}, {@code "JNI global"}, {@code "class"}
 *                 for a class's static fields ...)
 */
public record GcRootPath(String rootKind, List<Step> steps) {
}
