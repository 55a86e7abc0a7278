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

	/** The class histogram ({@code GC.class_histogram}); runs a full GC in the target first. */
	ClassHistogram classHistogram() throws IOException;
}
