package dyno.profile.internal;

import java.time.Duration;
import java.time.Instant;

import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.common.unit.UnitLookup;

/** JMC's quantities as plain Java numbers and times. */
public final class Quantities {

	private Quantities() {
	}

	public static Instant instant(IQuantity timestamp) {
		long ns = timestamp.clampedLongValueIn(UnitLookup.EPOCH_NS);
		return Instant.ofEpochSecond(0, ns);
	}

	/** A time span; zero for null (an event without a duration). */
	public static Duration duration(IQuantity span) {
		return span == null ? Duration.ZERO : Duration.ofNanos(span.clampedLongValueIn(UnitLookup.NANOSECOND));
	}

	/** A memory amount in bytes; 0 for null. */
	public static long bytes(IQuantity memory) {
		return memory == null ? 0 : memory.clampedLongValueIn(UnitLookup.BYTE);
	}

	/** {@code part} of {@code whole} in percent; 0 when the whole is 0. */
	public static double percent(double part, double whole) {
		return whole == 0 ? 0 : 100.0 * part / whole;
	}
}
