package dyno.load;

import java.util.List;

/**
 * How a JTL file is written.
 *
 * @param kind      CSV or XML
 * @param delimiter the CSV field delimiter; {@code ','} for XML
 * @param columns   the CSV columns in file order (from the header, or JMeter's default when the file has none);
 *                  empty for XML
 */
public record JtlFormat(Kind kind, char delimiter, List<String> columns) {

	public JtlFormat {
		columns = List.copyOf(columns);
	}

	public enum Kind {
		CSV, XML
	}
}
