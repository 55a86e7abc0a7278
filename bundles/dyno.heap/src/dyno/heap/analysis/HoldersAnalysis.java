package dyno.heap.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.heap.ClassRow;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.Holders;
import dyno.heap.hprof.ProgressListener;

/**
 * Who holds a class's instances in an HPROF heap dump: shortest paths from the GC roots, grouped by accumulation
 * point, with retained-size estimates. A class the dump does not have fails with the classes of similar names.
 */
public final class HoldersAnalysis implements Analysis<HoldersResult> {

	public static final Parameter<Path> DUMP = Parameter.positional("hprof", ValueType.FILE, "the HPROF heap dump");

	public static final Parameter<String> CLASS = Parameter.positional("class", ValueType.TEXT,
			"the class as the histogram names it, e.g. java.util.HashMap$Node or [B");

	public static final Parameter<Integer> PATHS = Parameter.option("paths", ValueType.wholeNumber(1), 3,
			"example paths shown per holder");

	private static final long MB = 1024 * 1024;

	@Override
	public String name() {
		return "holders";
	}

	@Override
	public String title() {
		return "Holders";
	}

	@Override
	public String summary() {
		return "who holds a class's instances in an HPROF heap dump: shortest paths from GC roots by holder";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(DUMP, CLASS, PATHS);
	}

	@Override
	public HoldersResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		Path file = arguments.get(DUMP);
		String className = arguments.get(CLASS);
		if (!Files.isRegularFile(file)) {
			throw new AnalysisException(file + ": no such file");
		}
		progress.begin("Reading " + file.getFileName(), -1);
		try (HeapDump dump = HeapDump.open(file, listener(progress))) {
			progress.begin("Paths from GC roots to " + className, -1);
			try {
				return new HoldersResult(dump.holders(className, arguments.get(PATHS)), file,
						dump.sizeModel().describe());
			} catch (IllegalArgumentException e) {
				throw new AnalysisException(e.getMessage() + similar(dump, className), e);
			}
		} catch (NoSuchFileException e) {
			throw new AnalysisException(file + ": no such file", e);
		} catch (IOException | UncheckedIOException e) {
			throw new AnalysisException(e.getMessage(), e);
		} catch (CancellationException e) {
			throw new InterruptedException("cancelled");
		}
	}

	/** The dump's reading in megabytes; a cancelled progress stops it. */
	private static ProgressListener listener(Progress progress) {
		return new ProgressListener() {
			@Override
			public void worked(long bytesRead, long total) {
				progress.begin(bytesRead / MB + " of " + total / MB + " MB read", -1);
			}

			@Override
			public boolean cancelled() {
				return progress.cancelled();
			}
		};
	}

	/** Classes whose name contains the simple name asked for, as a hint after a typo or a missing package. */
	private static String similar(HeapDump dump, String className) {
		String simple = className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
		List<String> names = dump.histogram().rows().stream().map(ClassRow::className)
				.filter(n -> !simple.isEmpty() && n.contains(simple)).limit(5).toList();
		return names.isEmpty() ? "" : "; similar: " + String.join(", ", names);
	}
}
