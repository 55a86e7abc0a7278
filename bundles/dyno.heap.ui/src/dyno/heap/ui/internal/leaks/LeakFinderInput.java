package dyno.heap.ui.internal.leaks;

import java.nio.file.Path;
import java.util.List;

import dyno.heap.analysis.LeaksResult;
import dyno.heap.ui.internal.SnapshotsInput;
import dyno.jvm.Target;

/**
 * A snapshot series for the leak finder, with the JVM it was taken of (for a heap dump of the same JVM) and, for a
 * series taken now, the leak finder's result (ranked with the JVM's old-generation floor over the series).
 */
final class LeakFinderInput extends SnapshotsInput {

	private final Target target;
	private final LeaksResult ranked;

	/**
	 * @param target the JVM the series was taken of, null when not known (snapshots picked in the view)
	 * @param ranked the result of a series taken now; null to rank the files when the editor opens
	 */
	LeakFinderInput(List<Path> files, Target target, LeaksResult ranked) {
		super(files);
		this.target = target;
		this.ranked = ranked;
	}

	Target target() {
		return target;
	}

	LeaksResult ranked() {
		return ranked;
	}
}
