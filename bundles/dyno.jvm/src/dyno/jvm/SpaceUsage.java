package dyno.jvm;

/**
 * One space's size at one moment, in bytes.
 *
 * @param used      bytes held by objects (or class metadata)
 * @param committed bytes the JVM has reserved from the OS for the space now
 * @param max       the most the space may grow to; {@link #UNKNOWN} when the JVM gives no limit
 */
public record SpaceUsage(long used, long committed, long max) {

	public static final long UNKNOWN = -1;

	public SpaceUsage plus(SpaceUsage other) {
		long m = max == UNKNOWN || other.max == UNKNOWN ? UNKNOWN : max + other.max;
		return new SpaceUsage(used + other.used, committed + other.committed, m);
	}
}
