package dyno.load.gate;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.DoubleStream;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import dyno.core.analysis.Column;
import dyno.core.analysis.Table;
import dyno.load.AggregateRow;
import dyno.load.AggregateTable;

/**
 * The {@link ThresholdRule}s evaluated on an Aggregate Report: one check per rule and label it applies to. A rule
 * on a label the report does not have, or on a percentile line it did not compute, is broken: a gate must not pass
 * on a typo.
 *
 * @param checks in the order of the rules, then of the report's labels
 */
public record Gate(List<Check> checks) {

	/** No rules: nothing to break. */
	public static final Gate NONE = new Gate(List.of());

	/**
	 * One rule on one label.
	 *
	 * @param label    the row checked
	 * @param rule     the rule as the user typed it
	 * @param measured the row's value in the rule's unit; NaN when it could not be measured
	 * @param broken   whether the rule broke
	 * @param verdict  in words: {@code checkout p95 = 812 ms > 300 ms}, or why it could not be measured
	 */
	public record Check(String label, String rule, double measured, boolean broken, String verdict) {
	}

	public Gate {
		checks = List.copyOf(checks);
	}

	/** Applies every rule to the rows of {@code table} it names. */
	public static Gate evaluate(List<ThresholdRule> rules, AggregateTable table) {
		List<Check> checks = new ArrayList<>();
		for (ThresholdRule rule : rules) {
			List<AggregateRow> rows = ThresholdRule.EVERY_LABEL.equals(rule.label()) ? table.rows()
					: table.row(rule.label()) == null ? List.of() : List.of(table.row(rule.label()));
			if (rows.isEmpty()) {
				checks.add(new Check(rule.label(), rule.toString(), Double.NaN, true, rule.label() + " "
						+ rule.metricName() + ": no such label in the results"));
			}
			for (AggregateRow row : rows) {
				checks.add(check(rule, row, table.percentiles()));
			}
		}
		return new Gate(checks);
	}

	private static Check check(ThresholdRule rule, AggregateRow row, double[] percentiles) {
		String what = row.label() + " " + rule.metricName();
		if (rule.metric() == ThresholdRule.Metric.PERCENTILE && rule.lineOf(percentiles) < 0) {
			return new Check(row.label(), rule.toString(), Double.NaN, true, what + ": not measured, the report's "
					+ "percentile lines are "
					+ String.join(", ", Arrays.stream(percentiles).mapToObj(ThresholdRule::number).toList()));
		}
		double measured = rule.measure(row, percentiles);
		boolean broken = rule.breaks(measured);
		return new Check(row.label(), rule.toString(), measured, broken, what + " = " + rule.unit().show(measured)
				+ (broken ? " " : ", limit ") + rule.shownLimit());
	}

	/**
	 * The percentile lines a report needs for {@code rules}: {@code lines} and, sorted in, those the rules ask for
	 * that are not among them.
	 */
	public static double[] linesFor(double[] lines, List<ThresholdRule> rules) {
		TreeSet<Double> missing = new TreeSet<>();
		for (ThresholdRule rule : rules) {
			if (rule.metric() == ThresholdRule.Metric.PERCENTILE && rule.lineOf(lines) < 0) {
				missing.add(rule.percentile());
			}
		}
		if (missing.isEmpty()) {
			return lines;
		}
		return DoubleStream.concat(Arrays.stream(lines), missing.stream().mapToDouble(Double::doubleValue)).sorted()
				.toArray();
	}

	/** The checks that broke. */
	public List<Check> broken() {
		return checks.stream().filter(Check::broken).toList();
	}

	/** Whether a rule broke (the command line's exit code 1). */
	public boolean fails() {
		return checks.stream().anyMatch(Check::broken);
	}

	/** The "Gate" section of a report: a row per check. */
	public Table table() {
		List<List<Object>> rows = checks.stream()
				.<List<Object>>map(c -> List.of(c.label(), c.rule(), c.broken() ? "broken" : "passed", c.verdict()))
				.toList();
		return new Table("Gate", List.of(Column.text("Label"), Column.text("Rule"), Column.text("Result"),
				Column.text("Measured")), rows);
	}

	/**
	 * Writes the checks as a JUnit XML report, which CI servers show as tests: one {@code <testcase>} per check
	 * (class name the label, name the rule), a {@code <failure>} for a broken one.
	 *
	 * @param suite the test suite's name, e.g. {@code dyno aggregate}
	 */
	public void writeJUnit(OutputStream out, String suite) throws IOException {
		try {
			XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
			xml.writeStartDocument("UTF-8", "1.0");
			xml.writeCharacters("\n");
			xml.writeStartElement("testsuites");
			xml.writeStartElement("testsuite");
			xml.writeAttribute("name", suite);
			xml.writeAttribute("tests", Integer.toString(checks.size()));
			xml.writeAttribute("failures", Integer.toString(broken().size()));
			xml.writeAttribute("errors", "0");
			xml.writeAttribute("skipped", "0");
			for (Check c : checks) {
				xml.writeCharacters("\n  ");
				xml.writeStartElement("testcase");
				xml.writeAttribute("classname", c.label());
				xml.writeAttribute("name", c.rule());
				if (c.broken()) {
					xml.writeStartElement("failure");
					xml.writeAttribute("message", c.verdict());
					xml.writeAttribute("type", "threshold");
					xml.writeCharacters(c.verdict());
					xml.writeEndElement();
				} else {
					xml.writeStartElement("system-out");
					xml.writeCharacters(c.verdict());
					xml.writeEndElement();
				}
				xml.writeEndElement();
			}
			xml.writeCharacters("\n");
			xml.writeEndElement();
			xml.writeEndElement();
			xml.writeEndDocument();
			xml.close();
		} catch (XMLStreamException e) {
			throw new IOException("cannot write the JUnit report: " + e.getMessage(), e);
		}
	}
}
