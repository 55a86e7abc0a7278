package dyno.load;

import java.util.List;

/** The Aggregate Report: rows in first-seen label order, plus TOTAL. */
public record AggregateTable(double[] percentiles, List<AggregateRow> rows, AggregateRow total) {

	/** Aligned columns for a terminal. */
	public String toText() {
		throw new UnsupportedOperationException();
	}

	/** JMeter's "Save Table Data" columns and number formats, with the TOTAL row. */
	public String toCsv() {
		throw new UnsupportedOperationException();
	}

	public String toJson() {
		throw new UnsupportedOperationException();
	}

	/** Reads what {@link #toJson()} wrote (runs store their summary so). */
	public static AggregateTable fromJson(String json) {
		throw new UnsupportedOperationException();
	}
}
