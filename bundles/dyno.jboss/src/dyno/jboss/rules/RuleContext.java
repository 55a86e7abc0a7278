package dyno.jboss.rules;

import java.util.Objects;

import dyno.jboss.ConfigFile;
import dyno.jboss.Server;
import dyno.jboss.ServerVersion;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.ConfigModels;

/**
 * What a rule's check sees: the server (for a lone file, one with an unknown version), the file, its parsed
 * document, its EMF model where the kind has one, and live measurements. The typed views ({@link #xml()}, {@link #javaOpts()}, {@link #properties()})
 * fail with a message naming the rule's mistake when the kind does not have that document type.
 */
public final class RuleContext {

	private final Server server;
	private final ConfigFile file;
	private final ConfigDocument document;
	private final LiveFacts live;
	/** Bound on first use: most rules of a kind read it, and binding costs a walk over the document. */
	private BoundModel model;

	public RuleContext(Server server, ConfigFile file, ConfigDocument document, LiveFacts live) {
		this.server = Objects.requireNonNull(server);
		this.file = Objects.requireNonNull(file);
		this.document = Objects.requireNonNull(document);
		this.live = Objects.requireNonNull(live);
	}

	public Server server() {
		return server;
	}

	public ServerVersion version() {
		return server.version();
	}

	public ConfigFile file() {
		return file;
	}

	public ConfigDocument document() {
		return document;
	}

	public LiveFacts live() {
		return live;
	}

	/** Whether the file's kind has an EMF model ({@link #model()}). */
	public boolean hasModel() {
		return ConfigModels.packageFor(file.kind()).isPresent();
	}

	/**
	 * The typed EMF model of the document (bound on first use), for kinds that have one; rules read tunable values
	 * through it.
	 */
	public BoundModel model() {
		if (model == null) {
			if (!hasModel()) {
				throw new IllegalStateException("no model for " + file.kind().label() + " files");
			}
			model = BoundModel.bind(file, document);
		}
		return model;
	}

	/** The root element of an XML file. */
	public XmlElement root() {
		return as(XmlDocument.class).root();
	}

	/** The JVM flags of a run.conf / standalone.conf / .bat file. */
	public JavaOpts javaOpts() {
		return as(ShellConf.class).javaOpts();
	}

	/** The shell conf itself, for its other variables. */
	public ShellConf shellConf() {
		return as(ShellConf.class);
	}

	public PropertiesDocument properties() {
		return as(PropertiesDocument.class);
	}

	private <T extends ConfigDocument> T as(Class<T> type) {
		if (!type.isInstance(document)) {
			throw new IllegalStateException(file.kind() + " is not read as " + type.getSimpleName() + ": "
					+ file.path().getFileName());
		}
		return type.cast(document);
	}

	/** A finding of {@code rule} at an element; {@code detail} (may be null) follows the rule's message. */
	public Finding finding(Rule rule, XmlElement element, String detail, Fix fix) {
		return Reporter.finding(rule, this, element.line(), element.column(), detail, fix);
	}

	/** A finding of {@code rule} at a line (0 = the file as a whole). */
	public Finding finding(Rule rule, int line, String detail, Fix fix) {
		return Reporter.finding(rule, this, line, 0, detail, fix);
	}
}
