package dyno.jboss.manage;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/**
 * Where a standalone server's or a host controller's HTTP management interface listens, read from its configuration
 * as the server resolves it. The {@code <http-interface>} names either a socket binding ({@code <socket-binding
 * http=…>}, a {@code standalone.xml}): that binding's port plus its group's {@code port-offset} (none for a
 * {@code fixed-port} binding), on the binding's interface or the group's default one; or a socket of its own
 * ({@code <socket interface=… port=…>}, a {@code host.xml}), which no offset moves. The interface's address is its
 * {@code <inet-address>} or {@code <loopback-address>} value; one bound to every address ({@code <any-address/>},
 * the wildcard) answers on the loopback here. Each {@code ${property:default}} is taken from the server JVM's system
 * properties when they are known (a {@code -Djboss.socket.binding.port-offset=100} or {@code -bmanagement} start)
 * and else from its default. A {@code domain.xml} says nowhere where its domain controller listens: its host's
 * {@code host.xml} does ({@link #hostFileOf}).
 */
public final class ManagementEndpoint {

	private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^${}:]+)(?::([^${}]*))?}");
	private static final String LOOPBACK = "127.0.0.1";
	/**
	 * The interface criteria that bind to the wildcard address (WildFly's {@code any-address}; the older schemas'
	 * {@code any-ipv4-address} and {@code any-ipv6-address}): a client on this machine reaches them on the loopback.
	 */
	private static final List<String> WILDCARD = List.of("any-address", "any-ipv4-address", "any-ipv6-address");

	private ManagementEndpoint() {
	}

	/**
	 * {@code host:port} of the management interface of a {@code standalone.xml} or {@code host.xml}, empty when
	 * the configuration has no HTTP interface.
	 */
	public static Optional<String> of(XmlDocument config, Map<String, String> properties) {
		XmlElement root = config.root();
		Optional<XmlElement> httpInterface = root.select("management/management-interfaces/http-interface").stream()
				.findFirst();
		if (httpInterface.isEmpty()) {
			return Optional.empty();
		}
		Optional<XmlElement> socket = httpInterface.get().child("socket");
		if (socket.isPresent()) {
			return endpoint(root, socket.get().attribute("port").orElse("9990"), "0",
					socket.get().attribute("interface").orElse("management"), properties);
		}
		String bindingName = httpInterface.get().child("socket-binding").flatMap(b -> b.attribute("http"))
				.orElse("management-http");
		Optional<XmlElement> group = root.child("socket-binding-group");
		Optional<XmlElement> binding = group.flatMap(g -> g.select("socket-binding[@name='" + bindingName + "']")
				.stream().findFirst());
		if (binding.isEmpty()) {
			return Optional.empty();
		}
		boolean fixed = binding.get().attribute("fixed-port").map(v -> resolve(v, properties))
				.map(Boolean::parseBoolean).orElse(false);
		return endpoint(root, binding.get().attribute("port").orElse("9990"),
				fixed ? "0" : group.get().attribute("port-offset").orElse("0"), binding.get().attribute("interface")
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
			int port = Integer.parseInt(resolve(portValue, properties).strip());
			int offset = Integer.parseInt(resolve(offsetValue, properties).strip());
			String host = root.select("interfaces/interface[@name='" + iface + "']").stream().findFirst()
					.map(i -> address(i, properties)).orElse(LOOPBACK);
			return Optional.of((host.contains(":") ? "[" + host + "]" : host) + ":" + (port + offset));
		} catch (NumberFormatException e) {
			return Optional.empty();
		}
	}

	/**
	 * The address a client on this machine reaches the interface at. An address given as such ({@code inet-address},
	 * or {@code loopback-address}, which WildFly takes even where no network card has it) is that one; a
	 * {@code <nic name=…>} is that card's address here (the file is of a server on this machine). The wildcard, and
	 * the criteria that only the server can weigh against its cards ({@code <subnet-match>}, {@code <public-address>}
	 * …), fall back to the loopback, where a server bound to every address answers.
	 */
	private static String address(XmlElement iface, Map<String, String> properties) {
		for (XmlElement criterion : iface.children()) {
			String name = criterion.localName();
			if (name.equals("inet-address") || name.equals("loopback-address")) {
				String value = criterion.attribute("value").map(v -> resolve(v, properties).strip()).orElse("");
				return value.isEmpty() || value.equals("0.0.0.0") || value.equals("::") ? LOOPBACK : value;
			}
			if (WILDCARD.contains(name)) {
				return LOOPBACK;
			}
			if (name.equals("nic")) {
				Optional<String> card = criterion.attribute("name").map(v -> resolve(v, properties).strip())
						.flatMap(ManagementEndpoint::addressOfCard);
				if (card.isPresent()) {
					return card.get();
				}
			}
		}
		return LOOPBACK;
	}

	/** The first IPv4 address (else any address) of this machine's network card {@code name}, if it has one. */
	private static Optional<String> addressOfCard(String name) {
		try {
			NetworkInterface card = NetworkInterface.getByName(name);
			if (card == null) {
				return Optional.empty();
			}
			List<InetAddress> addresses = card.inetAddresses().toList();
			return addresses.stream().filter(a -> a instanceof Inet4Address).findFirst()
					.or(() -> addresses.stream().findFirst()).map(InetAddress::getHostAddress)
					.map(a -> a.replaceFirst("%.*$", "")); // an IPv6 address's zone is no part of a host:port
		} catch (SocketException e) {
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
