package dyno.jvm.threads;

/**
 * How many threads a JVM has; every transport gives these (jvmstat's {@code java.threads.*} counters, or the
 * Thread MXBean's counts over JMX).
 *
 * @param live    threads alive now, daemons included
 * @param daemon  daemon threads alive now
 * @param peak    most threads alive at once since the JVM started (or since the peak was reset)
 * @param started threads started since the JVM started
 */
public record ThreadCounts(int live, int daemon, int peak, long started) {
}
