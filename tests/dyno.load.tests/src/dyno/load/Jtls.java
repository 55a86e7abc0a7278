package dyno.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dyno.samples.Fixtures;

/** The real JTL files of the fixtures, with how many results each holds, and small reading helpers for tests. */
final class Jtls {

	static final String APACHE = "jmeter/results/apache__jmeter/";
	static final String JENKINS = "jmeter/results/jenkinsci__performance-plugin/";

	/** A fixture and the rows it holds (counted by hand: data lines, quoted line breaks joined, sub-samples not). */
	record Expected(String path, long rows) {

		Path file() {
			return Fixtures.get(path);
		}

		@Override
		public String toString() {
			return path.substring(path.lastIndexOf('/') + 1);
		}
	}

	static final List<Expected> ALL = List.of(
			new Expected(APACHE + "BatchTestLocal.csv", 132),
			new Expected(APACHE + "HTMLReportFalseTestFile.csv", 50),
			new Expected(APACHE + "HTMLReportTestFile.csv", 255),
			new Expected(APACHE + "sample_log1c.jtl", 2000),
			new Expected(JENKINS + "JENKINS-16627_CSV_instead_of_XML.jtl", 3),
			new Expected(JENKINS + "JMeterCsvResults.csv", 3),
			new Expected(JENKINS + "JMeterResults.jtl", 8),
			new Expected(JENKINS + "JMeterResultsMultiLevel.jtl", 10),
			new Expected(JENKINS + "filewithtransactions.csv", 313),
			new Expected(JENKINS + "multiLineCSV.jtl", 2));

	private Jtls() {
	}

	/** Every sample of a file, copied. */
	static List<Sample> read(Path file) throws IOException {
		List<Sample> out = new ArrayList<>();
		try (JtlReader r = JtlReader.open(file)) {
			r.readAll(s -> out.add(s.copy()));
		}
		return out;
	}

	/** The Aggregate Report of a file, with the given percentile lines or JMeter's default 90, 95, 99. */
	static AggregateTable aggregate(Path file, double... percentiles) throws IOException {
		AggregateStats stats = percentiles.length == 0 ? new AggregateStats() : new AggregateStats(percentiles);
		try (JtlReader r = JtlReader.open(file)) {
			r.readAll(stats);
		}
		return stats.table();
	}
}
