package dyno.heap;

import java.io.IOException;

import dyno.jvm.ClassHistogram;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmConnection;

/**
 * Takes a snapshot of a connected JVM: its class histogram ({@code GC.class_histogram} through the attach API
 * or the DiagnosticCommand MBean over JMX).
 */
public final class SnapshotCapture {

	/** What {@link Snapshot#source()} says of a snapshot taken here. */
	public static final String SOURCE = "jcmd GC.class_histogram";

	private SnapshotCapture() {
	}

	/**
	 * @param fullGcFirst run a full GC first so the snapshot counts live objects only (what the leak finder wants;
	 *                    it pauses the target for as long as a full GC takes)
	 * @throws IOException when the transport offers no actions (jstatd), the JVM is gone or does not answer
	 */
	public static Snapshot take(JvmConnection connection, boolean fullGcFirst) throws IOException {
		return take(connection, JvmIdentity.of(connection), fullGcFirst);
	}

	/** As {@link #take(JvmConnection, boolean)}, for a JVM whose identity was read before (a series). */
	public static Snapshot take(JvmConnection connection, JvmIdentity jvm, boolean fullGcFirst) throws IOException {
		JvmActions actions = connection.actions().orElseThrow(() -> new IOException("cannot take a class histogram "
				+ "of " + connection.target().label() + ": Dyno reaches it through "
				+ connection.target().transport().label() + ", which only publishes counters; connect to it over "
				+ "JMX (or locally) to take snapshots"));
		ClassHistogram histogram = actions.classHistogram(fullGcFirst);
		return new Snapshot(Snapshot.FORMAT_VERSION, histogram.time(), jvm, fullGcFirst, SOURCE,
				HistogramImport.rows(histogram));
	}
}
