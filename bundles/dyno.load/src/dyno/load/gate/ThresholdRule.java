package dyno.load.gate;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.core.analysis.ValueType;
import dyno.load.AggregateRow;
import dyno.load.AggregateStats;
import dyno.load.AggregateTable;

/**
 * A rule an Aggregate Report must keep, as a tester writes it: {@code [LABEL:]METRIC OP VALUE UNIT}, e.g.
 * {@code p95>500ms}, {@code checkout:errors>1%}, {@code throughput<100/s}. The rule breaks when the comparison holds
 * ({@code p95>500ms} breaks when the 95% line is above 500 ms). Without a label it applies to TOTAL; {@code *:}
 * applies it to every label (TOTAL not included).
 *
 * @param label      the row it applies to: {@link AggregateStats#TOTAL}, a label, or {@link #EVERY_LABEL}
 * @param metric     what is measured
 * @param percentile for {@link Metric#PERCENTILE}, in percent (e.g. 99.9); otherwise NaN
 * @param comparison how the measured value is compared with the limit
 * @param limit      the limit, in {@code unit}
 * @param unit       the unit the limit is given in; the measured value is shown in it too
 */
public record ThresholdRule(String label, Metric metric, double percentile, Comparison comparison, double limit,
		Unit unit) {

	/** The label that applies a rule to every label of the report. */
	public static final String EVERY_LABEL = "*";

	static final String EXPECTED = "give [LABEL:]METRIC OP VALUE, METRIC one of avg, median, min, max, pNN (e.g. "
			+ "p95, p99.9) in ms or s, errors in %, throughput in /s or /min, OP one of > >= < <=, "
			+ "e.g. 'p95>500ms' or 'checkout:errors>1%'";

	/** {@code --fail-on RULE}: reads and writes a rule as the user types it. */
	public static final ValueType<ThresholdRule> TYPE = new ValueType<>("RULE", ThresholdRule::parse,
			ThresholdRule::toString);

	private static final Pattern RULE = Pattern.compile(
			"(avg|median|min|max|p(\\d{1,2}(?:\\.\\d+)?|100)|errors|throughput)\\s*(>=|<=|>|<)\\s*"
					+ "(\\d+(?:\\.\\d+)?)\\s*(ms|s|%|/s|/min)");

	/** What a rule measures, and in which kind of unit. */
	public enum Metric {
		AVG("avg", Kind.TIME), MEDIAN("median", Kind.TIME), MIN("min", Kind.TIME), MAX("max", Kind.TIME),
		PERCENTILE("p", Kind.TIME), ERRORS("errors", Kind.RATIO), THROUGHPUT("throughput", Kind.RATE);

		private final String word;
		private final Kind kind;

		Metric(String word, Kind kind) {
			this.word = word;
			this.kind = kind;
		}
	}

	/** The comparison that breaks the rule when it holds. */
	public enum Comparison {
		ABOVE(">"), AT_LEAST(">="), BELOW("<"), AT_MOST("<=");

		private final String symbol;

		Comparison(String symbol) {
			this.symbol = symbol;
		}

		public String symbol() {
			return symbol;
		}

		boolean holds(double measured, double limit) {
			return switch (this) {
			case ABOVE -> measured > limit;
			case AT_LEAST -> measured >= limit;
			case BELOW -> measured < limit;
			case AT_MOST -> measured <= limit;
			};
		}
	}

	/** A limit's unit and its factor to the report's own (ms, a ratio 0..1, per second). */
	public enum Unit {
		MS("ms", " ms", 1, Kind.TIME), S("s", " s", 1000, Kind.TIME), PERCENT("%", " %", 0.01, Kind.RATIO),
		PER_S("/s", "/s", 1, Kind.RATE), PER_MIN("/min", "/min", 1 / 60.0, Kind.RATE);

		private final String symbol;
		private final String shown;
		private final double factor;
		private final Kind kind;

		Unit(String symbol, String shown, double factor, Kind kind) {
			this.symbol = symbol;
			this.shown = shown;
			this.factor = factor;
			this.kind = kind;
		}

		/** How a value in this unit is shown: {@code 812 ms}, {@code 1.18 %}, {@code 4.24/s}. */
		public String show(double value) {
			if (Double.isNaN(value)) {
				return "none";
			}
			if (Double.isInfinite(value)) {
				return "infinite" + shown;
			}
			return number(Math.round(value * 100) / 100.0) + shown;
		}
	}

	private enum Kind {
		TIME("ms or s"), RATIO("%"), RATE("/s or /min");

		private final String units;

		Kind(String units) {
			this.units = units;
		}
	}

	/**
	 * Reads a rule as the user types it ({@link #EXPECTED}); blanks around the comparison are allowed.
	 *
	 * @throws IllegalArgumentException saying what a rule looks like (the caller names the text)
	 */
	public static ThresholdRule parse(String text) {
		String rule = text.strip();
		String label = AggregateStats.TOTAL;
		// Labels may hold colons (URLs); the metric never does.
		int colon = rule.lastIndexOf(':');
		if (colon >= 0) {
			label = rule.substring(0, colon).strip();
			rule = rule.substring(colon + 1).strip();
			if (label.isEmpty()) {
				throw new IllegalArgumentException("the label before ':' is empty; " + EXPECTED);
			}
		}
		Matcher m = RULE.matcher(rule.toLowerCase(Locale.ROOT));
		if (!m.matches()) {
			throw new IllegalArgumentException(EXPECTED);
		}
		Metric metric = m.group(2) != null ? Metric.PERCENTILE
				: Metric.valueOf(m.group(1).toUpperCase(Locale.ROOT));
		Comparison comparison = null;
		for (Comparison c : Comparison.values()) {
			if (c.symbol.equals(m.group(3))) {
				comparison = c;
			}
		}
		Unit unit = null;
		for (Unit u : Unit.values()) {
			if (u.symbol.equals(m.group(5))) {
				unit = u;
			}
		}
		if (unit.kind != metric.kind) {
			throw new IllegalArgumentException(m.group(1) + " is measured in " + metric.kind.units + ", not "
					+ unit.symbol);
		}
		double percentile = m.group(2) != null ? Double.parseDouble(m.group(2)) : Double.NaN;
		return new ThresholdRule(label, metric, percentile, comparison, Double.parseDouble(m.group(4)), unit);
	}

	/** The metric as written, e.g. {@code p99.9} or {@code errors}. */
	public String metricName() {
		return metric == Metric.PERCENTILE ? "p" + number(percentile) : metric.word;
	}

	/** The rule without its label, e.g. {@code p95>500ms}. */
	public String condition() {
		return metricName() + comparison.symbol + number(limit) + unit.symbol;
	}

	/** The limit as shown, e.g. {@code > 300 ms}. */
	public String shownLimit() {
		return comparison.symbol + " " + unit.show(limit);
	}

	/** Whether {@code measured} (in this rule's unit) breaks the rule. */
	public boolean breaks(double measured) {
		return comparison.holds(measured, limit);
	}

	/**
	 * What the rule measures in {@code row}, in the rule's unit; NaN when the table has no such percentile line
	 * ({@link AggregateTable#percentiles()}).
	 */
	public double measure(AggregateRow row, double[] percentiles) {
		double base = switch (metric) {
		case AVG -> row.average();
		case MEDIAN -> row.median();
		case MIN -> row.min();
		case MAX -> row.max();
		case PERCENTILE -> {
			int i = lineOf(percentiles);
			yield i < 0 ? Double.NaN : row.line(i);
		}
		case ERRORS -> row.errorRatio();
		case THROUGHPUT -> row.throughput();
		};
		return base / unit.factor;
	}

	/** The index of this rule's percentile among a table's lines, -1 when it is not one of them. */
	int lineOf(double[] percentiles) {
		for (int i = 0; i < percentiles.length; i++) {
			if (Double.compare(percentiles[i], percentile) == 0) {
				return i;
			}
		}
		return -1;
	}

	/** As the user types it: {@code checkout:p95>300ms}, no label for TOTAL. */
	@Override
	public String toString() {
		return (AggregateStats.TOTAL.equals(label) ? "" : label + ":") + condition();
	}

	/** {@code 99.9}, {@code 300}: no trailing zeros. */
	static String number(double value) {
		return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
	}
}
