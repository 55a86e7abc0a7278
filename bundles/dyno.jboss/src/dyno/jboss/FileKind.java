package dyno.jboss;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The kinds of tunable configuration files of JBoss AS, WildFly and Tomcat. A kind decides how a file is read
 * ({@link #syntax()}), which root element it must have ({@link #rootElements()}) and which rules apply to it.
 */
public enum FileKind {
	RUN_CONF("JVM options (run.conf / standalone.conf / setenv.sh)", Syntax.SHELL),
	RUN_CONF_BAT("JVM options (run.conf.bat / setenv.bat)", Syntax.BATCH),
	TOMCAT_SERVER_XML("Web server (server.xml)", Syntax.XML, "Server"),
	DATASOURCES("Datasources (*-ds.xml)", Syntax.XML, "datasources", "connection-factories"),
	STANDARDJBOSS("EJB 2 containers (standardjboss.xml)", Syntax.XML, "jboss"),
	EJB3_INTERCEPTORS_AOP("EJB 3 interceptors (ejb3-interceptors-aop.xml)", Syntax.XML, "aop"),
	JBOSS_SERVICE("JBoss services (*-service.xml)", Syntax.XML, "server"),
	JBOSS_BEANS("JBoss beans (*-jboss-beans.xml)", Syntax.XML, "deployment"),
	LOG4J("Logging (log4j.xml)", Syntax.XML, "configuration"),
	JBOSS_LOGGING("Logging (jboss-logging.xml)", Syntax.XML, "logging", "deployment"),
	JGROUPS_STACKS("JGroups stacks", Syntax.XML, "protocol_stacks", "config"),
	JBOSS_CACHE("JBoss Cache", Syntax.XML, "deployment", "cache-configs"),
	INFINISPAN("Infinispan caches", Syntax.XML, "infinispan-configs", "infinispan", "deployment"),
	JBOSS_WEB_XML("Web application (jboss-web.xml)", Syntax.XML, "jboss-web"),
	WEB_XML("Web application (web.xml)", Syntax.XML, "web-app"),
	PERSISTENCE_XML("Persistence units (persistence.xml)", Syntax.XML, "persistence"),
	HORNETQ_CONFIGURATION("HornetQ server (hornetq-configuration.xml)", Syntax.XML, "configuration"),
	HORNETQ_JMS("HornetQ JMS (hornetq-jms.xml)", Syntax.XML, "configuration"),
	JBOSS_MESSAGING("JBoss Messaging", Syntax.XML, "server", "deployment"),
	TRANSACTION("Transactions", Syntax.XML, "transaction-service", "properties", "deployment"),
	DEPLOYMENT_SCANNER("Deployment scanner (hdscanner-jboss-beans.xml)", Syntax.XML, "deployment"),
	MODJK_WORKERS("mod_jk workers (workers.properties)", Syntax.PROPERTIES),
	CONSOLE_USERS("Console users (jmx-console-users.properties)", Syntax.PROPERTIES),
	TOMCAT_CONTEXT("Web context (context.xml)", Syntax.XML, "Context"),
	LOGIN_CONFIG("Security domains (login-config.xml)", Syntax.XML, "policy"),
	WILDFLY_STANDALONE("WildFly standalone server (standalone*.xml)", Syntax.XML, "server"),
	WILDFLY_DOMAIN("WildFly domain (domain.xml)", Syntax.XML, "domain"),
	WILDFLY_HOST("WildFly host (host*.xml)", Syntax.XML, "host");

	/** How a kind of file is written, and so which document type reads it. */
	public enum Syntax {
		/** XML, read as an {@code XmlDocument}. */
		XML,
		/** A Bourne shell script that sets {@code JAVA_OPTS}. */
		SHELL,
		/** A Windows batch script that sets {@code JAVA_OPTS}. */
		BATCH,
		/** A Java-style properties file. */
		PROPERTIES
	}

	private final String label;
	private final Syntax syntax;
	private final Set<String> rootElements;

	FileKind(String label, Syntax syntax, String... rootElements) {
		this.label = label;
		this.syntax = syntax;
		this.rootElements = Set.of(rootElements);
	}

	/** A human name for this kind of file. */
	public String label() {
		return label;
	}

	/** How files of this kind are written. */
	public Syntax syntax() {
		return syntax;
	}

	/** The local names a root element of this kind may have; empty for files that are not XML. */
	public Set<String> rootElements() {
		return rootElements;
	}

	/**
	 * The kind of {@code file}, by its name first, then (for names several kinds share, such as
	 * {@code standalone.xml} or {@code context.xml}) by the root element found in {@code head}, its first bytes (may be
	 * null or empty when not read). Empty for files Dyno does not tune.
	 */
	public static Optional<FileKind> of(Path file, byte[] head) {
		Path fileName = file.getFileName();
		if (fileName == null) {
			return Optional.empty();
		}
		String name = fileName.toString().toLowerCase(Locale.ROOT);
		Path parent = file.getParent();
		String folder = parent == null || parent.getFileName() == null ? ""
				: parent.getFileName().toString().toLowerCase(Locale.ROOT);
		FileKind byName = byName(name, folder);
		if (byName != null) {
			return Optional.of(byName);
		}
		if (!name.endsWith(".xml") || head == null || head.length == 0) {
			return Optional.empty();
		}
		return Optional.ofNullable(byRoot(XmlHead.of(head)));
	}

	private static FileKind byName(String name, String folder) {
		switch (name) {
		case "run.conf", "standalone.conf", "domain.conf", "appclient.conf", "setenv.sh":
			return RUN_CONF;
		case "run.conf.bat", "standalone.conf.bat", "domain.conf.bat", "appclient.conf.bat", "setenv.bat":
			return RUN_CONF_BAT;
		case "server.xml":
			return TOMCAT_SERVER_XML;
		case "standardjboss.xml":
			return STANDARDJBOSS;
		case "ejb3-interceptors-aop.xml":
			return EJB3_INTERCEPTORS_AOP;
		case "log4j.xml", "jboss-log4j.xml":
			return LOG4J;
		case "jboss-logging.xml":
			return JBOSS_LOGGING;
		case "jgroups-channelfactory-stacks.xml", "jgroups-stacks.xml":
			return JGROUPS_STACKS;
		case "jboss-cache-manager-jboss-beans.xml", "jboss-cache-configs.xml":
			return JBOSS_CACHE;
		case "infinispan-configs.xml":
			return INFINISPAN;
		case "jboss-web.xml":
			return JBOSS_WEB_XML;
		case "web.xml":
			return WEB_XML;
		case "persistence.xml":
			return PERSISTENCE_XML;
		case "hornetq-configuration.xml":
			return HORNETQ_CONFIGURATION;
		case "hornetq-jms.xml":
			return HORNETQ_JMS;
		case "jbossjta-properties.xml", "jbossts-properties.xml", "transaction-jboss-beans.xml":
			return TRANSACTION;
		case "hdscanner-jboss-beans.xml":
			return DEPLOYMENT_SCANNER;
		case "workers.properties":
			return MODJK_WORKERS;
		case "jmx-console-users.properties", "web-console-users.properties":
			return CONSOLE_USERS;
		case "context.xml":
			return TOMCAT_CONTEXT;
		case "login-config.xml":
			return LOGIN_CONFIG;
		case "domain.xml":
			return WILDFLY_DOMAIN;
		default:
			break;
		}
		if (name.endsWith("-ds.xml")) {
			return DATASOURCES;
		}
		if (name.startsWith("standalone") && name.endsWith(".xml")) {
			return WILDFLY_STANDALONE;
		}
		if (name.startsWith("host") && name.endsWith(".xml")) {
			return WILDFLY_HOST;
		}
		// JBoss Messaging / JBossMQ keep their services (persistence, destinations, remoting) in deploy/messaging or deploy/jms
		boolean messagingFolder = folder.equals("messaging") || folder.equals("jms");
		if (name.endsWith("-service.xml") || name.equals("jboss-service.xml")) {
			return messagingFolder || name.contains("messaging") ? JBOSS_MESSAGING : JBOSS_SERVICE;
		}
		if (name.endsWith("-jboss-beans.xml") || name.equals("jboss-beans.xml")) {
			return messagingFolder || name.contains("messaging") ? JBOSS_MESSAGING : JBOSS_BEANS;
		}
		return null;
	}

	/** For XML files whose name says nothing: what the root element says. */
	private static FileKind byRoot(XmlHead head) {
		String ns = head.namespace();
		return switch (head.localName()) {
		case "datasources", "connection-factories" -> ns.startsWith("urn:jboss:domain:") ? null : DATASOURCES;
		case "server" -> ns.startsWith("urn:jboss:domain:") ? WILDFLY_STANDALONE : null;
		case "domain" -> ns.startsWith("urn:jboss:domain:") ? WILDFLY_DOMAIN : null;
		case "host" -> ns.startsWith("urn:jboss:domain:") ? WILDFLY_HOST : null;
		case "protocol_stacks" -> JGROUPS_STACKS;
		case "web-app" -> WEB_XML;
		case "persistence" -> PERSISTENCE_XML;
		default -> null;
		};
	}

	/**
	 * Whether the root element found in {@code head} (a file's first bytes) is one that some XML kind accepts: what
	 * an XML file must have to be one of Dyno's, whatever its name.
	 */
	public static boolean isRootOfAnyKind(byte[] head) {
		String root = XmlHead.of(head).localName();
		for (FileKind kind : values()) {
			if (kind.syntax == Syntax.XML && kind.rootElements.contains(root)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The kind an XML file's root element alone makes it, whatever its name (a WildFly {@code server} in its domain
	 * namespace, a {@code datasources} file …); empty when the root says nothing sure.
	 */
	public static Optional<FileKind> ofRoot(byte[] head) {
		return Optional.ofNullable(byRoot(XmlHead.of(head)));
	}

	/** Whether the root element found in {@code head} (a file's first bytes) may be the root of a file of this kind. */
	public boolean acceptsRootIn(byte[] head) {
		return acceptsRoot(XmlHead.of(head).localName());
	}

	/** Whether {@code localName} may be the root element of a file of this kind. */
	public boolean acceptsRoot(String localName) {
		return rootElements.isEmpty() || rootElements.contains(localName);
	}
}
