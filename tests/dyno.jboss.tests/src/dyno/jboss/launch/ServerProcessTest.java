package dyno.jboss.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.ServerProduct;
import dyno.jboss.live.LiveObservation;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmInfo;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * A real WildFly (a private copy of the cached distribution) started the way an IDE's "run on server" would:
 * through its own script, with Dyno's JVM options on top of its standalone.conf, found and attached to, answering
 * HTTP, and stopped cleanly.
 */
class ServerProcessTest {

	@Test
	void startsWildFlyWithDynosOptionsFindsItsJvmAndStopsItCleanly(@TempDir Path dir) throws Exception {
		Server server = standalone(WildFlyDist.copyTo(dir));
		int offset = WildFlyDist.freePortOffset();
		List<String> jvmOptions = new ArrayList<>(StartOptions.MONITORING);
		jvmOptions.add("-Ddyno.started=by-dyno");
		jvmOptions.addAll(WildFlyDist.TEST_JVM_OPTIONS);
		StartOptions options = new StartOptions(Path.of(System.getProperty("java.home")), jvmOptions,
				LoopbackWildFly.arguments(offset),
				dir.resolve("server.log"));
		try (ServerProcess wildfly = ServerProcess.start(server, options)) {
			long pid = wildfly.awaitJvm(Waits.LIMIT);
			wildfly.awaitStarted(Waits.LIMIT);
			assertEquals(200, status("http://127.0.0.1:" + (8080 + offset) + "/"), "the welcome page answers");

			try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared())) {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
				JvmInfo info = c.info();
				assertTrue(info.jvmArguments().contains("-Ddyno.started=by-dyno"),
						"Dyno's options reach the server's JVM: " + info.jvmArguments());
				assertTrue(info.jvmArguments().contains("-Xmx512m"), "standalone.conf's own options stay: "
						+ info.jvmArguments());
				assertEquals(server.home().toRealPath(), LiveObservation.serverHomeOf(info).orElseThrow().toRealPath(),
						"the JVM is matched to the server folder it was started from");
			}

			assertTrue(wildfly.stop(Waits.LIMIT), "WildFly stops");
			assertFalse(wildfly.isAlive());
			assertTrue(wildfly.jvm().isEmpty());
			assertTrue(ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true), "its JVM has ended");
			assertTrue(Files.readString(wildfly.log()).contains("WFLYSRV0050"), "it stopped cleanly (WFLYSRV0050)");
		}
	}

	@Test
	void aDomainOrAMissingScriptIsRefusedWithTheReason(@TempDir Path dir) throws Exception {
		Path home = WildFlyDist.copyTo(dir);
		Server domain = ServerLayout.detect(home).stream().filter(s -> s.profile().equals("domain")).findFirst()
				.orElseThrow();
		IOException e = assertThrows(IOException.class,
				() -> ServerProcess.start(domain, StartOptions.defaults(dir.resolve("d.log"))));
		assertTrue(e.getMessage().contains("domain.sh"), e.getMessage());

		Server standalone = standalone(home);
		Files.delete(home.resolve("bin/standalone.sh"));
		e = assertThrows(IOException.class,
				() -> ServerProcess.start(standalone, StartOptions.defaults(dir.resolve("s.log"))));
		assertTrue(e.getMessage().contains("no start script") && e.getMessage().contains("standalone.sh"),
				e.getMessage());
	}

	private static Server standalone(Path home) throws IOException {
		Server s = ServerLayout.detect(home, "standalone");
		assertEquals(ServerProduct.WILDFLY, s.product());
		return s;
	}

	private static int status(String url) throws IOException, InterruptedException {
		HttpResponse<Void> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
				HttpResponse.BodyHandlers.discarding());
		return r.statusCode();
	}
}
