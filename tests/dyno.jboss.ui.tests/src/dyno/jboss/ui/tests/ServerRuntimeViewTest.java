package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ServerLayout;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.jboss.ui.internal.runtime.ServerRuntimeView;
import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;
import dyno.samples.WildFlyPoolLoad;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ServerRuntimePage;

/**
 * The Server Runtime view opened from the explorer on a real WildFly whose statistics are on, under load from HTTP
 * clients requesting a page that holds a connection of ExampleDS: its table shows Undertow's busy task threads and
 * the datasource's connections in use above 0, each with its maximum, and the strips are looked at in a screenshot.
 */
@ExtendWith(CleanWorkbench.class)
class ServerRuntimeViewTest {

	@TempDir
	static Path dir;
	private static ServerProcess wildfly;
	private static int httpPort;

	@BeforeAll
	static void startWildFlyWithThePoolDeployment() throws Exception {
		Jemmy.setUp();
		Path home = WildFlyDist.copyTo(dir);
		WildFlyPoolLoad.prepare(home);
		int offset = WildFlyDist.freePortOffset();
		httpPort = 8080 + offset;
		wildfly = ServerProcess.start(ServerLayout.detect(home, "standalone"),
				new StartOptions(Path.of(System.getProperty("java.home")), WildFlyDist.withTestJvmOptions(StartOptions.MONITORING),
						List.of("-Djboss.socket.binding.port-offset=" + offset, "-b", "127.0.0.1", "-bmanagement",
								"127.0.0.1"),
						dir.resolve("server.log")));
		wildfly.awaitStarted(Duration.ofSeconds(120));
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (wildfly != null) {
			wildfly.stop(Duration.ofSeconds(60));
		}
	}

	@Test
	void underLoadItShowsUndertowsBusyThreadsAndTheDatasourcePoolMovingBelowTheirMaxima() throws Exception {
		DynoWindow window = DynoWindow.find();
		long pid = wildfly.jvm().orElseThrow().pid();
		try (WildFlyPoolLoad load = WildFlyPoolLoad.start(httpPort, 8, Duration.ofMillis(400))) {
			Waits.value("WildFly answers the pool load (its description)", load::describe, d -> load.answered() > 0);
			ServerRuntimePage runtime = ServerRuntimePage.open(window, pid);
			try {
				boolean[] seen = new boolean[2];
				List<List<String>> rows = runtime.waitForValues(r -> {
					seen[0] |= above(r, "Undertow worker default", "busy task threads");
					seen[1] |= above(r, "Datasource " + WildFlyPoolLoad.DATASOURCE, "in use");
					return seen[0] && seen[1];
				});
				assertTrue(seen[0] && seen[1], "busy task threads and connections in use above 0 under load ("
						+ load.describe() + "): " + rows + "\nstatus: " + runtime.status());
				assertTrue(row(rows, "Datasource " + WildFlyPoolLoad.DATASOURCE, "in use").get(5).equals("20"),
						"the pool's maximum, ExampleDS's default max-pool-size: " + rows);
				assertTrue(!row(rows, "Undertow worker default", "busy task threads").get(5).isEmpty(),
						"the worker's maximum: " + rows);
				assertTrue(runtime.status().contains("WildFly") && runtime.status().contains("nothing is changed"),
						runtime.status());
				// Some seconds of history, so the strips show the numbers moving; the view maximized, so they are tall.
				long before = runtime.frame();
				window.maximizeView(ServerRuntimeView.ID, TargetCodec.encode(new Target.Local(pid)), true);
				runtime.waitForFrame(before, "busy task threads", 10);
				window.screenshot("server-runtime-wildfly");
				window.maximizeView(ServerRuntimeView.ID, TargetCodec.encode(new Target.Local(pid)), false);
			} finally {
				window.closeServerRuntime("pid " + pid);
			}
		}
	}

	private static boolean above(List<List<String>> rows, String group, String measure) {
		List<String> r = row(rows, group, measure);
		return r != null && !r.get(3).isEmpty() && Double.parseDouble(r.get(3)) > 0;
	}

	private static List<String> row(List<List<String>> rows, String group, String measure) {
		return rows.stream().filter(r -> r.size() > 3 && r.get(1).equals(group) && r.get(2).equals(measure))
				.findFirst().orElse(null);
	}
}
