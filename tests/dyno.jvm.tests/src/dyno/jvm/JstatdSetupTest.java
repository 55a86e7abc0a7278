package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.Waits;

/** The generated policy and command start a real JDK 17 jstatd, which then lists this JVM. */
class JstatdSetupTest {

	private static final Path JDK17_JSTATD = Path.of("/usr/lib/jvm/java-17-openjdk-amd64/bin/jstatd");

	@TempDir
	Path dir;

	@Test
	void policyAndCommandPerRelease() {
		Path policy = Path.of("/etc/jstatd.policy");
		JstatdSetup jdk8 = new JstatdSetup(8, "box", 1099, 0, policy);
		assertTrue(jdk8.policyText().contains("grant codebase \"file:${java.home}/../lib/tools.jar\""), jdk8.policyText());
		JstatdSetup jdk17 = new JstatdSetup(17, "box.example", 1099, 1100, policy);
		assertTrue(jdk17.policyText().contains("grant codebase \"jrt:/jdk.jstatd\""));
		assertTrue(jdk17.policyText().contains("grant codebase \"jrt:/jdk.internal.jvmstat\""));
		assertEquals("jstatd -p 1099 -r 1100 -J-Djava.security.policy=/etc/jstatd.policy "
				+ "-J-Djava.rmi.server.hostname=box.example", jdk17.commandLine());
		JstatdSetup jdk21 = new JstatdSetup(21, "10.0.0.5", 2000, 0, policy);
		assertFalse(jdk21.needsPolicy());
		assertEquals("", jdk21.policyText());
		assertEquals(List.of("jstatd", "-p", "2000", "-J-Djava.rmi.server.hostname=10.0.0.5"), jdk21.command());
		assertEquals("jstatd -p 1 '-J-Djava.security.policy=/my dir/p' -J-Djava.rmi.server.hostname=h",
				new JstatdSetup(11, "h", 1, 0, Path.of("/my dir/p")).commandLine());
	}

	@Test
	void rejectsWhatCannotWork() {
		assertThrows(IllegalArgumentException.class, () -> new JstatdSetup(7, "h", 1099, 0, dir));
		assertThrows(IllegalArgumentException.class, () -> new JstatdSetup(17, "my host", 1099, 0, dir));
		assertThrows(IllegalArgumentException.class, () -> new JstatdSetup(17, "h", 70000, 0, dir));
	}

	/**
	 * JDK 17's jstatd with the generated policy and command: it starts and JDK 17's own client lists this JVM
	 * through it. Dyno's client (this JDK's) cannot read JVM details from a JDK 17 jstatd, whose RMI interface
	 * differs ("unrecognized method hash"): listing says so and what to do, instead of showing no JVMs. (Dyno's
	 * listing itself is proven with a jstatd of this JDK below.)
	 */
	@Test
	void jdk17JstatdStartsWithTheGeneratedPolicyAndServesThisJvm() throws Exception {
		Assumptions.assumeTrue(Files.isExecutable(JDK17_JSTATD), "no JDK 17 jstatd at " + JDK17_JSTATD);
		JstatdSetup setup = new JstatdSetup(17, "127.0.0.1", freePort(), freePort(), dir.resolve("jstatd.policy"));
		Files.writeString(setup.policyFile(), setup.policyText(), StandardCharsets.UTF_8);
		Process jstatd = start(setup.command(JDK17_JSTATD.toString()));
		try {
			awaitJps17Lists(setup.port(), jstatd);
			IOException e = assertThrows(IOException.class, () -> JvmDiscovery.jstatd("127.0.0.1", setup.port()).list());
			assertTrue(e.getMessage().contains("runs on another JDK release than Dyno")
					&& e.getMessage().contains("or connect over JMX"), e.getMessage());
		} finally {
			stop(jstatd);
		}
	}

	/** The command generated for a release without policy starts this JDK's jstatd, and Dyno lists this JVM. */
	@Test
	void currentJdkJstatdStartsWithTheGeneratedCommandAndDynoListsThisJvm() throws Exception {
		Path jstatdHere = Path.of(System.getProperty("java.home"), "bin", "jstatd");
		int release = Runtime.version().feature();
		Assumptions.assumeTrue(release >= JstatdSetup.FIRST_WITHOUT_POLICY && Files.isExecutable(jstatdHere));
		JstatdSetup setup = new JstatdSetup(release, "127.0.0.1", freePort(), 0, dir.resolve("unused.policy"));
		Process jstatd = start(setup.command(jstatdHere.toString()));
		try {
			long self = ProcessHandle.current().pid();
			RunningJvm listed = awaitListed(JvmDiscovery.jstatd("127.0.0.1", setup.port()), jstatd, self);
			assertEquals(System.getProperty("java.version"), listed.javaVersion());
		} finally {
			stop(jstatd);
		}
	}

	@Test
	void jdk17JstatdRefusesToStartWithoutThePolicy() throws Exception {
		Assumptions.assumeTrue(Files.isExecutable(JDK17_JSTATD), "no JDK 17 jstatd at " + JDK17_JSTATD);
		// The same command as JDK 19+ would get: proves that the policy is what makes JDK 17 work.
		JstatdSetup withoutPolicy = new JstatdSetup(JstatdSetup.FIRST_WITHOUT_POLICY, "127.0.0.1", freePort(), 0, dir);
		Process jstatd = start(withoutPolicy.command(JDK17_JSTATD.toString()));
		try {
			assertTrue(jstatd.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "jstatd 17 without policy should give up");
			String out = new String(jstatd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			assertTrue(out.contains("access denied"), out);
		} finally {
			stop(jstatd);
		}
	}

	private static Process start(List<String> command) throws IOException {
		return new ProcessBuilder(command).redirectErrorStream(true).start();
	}

	/** Waits until JDK 17's own {@code jps} lists this JVM through the jstatd on {@code port}. */
	private static void awaitJps17Lists(int port, Process jstatd) throws Exception {
		Path jps = JDK17_JSTATD.resolveSibling("jps");
		Waits.of("JDK 17 jps lists this JVM through the JDK 17 jstatd").unless(() -> !jstatd.isAlive(), () -> ended(jstatd))
				.value(() -> {
					Process listing = new ProcessBuilder(jps.toString(), "-l", "rmi://127.0.0.1:" + port)
							.redirectErrorStream(true).start();
					String out = new String(listing.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
					listing.waitFor();
					return out;
				}, out -> out.lines().anyMatch(l -> l.startsWith(ProcessHandle.current().pid() + " ")));
	}

	/** Waits until jstatd answers and lists {@code pid}. */
	private static RunningJvm awaitListed(JvmDiscovery discovery, Process jstatd, long pid) throws Exception {
		// A listing that throws is jstatd not listening yet.
		return Waits.of("jstatd lists JVM " + pid).unless(() -> !jstatd.isAlive(), () -> ended(jstatd))
				.value(discovery::list, jvms -> jvms.stream().anyMatch(j -> j.pid() == pid)).stream()
				.filter(j -> j.pid() == pid).findFirst().orElseThrow();
	}

	/** What an ended jstatd printed. */
	private static String ended(Process jstatd) {
		try {
			return "jstatd ended: " + new String(jstatd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			return "jstatd ended (its output unreadable: " + e + ")";
		}
	}

	private static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}

	private static void stop(Process p) throws InterruptedException {
		p.destroy();
		if (!p.waitFor(10, TimeUnit.SECONDS)) {
			p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
		}
	}
}
