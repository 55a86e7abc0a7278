package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * Apache Tomcat 9–11 itself (not JBoss Web): the connector attributes only Tomcat's own server.xml uses
 * (compression, maxConnections, the protocol implementation, keep-alive), unused executors, the access-log valve, and
 * the {@code <Context>} settings of context.xml. Part of the web family; the connector rules Tomcat shares with
 * JBoss Web (maxThreads, acceptCount, shared executor) are in {@link WebRules}.
 */
final class TomcatRules {

	/** Tomcat's default HTTP/1.1 keep-alive and connection timeout when none is written (ms). */
	private static final long DEFAULT_CONNECTION_TIMEOUT = 60_000;
	/** The timeout Tomcat's own server.xml ships on its HTTP connector (ms). */
	private static final long SHIPPED_CONNECTION_TIMEOUT = 20_000;

	private TomcatRules() {
	}

	static List<Rule> rules() {
		return List.of(compression(), maxConnections(), connectionTimeout(), protocol(), unusedExecutor(),
				reloadable(), jarScan(), accessLogBuffering());
	}

	private static Rule.Builder tomcat(String id, FileKind first, FileKind... more) {
		return Rule.builder(id).appliesTo(first, more).versions(Versions.tomcat(9, 0), Versions.tomcat(11, 99));
	}

	/** The HTTP connectors (not AJP) with their elements. */
	private static List<EObject> http(Connectors web) {
		return web.all().stream().filter(c -> !Connectors.isAjp(c)).toList();
	}

	static Rule compression() {
		return tomcat("tomcat.connector.compression", FileKind.TOMCAT_SERVER_XML).severity(Severity.INFO)
				.message("HTTP responses are sent uncompressed")
				.rationale("compression is off by default: HTML, CSS, JavaScript, JSON and XML go out at full size, "
						+ "typically 3 to 5 times the gzip size, which costs bandwidth and response time on anything "
						+ "slower than a LAN. compression=\"on\" compresses text types above compressionMinSize "
						+ "(2 KB) for clients that accept gzip; skip it when a proxy in front already compresses.")
				.check((ctx, report) -> {
					Connectors web = new Connectors(ctx);
					for (EObject c : http(web)) {
						XmlElement e = web.element(c);
						String mode = e.attribute("compression").orElse("off").strip().toLowerCase(Locale.ROOT);
						if (mode.equals("off") || mode.equals("false")) {
							report.at(e, web.label(c), Fix.onElement(e, "set compression to on",
									x -> x.setAttribute("compression", "on")));
						}
					}
				}).build();
	}

	static Rule maxConnections() {
		return tomcat("tomcat.connector.max_connections", FileKind.TOMCAT_SERVER_XML).severity(Severity.WARNING)
				.message("the connector accepts fewer connections than it has threads")
				.rationale("maxConnections caps the connections a NIO connector keeps open (8192 by default); once it "
						+ "is reached new connections wait in the accept queue. A cap below maxThreads means threads "
						+ "that can never get work while clients queue: remove it, or keep it well above maxThreads "
						+ "since keep-alive connections hold no thread while idle.")
				.check((ctx, report) -> {
					Connectors web = new Connectors(ctx);
					for (EObject c : web.all()) {
						XmlElement e = web.element(c);
						OptionalLong cap = ConfigValues.number(e.attribute("maxConnections"));
						long threads = ModelValues.effectiveNumber(Connectors.threadOwner(c), "maxThreads").orElse(200L);
						if (cap.isPresent() && cap.getAsLong() >= 0 && cap.getAsLong() < threads) {
							report.at(e, web.label(c) + ": maxConnections " + cap.getAsLong() + " < maxThreads "
									+ threads, Fix.onElement(e, "remove maxConnections (default 8192)",
											x -> x.removeAttribute("maxConnections")));
						}
					}
				}).build();
	}

	static Rule connectionTimeout() {
		return tomcat("tomcat.connector.keep_alive_timeout", FileKind.TOMCAT_SERVER_XML).severity(Severity.INFO)
				.message("idle connections are kept open a long time")
				.rationale("connectionTimeout is how long Tomcat waits for a request line, and also the keep-alive "
						+ "timeout unless keepAliveTimeout is set. Above the 60 s default, or -1 (never), idle "
						+ "clients and half-dead connections keep their slots against maxConnections (and with the "
						+ "old blocking connector a thread each). Tomcat's own server.xml uses 20000 ms.")
				.check((ctx, report) -> {
					Connectors web = new Connectors(ctx);
					for (EObject c : http(web)) {
						XmlElement e = web.element(c);
						// keepAliveTimeout, where written, overrides connectionTimeout for idle keep-alive connections
						String attribute = e.attribute("keepAliveTimeout").isPresent() ? "keepAliveTimeout"
								: "connectionTimeout";
						OptionalLong keepAlive = ConfigValues.number(e.attribute(attribute));
						if (keepAlive.isPresent() && (keepAlive.getAsLong() < 0
								|| keepAlive.getAsLong() > DEFAULT_CONNECTION_TIMEOUT)) {
							report.at(e, web.label(c) + ": " + attribute + " " + keepAlive.getAsLong() + " ms",
									Fix.onElement(e, "set " + attribute + " to " + SHIPPED_CONNECTION_TIMEOUT,
											x -> x.setAttribute(attribute, Long.toString(SHIPPED_CONNECTION_TIMEOUT))));
						}
					}
				}).build();
	}

	static Rule protocol() {
		return tomcat("tomcat.connector.protocol", FileKind.TOMCAT_SERVER_XML).severity(Severity.INFO)
				.message("the connector names the APR or NIO2 implementation")
				.rationale("protocol=\"HTTP/1.1\" (or \"AJP/1.3\") selects NIO, the implementation Tomcat tests and "
						+ "tunes first. The APR/native connector is deprecated in 9.0 and gone from 10.1 (a "
						+ "server.xml naming it no longer starts), and the JSSE/OpenSSL support of NIO covers what it "
						+ "was used for; NIO2 brings no throughput gain for servlet work. Name the generic protocol "
						+ "unless a load test shows otherwise.")
				.check((ctx, report) -> {
					Connectors web = new Connectors(ctx);
					for (EObject c : web.all()) {
						XmlElement e = web.element(c);
						Optional<String> protocol = e.attribute("protocol");
						if (protocol.isPresent() && (protocol.get().contains("Apr") || protocol.get().contains("Nio2"))) {
							String generic = Connectors.isAjp(c) ? "AJP/1.3" : "HTTP/1.1";
							report.at(e, web.label(c) + ": " + protocol.get(), Fix.onElement(e,
									"set protocol to " + generic, x -> x.setAttribute("protocol", generic)));
						}
					}
				}).build();
	}

	static Rule unusedExecutor() {
		return tomcat("tomcat.executor.unused", FileKind.TOMCAT_SERVER_XML).severity(Severity.INFO)
				.message("an executor no connector uses")
				.rationale("An <Executor> only serves connectors that name it in executor=\"…\"; one that no "
						+ "connector names still starts its minSpareThreads threads while each connector sizes its own "
						+ "pool, so the maxThreads written on it limits nothing. Reference it from the connectors "
						+ "(the shared thread budget) or remove it.")
				.check((ctx, report) -> {
					Connectors web = new Connectors(ctx);
					for (EObject executor : web.executors()) {
						Optional<String> name = ModelValues.text(executor, "name");
						boolean used = web.all().stream()
								.anyMatch(c -> Connectors.executor(c).filter(x -> x == executor).isPresent());
						if (!used) {
							XmlElement e = web.element(executor);
							report.at(e, "executor " + name.orElse("?"),
									Fix.onElement(e, "remove the unused executor", XmlElement::remove));
						}
					}
				}).build();
	}

	/** The {@code <Context>} elements of a context.xml (its root) or a server.xml (under its hosts). */
	private static List<XmlElement> contexts(XmlElement root) {
		return root.localName().equals("Context") ? List.of(root) : root.select("//Context");
	}

	static Rule reloadable() {
		return tomcat("tomcat.context.reloadable", FileKind.TOMCAT_CONTEXT, FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.WARNING).message("web applications reload when their classes change")
				.rationale("reloadable=\"true\" has a background thread compare every class and jar of WEB-INF "
						+ "every few seconds, and a change reloads the whole application in production, dropping its "
						+ "sessions and often leaking the old class loader until the heap fills. It is a development "
						+ "switch: redeploy explicitly instead.")
				.check((ctx, report) -> {
					for (XmlElement context : contexts(ctx.root())) {
						if (ConfigValues.isTrue(context.attribute("reloadable"))) {
							report.at(context, null, Fix.onElement(context, "remove reloadable (default false)",
									x -> x.removeAttribute("reloadable")));
						}
					}
				}).build();
	}

	static Rule jarScan() {
		return tomcat("tomcat.context.jar_scan", FileKind.TOMCAT_CONTEXT).severity(Severity.INFO)
				.message("every jar is scanned at startup")
				.rationale("At each deployment Tomcat opens every jar of WEB-INF/lib, the class path and the jars "
						+ "their manifests name, looking for TLDs, web fragments and annotated classes; with many jars "
						+ "this is most of the startup time. A <JarScanner scanClassPath=\"false\" "
						+ "scanManifest=\"false\"/> skips the class path and manifest entries; list the application's "
						+ "own library jars in tomcat.util.scan.StandardJarScanFilter.jarsToSkip (catalina.properties) "
						+ "too.")
				.check((ctx, report) -> {
					XmlElement context = ctx.root();
					Optional<XmlElement> scanner = context.child("JarScanner");
					if (scanner.isEmpty()) {
						report.at(context, null, Fix.onElement(context, "add a JarScanner that skips the class path",
								x -> {
									XmlElement added = x.addChild("JarScanner", null);
									added.setAttribute("scanClassPath", "false");
									added.setAttribute("scanManifest", "false");
								}));
					} else if (!ConfigValues.isFalse(scanner.get().attribute("scanClassPath"))) {
						XmlElement s = scanner.get();
						report.at(s, "scanClassPath is on", Fix.onElement(s, "set scanClassPath to false",
								x -> x.setAttribute("scanClassPath", "false")));
					}
				}).build();
	}

	static Rule accessLogBuffering() {
		return tomcat("tomcat.valve.access_log_unbuffered", FileKind.TOMCAT_SERVER_XML, FileKind.TOMCAT_CONTEXT)
				.severity(Severity.INFO).message("the access log is written unbuffered")
				.rationale("AccessLogValve buffers its lines by default; buffered=\"false\" writes (and flushes) "
						+ "once per request, a system call on the request path of every thread, serialized on the "
						+ "log file. Keep the buffer and tail the log with a short delay. Patterns cost too: %h "
						+ "with enableLookups, %{…}c cookies and %{…}s session attributes work for every line.")
				.check((ctx, report) -> {
					for (XmlElement valve : ctx.root().select("//Valve")) {
						boolean accessLog = valve.attribute("className").filter(n -> n.endsWith("AccessLogValve"))
								.isPresent();
						if (accessLog && ConfigValues.isFalse(valve.attribute("buffered"))) {
							report.at(valve, null, Fix.onElement(valve, "remove buffered (default true)",
									x -> x.removeAttribute("buffered")));
						}
					}
				}).build();
	}
}
