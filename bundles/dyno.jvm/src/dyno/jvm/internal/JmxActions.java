package dyno.jvm.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.management.InstanceNotFoundException;
import javax.management.JMException;
import javax.management.MBeanException;
import javax.management.MBeanServerConnection;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import javax.management.RuntimeMBeanException;

import dyno.jvm.ClassHistogram;
import dyno.jvm.JvmActions;

/**
 * GC, heap dump and class histogram through a JVM's platform MBeans ({@code Memory}, {@code HotSpotDiagnostic},
 * {@code DiagnosticCommand}), over remote JMX or over the local agent the attach API starts.
 */
final class JmxActions implements JvmActions {

	private static final ObjectName MEMORY = name("java.lang:type=Memory");
	private static final ObjectName HOTSPOT = name("com.sun.management:type=HotSpotDiagnostic");
	static final ObjectName DIAGNOSTIC_COMMAND = name("com.sun.management:type=DiagnosticCommand");
	static final String[] STRING_ARRAY = { String[].class.getName() };

	private final MBeanServerConnection mbs;
	private final String label;
	private final boolean sameMachine;

	/**
	 * @param label       the JVM in messages
	 * @param sameMachine whether the JVM shares Dyno's file system (then dump paths are made absolute here and
	 *                    an existing file is refused before asking the JVM)
	 */
	JmxActions(MBeanServerConnection mbs, String label, boolean sameMachine) {
		this.mbs = mbs;
		this.label = label;
		this.sameMachine = sameMachine;
	}

	@Override
	public void performGc() throws IOException {
		invoke(MEMORY, "gc", new Object[0], new String[0], "run a GC");
	}

	@Override
	public void dumpHeap(Path file, boolean liveOnly) throws IOException {
		if (!file.getFileName().toString().endsWith(".hprof")) {
			throw new IOException("cannot dump the heap to " + file + ": the file name must end in .hprof "
					+ "(the JVM refuses other names)");
		}
		Path target = sameMachine ? file.toAbsolutePath() : file;
		if (sameMachine && Files.exists(target)) {
			throw new IOException("cannot dump the heap to " + target + ": the file exists (choose a new name)");
		}
		invoke(HOTSPOT, "dumpHeap", new Object[] { target.toString(), liveOnly },
				new String[] { String.class.getName(), boolean.class.getName() }, "dump the heap to " + target);
	}

	@Override
	public ClassHistogram classHistogram(boolean fullGcFirst) throws IOException {
		long time = System.currentTimeMillis();
		String[] options = fullGcFirst ? new String[0] : new String[] { "-all" };
		Object text = invoke(DIAGNOSTIC_COMMAND, "gcClassHistogram", new Object[] { options }, STRING_ARRAY,
				"take a class histogram");
		try {
			return ClassHistogram.parse(String.valueOf(text), time);
		} catch (IllegalArgumentException e) {
			throw new IOException("cannot read the class histogram of " + label + ": " + e.getMessage(), e);
		}
	}

	/** Invokes an operation; every failure becomes an IOException saying what could not be done and why. */
	Object invoke(ObjectName bean, String operation, Object[] params, String[] signature, String what)
			throws IOException {
		try {
			return mbs.invoke(bean, operation, params, signature);
		} catch (InstanceNotFoundException e) {
			throw new IOException("cannot " + what + ": " + label + " has no " + bean.getKeyProperty("type")
					+ " bean (not a HotSpot JVM?)", e);
		} catch (MBeanException | RuntimeMBeanException e) {
			Throwable cause = e.getCause() == null ? e : e.getCause();
			String why = Jvmstat.message(cause);
			throw new IOException("cannot " + what + ": " + (why.contains("File exists")
					? "the file exists on the JVM's machine (choose a new name)" : why), e);
		} catch (JMException e) {
			throw new IOException("cannot " + what + ": " + Jvmstat.message(e), e);
		} catch (SecurityException e) {
			throw new IOException("cannot " + what + ": the JMX user may not (readonly access?): "
					+ Jvmstat.message(e), e);
		} catch (IOException e) {
			throw new IOException("cannot " + what + ": lost the connection to " + label + " ("
					+ Jvmstat.message(Jvmstat.root(e)) + ")", e);
		}
	}

	static ObjectName name(String name) {
		try {
			return new ObjectName(name);
		} catch (MalformedObjectNameException e) {
			throw new IllegalArgumentException(e);
		}
	}
}
