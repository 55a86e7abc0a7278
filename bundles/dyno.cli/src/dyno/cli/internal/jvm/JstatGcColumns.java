package dyno.cli.internal.jvm;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import dyno.jvm.CollectorKind;
import dyno.jvm.GcSpaces;
import dyno.jvm.Space;
import dyno.jvm.SpaceUsage;

/**
 * The columns of {@code jstat -gc}, computed from one {@link GcSpaces} sample with the definitions of the
 * JDK's {@code jstat_options}: capacities and used in KB with one decimal, collection counts, times in seconds
 * with three decimals. A column whose space or collector the JVM (or the transport) lacks has no value, which
 * jstat prints as {@code -}.
 */
final class JstatGcColumns {

	/** One column: its header, jstat's width, and how to read its text from a sample (null = no value). */
	record Column(String header, int width, Function<GcSpaces, String> value) {
	}

	static final List<Column> ALL = List.of(
			capacity("S0C", 11, Space.SURVIVOR_0), capacity("S1C", 11, Space.SURVIVOR_1),
			used("S0U", 11, Space.SURVIVOR_0), used("S1U", 11, Space.SURVIVOR_1),
			capacity("EC", 12, Space.EDEN), used("EU", 12, Space.EDEN),
			capacity("OC", 12, Space.OLD), used("OU", 12, Space.OLD),
			capacity("MC", 10, Space.METASPACE), used("MU", 10, Space.METASPACE),
			capacity("CCSC", 9, Space.COMPRESSED_CLASS), used("CCSU", 9, Space.COMPRESSED_CLASS),
			count("YGC", 6, CollectorKind.YOUNG), time("YGCT", 9, CollectorKind.YOUNG),
			count("FGC", 5, CollectorKind.FULL), time("FGCT", 9, CollectorKind.FULL),
			count("CGC", 5, CollectorKind.CONCURRENT_PAUSE), time("CGCT", 9, CollectorKind.CONCURRENT_PAUSE),
			new Column("GCT", 9, JstatGcColumns::totalTime));

	/** jstat's pause columns; concurrent cycles ({@link CollectorKind#CYCLE}, JMX) are not among them. */
	private static final List<CollectorKind> PAUSE_KINDS = List.of(CollectorKind.YOUNG, CollectorKind.FULL,
			CollectorKind.CONCURRENT_PAUSE);

	private JstatGcColumns() {
	}

	private static Column capacity(String header, int width, Space space) {
		return new Column(header, width, s -> s.space(space).map(u -> kilobytes(u.committed())).orElse(null));
	}

	private static Column used(String header, int width, Space space) {
		return new Column(header, width, s -> s.space(space).map(SpaceUsage::used).map(JstatGcColumns::kilobytes)
				.orElse(null));
	}

	private static Column count(String header, int width, CollectorKind kind) {
		return new Column(header, width, s -> s.count(kind) < 0 ? null : Long.toString(s.count(kind)));
	}

	private static Column time(String header, int width, CollectorKind kind) {
		return new Column(header, width, s -> s.timeNanos(kind) < 0 ? null : seconds(s.timeNanos(kind)));
	}

	/** GCT: jstat adds the times of its three collector columns; a collector the JVM lacks adds nothing. */
	private static String totalTime(GcSpaces s) {
		long total = 0;
		boolean any = false;
		for (CollectorKind kind : PAUSE_KINDS) {
			long nanos = s.timeNanos(kind);
			if (nanos >= 0) {
				total += nanos;
				any = true;
			}
		}
		return any ? seconds(total) : null;
	}

	private static String kilobytes(long bytes) {
		return format("0.0", bytes / 1024.0);
	}

	private static String seconds(long nanos) {
		return format("0.000", nanos / 1e9);
	}

	/** jstat's own formatting: java.text patterns, half-even rounding, and a '.' whatever the locale. */
	private static String format(String pattern, double value) {
		DecimalFormat f = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
		f.setRoundingMode(RoundingMode.HALF_EVEN);
		return f.format(value);
	}
}
