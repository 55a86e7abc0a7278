package dyno.load;

import java.util.List;

/** Warnings that follow from an Aggregate Report alone. */
public final class LoadWarnings {

	private LoadWarnings() {
	}

	/** Error % above 0; too few samples for the highest percentile (fewer than 100 / (100 - p)) per label. */
	public static List<LoadWarning> fromStats(AggregateTable table) {
		throw new UnsupportedOperationException();
	}
}
