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
import dyno.profile.FlameDiff;
import dyno.profile.FlameGraph;
import dyno.profile.FrameFilter;
import dyno.profile.JfrFile;
import dyno.profile.TimeRange;

/**
 * The flame graph of a JFR recording's CPU samples, allocations or lock waits, optionally of a time range only,
 * of the frames a filter keeps, with or without the profiler's own work, and optionally compared with a base
 * recording (the same events, range, filter and own work of each).
 */
public final class FlameAnalysis implements Analysis<FlameResult> {

	public static final Parameter<Path> FILE = Parameter.positional("recording", ValueType.FILE,
			"the JFR recording (.jfr)");
	public static final Parameter<FlameGraph.Events> EVENTS = Parameter.option("events",
			ValueType.choice(FlameGraph.Events.class), FlameGraph.Events.CPU,
			"what the frames weigh: cpu (execution samples), alloc (allocated bytes), alloc-in-tlab (bytes of new TLABs), "
					+ "alloc-outside-tlab (bytes allocated outside TLABs) or lock (time blocked)");
	public static final Parameter<Path> DIFF = Parameter.optional("diff", ValueType.FILE,
			"a base recording: the graph shows what grew (red) and shrank (blue) since it");
	public static final Parameter<TimeRange> RANGE = Parameter.option("range",
			new ValueType<>("FROM..TO", TimeRange::parse, TimeRange::toString), TimeRange.ALL,
			"only events from FROM to TO: times from the recording's start (9s, 1m30s) or ISO instants; a side may be empty");
	public static final Parameter<FrameFilter> FILTER = Parameter.option("filter",
			new ValueType<>("PREFIX|/REGEX/", FrameFilter::parse, f -> f.isNone() ? "" : f.toString()), FrameFilter.NONE,
			"only frames of methods with this package or class prefix, or matching /REGEX/; an event counts from its topmost kept frame");
	public static final Parameter<Boolean> HIDE_OWN = Parameter.flag("hide-own",
			"leave out the profiler's own work: JFR's threads and code and the JMX connection's (most of an idle JVM's recording)");
	public static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(1), 20,
			"rows per table");

	@Override
	public String name() {
		return "flame";
	}

	@Override
	public String title() {
		return "Flame graph";
	}

	@Override
	public String summary() {
		return "the flame graph of a JFR recording's CPU samples, allocations or lock waits, or of two compared";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(FILE, EVENTS, DIFF, RANGE, FILTER, HIDE_OWN, TOP);
	}

	@Override
	public FlameResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		Path file = arguments.get(FILE);
		Path baseFile = arguments.get(DIFF);
		FlameGraph.Events events = arguments.get(EVENTS);
		TimeRange range = arguments.get(RANGE);
		FrameFilter filter = arguments.get(FILTER);
		FlameGraph.Own own = arguments.get(HIDE_OWN) ? FlameGraph.Own.HIDE : FlameGraph.Own.SHOW;
		progress.begin("Reading the recording " + file.getFileName(), baseFile == null ? 1 : 2);
		JfrFile recording = load(file);
		FlameGraph graph = FlameGraph.of(recording, events, range, filter, own);
		progress.worked(1);
		progress.checkCancelled();
		FlameDiff diff = null;
		if (baseFile != null) {
			diff = new FlameDiff(FlameGraph.of(load(baseFile), events, range, filter, own), graph);
			progress.worked(1);
		}
		return new FlameResult(recording.path(), graph, baseFile, diff, arguments.get(TOP));
	}

	private static JfrFile load(Path file) throws AnalysisException {
		try {
			return JfrFile.load(file);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}
}
