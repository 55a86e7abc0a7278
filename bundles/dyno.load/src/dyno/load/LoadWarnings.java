package dyno.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Warnings that follow from an Aggregate Report alone. */
public final class LoadWarnings {

	/** Some samples of a label failed. */
	public static final String ERRORS = "load.errors";
	/** A label has too few samples for its highest percentile line to mean anything. */
	public static final String TOO_FEW_SAMPLES = "load.too-few-samples";

	private LoadWarnings() {
	}

	/**
	 * Error % above 0 (a WARNING: response times of failed requests are often those of fast error pages and flatter
	 * the report); too few samples for the highest percentile, fewer than {@code 100 / (100 - p)} (100 for p99,
	 * 1000 for p99.9: below that the line is simply the maximum), as INFO. Per label, in table order.
	 */
	public static List<LoadWarning> fromStats(AggregateTable table) {
		List<LoadWarning> out = new ArrayList<>();
		for (AggregateRow r : table.rows()) {
			if (r.errorRatio() > 0) {
				long failed = Math.round(r.errorRatio() * r.count());
				out.add(new LoadWarning(LoadWarning.Severity.WARNING, ERRORS,
						String.format(Locale.ROOT, "%s: %.2f%% of %d samples failed (%d); their response times are "
								+ "in the averages and percentiles too", r.label(), r.errorRatio() * 100, r.count(),
								failed)));
			}
		}
		double highest = -1;
		int highestIndex = -1;
		double[] p = table.percentiles();
		for (int i = 0; i < p.length; i++) {
			if (p[i] > highest && p[i] < 100) {
				highest = p[i];
				highestIndex = i;
			}
		}
		if (highestIndex >= 0) {
			// 1e-9 keeps 100 / 0.1 = 1000.0000000000001 from asking for 1001
			long needed = (long) Math.ceil(100 / (100 - highest) - 1e-9);
			for (AggregateRow r : table.rows()) {
				if (r.count() < needed) {
					out.add(new LoadWarning(LoadWarning.Severity.INFO, TOO_FEW_SAMPLES,
							String.format(Locale.ROOT, "%s: %d samples are too few for the %s (needs %d); it is "
									+ "little more than the maximum", r.label(), r.count(),
									table.lineTitle(highestIndex), needed)));
				}
			}
		}
		return out;
	}
}
