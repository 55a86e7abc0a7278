package dyno.jvm.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.VirtualThreads;
import dyno.samples.Waits;

/** A JDK 25 child with known virtual threads: listed with their states, locks and stacks beside the platform ones. */
class VirtualThreadsTest {

	@Test
	void virtualThreadsOfALocalJvmWithStatesAndLocks() throws Exception {
		try (ChildJvm child = ChildJvm.start(VirtualThreads.class);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			// The sample prints "ready" once the waiter and the parked thread wait, but only hopes the sleepers have
			// reached their sleep by then: read until they have (a fact of the JVM), then check everything on that read.
			ThreadSample s = Waits.value("every virtual sleeper of the child asleep", () -> c.readThreads(ThreadQuery.SAMPLING),
					read -> read.threads().stream().filter(ThreadInfoRow::virtual).count() == VirtualThreads.SLEEPERS + 2
							+ VirtualThreads.UNNAMED
							&& java.util.stream.IntStream.rangeClosed(1, VirtualThreads.SLEEPERS)
									.allMatch(i -> read.thread(VirtualThreads.SLEEPER_PREFIX + i)
											.filter(t -> t.state() == ThreadState.SLEEPING).isPresent()));
			assertTrue(s.gaps().stream().noneMatch(g -> g.contains("Virtual")), s.gaps().toString());
			List<ThreadInfoRow> virtual = s.threads().stream().filter(ThreadInfoRow::virtual).toList();
			assertEquals(VirtualThreads.SLEEPERS + 2 + VirtualThreads.UNNAMED, virtual.size(),
					virtual.stream().map(ThreadInfoRow::label).toList().toString());
			assertTrue(s.thread("main").filter(t -> !t.virtual()).isPresent(), "platform threads stay");
			for (int i = 1; i <= VirtualThreads.SLEEPERS; i++) {
				ThreadInfoRow sleeper = s.thread(VirtualThreads.SLEEPER_PREFIX + i).orElseThrow();
				assertEquals(ThreadState.SLEEPING, sleeper.state(), sleeper.stack().toString());
				assertEquals(Thread.State.TIMED_WAITING, sleeper.jvmState());
			}
			ThreadInfoRow waiter = s.thread(VirtualThreads.WAITER).orElseThrow();
			assertEquals(ThreadState.WAITING, waiter.state());
			assertEquals("java.lang.Object", waiter.lock().className(), "waits on the monitor");
			ThreadInfoRow parked = s.thread(VirtualThreads.PARKED).orElseThrow();
			assertEquals(ThreadState.PARKED, parked.state(), parked.stack().toString());
			assertEquals("java.util.concurrent.locks.ReentrantLock$NonfairSync", parked.lock().className());
			assertTrue(parked.stack().stream().anyMatch(f -> f.getClassName().equals("java.util.concurrent.locks.ReentrantLock")
					&& f.getMethodName().equals("lock")), parked.stack().toString());
			assertTrue(parked.stack().size() <= ThreadQuery.SAMPLING.maxDepth());
			List<ThreadInfoRow> unnamed = virtual.stream().filter(t -> t.name().isEmpty()).toList();
			assertEquals(VirtualThreads.UNNAMED, unnamed.size());
			assertEquals("#" + unnamed.get(0).id(), unnamed.get(0).label());
			assertTrue(virtual.stream().allMatch(t -> t.daemon() && t.cpuNanos() == -1));

			// The dump text marks them as jstack does; the timeline keeps them as lanes.
			String dump = ThreadDumpText.format(c.readThreads(ThreadQuery.DUMP), "vt");
			assertTrue(dump.contains("\"" + VirtualThreads.WAITER + "\" #" + waiter.id() + " virtual"), dump);
			ThreadTimeline timeline = new ThreadTimeline();
			timeline.record(s);
			assertTrue(timeline.lanes().stream().anyMatch(l -> l.name().equals(VirtualThreads.PARKED)
					&& l.state() == ThreadState.PARKED));

			ThreadSample platformOnly = c.readThreads(new ThreadQuery(32, false, false));
			assertFalse(platformOnly.threads().stream().anyMatch(ThreadInfoRow::virtual));
		}
	}

	@Test
	void theDumpOfJdk21WithoutStatesAndABrokenOne() {
		// JDK 21 wrote id, name and stack only; the container tells nothing, the stack's bottom does.
		String jdk21 = """
				{"threadDump": {"processId": "7", "time": "2024-01-01T00:00:00Z", "runtimeVersion": "21.0.2+13",
				 "threadContainers": [
				  {"container": "<root>", "parent": null, "owner": null, "threads": [
				    {"tid": "1", "name": "main", "stack": ["java.base/java.lang.Thread.sleep0(Native Method)"]}]},
				  {"container": "java.util.concurrent.ThreadPerTaskExecutor@1", "parent": "<root>", "owner": null,
				   "threads": [
				    {"tid": "21", "name": "", "stack": [
				      "java.base/java.lang.VirtualThread.parkNanos(VirtualThread.java:631)",
				      "java.base/java.lang.VirtualThread.sleepNanos(VirtualThread.java:803)",
				      "java.base/java.lang.Thread.sleep(Thread.java:590)",
				      "app//com.example.Task.call(Task.java:12)",
				      "java.base/java.lang.VirtualThread.run(VirtualThread.java:309)"]},
				    {"tid": "22", "name": "worker", "stack": [
				      "java.base/java.lang.VirtualThread.park(VirtualThread.java:582)",
				      "java.base/java.util.concurrent.locks.LockSupport.park(LockSupport.java:371)",
				      "java.base/java.lang.VirtualThread.run(VirtualThread.java:309)"]},
				    {"tid": "23", "name": "busy", "stack": [
				      "com.example.Spin.run(Unknown Source)",
				      "java.base/java.lang.VirtualThread.run(VirtualThread.java:309)"]}]}]}}
				""";
		List<ThreadInfoRow> rows = VirtualThreadDump.parse(jdk21, 3);
		assertEquals(List.of(21L, 22L, 23L), rows.stream().map(ThreadInfoRow::id).toList(), "main is no virtual thread");
		assertEquals(ThreadState.SLEEPING, rows.get(0).state());
		assertEquals(Thread.State.TIMED_WAITING, rows.get(0).jvmState());
		assertEquals(3, rows.get(0).stack().size(), "cut to the depth asked for");
		StackTraceElement task = rows.get(0).stack().get(2); // the third frame: Thread.sleep
		assertEquals("java.lang.Thread", task.getClassName());
		assertEquals(590, task.getLineNumber());
		assertEquals(ThreadState.PARKED, rows.get(1).state());
		assertEquals(ThreadState.RUNNING, rows.get(2).state());
		assertEquals(-1, rows.get(2).stack().get(0).getLineNumber());
		assertTrue(VirtualThreadDump.frame("java.base/java.lang.Object.wait0(Native Method)").isNativeMethod());
		assertEquals("com.example.Task",
				VirtualThreadDump.frame("app//com.example.Task.call(Task.java:12)").getClassName());

		IllegalArgumentException broken = assertThrows(IllegalArgumentException.class,
				() -> VirtualThreadDump.parse("{\"threadDump\": {\"threadContainers\": [", 8));
		assertTrue(broken.getMessage().contains("column 38"), broken.getMessage());
		assertThrows(IllegalArgumentException.class, () -> VirtualThreadDump.parse("{\"threads\": []}", 8));
	}
}
