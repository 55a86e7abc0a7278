package dyno.heap.ui.internal.leaks;

import java.nio.file.Path;
import java.util.List;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.heap.analysis.LeaksAnalysis;
import dyno.heap.analysis.LeaksResult;

/**
 * The Leak Finder's ranking of snapshot files picked in the Snapshots view: the {@link LeaksAnalysis} as the
 * editor runs it. No SWT, so that a test without a display checks that the editor and {@code dyno leaks} agree.
 */
public final class LeakRanking {

	private LeakRanking() {
	}

	public static LeaksResult ofFiles(List<Path> files, Progress progress) throws AnalysisException,
			InterruptedException {
		LeaksAnalysis analysis = new LeaksAnalysis();
		Arguments.Builder arguments = Arguments.of(analysis);
		files.forEach(f -> arguments.with(LeaksAnalysis.SNAPSHOTS, f));
		return analysis.run(arguments.build(), progress);
	}
}
