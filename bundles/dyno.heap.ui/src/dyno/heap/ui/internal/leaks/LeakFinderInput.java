package dyno.heap.ui.internal.leaks;

import java.nio.file.Path;
import java.util.List;

import dyno.heap.OldFloor;
import dyno.heap.ui.internal.SnapshotsInput;
import dyno.jvm.Target;

/**
 * A snapshot series for the leak finder, with the JVM it was taken of (for a heap dump of the same JVM) and its
 * old-generation floor over the series, when known.
 */
final class LeakFinderInput extends SnapshotsInput {

	private final Target target;
	private final OldFloor floor;

	/**
	 * @param target the JVM the series was taken of, null when not known (snapshots picked in the view)
	 * @param floor  its post-GC old floor while the series was taken, null when not measured
	 */
	LeakFinderInput(List<Path> files, Target target, OldFloor floor) {
		super(files);
		this.target = target;
		this.floor = floor;
	}

	Target target() {
		return target;
	}

	OldFloor floor() {
		return floor;
	}
}
