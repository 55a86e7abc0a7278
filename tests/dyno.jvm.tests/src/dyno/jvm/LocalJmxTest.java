package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dyno.samples.ChildJvm;
import dyno.samples.Retainer;
import dyno.samples.Waits;

/** A JVM of this machine read over its local JMX agent (started through the attach API) instead of jvmstat. */
class LocalJmxTest {

	@Test
	void aLocalJvmWithoutPerfDataIsReadOverItsLocalAgent() throws Exception {
		// -XX:-UsePerfData leaves jvmstat nothing to read: the case this transport exists for.
		try (ChildJvm child = ChildJvm.start(List.of("-XX:-UsePerfData"), Retainer.class, "1234");
				JvmConnection jvmstat = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared());
				JvmConnection jmx = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LOST, jvmstat.connectAndWait(Waits.LIMIT));
			assertTrue(jvmstat.problem().contains(String.valueOf(child.pid())), jvmstat.problem());

			assertEquals(JvmConnection.State.LIVE, jmx.connectAndWait(Waits.LIMIT), jmx.problem());
			assertEquals(Transport.JMX, jmx.target().transport());
			assertEquals("jmx pid " + child.pid(), jmx.target().label());
			GcSpaces sample = firstSample(jmx);
			assertTrue(sample.heapUsed() > 0, sample.toString());
			assertTrue(sample.liveThreads() >= 4, "live threads: " + sample.liveThreads());
			assertTrue(sample.gaps().stream().anyMatch(g -> g.contains("JMX")), "says what JMX lacks: " + sample.gaps());
			assertTrue(jmx.info().commandLine().startsWith(Retainer.class.getName()), jmx.info().commandLine());

			long full = sample.count(CollectorKind.FULL);
			jmx.actions().orElseThrow().performGc();
			Waits.value("the requested GC in the samples", () -> jmx.history().latest().orElseThrow(),
					latest -> latest.count(CollectorKind.FULL) > full);
		}
	}

	private static GcSpaces firstSample(JvmConnection c) throws InterruptedException {
		return Waits.of("a first sample").unless(() -> c.state() != JvmConnection.State.LIVE, c::problem)
				.value(() -> c.history().latest(), Optional::isPresent).get();
	}
}
