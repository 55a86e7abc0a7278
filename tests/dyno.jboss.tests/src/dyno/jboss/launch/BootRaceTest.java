package dyno.jboss.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.live.LiveFact;
import dyno.jboss.live.LiveObservation;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.SlowStart;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * Dyno never breaks a booting WildFly. Its JVM is looked for every 10 ms; the moment it shows, Dyno reads it the way
 * every per-JVM view and the live facts do: a jvmstat connection sampling GC (Heap Generations), thread samples and
 * the server's MBeans through the live observation (Threads view, live facts), and a JMX connection to its local
 * agent (Open over JMX). The server's main is held back {@value #SLOW_START_MILLIS} ms by a premain, as a cold
 * machine or an APM agent holds it: a management agent started in that window made WildFly fail to boot
 * (WFLYSRV0056). It must boot, every start in a row, and get its JMX readers once it has. The held-back main makes
 * the window seconds wide at every start, so a few starts meet it: the suite runs {@value #DEFAULT_STARTS} (each is a
 * WildFly boot, ~12 s); {@code -Ddyno.bootRace.starts=10} runs the longer series the fix was proven with.
 */
class BootRaceTest {

	private static final int DEFAULT_STARTS = 3;
	private static final int STARTS = Integer.getInteger("dyno.bootRace.starts", DEFAULT_STARTS);
	private static final long SLOW_START_MILLIS = 2500;
	private static final String EARLY_LOG_MANAGER = "LogManager accessed before";
	/** How long one jvmstat connection attempt may take before another is made. */
	private static final Duration ATTEMPT = Duration.ofSeconds(5);

	// three WildFly boots, each slowed by the agent's 2.5 s and watched from its first moment
	@Timeout(value = 8, unit = TimeUnit.MINUTES)
	@Test
	void readingWildFlyFromItsFirstMomentNeverBreaksItsBoot(@TempDir Path dir) throws Exception {
		Server server = ServerLayout.detect(WildFlyDist.copyTo(dir), "standalone");
		// In standalone.conf, as a user adds an APM agent: only the server's JVM, not the script's JDK probes.
		Files.writeString(server.home().resolve("bin/standalone.conf"), "\nJAVA_OPTS=\"$JAVA_OPTS -javaagent:"
				+ SlowStart.jar(dir) + "=" + SLOW_START_MILLIS + "\"\n", StandardOpenOption.APPEND);
		for (int start = 1; start <= STARTS; start++) {
			StartOptions options = new StartOptions(Path.of(System.getProperty("java.home")),
					WildFlyDist.withTestJvmOptions(StartOptions.MONITORING),
					LoopbackWildFly.arguments(WildFlyDist.freePortOffset()),
					dir.resolve("boot-" + start + ".log"));
			try (ServerProcess wildfly = ServerProcess.start(server, options)) {
				bootWatchedFromTheStart(wildfly, start);
			}
		}
	}

	private static void bootWatchedFromTheStart(ServerProcess wildfly, int start) throws Exception {
		long pid = firstMoment(wildfly);
		try (JvmConnection heap = jvmstatAsSoonAsItShows(pid);
				JvmConnection jmx = new JvmConnection(new Target.LocalJmx(pid), null, Sampler.shared());
				LiveObservation live = LiveObservation.start(heap, Duration.ofMillis(200))) {
			jmx.connect();
			wildfly.awaitStarted(Duration.ofMinutes(3)); // longer than Waits.LIMIT: a boot slowed by the premain
			String log = Files.readString(wildfly.log());
			assertFalse(log.contains(EARLY_LOG_MANAGER) || log.contains("WFLYSRV0056"), "start " + start
					+ ": WildFly booted with its own log manager:\n" + log);

			assertEquals(JvmConnection.State.LIVE, jmx.connectAndWait(Waits.LIMIT),
					"start " + start + ": JMX once it has booted: " + jmx.problem());
			Waits.of("start " + start + ": the live facts read its threads and MBeans once it has booted")
					.unless(() -> !wildfly.isAlive(), () -> "WildFly ended")
					.value(() -> new Read(live.problem(), live.observed()),
							read -> read.problem().isEmpty() && !read.observed().isEmpty());
			assertTrue(wildfly.stop(Waits.LIMIT), "start " + start + ": WildFly stops cleanly");
		}
	}

	/** What the live observation showed at a moment. */
	private record Read(Optional<String> problem, List<LiveFact> observed) {
	}

	/** The server's JVM, looked for every 10 ms (the poll of {@link Waits}) from the script's start on. */
	private static long firstMoment(ServerProcess wildfly) throws Exception {
		return Waits.of("WildFly's JVM").unless(() -> !wildfly.isAlive(), () -> "the script ended")
				.value(wildfly::jvm, Optional::isPresent).get().pid();
	}

	/**
	 * A jvmstat connection, tried anew every 10 ms until the JVM has published its counters; an attempt that fails
	 * is "not yet", and the failure names the last attempt's problem.
	 */
	private static JvmConnection jvmstatAsSoonAsItShows(long pid) throws Exception {
		return Waits.of("the jvmstat counters of JVM " + pid)
				.unless(() -> !ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), () -> "the JVM ended")
				.value(() -> {
					JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared());
					// One attempt's limit, not the wait's: an attempt that does not end is tried anew.
					if (c.connectAndWait(ATTEMPT) == JvmConnection.State.LIVE) {
						return c;
					}
					c.close();
					throw new IOException(c.state() + ": " + c.problem());
				}, c -> true);
	}
}
