package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.doc.XmlElement;

/**
 * The connectors and executors of a Tomcat / JBoss Web server.xml as the server sees them: only elements that are
 * not commented out, the protocol told from the {@code protocol} attribute (absent = HTTP/1.1), and a connector's
 * thread limit taken from the shared {@code <Executor>} it names when it names one.
 */
final class Connectors {

	/** Tomcat's and JBoss Web's built-in maxThreads when neither the connector nor an executor sets one. */
	static final long DEFAULT_MAX_THREADS = 200;

	private Connectors() {
	}

	static List<XmlElement> all(XmlElement server) {
		return server.select("Service/Connector");
	}

	static List<XmlElement> ajp(XmlElement server) {
		return all(server).stream().filter(Connectors::isAjp).toList();
	}

	static boolean isAjp(XmlElement connector) {
		String protocol = connector.attribute("protocol").orElse("HTTP/1.1");
		return protocol.startsWith("AJP") || protocol.contains("Ajp");
	}

	/** "AJP connector on port 8009", for messages. */
	static String label(XmlElement connector) {
		return (isAjp(connector) ? "AJP" : "HTTP") + " connector on port " + connector.attribute("port").orElse("?");
	}

	/** The key of a connector's live figures: its port as the file writes it. */
	static String liveKey(XmlElement connector) {
		return connector.attribute("port").orElse("");
	}

	/** The executor a connector shares, when it names one that exists in its service. */
	static Optional<XmlElement> executor(XmlElement connector) {
		Optional<String> name = connector.attribute("executor");
		if (name.isEmpty() || connector.parent() == null) {
			return Optional.empty();
		}
		return connector.parent().children("Executor").stream()
				.filter(e -> e.attribute("name").orElse("").equals(name.get())).findFirst();
	}

	/** Where the thread limit of a connector is written (its executor, else itself). */
	static XmlElement threadOwner(XmlElement connector) {
		return executor(connector).orElse(connector);
	}

	/** The explicit thread limit, if the connector or its executor writes one. */
	static OptionalLong explicitMaxThreads(XmlElement connector) {
		return ConfigValues.number(threadOwner(connector).attribute("maxThreads"));
	}

	static long maxThreads(XmlElement connector) {
		return explicitMaxThreads(connector).orElse(DEFAULT_MAX_THREADS);
	}
}
