package dyno.jvm.mbeans;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import javax.management.ObjectName;

/**
 * What one MBean offers, read at one moment: its attributes with their values, its operations, and the notification
 * types it says it emits.
 */
public record MBeanDetails(ObjectName name, String description, List<Attribute> attributes, List<Operation> operations,
		List<String> notificationTypes) {

	/**
	 * @param value   the value read, when {@code problem} is null
	 * @param problem why the value could not be read (the bean threw, or the attribute is write-only); null if read
	 */
	public record Attribute(String name, String type, String description, boolean writable, Object value,
			String problem) {

		/** The value as the table shows it, or the problem in brackets. */
		public String text() {
			return problem != null ? "(" + problem + ")" : AttributeValue.format(value);
		}

		/** Writable, and of a type whose value can be typed as text. */
		public boolean editable() {
			return writable && AttributeValue.simple(type);
		}
	}

	public record Parameter(String name, String type) {
	}

	public record Operation(String name, String returnType, String description, List<Parameter> parameters) {

		/** {@code String add(int amount, String note)}. */
		public String signature() {
			return AttributeValue.shortType(returnType) + " " + name + parameters.stream()
					.map(p -> AttributeValue.shortType(p.type()) + " " + p.name()).collect(Collectors.joining(", ", "(", ")"));
		}

		/** The parameters' JMX types, as {@code invoke} wants them. */
		String[] types() {
			return parameters.stream().map(Parameter::type).toArray(String[]::new);
		}

		/** Whether every parameter's value can be typed as text. */
		public boolean invocable() {
			return parameters.stream().allMatch(p -> AttributeValue.simple(p.type()));
		}
	}

	public Optional<Attribute> attribute(String attributeName) {
		return attributes.stream().filter(a -> a.name().equals(attributeName)).findFirst();
	}

	public Optional<Operation> operation(String signature) {
		return operations.stream().filter(o -> o.signature().equals(signature)).findFirst();
	}

	public boolean emitsNotifications() {
		return !notificationTypes.isEmpty();
	}
}
