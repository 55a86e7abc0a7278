package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection;
import dyno.jvm.JvmDiscovery;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Retainer;
import dyno.samples.Waits;

/** Snapshots through each transport: attach, the local JMX agent, and jstatd (which cannot give one). */
class SnapshotCaptureTest {

	@Test
	void overJmxWithTheJvmsIdentity() throws Exception {
		try (ChildJvm child = ChildJvm.start(Retainer.class, "777");
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			long before = System.currentTimeMillis();
			Snapshot s = SnapshotCapture.take(c, false);
			assertEquals(777, s.row(Retainer.RetainedItem.class.getName()).instances());
			assertTrue(!s.afterFullGc() && s.source().equals(SnapshotCapture.SOURCE), s.toString());
			assertTrue(s.time() >= before && s.time() <= System.currentTimeMillis(), "taken now");
			JvmIdentity jvm = s.jvm();
			assertEquals(new JvmIdentity("localhost", child.pid(), Retainer.class.getName(),
					System.getProperty("java.version"), jvm.startTime()), jvm);
			long started = ProcessHandle.of(child.pid()).orElseThrow().info().startInstant().orElseThrow().toEpochMilli();
			assertTrue(Math.abs(jvm.startTime() - started) < 3000, jvm.startTime() + " vs the process's " + started);
			assertTrue(JvmIdentity.of(c).sameJvm(jvm), "read again: the same JVM");
		}
	}

	@Test
	void jstatdGivesNoHistogramAndSaysSo() throws Exception {
		int port;
		int rmiPort;
		try (ServerSocket a = new ServerSocket(0); ServerSocket b = new ServerSocket(0)) {
			port = a.getLocalPort();
			rmiPort = b.getLocalPort();
		}
		Path bin = Path.of(System.getProperty("java.home"), "bin", "jstatd");
		Process jstatd = new ProcessBuilder(bin.toString(), "-p", Integer.toString(port), "-r",
				Integer.toString(rmiPort), "-J-Djava.rmi.server.hostname=127.0.0.1").redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		try (ChildJvm child = ChildJvm.start(Retainer.class, "1")) {
			awaitJstatd(port, jstatd);
			Target target = new Target.Jstatd("127.0.0.1", port, child.pid());
			try (JvmConnection c = new JvmConnection(target, null, Sampler.shared())) {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
				IOException e = assertThrows(IOException.class, () -> SnapshotCapture.take(c, true));
				assertEquals("cannot take a class histogram of " + target.label() + ": Dyno reaches it through "
						+ "jstatd, which only publishes counters; connect to it over JMX (or locally) to take snapshots",
						e.getMessage());
			}
		} finally {
			jstatd.destroy();
			jstatd.waitFor(10, TimeUnit.SECONDS);
		}
	}

	private static void awaitJstatd(int port, Process jstatd) throws Exception {
		// A listing that throws is "not yet" (the failure names its exception).
		Waits.of("jstatd up on port " + port).unless(() -> !jstatd.isAlive(), () -> "jstatd ended: " + jstatd)
				.value(() -> JvmDiscovery.jstatd("127.0.0.1", port).list(), listed -> true);
	}
}
