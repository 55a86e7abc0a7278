package dyno.jboss.manage;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/**
 * Where a standalone server's or a host controller's HTTP management interface listens, read from its configuration
 * as the server resolves it: the {@code management-http} socket binding's port plus the group's {@code port-offset}
 * ({@code standalone.xml}), or the {@code <http-interface>}'s {@code <socket port=…>} ({@code host.xml}), on the
 * address of the interface named there, each {@code ${property:default}} taken from the server JVM's system
 * properties when they are known (a {@code -Djboss.socket.binding.port-offset=100} start) and else from its default.
 * A {@code domain.xml} says nowhere where its domain controller listens: its host's {@code host.xml} does
 * ({@link #hostFileOf}).
 */
public final class ManagementEndpoint {

	private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^${}:]+)(?::([^${}]*))?}");

	private ManagementEndpoint() {
	}

	/**
	 * {@code host:port} of the management interface of a {@code standalone.xml} or {@code host.xml}, empty when
	 * the configuration has no HTTP interface.
	 */
	public static Optional<String> of(XmlDocument config, Map<String, String> properties) {
		XmlElement root = config.root();
		if (root.localName().equals("host")) {
			return root.select("management/management-interfaces/http-interface/socket").stream().findFirst()
					.flatMap(socket -> endpoint(root, socket.attribute("port").orElse("9990"), "0",
							socket.attribute("interface").orElse("management"), properties));
		}
		Optional<XmlElement> group = root.child("socket-binding-group");
		Optional<XmlElement> binding = group.flatMap(g -> g.select("socket-binding[@name='management-http']").stream()
				.findFirst());
		if (binding.isEmpty()) {
			return Optional.empty();
		}
		return endpoint(root, binding.get().attribute("port").orElse("9990"),
				group.get().attribute("port-offset").orElse("0"), binding.get().attribute("interface")
						.orElse(group.get().attribute("default-interface").orElse("management")), properties);
	}

	/**
	 * The {@code host.xml} that says where the domain controller of the {@code domain.xml} at {@code domainFile}
	 * listens: the one its host controller was started with ({@code jboss.host.default.config}), else
	 * {@code host.xml} beside it.
	 */
	public static Path hostFileOf(Path domainFile, Map<String, String> properties) {
		return domainFile.resolveSibling(properties.getOrDefault("jboss.host.default.config", "host.xml"));
	}

	private static Optional<String> endpoint(XmlElement root, String portValue, String offsetValue, String iface,
			Map<String, String> properties) {
		try {
			int port = Integer.parseInt(resolve(portValue, properties));
			int offset = Integer.parseInt(resolve(offsetValue, properties));
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
