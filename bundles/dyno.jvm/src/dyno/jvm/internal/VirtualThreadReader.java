package dyno.jvm.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.management.JMException;
import javax.management.JMRuntimeException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.VirtualThreadDump;

/**
 * Reads a JDK 21+ JVM's virtual threads through its {@code HotSpotDiagnostic} MBean's {@code dumpThreads} operation:
 * the JVM writes a JSON thread dump to a file of ITS file system, which is then read and deleted here. So it works for
 * JVMs of this machine only; for a remote one the dump would land on its host (and be left there), so it is not
 * asked for, and {@link #gap()} says why. Once the operation fails (a JVM without it, a file Dyno cannot read: another
 * user's JVM, a container) it is not tried again on this connection.
 * <p>
 * The dump holds every thread with its whole stack, which costs the target more than the thread bean's sample. A
 * JVM that had no virtual thread in a dump is therefore asked again only every {@value #QUIET_SKIPS}th read: most
 * servers Dyno watches have none, and one that starts them is seen within seconds.
 */
final class VirtualThreadReader {

	private static final ObjectName DIAGNOSTIC = JmxActions.name("com.sun.management:type=HotSpotDiagnostic");
	/** The MXBean maps the format enum to its name, a String. */
	private static final String[] SIGNATURE = { String.class.getName(), String.class.getName() };

	/** Reads answered without a dump after one that found no virtual thread. */
	static final int QUIET_SKIPS = 10;

	private final MBeanServerConnection mbs;
	private String gap;
	private int skip;

	/**
	 * @param featureRelease the JVM's Java feature release (virtual threads exist from 21)
	 * @param sameMachine    whether the JVM runs on this machine (shares its file system)
	 */
	VirtualThreadReader(MBeanServerConnection mbs, int featureRelease, boolean sameMachine) {
		this.mbs = mbs;
		if (featureRelease >= 21 && !sameMachine) {
			gap = "Virtual threads are not listed: a JVM writes them only into a file on its own host "
					+ "(HotSpotDiagnosticMXBean.dumpThreads, or jcmd Thread.dump_to_file there); Dyno lists them for "
					+ "JVMs of this machine.";
		} else if (featureRelease < 21) {
			gap = ""; // no virtual threads to list, nothing to say
		}
	}

	/** Why virtual threads are missing from the samples, if they are; empty text when the JVM has none. */
	String gap() {
		return gap;
	}

	/** The virtual threads now; empty when they cannot be read (see {@link #gap()}). */
	List<ThreadInfoRow> read(int maxDepth) throws IOException {
		if (gap != null || skip > 0) {
			skip = Math.max(0, skip - 1);
			return List.of();
		}
		Path file = Files.createTempFile("dyno-threads-", ".json");
		try {
			Files.delete(file); // the JVM refuses to overwrite: the name is reserved, the file its to write
			mbs.invoke(DIAGNOSTIC, "dumpThreads", new Object[] { file.toString(), "JSON" }, SIGNATURE);
			List<ThreadInfoRow> virtual = VirtualThreadDump.parse(Files.readString(file), maxDepth);
			skip = virtual.isEmpty() ? QUIET_SKIPS - 1 : 0;
			return virtual;
		} catch (JMException | JMRuntimeException | IllegalArgumentException e) {
			gap = "Virtual threads are not listed: the JVM's thread dump operation failed (" + e.getMessage() + ").";
			return List.of();
		} catch (IOException e) {
			if (e.getCause() instanceof JMException || !Files.exists(file)) {
				gap = "Virtual threads are not listed: the JVM did not write its thread dump where Dyno can read it ("
						+ e.getMessage() + ").";
				return List.of();
			}
			throw e;
		} finally {
			Files.deleteIfExists(file);
		}
	}
}
