package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;


import org.junit.jupiter.api.Test;

import dyno.jvm.threads.ThreadQuery;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Waits;

/**
 * Dyno's sampling must not make its target grow (issue 26, point 10). The Threads view of a local JVM reads its
 * threads through the JVM's management agent; that connection subscribed to GC notifications it never used (the
 * GC numbers come from jvmstat), and while a client listens the target's connector keeps every GC notification
 * (34 composite data, 107 TreeMap entries each here, up to 1,000 notifications): the Leak Finder ranked
 * TreeMap$Entry a leak. With threads read and collections run, the target keeps no composite data.
 */
class AgentRetentionTest {

	private static final String COMPOSITE = "javax.management.openmbean.CompositeDataSupport";

	@Test
	void readingThreadsThroughTheLocalAgentKeepsNoGcNotificationsInTheTarget() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			assertTrue(c.readThreads(ThreadQuery.SAMPLING).detailed(), "threads through the agent");
			JvmActions actions = c.actions().orElseThrow();
			long before = instances(actions.classHistogram(), COMPOSITE);
			for (int i = 0; i < 5; i++) {
				actions.performGc();
				c.readThreads(ThreadQuery.SAMPLING);
			}
			long after = instances(actions.classHistogram(), COMPOSITE);
			assertEquals(before, after, "composite data kept in the target after 6 collections (a buffered GC "
					+ "notification holds 34 here)");
		}
	}

	private static long instances(ClassHistogram h, String className) {
		return h.rows().stream().filter(r -> r.className().equals(className)).mapToLong(ClassHistogram.Row::instances)
				.sum();
	}
}
