package dyno.load.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.load.AggregateStats;
import dyno.load.JtlReader;
import dyno.load.LoadWarnings;
import dyno.load.gate.Gate;
import dyno.load.gate.ThresholdRule;

/**
 * JMeter's Aggregate Report of JTL files (CSV or XML, aggregated together: one per engine of a distributed run),
 * with JMeter's exact percentiles. Rows that cannot be read are skipped and named in the result; a file that cannot
 * be read at all, or has no readable row, fails the analysis. The {@code --fail-on} rules are checked on the report
 * ({@link Gate}).
 */
public final class AggregateAnalysis implements Analysis<AggregateResult> {

	public static final Parameter<Path> FILES = Parameter.positionals("jtl", ValueType.FILE,
			"JTL result files (CSV or XML), aggregated together");

	public static final Parameter<double[]> PERCENTILES = Parameter.option("percentiles",
			new ValueType<>("N,N,...", AggregateStats::parsePercentiles, AggregateAnalysis::percentiles),
			AggregateStats.DEFAULT_PERCENTILES, "the percentile lines, in percent");

	/** Rules the report must keep; a percentile they name that is not among {@link #PERCENTILES} is added. */
	public static final Parameter<ThresholdRule> FAIL_ON = Parameter.repeated("fail-on", ThresholdRule.TYPE,
			"a rule that fails the run when it breaks, e.g. 'p95>500ms', 'checkout:errors>1%', 'throughput<100/s'; "
					+ "repeat it for more rules");

	/** Large CSV files are read in parts on every core: reading is the whole cost of this analysis. */
	private static final int THREADS = Runtime.getRuntime().availableProcessors();

	@Override
	public String name() {
		return "aggregate";
	}

	@Override
	public String title() {
		return "Aggregate Report";
	}

	@Override
	public String summary() {
		return "JMeter's Aggregate Report of JTL result files (CSV or XML)";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(FILES, PERCENTILES, FAIL_ON);
	}

	@Override
	public AggregateResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		List<ThresholdRule> rules = arguments.all(FAIL_ON);
		double[] percentiles = Gate.linesFor(arguments.get(PERCENTILES), rules);
		List<Path> files = arguments.all(FILES);
		AggregateStats stats = new AggregateStats(percentiles);
		List<String> skipped = new ArrayList<>();
		progress.begin("Aggregating " + files.size() + " result files", files.size());
		for (Path file : files) {
			progress.checkCancelled();
			try (JtlReader reader = JtlReader.open(file)) {
				long before = stats.count();
				for (AggregateStats part : reader.readAllInParts(THREADS, () -> new AggregateStats(percentiles))) {
					stats.addAll(part);
				}
				if (reader.problems().count() > 0) {
					skipped.add(reader.problems().summary());
				}
				if (stats.count() == before) {
					throw new AnalysisException(file + ": no readable results");
				}
			} catch (IOException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
			progress.worked(1);
		}
		var table = stats.table();
		return new AggregateResult(table, LoadWarnings.fromStats(table), skipped, Gate.evaluate(rules, table));
	}

	private static String percentiles(double[] values) {
		return String.join(",", Arrays.stream(values).mapToObj(v -> new java.math.BigDecimal(Double.toString(v))
				.stripTrailingZeros().toPlainString()).toList());
	}
}
