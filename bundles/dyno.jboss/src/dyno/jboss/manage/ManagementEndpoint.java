package dyno.jboss.manage;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/**
 * Where a standalone server's HTTP management interface listens, read from its configuration as the server resolves
 * it: the {@code management-http} socket binding's port plus the group's {@code port-offset}, on the address of the
 * binding's interface, each {@code ${property:default}} taken from the server JVM's system properties when they are
 * known (a {@code -Djboss.socket.binding.port-offset=100} start) and else from its default.
 */
public final class ManagementEndpoint {

	private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^${}:]+)(?::([^${}]*))?}");

	private ManagementEndpoint() {
	}

	/** {@code host:port} of the management interface, empty when the configuration has no HTTP binding for it. */
	public static Optional<String> of(XmlDocument config, Map<String, String> properties) {
		XmlElement root = config.root();
		Optional<XmlElement> group = root.child("socket-binding-group");
		Optional<XmlElement> binding = group.flatMap(g -> g.select("socket-binding[@name='management-http']").stream()
				.findFirst());
		if (binding.isEmpty()) {
			return Optional.empty();
		}
		try {
			int port = Integer.parseInt(resolve(binding.get().attribute("port").orElse("9990"), properties));
			int offset = Integer.parseInt(resolve(group.get().attribute("port-offset").orElse("0"), properties));
			String iface = binding.get().attribute("interface")
					.orElse(group.get().attribute("default-interface").orElse("management"));
			String host = root.select("interfaces/interface[@name='" + iface + "']/inet-address").stream().findFirst()
					.flatMap(a -> a.attribute("value")).map(v -> resolve(v, properties)).orElse("127.0.0.1");
			if (host.equals("0.0.0.0") || host.equals("::") || host.isBlank()) {
				host = "127.0.0.1"; // bound to every interface: the loopback one answers here
			}
			return Optional.of((host.contains(":") ? "[" + host + "]" : host) + ":" + (port + offset));
		} catch (NumberFormatException e) {
			return Optional.empty();
		}
	}

	/** Whether something accepts connections at {@code host:port} within {@code timeout}: the server runs. */
	public static boolean answers(String hostPort, Duration timeout) {
		int colon = hostPort.lastIndexOf(':');
		String host = hostPort.substring(0, colon).replace("[", "").replace("]", "");
		try (Socket s = new Socket()) {
			s.connect(new InetSocketAddress(host, Integer.parseInt(hostPort.substring(colon + 1))),
					(int) timeout.toMillis());
			return true;
		} catch (IOException | IllegalArgumentException e) {
			return false;
		}
	}

	/** {@code ${name:default}} replaced by the property or the default, innermost first. */
	static String resolve(String value, Map<String, String> properties) {
		String v = value;
		for (Matcher m = EXPRESSION.matcher(v); m.find(); m = EXPRESSION.matcher(v)) {
			String replacement = properties.getOrDefault(m.group(1), m.group(2) == null ? "" : m.group(2));
			v = v.substring(0, m.start()) + replacement + v.substring(m.end());
		}
		return v;
	}
}
