package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.sun.tools.attach.VirtualMachine;

import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;
import dyno.samples.ChildJvm;
import dyno.samples.LateLogging;
import dyno.samples.Waits;

/**
 * A JVM that names its own java.util.logging manager and has not installed it yet (a server still booting) gets no
 * management agent from Dyno: its threads come as counts with the reason, a JMX connection waits, and both go on
 * once the JVM has installed its manager, which is then the one it named.
 */
class BootingJvmTest {

	private static final String AGENT_ADDRESS = "com.sun.management.jmxremote.localConnectorAddress";

	@Test
	void noAgentBeforeTheJvmHasInstalledItsLogManager() throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of(LateLogging.OPTION), LateLogging.class);
				JvmConnection local = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared());
				JvmConnection jmx = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, local.connectAndWait(Waits.LIMIT), local.problem());
			ThreadSample early = local.readThreads(ThreadQuery.SAMPLING);
			assertFalse(early.detailed(), "only counts while the JVM boots");
			assertTrue(early.gaps().stream().anyMatch(g -> g.contains("once the JVM has booted")
					&& g.contains(LateLogging.Manager.class.getName())), "the view says why: " + early.gaps());
			assertTrue(early.counts().live() > 0, "the counts come from jvmstat: " + early.counts());

			jmx.connect();
			// Not a span of time: the connect has asked the JVM and was told it boots, so it waits (it sleeps between
			// two questions in LocalAgent.awaitBooted only after a "booting" answer).
			Waits.value("Dyno's connect waiting for the boot", BootingJvmTest::waitingForBoot, found -> found);
			assertEquals(JvmConnection.State.CONNECTING, jmx.state(), "JMX waits for the boot: " + jmx.problem());
			assertNull(agentAddress(child.pid()), "no management agent was started in the booting JVM");

			child.command("log", "manager " + LateLogging.Manager.class.getName(), Waits.LIMIT.toSeconds());
			assertEquals(JvmConnection.State.LIVE, jmx.connectAndWait(Waits.LIMIT), jmx.problem());
			assertTrue(local.readThreads(ThreadQuery.SAMPLING).detailed(), "states and stacks once it has booted");
		}
	}

	/** Whether a thread of this JVM sleeps in LocalAgent.awaitBooted, having been told that the JVM boots. */
	private static boolean waitingForBoot() {
		return Thread.getAllStackTraces().values().stream().anyMatch(stack -> stack.length > 1
				&& java.util.Arrays.stream(stack).anyMatch(f -> f.getMethodName().equals("sleep"))
				&& java.util.Arrays.stream(stack).anyMatch(f -> f.getClassName().equals("dyno.jvm.internal.LocalAgent")
						&& f.getMethodName().equals("awaitBooted")));
	}

	private static String agentAddress(long pid) throws Exception {
		VirtualMachine vm = VirtualMachine.attach(Long.toString(pid));
		try {
			return vm.getAgentProperties().getProperty(AGENT_ADDRESS);
		} finally {
			vm.detach();
		}
	}
}
