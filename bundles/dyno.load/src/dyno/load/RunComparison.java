package dyno.load;

import java.util.List;

/** Baseline vs after: per label (matched by name) and TOTAL, each column's absolute and relative change. */
public final class RunComparison {

	private RunComparison() {
	}

	public static RunComparison of(AggregateTable baseline, AggregateTable after) {
		throw new UnsupportedOperationException();
	}

	public List<Change> changes() {
		throw new UnsupportedOperationException();
	}

	public String toText() {
		throw new UnsupportedOperationException();
	}

	/** One column of one label, before and after. */
	public record Change(String label, String column, double baseline, double after) {

		/** {@code after / baseline}; NaN when the baseline is 0. */
		public double ratio() {
			return baseline == 0 ? Double.NaN : after / baseline;
		}
	}
}
