package dyno.jvm.internal;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Waits;

/** Actions on a JVM that stopped answering (suspended with SIGSTOP) give the caller its thread back. */
class TimedActionsTest {

	@Test
	void aSuspendedJvmTimesOutAndAnInterruptStopsTheWait() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmSource source = Transports.open(new Target.LocalJmx(child.pid()), null)) {
			TimedActions actions = new TimedActions(source.actions(), "pid " + child.pid(), Duration.ofSeconds(2),
					Duration.ofSeconds(2), Duration.ofSeconds(2));
			actions.performGc(); // connected and answering
			signal("STOP", child.pid());
			try {
				long t0 = System.nanoTime();
				IOException late = assertThrows(IOException.class, actions::performGc);
				long waited = (System.nanoTime() - t0) / 1_000_000;
				assertTrue(late.getMessage().contains("did not finish the GC within 2 s"), late.getMessage());
				// time-based: the product's promise is its own 2 s action limit, which only the clock measures.
				assertTrue(waited >= 1900 && waited < 5000, waited + " ms");

				AtomicReference<Throwable> failure = new AtomicReference<>();
				Thread caller = new Thread(() -> failure.set(assertThrows(IOException.class, actions::classHistogram)));
				caller.start();
				// Interrupted once it waits for the suspended JVM inside TimedActions (a fact of its stack).
				Waits.value("the caller waiting in TimedActions", () -> List.of(caller.getStackTrace()),
						stack -> stack.stream().anyMatch(f -> f.getClassName().equals(TimedActions.class.getName()))
								&& EnumSet.of(Thread.State.WAITING, Thread.State.TIMED_WAITING).contains(caller.getState()));
				caller.interrupt();
				caller.join(Waits.LIMIT.toMillis());
				assertTrue(!caller.isAlive(), "the interrupted caller returned");
				// At once rather than at the 2 s limit: the failure is the interrupt's, not the limit's.
				assertTrue(failure.get().getMessage().startsWith("stopped waiting for the class histogram"),
						String.valueOf(failure.get()));
			} finally {
				signal("CONT", child.pid());
			}
		}
	}

	private static void signal(String name, long pid) throws Exception {
		int exit = new ProcessBuilder("kill", "-" + name, Long.toString(pid)).inheritIO().start().waitFor();
		assertTrue(exit == 0, "kill -" + name + " " + pid);
	}
}
