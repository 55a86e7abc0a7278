package dyno.load.internal;

import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** The Aggregate Report's words and numbers as JMeter writes them: percentile titles and rates. */
public final class TableText {

	private static final DecimalFormatSymbols SYMBOLS = DecimalFormatSymbols.getInstance(Locale.ROOT);

	private TableText() {
	}

	/** "90", "99.9": the percentile as a user writes it (JMeter titles the column with the property text). */
	public static String percentTitle(double percentile) {
		return BigDecimal.valueOf(percentile).stripTrailingZeros().toPlainString();
	}

	/** Like JMeter's RateRenderer: per second, or per minute / hour when that keeps the figure at least 1. */
	public static String rate(double perSecond) {
		DecimalFormat one = format("#0.0");
		if (Double.isInfinite(perSecond) || Double.isNaN(perSecond)) {
			return one.format(perSecond) + "/sec";
		}
		if (perSecond >= 1.0 || perSecond == 0) {
			return one.format(perSecond) + "/sec";
		}
		double perMinute = perSecond * 60;
		if (perMinute >= 1.0) {
			return one.format(perMinute) + "/min";
		}
		return one.format(perMinute * 60) + "/hour";
	}

	private static DecimalFormat format(String pattern) {
		return new DecimalFormat(pattern, SYMBOLS);
	}
}
