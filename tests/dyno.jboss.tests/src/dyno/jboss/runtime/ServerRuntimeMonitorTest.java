package dyno.jboss.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.TimeSeries;
import dyno.core.analysis.Faces;
import dyno.jboss.launch.LoopbackWildFly;
import dyno.jboss.launch.ServerProcess;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;
import dyno.samples.WildFlyPoolLoad;

/**
 * The Server Runtime engine on a real WildFly 39 with its statistics on and a deployment that holds connections of
 * ExampleDS, under load from a few HTTP clients: the io worker's busy task threads and the datasource's connections
 * in use are seen above 0, each with its maximum (the worker's pool size, the pool's default max-pool-size of 20,
 * named as the default since the shipped configuration leaves it undefined); the deployment's sessions are created
 * at a rate above 0 per second. A second datasource with its statistics switched off in the configuration is listed
 * with the reason and the jboss-cli line that would switch them on, and no numbers. One boot for the class.
 */
class ServerRuntimeMonitorTest {

	@TempDir
	static Path dir;
	private static ServerProcess wildfly;
	private static int httpPort;

	@BeforeAll
	static void startWildFlyWithThePoolDeployment() throws Exception {
		Path home = WildFlyDist.copyTo(dir);
		WildFlyPoolLoad.prepare(home);
		Path xml = home.resolve("standalone/configuration/standalone.xml");
		Files.writeString(xml, Files.readString(xml).replaceFirst("(?s)(</datasource>)", "$1\n"
				+ "<datasource jndi-name=\"java:jboss/datasources/QuietDS\" pool-name=\"QuietDS\" "
				+ "statistics-enabled=\"false\"><connection-url>jdbc:h2:mem:quiet</connection-url><driver>h2</driver>"
				+ "<security user-name=\"sa\" password=\"sa\"/></datasource>"));
		int offset = WildFlyDist.freePortOffset();
		httpPort = 8080 + offset;
		wildfly = LoopbackWildFly.startMonitored(home, offset, dir.resolve("server.log"));
		wildfly.awaitStarted(Waits.LIMIT);
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (wildfly != null) {
			wildfly.stop(Duration.ofSeconds(60));
		}
	}

	@Test
	void underLoadTheWorkersBusyThreadsAndThePoolsConnectionsInUseMoveBelowTheirMaxima() throws Exception {
		long pid = wildfly.jvm().orElseThrow().pid();
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared());
				ServerRuntimeMonitor monitor = new ServerRuntimeMonitor(c, Sampler.shared());
				WildFlyPoolLoad load = WildFlyPoolLoad.start(httpPort, 6, Duration.ofMillis(300))) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			// A read fails while the JVM's management agent is not reached yet (Dyno gives a JBoss Modules JVM its agent
			// only once it has installed its log manager): that is "not yet", and the failure names it.
			RuntimeReading r = Waits.of("busy threads and connections in use above 0 under load")
					.unless(ServerRuntimeMonitorTest::wildflyEnded, () -> "WildFly's JVM ended (" + load.describe() + ")")
					.value(monitor::sampleNow,
							reading -> value(reading, "Undertow worker default", "busy task threads") > 0
									&& value(reading, "Datasource " + WildFlyPoolLoad.DATASOURCE, "in use") > 0);
			GroupReading worker = r.group("Undertow worker default").orElseThrow();
			assertEquals("WildFly", worker.group().product());
			assertTrue(worker.limit().orElseThrow() >= worker.values().get("busy task threads"), worker.toString());
			assertTrue(!worker.limitIsDefault(), "the worker's pool size is read from the server: " + worker);
			GroupReading pool = r.group("Datasource " + WildFlyPoolLoad.DATASOURCE).orElseThrow();
			assertEquals(RuntimeCatalogue.WILDFLY_POOL_DEFAULT, pool.limit().orElseThrow(), pool.toString());
			assertTrue(pool.limitIsDefault(), "ExampleDS leaves max-pool-size undefined: " + pool);
			assertTrue(pool.group().statisticsOff().isEmpty(), "its statistics are on: " + pool);
			assertTrue(pool.group().limit().orElseThrow().bean().toString().endsWith("data-source=ExampleDS")
					|| pool.group().limit().orElseThrow().bean().getKeyProperty("statistics") == null,
					"the maximum comes from the datasource itself: " + pool.group().limit());
			assertTrue(value(r, "Sessions of " + WildFlyPoolLoad.WAR, "active sessions") > 0, r.toString());
			assertTrue(r.group("Transactions").isPresent(), r.toString());

			GroupReading quiet = r.group("Datasource QuietDS").orElseThrow();
			assertTrue(quiet.values().isEmpty(), quiet.toString());
			assertTrue(quiet.group().statisticsOff().orElseThrow().contains(
					"/subsystem=datasources/data-source=QuietDS:write-attribute(name=statistics-enabled,value=true)"),
					quiet.group().statisticsOff().toString());

			// Counts are drawn per second. The listener's request count stayed at one per kept-alive client connection in
			// these runs, so the sessions the page creates, one per request without a cookie, are the count that moves.
			RuntimeGroup sessions = r.group("Sessions of " + WildFlyPoolLoad.WAR).orElseThrow().group();
			Measure created = sessions.measures().get(1);
			assertEquals("created /s", created.chartLabel());
			// A rate needs requests between two reads: each probe reads once more, until a pair of reads had some.
			Waits.of("sessions created per second above 0")
					.unless(ServerRuntimeMonitorTest::wildflyEnded, () -> "WildFly's JVM ended (" + load.describe() + ")")
					.value(() -> {
						monitor.sampleNow();
						return Arrays.stream(monitor.series(sessions, created, 0).values()).boxed().toList();
					}, rates -> rates.stream().anyMatch(rate -> rate > 0));
			TimeSeries.Window inUse = monitor.series(pool.group(), pool.group().measures().get(0), 0);
			assertTrue(inUse.max().orElseThrow() > 0, "the recorded series moved");
			assertTrue(monitor.limit(pool.group(), 0).max().orElseThrow() == RuntimeCatalogue.WILDFLY_POOL_DEFAULT);

			String csv = Faces.csv(monitor.report(0));
			assertTrue(csv.contains("Datasource ExampleDS: in use") && csv.contains("Datasource ExampleDS: max-pool-size")
					&& csv.contains("Undertow worker default: busy task threads"), csv);
		}
	}

	private static boolean wildflyEnded() {
		return !wildfly.jvm().map(ProcessHandle::isAlive).orElse(false);
	}

	private static double value(RuntimeReading r, String group, String measure) {
		if (r == null) {
			return 0;
		}
		return r.group(group).map(g -> g.values().getOrDefault(measure, 0.0)).orElse(0.0);
	}
}
