package dyno.jvm;

import java.io.IOException;
import java.nio.file.Path;

/** What Dyno can ask a connected JVM to do. Only transports with an attach or JMX channel offer it. */
public interface JvmActions {

	/** Runs a full collection ({@code System.gc()} in the target). */
	void performGc() throws IOException;

	/**
	 * Writes an HPROF heap dump. Over remote JMX the file is written on the target's machine.
	 *
	 * @param file     where the target writes the dump; must not exist
	 * @param liveOnly dump only reachable objects (runs a full GC first)
	 */
	void dumpHeap(Path file, boolean liveOnly) throws IOException;

	/**
	 * The class histogram ({@code GC.class_histogram}).
	 *
	 * @param fullGcFirst run a full GC in the target first, so only live objects are counted; without it
	 *                    ({@code GC.class_histogram -all}) unreachable objects not yet collected count too, and
	 *                    the target pauses only for the heap walk
	 */
	ClassHistogram classHistogram(boolean fullGcFirst) throws IOException;

	/** The class histogram of live objects: {@link #classHistogram(boolean) classHistogram(true)}. */
	default ClassHistogram classHistogram() throws IOException {
		return classHistogram(true);
	}
}
