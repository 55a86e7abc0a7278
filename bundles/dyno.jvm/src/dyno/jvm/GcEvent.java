package dyno.jvm;

/**
 * Collections of one collector noticed between two samples (several when collections come faster than the
 * sampling interval).
 *
 * @param time       when the sample that noticed them was taken, epoch milliseconds
 * @param collector  the collector's name
 * @param kind       its kind
 * @param count      collections since the previous sample
 * @param timeNanos  their total time
 * @param cause      the JVM's last GC cause at that moment, null when the transport does not tell
 */
public record GcEvent(long time, String collector, CollectorKind kind, long count, long timeNanos, String cause) {
}
