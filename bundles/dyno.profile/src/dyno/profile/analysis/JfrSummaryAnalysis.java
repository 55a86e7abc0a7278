package dyno.profile.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.profile.AllocationProfile;
import dyno.profile.ContentionProfile;
import dyno.profile.ExecutionProfile;
import dyno.profile.FrameFilter;
import dyno.profile.JfrFile;
import dyno.profile.JfrRules;
import dyno.profile.RuleResult;
import dyno.profile.TimeRange;

/**
 * The analyses of a JFR recording, as the Recording editor shows them and {@code dyno jfr-summary} prints them:
 * execution time (hot methods), memory (allocation by class, with the allocating method), threads (locks by total
 * wait), and JMC's rule results at or above a score; of the whole recording or of a time range.
 */
public final class JfrSummaryAnalysis implements Analysis<JfrSummaryResult> {

	public static final Parameter<Path> FILE = Parameter.positional("recording", ValueType.FILE,
			"the JFR recording (.jfr)");
	public static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(1), 10,
			"rows per table");
	public static final Parameter<FrameFilter> FILTER = Parameter.option("filter",
			new ValueType<>("PREFIX|/REGEX/", FrameFilter::parse, f -> f.isNone() ? "" : f.toString()),
			FrameFilter.NONE, "the frames the hot methods keep: a prefix such as com.acme., or /regex/");
	/** The flame graph's range: one range type and one filter ({@link JfrFile#in}) for every analysis of a recording. */
	public static final Parameter<TimeRange> RANGE = FlameAnalysis.RANGE;
	public static final Parameter<Integer> MIN_SCORE = Parameter.option("min-score", score(), 25,
			"leave out rule results below this score (0-100; 25: info and warning)");

	@Override
	public String name() {
		return "jfr-summary";
	}

	@Override
	public String title() {
		return "JFR recording";
	}

	@Override
	public String summary() {
		return "hot methods, allocations, locks and JMC's rule results of a JFR recording";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(FILE, TOP, FILTER, MIN_SCORE, RANGE);
	}

	@Override
	public JfrSummaryResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		Path file = arguments.get(FILE);
		progress.begin("Reading the recording " + file.getFileName(), 5);
		JfrFile recording;
		try {
			recording = JfrFile.load(file).in(arguments.get(RANGE));
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
		progress.worked(1);
		progress.checkCancelled();
		ExecutionProfile execution = ExecutionProfile.of(recording, arguments.get(FILTER));
		progress.worked(1);
		progress.checkCancelled();
		AllocationProfile memory = AllocationProfile.of(recording);
		progress.worked(1);
		progress.checkCancelled();
		ContentionProfile contention = ContentionProfile.of(recording);
		progress.worked(1);
		progress.checkCancelled();
		int minScore = arguments.get(MIN_SCORE);
		List<RuleResult> rules;
		try {
			rules = JfrRules.evaluate(recording).stream().filter(r -> r.score() >= minScore).toList();
		} catch (RuntimeException e) { // a rule library missing, a recording the rules choke on
			throw new AnalysisException("JMC's rules could not be evaluated: "
					+ (e.getMessage() == null ? e.toString() : e.getMessage()), e);
		}
		progress.worked(1);
		return new JfrSummaryResult(recording, execution, memory, contention, rules, arguments.get(TOP), minScore);
	}

	private static ValueType<Integer> score() {
		return new ValueType<>("N", text -> {
			try {
				int n = Integer.parseInt(text.strip());
				if (n >= 0 && n <= 100) {
					return n;
				}
			} catch (NumberFormatException e) {
				// said below
			}
			throw new IllegalArgumentException("give a score from 0 to 100");
		}, String::valueOf, ValueType.Kind.WHOLE_NUMBER, List.of());
	}
}
