package dyno.heap.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.heap.ClassRow;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.Holders;

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
		try (HeapDump dump = HeapDumps.open(file, progress)) {
			progress.begin("Paths from GC roots to " + className, -1);
			try {
				return new HoldersResult(dump.holders(className, arguments.get(PATHS)), file,
						dump.sizeModel().describe());
			} catch (IllegalArgumentException e) {
				throw new AnalysisException(e.getMessage() + similar(dump, className), e);
			}
		} catch (IOException | UncheckedIOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}

	/** Classes whose name contains the simple name asked for, as a hint after a typo or a missing package. */
	static String similar(HeapDump dump, String className) {
		String simple = className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
		List<String> names = dump.histogram().rows().stream().map(ClassRow::className)
				.filter(n -> !simple.isEmpty() && n.contains(simple)).limit(5).toList();
		return names.isEmpty() ? "" : "; similar: " + String.join(", ", names);
	}
}
