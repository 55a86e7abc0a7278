package dyno.profile;

import java.util.List;

/**
 * One allocating stack of a class.
 *
 * @param frames  {@code pkg.Class.method} frames, the allocating one first
 * @param bytes   bytes this stack allocated of the class (see {@link AllocationRow} for how bytes are weighed)
 * @param percent of the class's bytes, 0..100
 */
public record StackRow(List<String> frames, long bytes, double percent) {

	public StackRow {
		frames = List.copyOf(frames);
	}

	/** The allocating method, or "(no stack)". */
	public String top() {
		return frames.isEmpty() ? "(no stack)" : frames.get(0);
	}
}
