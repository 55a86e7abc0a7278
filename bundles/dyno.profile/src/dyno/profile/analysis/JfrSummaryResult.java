package dyno.profile.analysis;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.annotations.SerializedName;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.profile.AllocationProfile;
import dyno.profile.ContentionProfile;
import dyno.profile.ExecutionProfile;
import dyno.profile.HotMethod;
import dyno.profile.JfrFile;
import dyno.profile.RuleResult;

/**
 * What {@link JfrSummaryAnalysis} read: the recording and its whole profiles (the Recording editor's pages show
 * them all, with call trees), its rule results at or above the score, and the top rows of each table that the
 * command line, JSON and the HTML report show.
 *
 * @param top      rows per table of the report and JSON
 * @param minScore the rule results' lowest score
 */
public record JfrSummaryResult(JfrFile recording, ExecutionProfile execution, AllocationProfile memory,
		ContentionProfile contention, List<RuleResult> rules, int top, int minScore) implements Result {

	public JfrSummaryResult {
		rules = List.copyOf(rules);
	}

	/** The hot methods, hottest first, at most {@link #top}. */
	public List<HotMethod> hotMethods() {
		return top(execution.hotMethods());
	}

	/** The allocated classes, most bytes first, at most {@link #top}, each with the method that allocates most of it. */
	public List<Allocation> allocations() {
		return top(memory.byClass()).stream().map(a -> new Allocation(a.className(), a.bytesInTlab(),
				a.bytesOutsideTlab(), a.events(), a.percent(), memory.stacksOf(a.className()).get(0).top())).toList();
	}

	/** The lock classes, longest total wait first, at most {@link #top}. */
	public List<Lock> locks() {
		return top(contention.byLockClass()).stream().map(l -> new Lock(l.lockClass(), l.kind(), l.events(),
				l.total().toNanos(), l.max().toNanos())).toList();
	}

	/** Scripts read the top rows; durations in nanoseconds, times in ISO-8601. */
	@Override
	public Object data() {
		return new Summary(recording.path().toString(), text(recording.start()), text(recording.end()),
				execution.samples(), hotMethods(), memory.basis().name(), memory.totalBytes(), allocations(), locks(),
				rules);
	}

	@Override
	public Report report() {
		List<Report.Section> sections = new ArrayList<>();
		sections.add(new Report.Notes(null, List.of(String.format(Locale.ROOT, "%s: %s%s, %s, %d event types",
				recording.path(), recording.range().isAll() ? "" : "range " + recording.range() + " from ",
				recording.start(), seconds(recording.length()), recording.eventTypes().size()))));
		sections.add(new Table(String.format(Locale.ROOT, "Hot methods (%,d execution samples%s)", execution.samples(),
				execution.filter().isNone() ? "" : ", frames " + execution.filter()),
				List.of(Column.decimal("self%", "0.0'%'", "0.00"), Column.decimal("total%", "0.0'%'", "0.00"),
						Column.count("self"), Column.count("total"), Column.text("method")),
				hotMethods().stream().<List<Object>>map(h -> List.of(h.selfPercent(), h.totalPercent(),
						h.selfSamples(), h.totalSamples(), h.method()
								+ (ExecutionProfile.recorderMethod(h.method()) ? "  (JFR's own)" : ""))).toList()));
		ExecutionProfile.fewSamplesWarning(execution.samples())
				.ifPresent(w -> sections.add(new Report.Notes("Hot methods: caution", List.of(w))));
		sections.add(new Table(String.format(Locale.ROOT, "Allocation by class (%s, %,d bytes)", basis(),
				memory.totalBytes()),
				List.of(Column.decimal("%", "0.0'%'", "0.00"), Column.count("in TLABs"), Column.count("outside"),
						Column.count("events"), Column.text("class  <- allocated in")),
				allocations().stream().<List<Object>>map(a -> List.of(a.percent(), a.bytesInTlab(),
						a.bytesOutsideTlab(), a.events(), a.className() + "  <- " + a.topSite())).toList()));
		sections.add(new Table("Locks (by total wait)",
				List.of(Column.number("total", JfrSummaryResult::seconds, "0.000"),
						Column.number("max", JfrSummaryResult::seconds, "0.000"), Column.count("events"),
						Column.text("kind"), Column.text("class")),
				locks().stream().<List<Object>>map(l -> List.of(l.totalNanos() / 1e9, l.maxNanos() / 1e9, l.events(),
						l.kind(), l.lockClass())).toList()));
		String rulesTitle = "Rules (score " + minScore + " and above)";
		if (rules.isEmpty()) {
			sections.add(new Report.Notes(rulesTitle, List.of("none")));
		} else {
			sections.add(new Table(rulesTitle, List.of(Column.text("severity"), Column.count("score"),
					Column.text("rule")), rules.stream().<List<Object>>map(r -> List.of(r.severity(), r.score(),
							r.name() + ": " + r.summary())).toList()));
		}
		return new Report("JFR recording " + recording.path().getFileName(), sections);
	}

	private <T> List<T> top(List<T> rows) {
		return rows.subList(0, Math.min(top, rows.size()));
	}

	private String basis() {
		return switch (memory.basis()) {
		case TLAB_EVENTS -> "TLAB events";
		case ALLOCATION_SAMPLES -> "allocation samples: estimated bytes, no TLAB split";
		case NONE -> "no allocation events recorded";
		};
	}

	private static String seconds(Duration d) {
		return seconds(d.toNanos() / 1e9);
	}

	/** "0.123 s", as the locks' columns and the recording's length read. */
	private static String seconds(Object seconds) {
		return String.format(Locale.ROOT, "%.3f s", ((Number) seconds).doubleValue());
	}

	private static String text(Object instant) {
		return instant == null ? null : instant.toString();
	}

	/** An allocated class: its bytes in and outside TLABs, its share, and the method that allocates most of it. */
	public record Allocation(@SerializedName("class") String className, long bytesInTlab, long bytesOutsideTlab,
			long events, double percent, String topSite) {
	}

	/** A lock class: how its threads waited, in nanoseconds. */
	public record Lock(@SerializedName("class") String lockClass, String kind, long events, long totalNanos,
			long maxNanos) {
	}

	/** The JSON of {@code dyno jfr-summary --format json}. */
	public record Summary(String file, String start, String end, long executionSamples, List<HotMethod> hotMethods,
			String allocationBasis, long allocatedBytes, List<Allocation> allocations, List<Lock> locks,
			List<RuleResult> rules) {
	}
}
