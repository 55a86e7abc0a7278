package dyno.jvm.mbeans;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.management.Attribute;
import javax.management.JMException;
import javax.management.MBeanAttributeInfo;
import javax.management.MBeanInfo;
import javax.management.MBeanNotificationInfo;
import javax.management.MBeanOperationInfo;
import javax.management.MBeanParameterInfo;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

import dyno.jvm.JvmConnection;
import dyno.jvm.MBeanRead;

/**
 * A generic MBean browser's reads and writes on one connection, as JConsole's MBeans tab does them: the domains and
 * their MBeans, one MBean's attributes with their values, operations and notifications; writing an attribute and
 * invoking an operation with values typed as text; subscribing to notifications. Each call runs on the
 * connection's read thread within its time limit, so the caller (a job, not the UI thread) waits at most that long.
 */
public final class MBeanBrowser {

	private final JvmConnection connection;

	public MBeanBrowser(JvmConnection connection) {
		this.connection = connection;
	}

	/** Every domain with its MBeans, both sorted by name. */
	public List<MBeanNode.Domain> domains() throws IOException {
		return read(m -> {
			Map<String, List<MBeanNode>> byDomain = new TreeMap<>();
			for (ObjectName n : m.queryNames(null, null)) {
				byDomain.computeIfAbsent(n.getDomain(), d -> new ArrayList<>()).add(new MBeanNode(n));
			}
			List<MBeanNode.Domain> out = new ArrayList<>();
			byDomain.forEach((d, beans) -> {
				beans.sort(Comparator.comparing(MBeanNode::label));
				out.add(new MBeanNode.Domain(d, List.copyOf(beans)));
			});
			return out;
		});
	}

	/** The MBean {@code name} now: its attributes with their current values, operations, notification types. */
	public MBeanDetails describe(ObjectName name) throws IOException {
		return read(m -> {
			MBeanInfo info = m.getMBeanInfo(name);
			List<MBeanDetails.Attribute> attributes = new ArrayList<>();
			Map<String, Object> values = values(m, name, info.getAttributes());
			for (MBeanAttributeInfo a : info.getAttributes()) {
				attributes.add(attribute(m, name, a, values));
			}
			attributes.sort(Comparator.comparing(MBeanDetails.Attribute::name));
			List<MBeanDetails.Operation> operations = new ArrayList<>();
			for (MBeanOperationInfo o : info.getOperations()) {
				List<MBeanDetails.Parameter> parameters = new ArrayList<>();
				for (MBeanParameterInfo p : o.getSignature()) {
					parameters.add(new MBeanDetails.Parameter(p.getName(), p.getType()));
				}
				operations.add(new MBeanDetails.Operation(o.getName(), o.getReturnType(), o.getDescription(),
						List.copyOf(parameters)));
			}
			operations.sort(Comparator.comparing(MBeanDetails.Operation::signature));
			List<String> types = new ArrayList<>();
			for (MBeanNotificationInfo n : info.getNotifications()) {
				types.addAll(List.of(n.getNotifTypes()));
			}
			return new MBeanDetails(name, info.getDescription(), List.copyOf(attributes), List.copyOf(operations),
					List.copyOf(types));
		});
	}

	/** The readable attributes' values in one round trip; those the bean would not give are left out. */
	private static Map<String, Object> values(MBeanServerConnection m, ObjectName name, MBeanAttributeInfo[] infos)
			throws IOException, JMException {
		String[] readable = java.util.Arrays.stream(infos).filter(MBeanAttributeInfo::isReadable)
				.map(MBeanAttributeInfo::getName).toArray(String[]::new);
		Map<String, Object> values = new HashMap<>();
		for (Attribute a : m.getAttributes(name, readable).asList()) {
			values.put(a.getName(), a.getValue());
		}
		return values;
	}

	/** One attribute; one that the bulk read left out is read alone, to learn why. */
	private static MBeanDetails.Attribute attribute(MBeanServerConnection m, ObjectName name, MBeanAttributeInfo a,
			Map<String, Object> values) throws IOException {
		Object value = values.get(a.getName());
		String problem = null;
		if (!a.isReadable()) {
			problem = "write-only";
		} else if (!values.containsKey(a.getName())) {
			try {
				value = m.getAttribute(name, a.getName());
			} catch (JMException | RuntimeException e) {
				problem = "unavailable: " + cause(e);
			}
		}
		return new MBeanDetails.Attribute(a.getName(), a.getType(), a.getDescription(), a.isWritable(), value, problem);
	}

	/**
	 * Sets {@code attribute} to the value {@code text} gives for its type, and answers the value read back.
	 *
	 * @throws IllegalArgumentException when the text is no value of the attribute's type (nothing is written)
	 */
	public Object write(ObjectName name, MBeanDetails.Attribute attribute, String text) throws IOException {
		Object value = AttributeValue.parse(text, attribute.type());
		return read(m -> {
			m.setAttribute(name, new Attribute(attribute.name(), value));
			return m.getAttribute(name, attribute.name());
		});
	}

	/**
	 * Invokes {@code operation} with the values {@code texts} give for its parameters' types, and answers its result.
	 *
	 * @throws IllegalArgumentException when a text is no value of its parameter's type (nothing is invoked)
	 */
	public Object invoke(ObjectName name, MBeanDetails.Operation operation, List<String> texts) throws IOException {
		List<MBeanDetails.Parameter> parameters = operation.parameters();
		if (texts.size() != parameters.size()) {
			throw new IllegalArgumentException(operation.signature() + " takes " + parameters.size()
					+ " parameters, not " + texts.size() + ".");
		}
		Object[] values = new Object[texts.size()];
		for (int i = 0; i < values.length; i++) {
			try {
				values[i] = AttributeValue.parse(texts.get(i), parameters.get(i).type());
			} catch (IllegalArgumentException e) {
				throw new IllegalArgumentException(parameters.get(i).name() + ": " + e.getMessage(), e);
			}
		}
		return read(m -> m.invoke(name, operation.name(), values, operation.types()));
	}

	/** Starts logging the notifications of {@code name}; {@code arrived} is told of each (on a JMX thread). */
	public NotificationLog subscribe(ObjectName name, Runnable arrived) throws IOException {
		NotificationLog log = new NotificationLog(connection, name, arrived);
		read(m -> {
			m.addNotificationListener(name, log.listener, null, null);
			return log;
		});
		return log;
	}

	/** Runs {@code read}; its answer may be null (a void operation), which the connection's Optional would hide. */
	private <T> T read(MBeanRead<T> read) throws IOException {
		return connection.readMBeans(m -> new Answer<>(read.read(m))).orElseThrow(() -> new IOException(
				connection.target().label() + " has no MBean server Dyno can reach (jstatd gives none: connect over JMX)."))
				.value();
	}

	private record Answer<T>(T value) {
	}

	/** The innermost cause's message: what the bean itself said, not the JMX wrappers around it. */
	private static String cause(Throwable e) {
		Throwable t = e;
		while (t.getCause() != null && t.getCause() != t) {
			t = t.getCause();
		}
		return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
	}
}
