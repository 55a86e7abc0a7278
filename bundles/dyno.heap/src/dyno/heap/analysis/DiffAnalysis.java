package dyno.heap.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.heap.ClassFilter;
import dyno.heap.HistogramDiff;
import dyno.heap.HistogramDiff.Measure;
import dyno.heap.HistogramDiff.Mode;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotFile;

/**
 * Two or more snapshots side by side, class by class, largest growth first: Dyno's snapshot files and the histogram
 * text of jmap and jcmd alike. The snapshot-diff view runs {@link #diff} on the snapshots it has read, with the same
 * defaults.
 */
public final class DiffAnalysis implements Analysis<DiffResult> {

	public static final Parameter<Path> SNAPSHOTS = Parameter.positionals("snapshot", ValueType.FILE,
			"two or more snapshot files (.histo) or histogram texts (jmap -histo, jcmd GC.class_histogram), oldest first");

	/** A diff shows change: each snapshot against the first. */
	public static final Parameter<Mode> MODE = Parameter.option("mode", new ValueType<>(
			"absolute|delta|previous|ratio", DiffAnalysis::mode, DiffAnalysis::modeName, ValueType.Kind.TEXT,
			List.of("absolute", "delta", "previous", "ratio")), Mode.DELTA_TO_FIRST,
			"what a cell shows: the value, its change since the first or the previous snapshot, or its ratio to the "
					+ "first");

	public static final Parameter<Measure> MEASURE = Parameter.option("measure", ValueType.choice(Measure.class),
			Measure.BYTES, "what is compared per class");

	/** Null for every class. */
	public static final Parameter<String> FILTER = Parameter.optional("filter", new ValueType<>("PREFIX,...|/REGEX/",
			text -> {
				ClassFilter.of(text); // a regular expression that does not compile is refused here
				return text;
			}, text -> text), "only classes starting with these package prefixes, or matching /this regex/");

	/** What a diff needs, in words for the command line. */
	public static final String TWO_OR_MORE = "which snapshots? give two or more snapshot files (.histo) or "
			+ "histogram texts (jmap -histo, jcmd GC.class_histogram)";

	@Override
	public String name() {
		return "diff";
	}

	@Override
	public String title() {
		return "Snapshot Diff";
	}

	@Override
	public String summary() {
		return "compare class-histogram snapshots (absolute, delta to the first or previous, ratio), largest "
				+ "growth first";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(SNAPSHOTS, MODE, MEASURE, FILTER);
	}

	@Override
	public DiffResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		List<Path> files = arguments.all(SNAPSHOTS);
		if (files.size() < 2) {
			throw new AnalysisException(TWO_OR_MORE);
		}
		return diff(read(files, progress), arguments.get(MODE), arguments.get(MEASURE), arguments.get(FILTER));
	}

	/**
	 * The diff of snapshots already read: what {@link #run} does after reading, and what the view recomputes.
	 *
	 * @param filter {@link ClassFilter} text; null or empty for every class
	 * @throws IllegalArgumentException when the filter is a regular expression that does not compile
	 */
	public static DiffResult diff(List<Snapshot> snapshots, Mode mode, Measure measure, String filter) {
		return new DiffResult(HistogramDiff.of(snapshots, mode, measure, ClassFilter.of(filter)));
	}

	/**
	 * Every file as a snapshot ({@link SnapshotFile#readAny}), in order.
	 *
	 * @throws AnalysisException naming the file that cannot be read, and why
	 */
	public static List<Snapshot> read(List<Path> files, Progress progress) throws AnalysisException,
			InterruptedException {
		List<Snapshot> snapshots = new ArrayList<>();
		progress.begin("Reading " + files.size() + " snapshots", files.size());
		for (Path f : files) {
			progress.checkCancelled();
			try {
				snapshots.add(SnapshotFile.readAny(f));
			} catch (IOException | IllegalArgumentException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
			progress.worked(1);
		}
		return snapshots;
	}

	private static Mode mode(String text) {
		return switch (text.strip().toLowerCase(Locale.ROOT)) {
		case "absolute" -> Mode.ABSOLUTE;
		case "delta", "first", "delta-to-first" -> Mode.DELTA_TO_FIRST;
		case "previous", "delta-to-previous" -> Mode.DELTA_TO_PREVIOUS;
		case "ratio" -> Mode.RATIO;
		default -> throw new IllegalArgumentException("use absolute, delta (to the first), previous (delta to the "
				+ "previous) or ratio");
		};
	}

	private static String modeName(Mode mode) {
		return switch (mode) {
		case ABSOLUTE -> "absolute";
		case DELTA_TO_FIRST -> "delta";
		case DELTA_TO_PREVIOUS -> "previous";
		case RATIO -> "ratio";
		};
	}
}
