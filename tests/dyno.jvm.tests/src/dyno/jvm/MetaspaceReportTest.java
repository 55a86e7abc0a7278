package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;


import java.util.Optional;

import org.junit.jupiter.api.Test;

import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Waits;

/**
 * Issue 26, point 10: a JVM that has not collected yet shows 0 of 0 MB metaspace through jvmstat (the JVM updates
 * those counters at collections; jstat's MC and MU read 0.0 too, and so does ./dyno watch). That is no measurement:
 * {@link GcSpaces#measured} leaves it out, so the Heap Generations view reads n/a; after a collection it is there.
 */
class MetaspaceReportTest {

	@Test
	void metaspaceIsNotReportedAsZeroBeforeTheFirstCollection() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			Waits.value("a first sample", () -> c.history().latest(), Optional::isPresent);
			GcSpaces before = c.history().latest().orElseThrow();
			assertEquals(0, before.collectors().stream().mapToLong(CollectorStats::count).sum(),
					"Idle allocates nothing, so nothing has collected yet: " + before.collectors());
			assertEquals(0, before.space(Space.METASPACE).orElseThrow().committed(), "jstat's MC before a collection");
			assertTrue(before.measured(Space.METASPACE).isEmpty(), "no 0/0 MB metaspace to draw: " + before.spaces());
			assertTrue(before.measured(Space.EDEN).isPresent(), "heap spaces are measured from the start");

			c.actions().orElseThrow().performGc();
			Waits.value("metaspace measured after a collection", () -> c.history().latest().orElseThrow(),
					latest -> latest.measured(Space.METASPACE).isPresent());
			SpaceUsage metaspace = c.history().latest().orElseThrow().measured(Space.METASPACE).orElseThrow();
			assertTrue(metaspace.used() > 0 && metaspace.committed() >= metaspace.used(), metaspace.toString());
		}
	}
}
