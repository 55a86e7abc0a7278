package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Waits;

class JvmDiscoveryTest {

	private final JvmDiscovery discovery = JvmDiscovery.local();

	@Test
	void findsAChildJvmWithItsMainClassAndJdkAndDropsItWhenItEnds() throws Exception {
		long pid;
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			pid = child.pid();
			RunningJvm jvm = awaitJvm(j -> j.pid() == child.pid());
			assertEquals(Idle.class.getName(), jvm.mainClass());
			assertEquals(System.getProperty("java.version"), jvm.javaVersion());
			assertFalse(jvm.self());
			assertTrue(jvm.commandLine().startsWith(Idle.class.getName()), jvm.commandLine());
			try (JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
				assertEquals(Optional.of("Idle"), c.info().displayName(), "the simple name, for the views' titles");
			}
		}
		awaitGone(pid);
	}

	@Test
	void readsJvmsOfAnOtherJdkRelease() throws Exception {
		int ours = Runtime.version().feature();
		Optional<Path> other = otherJdk(ours);
		Assumptions.assumeTrue(other.isPresent(), "no JDK other than " + ours + " under /usr/lib/jvm");
		try (ChildJvm child = ChildJvm.start(other.get(), Idle.class)) {
			RunningJvm jvm = awaitJvm(j -> j.pid() == child.pid());
			assertTrue(jvm.javaFeature() > 0 && jvm.javaFeature() != ours,
					"expected the other JDK's version, got " + jvm.javaVersion() + " from " + other.get());
			assertEquals(Idle.class.getName(), jvm.mainClass());
		}
	}

	/** {@code java Sleeper.java}: listed by its source file, not as the JDK's source launcher (issue 26, point 7). */
	@Test
	void namesAProgramStartedFromSourceByItsJavaFile(@TempDir Path dir) throws Exception {
		Path source = sleeperSource(dir);
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		Process p = new ProcessBuilder(java.toString(), source.toString(), "an-argument").redirectErrorStream(true)
				.redirectOutput(dir.resolve("out.txt").toFile()).start();
		try {
			// A JVM seen in its first moments has no command line yet ("?"): listed again, it has. The sleeper outlives
			// any wait (it is destroyed below); should it end anyway, the wait says so at once.
			RunningJvm jvm = Waits.of("JVM " + p.pid() + " (java Sleeper.java) listed with its command line")
					.unless(() -> !p.isAlive(), () -> "java Sleeper.java ended: " + p.exitValue())
					.value(discovery::list, seen -> seen.stream()
							.anyMatch(j -> j.pid() == p.pid() && j.commandLine().contains("Sleeper")))
					.stream().filter(j -> j.pid() == p.pid()).findFirst().orElseThrow();
			assertEquals("Sleeper.java", jvm.mainClass(), jvm.commandLine());
			assertTrue(jvm.commandLine().contains("com.sun.tools.javac.launcher."), "the command line keeps the launcher: "
					+ jvm.commandLine());
			// The views' titles name it the same way (issue 26, point 7).
			try (JvmConnection c = new JvmConnection(new Target.Local(p.pid()), null, Sampler.shared())) {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
				assertEquals(Optional.of("Sleeper.java"), c.info().displayName());
			}
		} finally {
			p.destroyForcibly().waitFor();
		}
	}

	/**
	 * A WildFly is listed by its server, not by jboss-modules.jar, its main (issue 39, point 10). A real WildFly takes
	 * a minute to boot; this child's command line has the shape its start script gives one (the home's
	 * jboss-modules.jar, -mp, the module, -Djboss.home.dir, -c), which is all jvmstat tells of it, and its jar of
	 * that name only sleeps.
	 */
	@Test
	void listsAWildFlyByItsHomeAndTheConfigurationItRuns(@TempDir Path dir) throws Exception {
		Path home = Files.createDirectories(dir.resolve("wildfly-39.0.1.Final"));
		Path jar = sleeperJar(dir, home.resolve("jboss-modules.jar"));
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		Process p = new ProcessBuilder(java.toString(), "-Xmx32m", "-jar", jar.toString(), "-mp",
				home.resolve("modules").toString(), "org.jboss.as.standalone", "-Djboss.home.dir=" + home,
				"-Djboss.server.base.dir=" + home.resolve("standalone"), "-c", "standalone-full.xml")
				.redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
		try {
			RunningJvm jvm = Waits.of("JVM " + p.pid() + " (jboss-modules.jar) listed with its command line")
					.unless(() -> !p.isAlive(), () -> "the sleeper ended: " + p.exitValue())
					.value(discovery::list, seen -> seen.stream()
							.anyMatch(j -> j.pid() == p.pid() && j.commandLine().contains("org.jboss.as.standalone")))
					.stream().filter(j -> j.pid() == p.pid()).findFirst().orElseThrow();
			assertEquals("WildFly wildfly-39.0.1.Final (standalone-full.xml)", jvm.mainClass(), jvm.commandLine());
			try (JvmConnection c = new JvmConnection(new Target.Local(p.pid()), null, Sampler.shared())) {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
				assertEquals(Optional.of("WildFly wildfly-39.0.1.Final (standalone-full.xml)"), c.info().displayName(),
						"the views' titles name it the same way");
			}
		} finally {
			p.destroyForcibly().waitFor();
		}
	}

	/** The other processes of WildFly by their part; a standalone server without -c runs standalone.xml. */
	@Test
	void namesEachWildFlyProcessByItsPart() {
		String modules = "/opt/wf/jboss-modules.jar -mp /opt/wf/modules ";
		assertEquals(Optional.of("WildFly wf (standalone.xml)"),
				JvmInfo.displayName(modules + "org.jboss.as.standalone -Djboss.home.dir=/opt/wf"));
		assertEquals(Optional.of("WildFly wf (host controller)"), JvmInfo.displayName(modules
				+ "org.jboss.as.host-controller -mp /opt/wf/modules --pc-address 127.0.0.1 -Djboss.home.dir=/opt/wf"));
		assertEquals(Optional.of("WildFly wf (process controller)"), JvmInfo.displayName(modules
				+ "org.jboss.as.process-controller -jboss-home /opt/wf -jvm /usr/bin/java -mp /opt/wf/modules --"));
		assertEquals(Optional.of("WildFly (standalone-ha.xml)"),
				JvmInfo.displayName(modules + "org.jboss.as.standalone --server-config=standalone-ha.xml"));
		assertEquals(Optional.of("Main"), JvmInfo.displayName("org.example.Main jboss-modules.jar"),
				"jboss-modules.jar as an argument, not the main");
	}

	/** A jar at {@code jar} whose main is {@link #sleeperSource}'s, compiled here: no sample ignores all arguments. */
	private static Path sleeperJar(Path dir, Path jar) throws IOException {
		Path source = sleeperSource(dir);
		Path classes = Files.createDirectories(dir.resolve("classes"));
		run("javac", "-d", classes.toString(), source.toString());
		run("jar", "--create", "--file", jar.toString(), "--main-class", "Sleeper", "-C", classes.toString(), ".");
		return jar;
	}

	/** A program that sleeps ten minutes whatever its arguments, as source. */
	private static Path sleeperSource(Path dir) throws IOException {
		return Files.writeString(dir.resolve("Sleeper.java"),
				"public class Sleeper { public static void main(String[] a) throws Exception { Thread.sleep(600_000); } }");
	}

	private static void run(String tool, String... args) {
		java.io.StringWriter out = new java.io.StringWriter();
		java.io.PrintWriter print = new java.io.PrintWriter(out);
		assertEquals(0, java.util.spi.ToolProvider.findFirst(tool).orElseThrow().run(print, print, args),
				tool + " " + String.join(" ", args) + ": " + out);
	}

	@Test
	void marksTheJvmItRunsIn() throws Exception {
		RunningJvm self = awaitJvm(RunningJvm::self);
		assertEquals(ProcessHandle.current().pid(), self.pid());
	}

	@Test
	void parsesJavaFeatureFromOldAndNewVersionStrings() {
		assertEquals(8, new RunningJvm(1, "m", "1.8.0_392", "vm", "m", false).javaFeature());
		assertEquals(25, new RunningJvm(1, "m", "25.0.1", "vm", "m", false).javaFeature());
		assertEquals(0, new RunningJvm(1, "m", "?", "vm", "m", false).javaFeature());
	}

	private RunningJvm awaitJvm(Predicate<RunningJvm> wanted) throws Exception {
		return Waits.value("the JVM listed", discovery::list, seen -> seen.stream().anyMatch(wanted)).stream()
				.filter(wanted).findFirst().orElseThrow();
	}

	private void awaitGone(long pid) throws Exception {
		Waits.value("JVM " + pid + " no longer listed after it ended", discovery::list,
				seen -> seen.stream().noneMatch(j -> j.pid() == pid));
	}

	private static Optional<Path> otherJdk(int ours) throws IOException {
		Path jvms = Path.of("/usr/lib/jvm");
		if (!Files.isDirectory(jvms)) {
			return Optional.empty();
		}
		try (Stream<Path> homes = Files.list(jvms)) {
			return homes.filter(h -> Files.isExecutable(h.resolve("bin/java")) && !Files.isSymbolicLink(h))
					.filter(h -> releaseOf(h) >= 17 && releaseOf(h) != ours).findFirst();
		}
	}

	private static int releaseOf(Path home) {
		try {
			for (String line : Files.readAllLines(home.resolve("release"))) {
				if (line.startsWith("JAVA_VERSION=\"")) {
					String v = line.substring("JAVA_VERSION=\"".length());
					return Integer.parseInt(v.substring(0, v.indexOf('.') > 0 ? v.indexOf('.') : v.indexOf('"')));
				}
			}
		} catch (IOException | RuntimeException e) {
			// Not a JDK we can tell the version of.
		}
		return 0;
	}
}
