package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.threads.ThreadMonitor;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.ThreadState;
import dyno.samples.Waits;

/** Threads over remote JMX (an agent with a password), sampled periodically by a {@link ThreadMonitor}. */
class JmxThreadsTest {

	@Test
	void aMonitorSamplesARemoteJvmEveryIntervalAndStopsWhenToldTo(@TempDir Path auth) throws Exception {
		try (JmxAgentJvm agent = JmxAgentJvm.start(auth);
				JvmConnection c = new JvmConnection(agent.target(JmxAgentJvm.USER),
						JmxAgentJvm.PASSWORD.toCharArray(), Sampler.shared());
				ThreadMonitor monitor = new ThreadMonitor(c)) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			List<ThreadSample> samples = new CopyOnWriteArrayList<>();
			monitor.addListener((m, s) -> samples.add(s));
			monitor.start(Sampler.MIN_INTERVAL);
			// Sampled until the timeline holds what is checked below, a lane seen running among them: the child's
			// threads are runnable only now and then, so three samples may have caught none of them running.
			Waits.value("3 thread samples and a thread seen running", samples::size, n -> n >= 3
					&& monitor.timeline().size() >= 5
					&& monitor.timeline().lanes().stream().anyMatch(l -> l.state() == ThreadState.RUNNING));
			monitor.stop();
			int stopped = samples.size();

			ThreadSample s = samples.get(samples.size() - 1);
			assertTrue(s.detailed(), s.gaps().toString());
			assertTrue(s.threads().size() >= 5 && s.counts().live() >= 5, s.counts().toString());
			assertTrue(s.thread("main").isPresent(), "the child's main thread");
			assertTrue(s.threads().stream().anyMatch(t -> t.cpuNanos() > 0), "CPU times over JMX");
			assertTrue(s.gaps().stream().anyMatch(g -> g.startsWith("Virtual threads are not listed: a JVM writes them "
					+ "only into a file on its own host")), "a remote JVM: " + s.gaps());
			assertTrue(monitor.timeline().size() >= 5);
			assertTrue(monitor.timeline().lanes().stream().anyMatch(l -> l.state() == ThreadState.RUNNING));
			// A dump over JMX has the stacks: main's ends in Retainer.main. Its depth above that is chance (in
			// Thread.sleep most of the time; on a busy machine often caught in main itself, a stack of one frame).
			List<StackTraceElement> mainStack = c.readThreads(ThreadQuery.DUMP).thread("main").orElseThrow().stack();
			StackTraceElement bottom = mainStack.get(mainStack.size() - 1);
			assertEquals("dyno.samples.Retainer.main", bottom.getClassName() + "." + bottom.getMethodName(),
					mainStack.toString());

			// Five intervals after the stop, counted by a second monitor of the same connection and interval.
			try (ThreadMonitor witness = new ThreadMonitor(c)) {
				List<ThreadSample> witnessed = new CopyOnWriteArrayList<>();
				witness.addListener((m, w) -> witnessed.add(w));
				witness.start(Sampler.MIN_INTERVAL);
				Waits.value("5 samples of a second monitor", witnessed::size, n -> n >= 5);
			}
			assertTrue(samples.size() <= stopped + 1, "no sampling after stop (one may have been under way)");
		}
	}
}
