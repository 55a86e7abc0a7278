package dyno.core.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * The generic renderers behind {@link Format}: text and CSV from a {@link Report}'s tables and notes, JSON from the
 * result itself (Gson, records by their components), HTML as one self-contained file ({@link HtmlReport}).
 */
public final class Faces {

	private static final String NL = System.lineSeparator();

	/**
	 * Dyno's one JSON (for {@link #json} and {@link #fromJson}): two-space indents, non-finite numbers (a rate over no time, a mean of nothing) as null,
	 * paths as text and durations as milliseconds.
	 */
	private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping()
			.registerTypeAdapter(Double.class, finiteOrNull()).registerTypeAdapter(double.class, finiteOrNull())
			.registerTypeHierarchyAdapter(Path.class, text(Path::toString, Path::of))
			.registerTypeAdapter(Duration.class, millis()).create();

	private Faces() {
	}

	/** Aligned columns (text left, numbers right, two spaces apart), then the notes, a line each. */
	public static String text(Report report) {
		StringBuilder b = new StringBuilder();
		for (Report.Section s : report.sections()) {
			switch (s) {
			case Table t -> {
				if (t.title() != null) {
					b.append(t.title()).append(NL);
				}
				appendColumns(b, t);
			}
			case Report.Notes n -> {
				if (n.title() != null) {
					b.append(n.title()).append(NL);
				}
				n.lines().forEach(l -> b.append(l).append(NL));
			}
			}
		}
		return b.toString();
	}

	/** Each table as CSV (RFC 4180 quoting), a blank line between tables; notes are not data and stay out. */
	public static String csv(Report report) {
		StringBuilder b = new StringBuilder();
		for (Report.Section s : report.sections()) {
			if (s instanceof Table t) {
				if (!b.isEmpty()) {
					b.append('\n');
				}
				b.append(String.join(",", t.columns().stream().map(c -> quote(c.title())).toList())).append('\n');
				for (List<Object> row : t.rows()) {
					List<String> cells = new ArrayList<>();
					for (int i = 0; i < row.size(); i++) {
						cells.add(quote(t.columns().get(i).exported(row.get(i))));
					}
					b.append(String.join(",", cells)).append('\n');
				}
			}
		}
		return b.toString();
	}

	/** The result's JSON ({@link #GSON}), ending with a line break. */
	public static String json(Object result) {
		return GSON.toJson(result) + "\n";
	}

	/**
	 * Reads JSON that {@link #json} wrote back into a {@code type} (a record: its canonical constructor checks it).
	 *
	 * @throws IllegalArgumentException with the innermost cause's words when it is not such JSON
	 */
	public static <T> T fromJson(String json, Class<T> type) {
		T value;
		try {
			value = GSON.fromJson(json, type);
		} catch (RuntimeException e) { // Gson's syntax errors, or the record refusing what it read
			Throwable root = e;
			while (root.getCause() != null) {
				root = root.getCause();
			}
			throw new IllegalArgumentException(root.getMessage(), e);
		}
		if (value == null) {
			throw new IllegalArgumentException("no JSON value");
		}
		return value;
	}

	/** One self-contained HTML file. */
	public static String html(Report report) {
		return HtmlReport.of(report);
	}

	/**
	 * One self-contained HTML file with a figure of the result's own above the report's tables, e.g. a flame graph
	 * that a table cannot show. The figure must fetch nothing either.
	 */
	public static String html(Report report, String figure) {
		return HtmlReport.of(report, figure);
	}

	/** {@code text} safe inside an HTML element or a quoted attribute. */
	public static String escapeHtml(String text) {
		return HtmlReport.esc(text);
	}

	private static void appendColumns(StringBuilder b, Table t) {
		List<String[]> cells = new ArrayList<>();
		cells.add(t.columns().stream().map(Column::title).toArray(String[]::new));
		for (List<Object> row : t.rows()) {
			String[] c = new String[row.size()];
			for (int i = 0; i < c.length; i++) {
				// A multi-line value would break the columns.
				c[i] = t.columns().get(i).show(row.get(i)).replace("\r", "").replace('\n', ' ');
			}
			cells.add(c);
		}
		int[] width = new int[t.columns().size()];
		for (String[] row : cells) {
			for (int i = 0; i < row.length; i++) {
				width[i] = Math.max(width[i], row[i].length());
			}
		}
		for (String[] row : cells) {
			for (int i = 0; i < row.length; i++) {
				String pad = " ".repeat(width[i] - row[i].length());
				String sep = i == 0 ? "" : "  ";
				// Text reads left to right; numbers line up on their last digit.
				b.append(sep).append(t.columns().get(i).numeric() ? pad + row[i] : row[i] + (i == row.length - 1 ? "" : pad));
			}
			b.append(NL);
		}
	}

	private static String quote(String field) {
		for (int i = 0; i < field.length(); i++) {
			char c = field.charAt(i);
			if (c == ',' || c == '"' || c == '\n' || c == '\r') {
				return '"' + field.replace("\"", "\"\"") + '"';
			}
		}
		return field;
	}

	private static TypeAdapter<Double> finiteOrNull() {
		return new TypeAdapter<>() {
			@Override
			public void write(JsonWriter out, Double value) throws IOException {
				if (value == null || value.isNaN() || value.isInfinite()) {
					out.nullValue();
				} else if (value == Math.rint(value) && Math.abs(value) < 1e15) {
					out.value(value.longValue()); // 90, not 90.0
				} else {
					out.value(value);
				}
			}

			@Override
			public Double read(JsonReader in) throws IOException {
				if (in.peek() == com.google.gson.stream.JsonToken.NULL) {
					in.nextNull();
					return Double.NaN;
				}
				return in.nextDouble();
			}
		};
	}

	private static <T> TypeAdapter<T> text(java.util.function.Function<T, String> write,
			java.util.function.Function<String, T> read) {
		return new TypeAdapter<>() {
			@Override
			public void write(JsonWriter out, T value) throws IOException {
				if (value == null) {
					out.nullValue();
				} else {
					out.value(write.apply(value));
				}
			}

			@Override
			public T read(JsonReader in) throws IOException {
				return read.apply(in.nextString());
			}
		};
	}

	private static TypeAdapter<Duration> millis() {
		return new TypeAdapter<>() {
			@Override
			public void write(JsonWriter out, Duration value) throws IOException {
				if (value == null) {
					out.nullValue();
				} else {
					out.value(value.toMillis());
				}
			}

			@Override
			public Duration read(JsonReader in) throws IOException {
				return Duration.ofMillis(in.nextLong());
			}
		};
	}
}
