package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.doc.XmlElement;
import dyno.jboss.model.BoundModel;
import dyno.jboss.rules.RuleContext;

/**
 * The connectors, executors, engines and services of a Tomcat / JBoss Web server.xml, read from its typed model
 * (only elements that are not commented out): the protocol told from {@code protocol} (absent = HTTP/1.1), and a
 * connector's thread limit taken from the shared {@code <Executor>} it names when it names one.
 */
final class Connectors {

	private final RuleContext ctx;
	private final BoundModel model;

	Connectors(RuleContext ctx) {
		this.ctx = ctx;
		this.model = ctx.model();
	}

	List<EObject> all() {
		return model.all("Connector");
	}

	List<EObject> ajp() {
		return all().stream().filter(Connectors::isAjp).toList();
	}

	List<EObject> executors() {
		return model.all("Executor");
	}

	List<EObject> engines() {
		return model.all("Engine");
	}

	List<EObject> services() {
		return model.all("Service");
	}

	XmlElement element(EObject o) {
		return model.elementOf(o);
	}

	static boolean isAjp(EObject connector) {
		String protocol = ModelValues.text(connector, "protocol").orElse("HTTP/1.1");
		return protocol.startsWith("AJP") || protocol.contains("Ajp");
	}

	/** The port as written (e.g. {@code ${jboss.web.http.port}}): the key of a connector's live figures. */
	String port(EObject connector) {
		return ModelValues.raw(ctx, connector, "port").orElse("");
	}

	/** "AJP connector on port 8009", for messages. */
	String label(EObject connector) {
		return (isAjp(connector) ? "AJP" : "HTTP") + " connector on port " + port(connector);
	}

	/** The objects a containment reference of a service holds ({@code connectors}, {@code executors} …). */
	@SuppressWarnings("unchecked")
	static List<EObject> contents(EObject owner, String reference) {
		return (List<EObject>) owner.eGet(owner.eClass().getEStructuralFeature(reference));
	}

	/** The executor a connector shares, when it names one that exists in its service. */
	static Optional<EObject> executor(EObject connector) {
		Optional<String> name = ModelValues.text(connector, "executor");
		if (name.isEmpty() || connector.eContainer() == null) {
			return Optional.empty();
		}
		return contents(connector.eContainer(), "executors").stream()
				.filter(e -> ModelValues.text(e, "name").equals(name)).findFirst();
	}

	/** Where the thread limit of a connector is written (its executor, else itself). */
	static EObject threadOwner(EObject connector) {
		return executor(connector).orElse(connector);
	}
}
