package dyno.jvm.internal;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.management.Attribute;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.openmbean.TabularData;

import dyno.jvm.JvmInfo;

/** {@link JvmInfo} from a JVM's Runtime MXBean (one remote call) and its {@code VM.flags} diagnostic command. */
final class JmxInfo {

	private static final ObjectName RUNTIME = JmxActions.name("java.lang:type=Runtime");
	private static final String[] ATTRIBUTES = { "VmName", "VmVersion", "InputArguments", "SystemProperties",
			"Uptime" };

	private JmxInfo() {
	}

	static JvmInfo read(MBeanServerConnection mbs) throws IOException {
		Map<String, Object> values = new TreeMap<>();
		try {
			for (Object a : mbs.getAttributes(RUNTIME, ATTRIBUTES)) {
				Attribute attribute = (Attribute) a;
				values.put(attribute.getName(), attribute.getValue());
			}
		} catch (JMException e) {
			throw new IOException("the JVM's Runtime bean answered unexpectedly: " + e, e);
		}
		Map<String, String> props = properties(values.get("SystemProperties"));
		Object args = values.get("InputArguments");
		String jvmArguments = args instanceof String[] list ? String.join(" ", list) : "";
		long uptime = values.get("Uptime") instanceof Number n ? n.longValue() : 0;
		return new JvmInfo(props.getOrDefault("java.version", "?"),
				values.getOrDefault("VmName", "?") + " " + values.getOrDefault("VmVersion", ""),
				props.getOrDefault("sun.java.command", "?"), jvmArguments, flags(mbs), props,
				Duration.ofMillis(uptime));
	}

	/** The RuntimeMXBean's properties: a table of (key, value) rows. */
	private static Map<String, String> properties(Object table) {
		Map<String, String> props = new TreeMap<>();
		if (table instanceof TabularData rows) {
			for (Object row : rows.values()) {
				CompositeData entry = (CompositeData) row;
				props.put(String.valueOf(entry.get("key")), String.valueOf(entry.get("value")));
			}
		}
		return props;
	}

	/** The HotSpot flags set on the command line or by ergonomics; empty for a JVM without the command. */
	private static String flags(MBeanServerConnection mbs) throws IOException {
		try {
			Object text = mbs.invoke(JmxActions.DIAGNOSTIC_COMMAND, "vmFlags", new Object[] { new String[0] },
					JmxActions.STRING_ARRAY);
			return List.of(String.valueOf(text).strip().split("\\R")).getLast().strip();
		} catch (JMException | RuntimeException e) {
			return ""; // not a HotSpot JVM, or a user without the right to run diagnostic commands
		}
	}
}
