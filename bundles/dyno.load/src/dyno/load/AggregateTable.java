package dyno.load;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import dyno.core.analysis.Faces;
import dyno.load.internal.TableText;

/** The Aggregate Report: rows in first-seen label order, plus TOTAL. */
public record AggregateTable(double[] percentiles, List<AggregateRow> rows, AggregateRow total) {

	public AggregateTable {
		percentiles = percentiles.clone();
		rows = List.copyOf(rows);
		Objects.requireNonNull(total, "total");
	}

	@Override
	public double[] percentiles() {
		return percentiles.clone();
	}

	/** The row of {@code label} ({@link AggregateStats#TOTAL} gives the total), null when there is none. */
	public AggregateRow row(String label) {
		if (AggregateStats.TOTAL.equals(label)) {
			return total;
		}
		return rows.stream().filter(r -> r.label().equals(label)).findFirst().orElse(null);
	}

	/** Column title of the i-th percentile line, e.g. "90% Line" or "99.9% Line" (JMeter's wording). */
	public String lineTitle(int i) {
		return TableText.percentTitle(percentiles[i]) + "% Line";
	}

	/** Aligned columns for a terminal, numbers as JMeter's table shows them. */
	public String toText() {
		return TableText.text(this);
	}

	/** JMeter's "Save Table Data" columns and number formats, with the TOTAL row last. */
	public String toCsv() {
		return TableText.csv(this);
	}

	/** Dyno's JSON ({@link Faces#json}): non-finite numbers (an infinite throughput over no time) as null. */
	public String toJson() {
		return Faces.json(this);
	}

	/**
	 * Reads what {@link #toJson()} wrote (runs store their summary so); a null number reads as NaN.
	 *
	 * @throws IllegalArgumentException naming what is wrong when {@code json} is not such a table
	 */
	public static AggregateTable fromJson(String json) {
		AggregateTable t;
		try {
			t = Faces.fromJson(json, AggregateTable.class);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("aggregate JSON: " + e.getMessage(), e);
		}
		if (t.percentiles == null || t.rows == null) {
			throw new IllegalArgumentException("aggregate JSON: no percentiles, rows and total");
		}
		return t;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof AggregateTable t && Arrays.equals(percentiles, t.percentiles) && rows.equals(t.rows)
				&& total.equals(t.total);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(percentiles) * 31 + rows.hashCode();
	}

	@Override
	public String toString() {
		return toText();
	}
}
