package dyno.heap.hprof;

import java.util.List;

/**
 * The instances of a class held through one accumulation point.
 *
 * @param holder           the accumulation point in words: {@code "static dyno.samples.Leaky.SESSIONS"} when a
 *                         static field holds it, else e.g. {@code "java.util.HashMap@0x7ff0 in static X.field"}
 * @param paths            how many instances are held this way
 * @param retainedEstimate bytes kept alive through the holder: the holder and everything below it in the
 *                         shortest-path tree (an estimate of its retained size: an object counted here may also be
 *                         reachable another way)
 * @param examples         some of the paths, shortest first
 */
public record HolderGroup(String holder, int paths, long retainedEstimate, List<GcRootPath> examples) {
}
