package dyno.jvm.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.PoolService;
import dyno.samples.Waits;

/** A Tomcat-like pool of 10 workers with 3 busy (in a socket accept, sleeping, waiting inside their tasks). */
class ThreadPoolTest {

	@Test
	void busyAndTotalPerPoolAndTheSizingHint() throws Exception {
		try (ChildJvm child = ChildJvm.start(PoolService.class, "10", "3");
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared());
				ThreadMonitor monitor = new ThreadMonitor(c, Sampler.shared(), ThreadQuery.SAMPLING,
						List.of(PoolPattern.DEFAULTS.get(0), PoolPattern.of("stdin-*")))) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			monitor.sampleNow();
			monitor.sampleNow();

			List<PoolHistory.Pool> pools = monitor.pools().pools();
			PoolHistory.Pool http = pools.stream().filter(p -> p.name().equals(PoolService.WORKER_PREFIX + "*"))
					.findFirst().orElseThrow(() -> new AssertionError("pools: " + pools.stream().map(p -> p.name()).toList()));
			assertEquals(10, http.total().latest().getAsDouble());
			assertEquals(3, http.busy().latest().getAsDouble(), "the accepting, sleeping and waiting tasks are busy");
			assertEquals(2, http.busy().size());
			assertEquals(3, http.peakBusy());
			assertEquals(10, http.peakTotal());
			assertEquals("HTTP connector (Tomcat, JBoss Web)", http.pattern().name());

			PoolSizing enough = http.sizing(8);
			assertEquals(4, enough.suggestedMax(), "ceil(3 x 1.25)");
			assertFalse(enough.tooSmall());
			assertFalse(enough.saturated());
			assertTrue(http.sizing(3).saturated() && http.sizing(3).tooSmall(), http.sizing(3).text());
			assertTrue(http.sizing(-1).text().contains("configured maximum unknown"), http.sizing(-1).text());

			StackGroup idle = StackGroup.of(monitor.latest().orElseThrow()).get(0);
			assertEquals(7, idle.threads().size(), "the 7 idle workers share one stack: " + idle.stack());
			assertTrue(idle.threads().stream().allMatch(t -> t.name().startsWith(PoolService.WORKER_PREFIX)));
			assertEquals(java.util.Map.of(ThreadState.PARKED, 7), idle.states());

			PoolHistory.Pool stdin = pools.stream().filter(p -> p.name().equals("stdin-commands")).findFirst()
					.orElseThrow();
			assertEquals(1, stdin.total().latest().getAsDouble(), "a custom pattern; a name without number is a pool");
		}
	}
}
