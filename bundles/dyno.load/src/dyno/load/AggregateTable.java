package dyno.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import dyno.core.analysis.Column;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Report;
import dyno.core.analysis.Table;
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

	/** Aligned columns for a terminal, numbers as JMeter's table shows them ({@link Faces#text}). */
	public String toText() {
		return Faces.text(report());
	}

	/** JMeter's "Save Table Data" columns and number formats, with the TOTAL row last ({@link Faces#csv}). */
	public String toCsv() {
		return Faces.csv(report());
	}

	/**
	 * The table as JMeter's Aggregate Report shows it (average truncated to whole ms, Error % with two decimals,
	 * throughput per second, minute or hour) and as its "Save Table Data" exports it (Error % {@code #0.000%},
	 * throughput {@code #.00000} per second, so 0.5 is ".50000", KB/sec {@code #0.00}), TOTAL last.
	 */
	public Report report() {
		List<Column> columns = new ArrayList<>(List.of(Column.text("Label"), Column.count("# Samples"),
				Column.count("Average"), Column.count("Median")));
		for (int i = 0; i < percentiles.length; i++) {
			columns.add(Column.count(lineTitle(i)));
		}
		columns.addAll(List.of(Column.count("Min"), Column.count("Max"), Column.decimal("Error %", "#0.00%", "#0.000%"),
				Column.number("Throughput", v -> TableText.rate(((Number) v).doubleValue()), "#.00000"),
				Column.decimal("Received KB/sec", "#0.00"), Column.decimal("Sent KB/sec", "#0.00")));
		List<List<Object>> cells = new ArrayList<>();
		List<AggregateRow> all = new ArrayList<>(rows);
		all.add(total);
		for (AggregateRow r : all) {
			List<Object> row = new ArrayList<>(List.of(r.label(), r.count(), (long) r.average(), r.median()));
			for (long line : r.lines()) {
				row.add(line);
			}
			row.addAll(List.of(r.min(), r.max(), r.errorRatio(), r.throughput(), r.receivedKBps(), r.sentKBps()));
			cells.add(row);
		}
		return new Report("Aggregate Report", List.of(new Table(null, columns, cells, 1)));
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
