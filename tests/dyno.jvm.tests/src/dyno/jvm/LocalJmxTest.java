package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.samples.ChildJvm;
import dyno.samples.Retainer;

/** A JVM of this machine read over its local JMX agent (started through the attach API) instead of jvmstat. */
class LocalJmxTest {

	@Test
	void aLocalJvmWithoutPerfDataIsReadOverItsLocalAgent() throws Exception {
		// -XX:-UsePerfData leaves jvmstat nothing to read: the case this transport exists for.
		try (ChildJvm child = ChildJvm.start(List.of("-XX:-UsePerfData"), Retainer.class, "1234");
				JvmConnection jvmstat = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared());
				JvmConnection jmx = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LOST, jvmstat.connectAndWait(Duration.ofSeconds(10)));
			assertTrue(jvmstat.problem().contains(String.valueOf(child.pid())), jvmstat.problem());

			assertEquals(JvmConnection.State.LIVE, jmx.connectAndWait(Duration.ofSeconds(15)), jmx.problem());
			assertEquals(Transport.JMX, jmx.target().transport());
			assertEquals("jmx pid " + child.pid(), jmx.target().label());
			GcSpaces sample = firstSample(jmx);
			assertTrue(sample.heapUsed() > 0, sample.toString());
			assertTrue(sample.liveThreads() >= 4, "live threads: " + sample.liveThreads());
			assertTrue(sample.gaps().stream().anyMatch(g -> g.contains("JMX")), "says what JMX lacks: " + sample.gaps());
			assertTrue(jmx.info().commandLine().startsWith(Retainer.class.getName()), jmx.info().commandLine());

			long full = sample.count(CollectorKind.FULL);
			jmx.actions().orElseThrow().performGc();
			long deadline = deadline();
			while (jmx.history().latest().orElseThrow().count(CollectorKind.FULL) <= full) {
				assertTrue(System.nanoTime() < deadline, "the requested GC shows in the samples");
				Thread.sleep(100);
			}
		}
	}

	private static GcSpaces firstSample(JvmConnection c) throws InterruptedException {
		long deadline = deadline();
		while (c.history().latest().isEmpty()) {
			assertTrue(System.nanoTime() < deadline, "a first sample within 10 s");
			Thread.sleep(50);
		}
		return c.history().latest().get();
	}

	private static long deadline() {
		return System.nanoTime() + Duration.ofSeconds(10).toNanos();
	}
}
