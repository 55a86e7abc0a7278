package dyno.profile.internal;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import javax.management.JMException;
import javax.management.MBeanException;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import javax.management.ReflectionException;
import javax.management.RuntimeMBeanException;
import javax.management.openmbean.CompositeData;
import javax.management.openmbean.CompositeDataSupport;
import javax.management.openmbean.CompositeType;
import javax.management.openmbean.OpenDataException;
import javax.management.openmbean.OpenType;
import javax.management.openmbean.SimpleType;
import javax.management.openmbean.TabularData;
import javax.management.openmbean.TabularDataSupport;
import javax.management.openmbean.TabularType;

import dyno.jvm.JvmConnection;
import dyno.jvm.MBeanRead;

/**
 * The JDK's {@code jdk.management.jfr.FlightRecorderMXBean} called by name through a connection's
 * {@link JvmConnection#readMBeans} (each call on the connection's read thread, within its time limit): Dyno needs
 * none of the module's classes, and the bean's {@code Map<String, String>} arguments travel as the open type the
 * MXBean mapping gives them. Failures become {@link IOException}s whose messages name the cause.
 */
public final class FlightRecorderBean {

	public static final String NAME = "jdk.management.jfr:type=FlightRecorder";
	private static final String MAP_TYPE = "java.util.Map<java.lang.String, java.lang.String>";
	private static final String LONG = long.class.getName();
	private static final TabularType STRING_MAP;

	static {
		try {
			CompositeType row = new CompositeType(MAP_TYPE, MAP_TYPE, new String[] { "key", "value" },
					new String[] { "key", "value" }, new OpenType<?>[] { SimpleType.STRING, SimpleType.STRING });
			STRING_MAP = new TabularType(MAP_TYPE, MAP_TYPE, row, new String[] { "key" });
		} catch (OpenDataException e) {
			throw new ExceptionInInitializerError(e);
		}
	}

	private static final ObjectName OBJECT_NAME;

	static {
		try {
			OBJECT_NAME = new ObjectName(NAME);
		} catch (MalformedObjectNameException e) {
			throw new ExceptionInInitializerError(e);
		}
	}

	private final JvmConnection connection;
	private final String jvm;

	private FlightRecorderBean(JvmConnection connection) {
		this.connection = connection;
		this.jvm = connection.target().label();
	}

	/**
	 * @throws IOException when the connection has no JMX channel, the JVM has no such bean (no Flight Recorder) or
	 *                     cannot be asked
	 */
	public static FlightRecorderBean find(JvmConnection connection) throws IOException {
		FlightRecorderBean bean = new FlightRecorderBean(connection);
		Optional<Boolean> there = connection.readMBeans(m -> m.isRegistered(OBJECT_NAME));
		if (there.isEmpty()) {
			throw new IOException(bean.jvm + ": no JMX channel for JFR (jstatd reads counters only; for a JVM of this "
					+ "machine, its management agent could not be started)");
		}
		if (!there.get()) {
			throw new IOException(bean.jvm + " has no Flight Recorder MBean (" + NAME + "): a JDK 8 before 8u262, an "
					+ "OpenJ9 JVM, or a runtime without the jdk.management.jfr module");
		}
		return bean;
	}

	public long newRecording() throws IOException {
		return (Long) call("newRecording", new Object[0], new String[0]);
	}

	public void setPredefinedConfiguration(long id, String configuration) throws IOException {
		call("setPredefinedConfiguration", new Object[] { id, configuration }, new String[] { LONG, String.class.getName() });
	}

	@SuppressWarnings("unchecked")
	public Map<String, String> recordingSettings(long id) throws IOException {
		TabularData t = (TabularData) call("getRecordingSettings", new Object[] { id }, new String[] { LONG });
		Map<String, String> map = new HashMap<>();
		for (CompositeData row : (Iterable<CompositeData>) (Iterable<?>) t.values()) {
			map.put((String) row.get("key"), (String) row.get("value"));
		}
		return map;
	}

	public void setRecordingSettings(long id, Map<String, String> settings) throws IOException {
		call("setRecordingSettings", new Object[] { id, tabular(settings) }, new String[] { LONG, TabularData.class.getName() });
	}

	public void setRecordingOptions(long id, Map<String, String> options) throws IOException {
		call("setRecordingOptions", new Object[] { id, tabular(options) }, new String[] { LONG, TabularData.class.getName() });
	}

	public void startRecording(long id) throws IOException {
		call("startRecording", new Object[] { id }, new String[] { LONG });
	}

	public void stopRecording(long id) throws IOException {
		call("stopRecording", new Object[] { id }, new String[] { LONG });
	}

	public void closeRecording(long id) throws IOException {
		call("closeRecording", new Object[] { id }, new String[] { LONG });
	}

	/** Closes a recording, ignoring failure (cleanup after another error, which is the one to report). */
	public void closeQuietly(long id) {
		try {
			closeRecording(id);
		} catch (IOException e) {
			// the first failure is what the caller reports
		}
	}

	/** A stopped copy of a recording, with what it has recorded so far. */
	public long cloneRecording(long id) throws IOException {
		return (Long) call("cloneRecording", new Object[] { id, true }, new String[] { LONG, boolean.class.getName() });
	}

	public CompositeData[] recordings() throws IOException {
		return (CompositeData[]) attribute("Recordings");
	}

	public long openStream(long id) throws IOException {
		return (Long) call("openStream", new Object[] { id, null }, new String[] { LONG, TabularData.class.getName() });
	}

	/** The next block of a stream, null at its end. */
	public byte[] readStream(long stream) throws IOException {
		return (byte[]) call("readStream", new Object[] { stream }, new String[] { LONG });
	}

	public void closeStreamQuietly(long stream) {
		try {
			call("closeStream", new Object[] { stream }, new String[] { LONG });
		} catch (IOException e) {
			// the stream dies with the connection anyway
		}
	}

	private Object attribute(String attribute) throws IOException {
		return outcome("reading " + attribute, m -> m.getAttribute(OBJECT_NAME, attribute));
	}

	private Object call(String operation, Object[] args, String[] signature) throws IOException {
		return outcome(operation, m -> m.invoke(OBJECT_NAME, operation, args, signature));
	}

	/**
	 * Runs a call through the connection; a refusal by the bean (its exceptions, a security manager's) comes back as
	 * a value, so the connection does not take it for a broken channel, and is reported here with its cause.
	 */
	private Object outcome(String what, MBeanRead<Object> call) throws IOException {
		Object answer = connection.readMBeans(m -> {
			try {
				return Optional.ofNullable(call.read(m));
			} catch (JMException | RuntimeException e) {
				return e;
			}
		}).orElseThrow(() -> new IOException(jvm + " has no JMX channel any more"));
		if (answer instanceof Exception e) {
			throw failure(what, e);
		}
		return ((Optional<?>) answer).orElse(null);
	}

	/** The cause the target reported (IllegalStateException, SecurityException ...), in words. */
	private IOException failure(String what, Exception e) {
		Throwable cause = e;
		while ((cause instanceof MBeanException || cause instanceof RuntimeMBeanException
				|| cause instanceof ReflectionException) && cause.getCause() != null) {
			cause = cause.getCause();
		}
		String why = cause instanceof SecurityException ? "not allowed: " + message(cause) : message(cause);
		return new IOException(jvm + ": JFR " + what + " failed: " + why, e);
	}

	private static String message(Throwable e) {
		return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
	}

	private static TabularData tabular(Map<String, String> map) throws IOException {
		TabularDataSupport t = new TabularDataSupport(STRING_MAP);
		try {
			for (Map.Entry<String, String> e : map.entrySet()) {
				t.put(new CompositeDataSupport(STRING_MAP.getRowType(), new String[] { "key", "value" },
						new Object[] { e.getKey(), e.getValue() }));
			}
		} catch (OpenDataException e) {
			throw new IOException("cannot pass " + map + " to the Flight Recorder bean: " + e.getMessage(), e);
		}
		return t;
	}
}
