package dyno.jvm;

/**
 * One collector's totals since the JVM started.
 *
 * @param name      as the JVM names it ("G1 young collection pauses", "PS Scavenge" ...)
 * @param kind      which of jstat's columns it feeds
 * @param count     collections so far
 * @param timeNanos time spent in them so far
 */
public record CollectorStats(String name, CollectorKind kind, long count, long timeNanos) {
}
