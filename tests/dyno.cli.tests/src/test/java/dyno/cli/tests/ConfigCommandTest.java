package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.history.TuningChange;
import dyno.jboss.history.TuningHistory;

/** {@code ./dyno config get|set} on copies of real files: one value read, one value changed, nothing else. */
class ConfigCommandTest {

	private static final String POOL_SIZE = "mbean[@name='jboss.system:service=ThreadPool']/attribute[@name='MaximumPoolSize']";

	private static Path copy(String fixture, Path tmp) throws Exception {
		Path source = LintCommandTest.FIXTURES.resolve(fixture);
		Path target = tmp.resolve(source.getFileName());
		Files.copy(source, target);
		return target;
	}

	@Test
	void setsOneXmlValueAndKeepsEveryOtherByte(@TempDir Path tmp) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml", tmp);
		byte[] before = Files.readAllBytes(file);
		Dyno.Result get = Dyno.run("config", "get", file.toString(), POOL_SIZE);
		assertEquals(0, get.exitCode(), get.err());
		assertEquals("10", get.out().strip());
		Dyno.Result set = Dyno.run("config", "set", file.toString(), POOL_SIZE, "50");
		assertEquals(0, set.exitCode(), set.err());
		assertTrue(set.out().contains("= 50 (was 10)"), set.out());
		String expected = new String(before, StandardCharsets.ISO_8859_1).replace(
				"<attribute name=\"MaximumPoolSize\">10</attribute>", "<attribute name=\"MaximumPoolSize\">50</attribute>");
		assertArrayEquals(expected.getBytes(StandardCharsets.ISO_8859_1), Files.readAllBytes(file));
		assertArrayEquals(before, Files.readAllBytes(tmp.resolve("jboss-service.xml.dyno-orig")));
	}

	@Test
	void readsAndSetsAnAttribute(@TempDir Path tmp) throws Exception {
		Path file = copy("wildfly-39.0.1.Final/standalone/configuration/standalone.xml", tmp);
		Dyno.Result get = Dyno.run("config", "get", file.toString(), "//deployment-scanner/@scan-interval");
		assertEquals(0, get.exitCode(), get.err());
		assertEquals("5000", get.out().strip());
		Dyno.Result set = Dyno.run("config", "set", file.toString(), "//deployment-scanner/@scan-interval", "60000");
		assertEquals(0, set.exitCode(), set.err());
		assertEquals("60000", Dyno.run("config", "get", file.toString(), "//deployment-scanner/@scan-interval").out().strip());
	}

	@Test
	void setsAJvmFlagOfRunConfInPlace(@TempDir Path tmp) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/bin/run.conf", tmp);
		byte[] before = Files.readAllBytes(file);
		assertEquals("512m", Dyno.run("config", "get", file.toString(), "JAVA_OPTS/-Xmx").out().strip());
		Dyno.Result set = Dyno.run("config", "set", file.toString(), "JAVA_OPTS/-Xmx", "1024m");
		assertEquals(0, set.exitCode(), set.err());
		String expected = new String(before, StandardCharsets.ISO_8859_1).replace("-Xmx512m", "-Xmx1024m");
		assertArrayEquals(expected.getBytes(StandardCharsets.ISO_8859_1), Files.readAllBytes(file));
	}

	@Test
	void aPathThatMatchesNothingOrTooMuchFailsAndChangesNothing(@TempDir Path tmp) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml", tmp);
		byte[] before = Files.readAllBytes(file);
		Dyno.Result nothing = Dyno.run("config", "get", file.toString(), "mbean[@name='nope']/attribute");
		assertEquals(1, nothing.exitCode(), nothing.out());
		assertTrue(nothing.err().contains("nothing matches"), nothing.err());
		Dyno.Result many = Dyno.run("config", "set", file.toString(), "mbean/attribute", "x");
		assertEquals(1, many.exitCode(), many.out());
		assertTrue(many.err().contains("narrow it with a predicate"), many.err());
		assertArrayEquals(before, Files.readAllBytes(file));
		Dyno.Result usage = Dyno.run("config", "set", file.toString(), POOL_SIZE);
		assertEquals(2, usage.exitCode(), usage.err());
	}

	@Test
	void aSetIsRecordedInTheTuningHistory(@TempDir Path tmp) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/bin/run.conf", tmp);
		byte[] before = Files.readAllBytes(file);
		Path history = tmp.resolve("history");
		Dyno.Result set = Dyno.runWith(Map.of(TuningHistory.VARIABLE, history.toString()), "config", "set",
				file.toString(), "JAVA_OPTS/-Xmx", "1024m");
		assertEquals(0, set.exitCode(), set.err());
		assertEquals("", set.err());
		assertEquals(file + ": JAVA_OPTS/-Xmx = 1024m (was 512m)", set.out().strip());
		List<TuningChange> changes = new TuningHistory(history).list();
		assertEquals(1, changes.size(), changes.toString());
		TuningChange change = changes.get(0);
		assertEquals(file.toAbsolutePath().normalize(), change.file());
		assertTrue(change.diff().contains("+") && change.diff().contains("-Xmx1024m"), change.diff());
		assertTrue(change.changedLines().contains("-Xmx512m"), change.changedLines());
		assertArrayEquals(before, change.before());
		assertArrayEquals(Files.readAllBytes(file), change.after());
	}

	@Test
	void aHistoryThatCannotBeWrittenIsWarnedAboutAndTheEditIsStillMade(@TempDir Path tmp) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/bin/run.conf", tmp);
		// a file where the history's folder should be: unwritable even for root, who ignores permissions
		Path blocked = Files.writeString(tmp.resolve("history"), "not a folder");
		Dyno.Result set = Dyno.runWith(Map.of(TuningHistory.VARIABLE, blocked.toString()), "config", "set",
				file.toString(), "JAVA_OPTS/-Xmx", "1024m");
		assertEquals(0, set.exitCode(), set.err());
		assertEquals(file + ": JAVA_OPTS/-Xmx = 1024m (was 512m)", set.out().strip());
		assertEquals("dyno config: warning: the change of " + file + " is not recorded in the tuning history " + blocked
				+ ": FileAlreadyExistsException: " + blocked, set.err().strip());
		assertEquals("1024m", Dyno.run("config", "get", file.toString(), "JAVA_OPTS/-Xmx").out().strip());
	}

	@Test
	void cliPrintsTheJbossCliCommandsOfASetAndChangesNothing(@TempDir Path tmp) throws Exception {
		Path file = copy("wildfly-39.0.1.Final/standalone/configuration/standalone.xml", tmp);
		byte[] before = Files.readAllBytes(file);
		Dyno.Result cli = Dyno.run("config", "set", file.toString(),
				"//subsystem/server/http-listener[@name='default']/@max-connections", "200", "--cli");
		assertEquals(0, cli.exitCode(), cli.err());
		assertEquals("/subsystem=undertow/server=default-server/http-listener=default:write-attribute("
				+ "name=max-connections,value=200)", cli.out().strip());
		Dyno.Result level = Dyno.run("config", "set", file.toString(), "//root-logger/level/@name", "DEBUG", "--cli");
		assertEquals("/subsystem=logging/root-logger=ROOT:write-attribute(name=level,value=DEBUG)",
				level.out().strip());
		assertArrayEquals(before, Files.readAllBytes(file));
		assertTrue(Files.notExists(tmp.resolve("standalone.xml.dyno-orig")), "nothing was saved");
	}

	@Test
	void cliPrintsADomainXmlChangeAtItsProfileAndAHostXmlChangeBelowItsHost(@TempDir Path tmp) throws Exception {
		Path domain = copy("wildfly-39.0.1.Final/domain/configuration/domain.xml", tmp);
		Dyno.Result listener = Dyno.run("config", "set", domain.toString(),
				"profiles/profile[@name='default']//http-listener[@name='default']/@max-connections", "200", "--cli");
		assertEquals(0, listener.exitCode(), listener.err());
		assertEquals("/profile=default/subsystem=undertow/server=default-server/http-listener=default:"
				+ "write-attribute(name=max-connections,value=200)", listener.out().strip());
		Path host = copy("wildfly-39.0.1.Final/domain/configuration/host.xml", tmp);
		byte[] before = Files.readAllBytes(host);
		Dyno.Result heap = Dyno.run("config", "set", host.toString(), "jvms/jvm[@name='default']/heap/@max-size",
				"320m", "--cli");
		assertEquals(0, heap.exitCode(), heap.err());
		assertEquals("/host=primary/jvm=default:write-attribute(name=max-heap-size,value=320m)", heap.out().strip());
		assertArrayEquals(before, Files.readAllBytes(host), "nothing was saved");
	}

	@Test
	void aChangeTheManagementInterfaceCannotMakeOrAnAbsentServerFailsWithTheReason(@TempDir Path tmp)
			throws Exception {
		Path file = copy("wildfly-39.0.1.Final/standalone/configuration/standalone.xml", tmp);
		byte[] before = Files.readAllBytes(file);
		Dyno.Result refused = Dyno.run("config", "set", file.toString(), "//periodic-rotating-file-handler/file/@path",
				"other.log", "--cli");
		assertEquals(1, refused.exitCode(), refused.out());
		assertEquals("dyno config: " + file + ": the management interface cannot make this change: <file> of "
				+ "/subsystem=logging/periodic-rotating-file-handler=FILE changed, and Dyno knows no management "
				+ "attribute for it", refused.err().strip());
		int free;
		try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
			free = s.getLocalPort();
		}
		Dyno.Result absent = Dyno.run("config", "set", file.toString(), "//subsystem/worker/@task-max-threads", "64",
				"--management", "127.0.0.1:" + free);
		assertEquals(1, absent.exitCode(), absent.out());
		assertEquals("dyno config: " + file + ": nothing answers at 127.0.0.1:" + free
				+ " (is the server running, with its HTTP management interface there?)", absent.err().strip());
		Dyno.Result noPassword = Dyno.run("config", "set", file.toString(), "//subsystem/worker/@task-max-threads",
				"64", "--management", "127.0.0.1:" + free, "--user", "admin");
		assertEquals(2, noPassword.exitCode(), noPassword.err());
		assertArrayEquals(before, Files.readAllBytes(file), "the file is the server's to write");
	}
}
