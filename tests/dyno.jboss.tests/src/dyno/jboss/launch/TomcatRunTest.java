package dyno.jboss.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.ServerProduct;
import dyno.jboss.live.ConnectorThreads;
import dyno.jboss.runtime.GroupReading;
import dyno.jboss.runtime.RuntimeReading;
import dyno.jboss.runtime.ServerRuntimeMonitor;
import dyno.jboss.live.LiveObservation;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.TomcatDist;
import dyno.samples.Waits;

/**
 * A real Tomcat 9.0.98 (a private copy of the distribution from Maven Central, its HTTP connector on a free port
 * with maxThreads 10, only the ROOT application) started by Dyno through catalina.sh, loaded by HTTP clients on a
 * JSP that holds each request until the test lets them go, its busy threads read from its connector's ThreadPool MBean, weighed by the maxThreads rule
 * against its server.xml and against the shipped one, and stopped cleanly.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TomcatRunTest {

	private static final int MAX_THREADS = 10;
	private static final int CLIENTS = 14;
	private static final String MAX_THREADS_RULE = "jbossweb.connector.max_threads";
	/** The JSP the load requests: it holds each request until {@link #GATE} exists; {@code ?pass} answers at once. */
	private static final String HOLD = "hold.jsp";
	/** The file beside {@link #HOLD} whose creation lets every held request go. */
	private static final String GATE = "gate-open";

	@TempDir
	static Path dir;
	private static Server server;
	private static ServerProcess tomcat;
	private static int port;
	private static long pid;

	@BeforeAll
	static void startTomcat() throws Exception {
		Path home = TomcatDist.copyTo(TomcatDist.VERSION, dir);
		port = Waits.freePort();
		TomcatDist.usePort(home, port);
		Path serverXml = home.resolve("conf/server.xml");
		String connector = "<Connector port=\"" + port + "\" protocol=\"HTTP/1.1\"";
		Files.writeString(serverXml, Files.readString(serverXml).replace(connector,
				connector + " maxThreads=\"" + MAX_THREADS + "\""));
		for (String app : List.of("docs", "examples", "host-manager", "manager")) {
			delete(home.resolve("webapps").resolve(app)); // a quicker start: ROOT is enough
		}
		// A request holds its thread until the test opens the gate, a file beside the JSP (a request could not: the
		// held ones take every thread): the load lasts until the test has seen it. The JSP waits on the file system's
		// events, not on a clock.
		Files.writeString(home.resolve("webapps/ROOT/" + HOLD), """
				<%@ page import="java.nio.file.*" %><%
				if (request.getParameter("pass") != null) {
					out.print("passed");
				} else {
					Path root = Paths.get(application.getRealPath("/"));
					try (WatchService events = root.getFileSystem().newWatchService()) {
						root.register(events, StandardWatchEventKinds.ENTRY_CREATE);
						while (!Files.exists(root.resolve("{gate}"))) {
							WatchKey key = events.take();
							key.pollEvents();
							key.reset();
						}
					}
					out.print("released");
				}
				%>
				""".replace("{gate}", GATE));
		server = ServerLayout.detect(home, "");
		assertEquals(ServerProduct.TOMCAT, server.product());
		assertEquals("9.0.98", server.version().text(), server.version().toString());
		tomcat = ServerProcess.start(server, StartOptions.defaults(dir.resolve("tomcat.log")));
		pid = tomcat.awaitJvm(Waits.LIMIT);
		tomcat.awaitStarted(Waits.LIMIT);
	}

	@AfterAll
	static void stopTomcat() throws InterruptedException {
		if (tomcat != null) {
			tomcat.stop(Waits.LIMIT);
		}
	}

	@Test
	@Order(1)
	void underLoadItsConnectorShowsBusyThreadsAndTheLiveHintFiresOnlyNearMaxThreads() throws Exception {
		assertEquals("passed", get("/" + HOLD + "?pass"), "the JSP compiles and answers");
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			assertEquals(server.home().toRealPath(), LiveObservation.serverHomeOf(c.info()).orElseThrow().toRealPath(),
					"the JVM is matched to the Tomcat it was started from (-Dcatalina.home)");
			LiveFacts facts;
			try (LiveObservation o = LiveObservation.start(c, Duration.ofMillis(300))) {
				// The first tick starts the JVM's management agent: the load comes once the observation sees.
				assertTrue(o.awaitFirstTick(Waits.LIMIT), "the observation's first tick");
				List<CompletableFuture<HttpResponse<String>>> load = new ArrayList<>();
				HttpClient http = HttpClient.newHttpClient();
				for (int i = 0; i < CLIENTS; i++) {
					load.add(http.sendAsync(request("/" + HOLD), HttpResponse.BodyHandlers.ofString()));
				}
				try {
					ConnectorThreads busiest = awaitBusy(c, MAX_THREADS);
					assertEquals("http-nio-" + port, busiest.connector(), busiest.toString());
					assertEquals(MAX_THREADS, busiest.max(), "maxThreads as server.xml sets it: " + busiest);
					assertTrue(busiest.threads() >= MAX_THREADS, busiest.toString());
					// The Server Runtime view reads the same moment: the connector's busy threads at its maxThreads.
					try (ServerRuntimeMonitor monitor = new ServerRuntimeMonitor(c, Sampler.shared())) {
						RuntimeReading r = monitor.sampleNow();
						GroupReading connector = r.groups().stream()
								.filter(g -> g.group().title().contains("http-nio-" + port)).findFirst()
								.orElseThrow(() -> new AssertionError("no group of the connector: " + r));
						assertEquals("Tomcat", connector.group().product());
						assertEquals(MAX_THREADS, connector.values().get("busy threads"), 0.0, connector.toString());
						assertEquals(MAX_THREADS, connector.limit().orElseThrow(), 0.0, "maxThreads drawn beside it");
					}
					// Seen by the observation while the threads are still held, then the held requests are let go.
					facts = awaitPeak(o, Integer.toString(port), MAX_THREADS);
				} finally {
					Files.writeString(server.home().resolve("webapps/ROOT/" + GATE), "open\n");
				}
				for (CompletableFuture<HttpResponse<String>> r : load) {
					assertEquals(200, r.get().statusCode());
					assertEquals("released", r.get().body().strip());
				}
			}

			List<Finding> hints = maxThreadsFindings(server, facts);
			assertEquals(1, hints.size(), hints.toString());
			assertTrue(hints.get(0).message().contains("peak " + MAX_THREADS + " busy threads of " + MAX_THREADS),
					hints.get(0).message());
			assertEquals("set maxThreads to " + (int) Math.ceil(MAX_THREADS * 1.25),
					hints.get(0).fix().orElseThrow().label());

			// The same peak against the connector as Tomcat ships it (maxThreads 200): far from the limit, quiet.
			Path serverXml = server.home().resolve("conf/server.xml");
			Files.writeString(serverXml, Files.readString(serverXml).replace(" maxThreads=\"" + MAX_THREADS + "\"", ""));
			assertEquals(List.of(), maxThreadsFindings(ServerLayout.detect(server.home(), ""), facts));
		}
	}

	@Test
	@Order(2)
	void stopsCleanly() throws Exception {
		assertTrue(tomcat.stop(Waits.LIMIT), "Tomcat stops");
		assertFalse(tomcat.isAlive());
		assertTrue(ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true), "its JVM has ended");
		String log = Files.readString(tomcat.log());
		assertTrue(log.contains("Stopping ProtocolHandler [\"http-nio-" + port + "\"]"),
				"its shutdown hook stopped the connector: " + log.substring(Math.max(0, log.length() - 1500)));
	}

	private static List<Finding> maxThreadsFindings(Server s, LiveFacts facts) {
		return Linter.lint(s, facts).findings().stream().filter(f -> f.rule().id().equals(MAX_THREADS_RULE)).toList();
	}

	/** Reads the connectors' MBeans until one has {@code busy} threads serving requests. */
	private static ConnectorThreads awaitBusy(JvmConnection c, int busy) throws Exception {
		List<ConnectorThreads> connectors = Waits.of("a connector with " + busy + " busy threads")
				.unless(() -> !tomcat.isAlive(), () -> "Tomcat ended")
				.value(() -> c.readMBeans(ConnectorThreads::read).orElseThrow(),
						read -> read.stream().anyMatch(t -> t.busy() >= busy));
		return connectors.stream().filter(t -> t.busy() >= busy).findFirst().orElseThrow();
	}

	private static LiveFacts awaitPeak(LiveObservation o, String key, double peak) throws InterruptedException {
		return Waits.of("a peak of " + peak + " busy threads under " + key + " in the observed facts")
				.unless(() -> !tomcat.isAlive(), () -> "Tomcat ended")
				.value(o::facts, f -> f.get(LiveInput.BUSY_THREADS_PEAK, key).orElse(0) >= peak);
	}

	private static HttpRequest request(String path) {
		return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Waits.LIMIT)
				.build();
	}

	private static String get(String path) throws IOException, InterruptedException {
		return HttpClient.newHttpClient().send(request(path), HttpResponse.BodyHandlers.ofString()).body().strip();
	}

	private static void delete(Path tree) throws IOException {
		try (var files = Files.walk(tree)) {
			for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
				Files.delete(p);
			}
		}
	}
}
