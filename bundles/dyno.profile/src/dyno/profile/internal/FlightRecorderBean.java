package dyno.profile.internal;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import javax.management.InstanceNotFoundException;
import javax.management.MBeanException;
import javax.management.MBeanServerConnection;
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

/**
 * The JDK's {@code jdk.management.jfr.FlightRecorderMXBean} called by name over an {@link MBeanServerConnection}:
 * Dyno needs none of the module's classes, and the bean's {@code Map<String, String>} arguments travel as the
 * open type the MXBean mapping gives them. Failures become {@link IOException}s whose messages name the cause.
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

	private final MBeanServerConnection mbs;
	private final ObjectName name;
	private final String jvm;

	private FlightRecorderBean(MBeanServerConnection mbs, ObjectName name, String jvm) {
		this.mbs = mbs;
		this.name = name;
		this.jvm = jvm;
	}

	/**
	 * @throws IOException when the JVM has no such bean (no Flight Recorder) or cannot be asked
	 */
	public static FlightRecorderBean find(MBeanServerConnection mbs, String jvm) throws IOException {
		ObjectName name;
		try {
			name = new ObjectName(NAME);
		} catch (MalformedObjectNameException e) {
			throw new IllegalStateException(e);
		}
		boolean there;
		try {
			there = mbs.isRegistered(name);
		} catch (IOException e) {
			throw new IOException(jvm + " is not reachable: " + message(e), e);
		}
		if (!there) {
			throw new IOException(jvm + " has no Flight Recorder MBean (" + NAME + "): a JDK 8 before 8u262, an "
					+ "OpenJ9 JVM, or a runtime without the jdk.management.jfr module");
		}
		return new FlightRecorderBean(mbs, name, jvm);
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
		try {
			return mbs.getAttribute(name, attribute);
		} catch (IOException e) {
			throw new IOException(jvm + " is not reachable: " + message(e), e);
		} catch (Exception e) {
			throw failure("reading " + attribute, e);
		}
	}

	private Object call(String operation, Object[] args, String[] signature) throws IOException {
		try {
			return mbs.invoke(name, operation, args, signature);
		} catch (IOException e) {
			throw new IOException(jvm + " is not reachable: " + message(e), e);
		} catch (InstanceNotFoundException | ReflectionException | MBeanException | RuntimeException e) {
			throw failure(operation, e);
		}
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
