package dyno.jboss.rules.internal.catalog;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.FileKind;
import dyno.jboss.ServerProduct;
import dyno.jboss.ServerVersion;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * Exposures in a server's configuration: secrets written in plain text where anyone who reads the file or the process
 * list sees them, remote management without authentication, consoles on every interface or with their default
 * password, and the AJP and shutdown ports Tomcat leaves open. Warnings: each is a way into the server. (The remote
 * debugger, the other such exposure, is {@code jvm.debug.jdwp} of the JVM family.)
 */
public final class SecurityRules {

	private static final SecureRandom RANDOM = new SecureRandom();
	private static final String SECRET_CHARACTERS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
	/** The addresses that mean "every interface". */
	private static final Set<String> ANY_ADDRESS = Set.of("0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0");
	private static final String MANAGEMENT_ADDRESS = "-Djboss.bind.address.management";
	private static final String JMX_REMOTE = "-Dcom.sun.management.jmxremote.";
	/** {@code ${name:default}} with the default as its second group. */
	private static final Pattern EXPRESSION_DEFAULT = Pattern.compile("(\\$\\{[^:}]+:)([^}]*)(\\})");
	/** JDBC URLs of databases that live in the server's memory only. */
	private static final List<String> IN_MEMORY_URLS = List.of("jdbc:h2:mem:", "jdbc:hsqldb:mem:", "jdbc:derby:memory:");
	/** The JBoss AS 4–6 consoles whose web.xml ships with its security constraint commented out. */
	private static final Set<String> CONSOLE_WARS = Set.of("jmx-console.war", "web-console.war");
	/** What a web-app 2.3 DTD wants after the security constraint; a new one goes before the first of them. */
	private static final Set<String> AFTER_SECURITY_CONSTRAINT = Set.of("login-config", "security-role", "env-entry",
			"ejb-ref", "ejb-local-ref");

	private SecurityRules() {
	}

	public static List<Rule> rules() {
		return List.of(datasourcePassword(), sslPasswordOnCommandLine(), jmxAuthenticate(), jmxSsl(),
				managementOnAllInterfaces(), consoleDefaultPassword(), unsecuredConsole(), ajpSecret(), shutdownCommand(),
				clearTextCredential(), undertowAjpOnAllInterfaces());
	}

	/** A random secret of 24 letters and digits (no look-alikes), for fixes that replace a default secret. */
	static String randomSecret() {
		StringBuilder s = new StringBuilder(24);
		for (int i = 0; i < 24; i++) {
			s.append(SECRET_CHARACTERS.charAt(RANDOM.nextInt(SECRET_CHARACTERS.length())));
		}
		return s.toString();
	}

	/** A value written as it is, not taken from an expression ({@code ${…}}, a vault, a credential store). */
	private static boolean isPlain(String value) {
		String v = value.strip();
		return !v.isEmpty() && !v.startsWith("${");
	}

	/** {@code text} with every character that may not appear in a property name replaced by {@code _}. */
	private static String propertyName(String text) {
		return text.replaceAll("[^A-Za-z0-9_.]", "_").replaceAll("^[_.]+", "");
	}

	static Rule datasourcePassword() {
		return Rule.builder("security.datasource.plaintext_password")
				.appliesTo(FileKind.DATASOURCES, FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.WARNING).message("a database password is written in plain text")
				.rationale("Whoever can read the deployment folder, a backup or the configuration repository gets "
						+ "the database account. Each generation has its way to keep it out of the file: JBoss AS 4–6 "
						+ "a <security-domain> with SecureIdentityLoginModule (the password encrypted in "
						+ "login-config.xml) or an encrypted JaasSecurityDomain; WildFly 8–17 the password vault "
						+ "(${VAULT::…}); WildFly 18+ an Elytron credential store (<credential-reference store=… "
						+ "alias=…/>). The quick fix moves the value to an expression (a system property on JBoss AS, "
						+ "an environment variable on WildFly) to be set where the file does not travel. In-memory "
						+ "databases (WildFly's ExampleDS on H2) are left alone.")
				.check((ctx, report) -> {
					String remedy = passwordRemedy(ctx.version());
					if (ctx.file().kind() == FileKind.DATASOURCES) {
						for (XmlElement secret : jbossPasswords(ctx.root())) {
							String property = propertyName(datasourceName(secret)) + ".password";
							report.at(secret, describe(secret) + "; " + remedy, Fix.onElement(secret,
									"replace the password with ${" + property + "}",
									e -> e.setText("${" + property + "}")));
						}
						return;
					}
					for (XmlElement security : ctx.root().select("//datasources/datasource|xa-datasource/security")) {
						if (inMemory(security)) {
							continue;
						}
						String variable = propertyName(datasourceName(security)).toUpperCase(Locale.ROOT)
								.replace('.', '_') + "_PASSWORD";
						String expression = "${env." + variable + "}";
						if (security.attribute("password").filter(SecurityRules::isPlain).isPresent()) {
							report.at(security, datasourceName(security) + "; " + remedy, Fix.onElement(security,
									"replace the password with " + expression,
									e -> e.setAttribute("password", expression)));
						}
						security.child("password").filter(p -> isPlain(p.text())).ifPresent(p -> report.at(p,
								datasourceName(security) + "; " + remedy, Fix.onElement(p,
										"replace the password with " + expression, e -> e.setText(expression))));
					}
				}).build();
	}

	/** The era's way to keep a datasource password out of the file. */
	private static String passwordRemedy(ServerVersion v) {
		if (v.product() == ServerProduct.WILDFLY) {
			return v.isKnown() && v.major() < 18 ? "use the password vault (${VAULT::…})"
					: "use an Elytron credential store (credential-reference)";
		}
		return "use a security-domain with SecureIdentityLoginModule";
	}

	/** The plain-text passwords of a JBoss AS *-ds.xml: {@code <password>} and Password properties. */
	private static List<XmlElement> jbossPasswords(XmlElement root) {
		List<XmlElement> out = new ArrayList<>();
		for (XmlElement e : root.select("//password|config-property|xa-datasource-property")) {
			boolean secret = e.localName().equals("password")
					|| e.attribute("name").filter(n -> n.equalsIgnoreCase("password")).isPresent();
			if (secret && isPlain(e.text()) && !inMemory(e)) {
				out.add(e);
			}
		}
		return out;
	}

	private static String describe(XmlElement secret) {
		String what = secret.localName().equals("password") ? "<password>"
				: secret.localName() + " " + secret.attribute("name").orElse("");
		return what + " of " + datasourceName(secret);
	}

	/** The datasource (or connection factory) an element belongs to: the nearest one with a pool or JNDI name. */
	private static Optional<XmlElement> datasource(XmlElement element) {
		for (XmlElement e = element; e != null; e = e.parent()) {
			if (name(e).isPresent()) {
				return Optional.of(e);
			}
		}
		return Optional.empty();
	}

	private static Optional<String> name(XmlElement datasource) {
		return datasource.attribute("pool-name").or(() -> datasource.childText("jndi-name"))
				.or(() -> datasource.attribute("jndi-name")).map(String::strip);
	}

	/** The JNDI or pool name of the datasource an element belongs to. */
	private static String datasourceName(XmlElement element) {
		return datasource(element).flatMap(SecurityRules::name).orElse("datasource");
	}

	/**
	 * Whether the element belongs to an in-memory database (WildFly's ExampleDS on H2): it holds no data worth the
	 * password and no one outside the JVM can connect to it.
	 */
	private static boolean inMemory(XmlElement element) {
		String url = datasource(element).flatMap(d -> d.childText("connection-url")).orElse("").strip();
		return IN_MEMORY_URLS.stream().anyMatch(url::startsWith);
	}

	private static Rule.Builder jvm(String id) {
		return Rule.builder(id).appliesTo(FileKind.RUN_CONF, FileKind.RUN_CONF_BAT);
	}

	static Rule sslPasswordOnCommandLine() {
		return jvm("security.jvm.ssl_password_on_command_line").severity(Severity.WARNING)
				.message("a keystore password is on the command line")
				.rationale("System properties are part of the process's command line: every local user sees "
						+ "-Djavax.net.ssl.keyStorePassword in ps, /proc/<pid>/cmdline, jps -v and the server's boot "
						+ "log, and with it the private key of the keystore. Configure the key material where the "
						+ "server keeps secrets instead: the connector's keystore settings (Tomcat, JBoss Web), the "
						+ "password vault or an Elytron credential store (WildFly). A trust store password only guards "
						+ "the store's integrity, yet has no place in a process listing either.")
				.check((ctx, report) -> {
					for (JvmFlag f : ctx.javaOpts().flags()) {
						if (f.key().equals("-Djavax.net.ssl.keyStorePassword")
								|| f.key().equals("-Djavax.net.ssl.trustStorePassword")) {
							report.atLine(f.line(), f.key(), Fix.removeJavaOpt(f.key()));
						}
					}
				}).build();
	}

	/**
	 * Reports the remote JMX switch {@code name} set to false while a remote JMX port is opened (without a port the
	 * switch does not matter), fixed by setting it to true.
	 */
	private static Rule.Check jmxSwitchedOff(String name) {
		return (ctx, report) -> {
			if (!ctx.javaOpts().has(JMX_REMOTE + "port")) {
				return;
			}
			ctx.javaOpts().flag(JMX_REMOTE + name).filter(f -> ConfigValues.isFalse(Optional.of(f.value())))
					.ifPresent(f -> report.atLine(f.line(), f.text(), Fix.setJavaOpt(f.key(), "true")));
		};
	}

	static Rule jmxAuthenticate() {
		return jvm("security.jmx.remote_authenticate").severity(Severity.WARNING)
				.message("remote JMX accepts anyone")
				.rationale("With com.sun.management.jmxremote.authenticate=false, whoever reaches the JMX port can "
						+ "invoke any MBean: deploy code through the server's MBeans, change its configuration, or stop "
						+ "it. Keep authentication on (a jmxremote.password and jmxremote.access file, or a JAAS "
						+ "login) and bind the port to a management network.")
				.check(jmxSwitchedOff("authenticate")).build();
	}

	static Rule jmxSsl() {
		return jvm("security.jmx.remote_ssl").severity(Severity.WARNING)
				.message("remote JMX without SSL")
				.rationale("With com.sun.management.jmxremote.ssl=false, JMX user names, passwords and every "
						+ "attribute read or written cross the network in clear text, for anyone on the path to read "
						+ "or alter. Turn SSL on (with a keystore given to the JVM outside its command line), or reach "
						+ "the port only through an SSH tunnel on a loopback-bound agent.")
				.check(jmxSwitchedOff("ssl")).build();
	}

	static Rule managementOnAllInterfaces() {
		return Rule.builder("security.management.all_interfaces")
				.appliesTo(FileKind.RUN_CONF, FileKind.RUN_CONF_BAT, FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_HOST)
				.severity(Severity.WARNING).message("the management interface listens on every network")
				.rationale("WildFly's management interface (HTTP API, the admin console, jboss-cli) changes and "
						+ "deploys anything. Bound to 0.0.0.0 it is one guessed or leaked password away from whoever "
						+ "reaches the host. Bind it to 127.0.0.1 (or a dedicated management network) and reach it "
						+ "through SSH or a bastion.")
				.check((ctx, report) -> {
					if (ctx.document() instanceof ShellConf) {
						ctx.javaOpts().flag(MANAGEMENT_ADDRESS).filter(f -> ANY_ADDRESS.contains(f.value()))
								.ifPresent(f -> report.atLine(f.line(), f.text(),
										Fix.setJavaOpt(MANAGEMENT_ADDRESS, "127.0.0.1")));
						return;
					}
					for (XmlElement iface : ctx.root().select("interfaces/interface[@name='management']")) {
						if (iface.child("any-address").isPresent()) {
							report.at(iface, "<any-address/>", Fix.onElement(iface, "bind it to 127.0.0.1", e -> {
								e.addChild("inet-address", null).setAttribute("value",
										"${jboss.bind.address.management:127.0.0.1}");
								e.child("any-address").ifPresent(XmlElement::remove);
							}));
						}
						for (XmlElement address : iface.children("inet-address")) {
							String raw = address.attribute("value").orElse("");
							if (ConfigValues.resolve(raw).filter(ANY_ADDRESS::contains).isPresent()) {
								report.at(address, raw, Fix.onElement(address, "bind it to 127.0.0.1",
										e -> e.setAttribute("value", loopbackDefault(raw))));
							}
						}
					}
				}).build();
	}

	/** {@code ${x:0.0.0.0}} → {@code ${x:127.0.0.1}}: keeps the override, changes the default; else 127.0.0.1. */
	private static String loopbackDefault(String raw) {
		Matcher m = EXPRESSION_DEFAULT.matcher(raw.strip());
		return m.matches() ? m.group(1) + "127.0.0.1" + m.group(3) : "127.0.0.1";
	}

	static Rule consoleDefaultPassword() {
		return Rule.builder("security.console.default_credentials").appliesTo(FileKind.CONSOLE_USERS)
				.severity(Severity.WARNING).message("a console user has a default password")
				.rationale("JBoss AS 4–6 ship the jmx-console and web-console users as admin=admin; scanners try "
						+ "exactly that, and the jmx-console deploys code and stops the server. Give every user its "
						+ "own strong password (a password equal to the user name counts as default too), and "
						+ "check that the console's web.xml and jboss-web.xml actually require the login.")
				.check((ctx, report) -> {
					PropertiesDocument users = ctx.properties();
					for (String user : users.keys()) {
						String password = users.get(user).orElse("").strip();
						if (password.equalsIgnoreCase("admin") || password.equalsIgnoreCase(user)) {
							report.atLine(users.line(user), "user " + user, Fix.of("set a random password for " + user,
									doc -> ((PropertiesDocument) doc).set(user, randomSecret())));
						}
					}
				}).build();
	}

	/** The console .war a web.xml belongs to ({@code …/jmx-console.war/WEB-INF/web.xml}), if it is one. */
	private static Optional<String> consoleWar(RuleContext ctx) {
		Path webInf = ctx.file().path().toAbsolutePath().getParent();
		Path war = webInf == null ? null : webInf.getParent();
		return Optional.ofNullable(war).map(w -> w.getFileName().toString()).filter(CONSOLE_WARS::contains);
	}

	static Rule unsecuredConsole() {
		return Rule.builder("security.console.unsecured").appliesTo(FileKind.WEB_XML)
				.versions(Versions.jbossAs(4, 0), Versions.jbossAs(6, 99))
				.severity(Severity.WARNING).message("the console requires no login")
				.rationale("JBoss AS 4–6 ship the jmx-console and web-console with their <security-constraint> "
						+ "commented out: anyone who reaches the HTTP port can invoke every MBean, deploy a remote "
						+ "archive through the deployer MBean and so run code, or shut the server down. Require a login "
						+ "for every URL of the console (role JBossAdmin), point its WEB-INF/jboss-web.xml at the "
						+ "security domain (<security-domain>java:/jaas/jmx-console</security-domain>), and give the "
						+ "users of jmx-console-users.properties real passwords; or undeploy the console.")
				.check((ctx, report) -> {
					Optional<String> war = consoleWar(ctx);
					XmlElement webApp = ctx.root();
					if (war.isPresent() && webApp.children("security-constraint").isEmpty()) {
						report.at(webApp, war.get(), Fix.onElement(webApp, "require the JBossAdmin role for every URL",
								SecurityRules::addConsoleConstraint));
					}
				}).build();
	}

	/** A constraint on {@code /*} for role JBossAdmin, with BASIC login where none is configured. */
	private static void addConsoleConstraint(XmlElement webApp) {
		List<XmlElement> children = webApp.children();
		int at = children.size();
		for (int i = 0; i < children.size(); i++) {
			if (AFTER_SECURITY_CONSTRAINT.contains(children.get(i).localName())) {
				at = i;
				break;
			}
		}
		XmlElement constraint = webApp.insertChild(at, "security-constraint", null);
		XmlElement resources = constraint.addChild("web-resource-collection", null);
		resources.addChild("web-resource-name", "console");
		resources.addChild("url-pattern", "/*");
		constraint.addChild("auth-constraint", null).addChild("role-name", "JBossAdmin");
		if (webApp.child("login-config").isEmpty()) {
			XmlElement login = webApp.insertChild(at + 1, "login-config", null);
			login.addChild("auth-method", "BASIC");
			login.addChild("realm-name", "JBoss Console");
		}
	}

	static Rule ajpSecret() {
		return Rule.builder("security.ajp.secret").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.WARNING).message("AJP connector without a secret (Ghostcat)")
				.rationale("AJP trusts its peer: whoever reaches an AJP port without a shared secret can read any "
						+ "file of the web applications and, where uploads land in a web application, run code "
						+ "(Ghostcat, CVE-2020-1938). Tomcat 9.0.31 / 8.5.51 / 7.0.100 refuse an AJP connector "
						+ "without a secret unless secretRequired=\"false\"; JBoss AS 4–6 and older Tomcats accept it "
						+ "silently. Set a secret (requiredSecret on older versions) and the same one on the proxy "
						+ "(mod_jk worker.<name>.secret, mod_proxy_ajp secret=), and bind the port to the proxy's "
						+ "network.")
				.check((ctx, report) -> {
					Connectors web = new Connectors(ctx);
					boolean enforced = enforcesAjpSecret(ctx.version());
					for (var connector : web.ajp()) {
						XmlElement e = web.element(connector);
						boolean hasSecret = e.attribute("secret").or(() -> e.attribute("requiredSecret"))
								.filter(s -> !s.isBlank()).isPresent();
						boolean optedOut = ConfigValues.isFalse(e.attribute("secretRequired"));
						if (!hasSecret && (optedOut || !enforced)) {
							String attribute = enforced || e.attribute("secretRequired").isPresent() ? "secret"
									: "requiredSecret";
							report.at(e, web.label(connector), Fix.onElement(e,
									"set a random " + attribute + " (give the proxy the same)", x -> {
										x.setAttribute(attribute, randomSecret());
										x.removeAttribute("secretRequired");
									}));
						}
					}
				}).build();
	}

	/** Whether the version refuses an AJP connector without a secret: Tomcat 9.0.31+, 8.5.51+, 7.0.100+, 10+. */
	private static boolean enforcesAjpSecret(ServerVersion v) {
		if (v.product() != ServerProduct.TOMCAT || !v.isKnown()) {
			return false;
		}
		String[] parts = v.text().split("[.-]");
		int patch = parts.length > 2 && parts[2].matches("\\d+") ? Integer.parseInt(parts[2]) : 0;
		return v.major() >= 10 || (v.major() == 9 && patch >= 31) || (v.major() == 8 && v.minor() == 5 && patch >= 51)
				|| (v.major() == 7 && patch >= 100);
	}

	static Rule shutdownCommand() {
		return Rule.builder("security.tomcat.shutdown_command").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.versions(Versions.tomcat(5, 0), Versions.tomcat(11, 99))
				.severity(Severity.WARNING).message("the shutdown port takes the well-known command")
				.rationale("Tomcat listens on its shutdown port (8005, loopback) for the word in shutdown=; the "
						+ "shipped word is SHUTDOWN, so any local process, or a request forged through a proxying "
						+ "application, stops the server. Use a random word (catalina.sh stop reads it from "
						+ "server.xml), or port=\"-1\" to close the port and stop Tomcat by its process.")
				.check((ctx, report) -> {
					XmlElement server = ctx.root();
					boolean open = !server.attribute("port").map(String::strip).orElse("8005").equals("-1");
					if (open && server.attribute("shutdown").filter(w -> w.equals("SHUTDOWN")).isPresent()) {
						report.at(server, "port " + server.attribute("port").orElse("8005"), Fix.onElement(server,
								"replace the shutdown word with a random one",
								e -> e.setAttribute("shutdown", randomSecret())));
					}
				}).build();
	}

	static Rule clearTextCredential() {
		return Rule.builder("security.elytron.clear_text_credential")
				.appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN, FileKind.WILDFLY_HOST)
				.severity(Severity.WARNING).message("a credential is written in clear text")
				.rationale("A <credential-reference clear-text=…/> puts the password of a key store, a trust store, a "
						+ "datasource or an outbound connection into the file, for whoever reads the configuration, a "
						+ "backup or the repository it is kept in (WildFly ships its applicationKS that way). Keep it "
						+ "in an Elytron credential store instead (<credential-reference store=… alias=…/>, filled with "
						+ "jboss-cli's credential-store add-alias), or at least outside the file: the quick fix reads "
						+ "it from an environment variable, to be set where the file does not travel. In-memory "
						+ "databases (ExampleDS on H2) are left alone. (A datasource's <password> or password= is "
						+ "security.datasource.plaintext_password.)")
				.check((ctx, report) -> {
					for (XmlElement reference : ctx.root().select("//credential-reference")) {
						boolean stored = reference.attribute("store").isPresent();
						Optional<String> clear = reference.attribute("clear-text").filter(SecurityRules::isPlain);
						if (clear.isEmpty() || stored || inMemory(reference)) {
							continue;
						}
						XmlElement owner = reference.parent();
						String what = "<" + owner.localName() + ">" + owner.attribute("name")
								.or(() -> owner.attribute("pool-name")).map(n -> " " + n).orElse("");
						String variable = propertyName(owner.attribute("name").or(() -> owner.attribute("pool-name"))
								.orElse(owner.localName())).toUpperCase(Locale.ROOT).replace('.', '_') + "_PASSWORD";
						String expression = "${env." + variable + "}";
						report.at(reference, what, Fix.onElement(reference, "read it from " + expression,
								e -> e.setAttribute("clear-text", expression)));
					}
				}).build();
	}

	static Rule undertowAjpOnAllInterfaces() {
		return Rule.builder("security.undertow.ajp_all_interfaces").appliesTo(FileKind.WILDFLY_STANDALONE)
				.severity(Severity.WARNING).message("an AJP listener listens on every network (Ghostcat)")
				.rationale("AJP trusts its peer: whoever reaches an AJP port can forge the request attributes a "
						+ "proxy sets (remote user, client address, TLS facts) and, with the Ghostcat family of flaws "
						+ "(CVE-2020-1938 on Tomcat, CVE-2020-1745 on Undertow), read files of the web applications. "
						+ "Undertow's ajp-listener has no shared secret as Tomcat's connector does, so its only guard is "
						+ "where it listens: bind its socket binding to the network of the proxy (mod_jk, "
						+ "mod_proxy_ajp, mod_cluster), never to every interface. The quick fix binds it to an ajp "
						+ "interface of its own, ${jboss.bind.address.ajp:127.0.0.1}, to be set to the proxy-facing "
						+ "address. (A -b 0.0.0.0 start moves the public interface at run time; this rule reads the "
						+ "file.)")
				.check((ctx, report) -> {
					XmlElement root = ctx.root();
					for (XmlElement listener : root.select("//subsystem/server/ajp-listener")) {
						Optional<XmlElement> binding = listener.attribute("socket-binding").flatMap(name -> root
								.select("socket-binding-group/socket-binding[@name='" + name + "']").stream()
								.findFirst());
						if (binding.isEmpty()) {
							continue;
						}
						String iface = binding.get().attribute("interface").orElse(
								binding.get().parent().attribute("default-interface").orElse(""));
						if (onEveryInterface(root, iface)) {
							report.at(listener, listener.attribute("name").orElse("ajp") + " on interface " + iface,
									Fix.onElement(binding.get(), "bind its socket binding to an ajp interface on "
											+ "127.0.0.1", SecurityRules::bindToAjpInterface));
						}
					}
				}).build();
	}

	/** Whether the interface {@code name} of a WildFly configuration is {@code <any-address/>} or 0.0.0.0. */
	private static boolean onEveryInterface(XmlElement root, String name) {
		for (XmlElement iface : root.select("interfaces/interface[@name='" + name + "']")) {
			if (iface.child("any-address").isPresent() || iface.children("inet-address").stream().anyMatch(a ->
					ConfigValues.resolve(a.attribute("value").orElse("")).filter(ANY_ADDRESS::contains).isPresent())) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The socket binding on an interface {@code ajp} of its own, added at
	 * {@code ${jboss.bind.address.ajp:127.0.0.1}} when the configuration has none.
	 */
	private static void bindToAjpInterface(XmlElement binding) {
		XmlElement root = binding.document().root();
		XmlElement interfaces = root.child("interfaces").orElseThrow();
		if (interfaces.select("interface[@name='ajp']").isEmpty()) {
			XmlElement ajp = interfaces.addChild("interface", null);
			ajp.setAttribute("name", "ajp");
			ajp.addChild("inet-address", null).setAttribute("value", "${jboss.bind.address.ajp:127.0.0.1}");
		}
		binding.setAttribute("interface", "ajp");
	}
}
