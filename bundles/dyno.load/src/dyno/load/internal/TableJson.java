package dyno.load.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dyno.core.JsonReader;
import dyno.core.JsonText;
import dyno.load.AggregateRow;
import dyno.load.AggregateTable;

/**
 * The Aggregate Report as JSON, for run summaries and {@code dyno aggregate --format json}. Non-finite figures
 * (throughput of a zero-length window) are written as the strings "Infinity" / "NaN" so the JSON stays valid.
 */
public final class TableJson {

	private TableJson() {
	}

	public static String write(AggregateTable table) {
		StringBuilder b = new StringBuilder("{\n  \"percentiles\": [");
		double[] p = table.percentiles();
		for (int i = 0; i < p.length; i++) {
			b.append(i == 0 ? "" : ", ").append(number(p[i]));
		}
		b.append("],\n  \"rows\": [");
		List<AggregateRow> rows = table.rows();
		for (int i = 0; i < rows.size(); i++) {
			b.append(i == 0 ? "\n    " : ",\n    ");
			row(b, rows.get(i));
		}
		b.append(rows.isEmpty() ? "],\n  \"total\": " : "\n  ],\n  \"total\": ");
		row(b, table.total());
		return b.append("\n}\n").toString();
	}

	private static void row(StringBuilder b, AggregateRow r) {
		b.append("{\"label\": ").append(JsonText.string(r.label())).append(", \"count\": ").append(r.count())
				.append(", \"average\": ").append(number(r.average())).append(", \"median\": ").append(r.median())
				.append(", \"lines\": [");
		long[] lines = r.lines();
		for (int i = 0; i < lines.length; i++) {
			b.append(i == 0 ? "" : ", ").append(lines[i]);
		}
		b.append("], \"min\": ").append(r.min()).append(", \"max\": ").append(r.max()).append(", \"errorRatio\": ")
				.append(number(r.errorRatio())).append(", \"throughput\": ").append(number(r.throughput()))
				.append(", \"receivedKBps\": ").append(number(r.receivedKBps())).append(", \"sentKBps\": ")
				.append(number(r.sentKBps())).append(", \"firstStart\": ").append(r.firstStart())
				.append(", \"lastEnd\": ").append(r.lastEnd()).append('}');
	}

	private static String number(double d) {
		if (Double.isNaN(d) || Double.isInfinite(d)) {
			return "\"" + d + "\"";
		}
		return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
	}

	public static AggregateTable read(String json) {
		Map<?, ?> doc = object(JsonReader.parse(json), "document");
		List<?> p = list(doc.get("percentiles"), "percentiles");
		double[] percentiles = new double[p.size()];
		for (int i = 0; i < percentiles.length; i++) {
			percentiles[i] = real(p.get(i), "percentiles");
		}
		List<AggregateRow> rows = new ArrayList<>();
		for (Object r : list(doc.get("rows"), "rows")) {
			rows.add(row(object(r, "row"), percentiles.length));
		}
		return new AggregateTable(percentiles, rows, row(object(doc.get("total"), "total"), percentiles.length));
	}

	private static AggregateRow row(Map<?, ?> m, int lineCount) {
		List<?> l = list(m.get("lines"), "lines");
		if (l.size() != lineCount) {
			throw new IllegalArgumentException(
					"aggregate JSON: a row has " + l.size() + " percentile lines, the table " + lineCount);
		}
		long[] lines = new long[l.size()];
		for (int i = 0; i < lines.length; i++) {
			lines[i] = integer(l.get(i), "lines");
		}
		Object label = m.get("label");
		if (!(label instanceof String s)) {
			throw new IllegalArgumentException("aggregate JSON: a row without a label");
		}
		return new AggregateRow(s, integer(m.get("count"), "count"), real(m.get("average"), "average"),
				integer(m.get("median"), "median"), lines, integer(m.get("min"), "min"), integer(m.get("max"), "max"),
				real(m.get("errorRatio"), "errorRatio"), real(m.get("throughput"), "throughput"),
				real(m.get("receivedKBps"), "receivedKBps"), real(m.get("sentKBps"), "sentKBps"),
				integer(m.get("firstStart"), "firstStart"), integer(m.get("lastEnd"), "lastEnd"));
	}

	private static Map<?, ?> object(Object o, String what) {
		if (o instanceof Map<?, ?> m) {
			return m;
		}
		throw new IllegalArgumentException("aggregate JSON: " + what + " is not an object");
	}

	private static List<?> list(Object o, String what) {
		if (o instanceof List<?> l) {
			return l;
		}
		throw new IllegalArgumentException("aggregate JSON: " + what + " is not an array");
	}

	private static long integer(Object o, String what) {
		if (o instanceof Long n) {
			return n;
		}
		throw new IllegalArgumentException("aggregate JSON: " + what + " is not an integer: " + o);
	}

	private static double real(Object o, String what) {
		if (o instanceof Number n) {
			return n.doubleValue();
		}
		if (o instanceof String s) {
			try {
				return Double.parseDouble(s);
			} catch (NumberFormatException e) {
				// fall through to the message below
			}
		}
		throw new IllegalArgumentException("aggregate JSON: " + what + " is not a number: " + o);
	}
}
