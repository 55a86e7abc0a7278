package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.samples.ChildJvm;
import dyno.samples.Idle;

/** {@code ./dyno jvms} through the real launcher script and the materialized product. */
class JvmsCommandTest {

	@Test
	void jsonListsAChildJvmWithItsMainClassAndJdk() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			Dyno.Result r = Dyno.run("jvms", "--json");
			assertEquals(0, r.exitCode(), r.err());
			assertTrue(r.out().strip().startsWith("[") && r.out().strip().endsWith("]"), r.out());
			List<String[]> entries = entries(r.out());
			String[] mine = entries.stream().filter(e -> e[0].equals(Long.toString(child.pid()))).findFirst()
					.orElseThrow(() -> new AssertionError("pid " + child.pid() + " not in " + r.out()));
			assertEquals(Idle.class.getName(), mine[1]);
			assertEquals(System.getProperty("java.version"), mine[2]);
			assertEquals("false", mine[3]);
			assertEquals(1, entries.stream().filter(e -> e[3].equals("true")).count(), "exactly one self: " + r.out());
		}
	}

	@Test
	void textListsTheChildUnderAHeader() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			Dyno.Result r = Dyno.run("jvms");
			assertEquals(0, r.exitCode(), r.err());
			assertTrue(r.out().startsWith("PID"), r.out());
			assertTrue(r.out().lines().anyMatch(l -> l.startsWith(child.pid() + " ") && l.endsWith(Idle.class.getName())),
					r.out());
		}
	}

	@Test
	void helpListsTheCommandsAndVersionNamesDyno() throws Exception {
		Dyno.Result help = Dyno.run("--help");
		assertEquals(0, help.exitCode(), help.err());
		assertTrue(help.out().contains("jvms [--format text|csv|json|html]"), help.out());
		assertTrue(help.out().contains("watch <target> [--interval DURATION]"), help.out());
		Dyno.Result version = Dyno.run("--version");
		assertEquals(0, version.exitCode(), version.err());
		assertTrue(version.out().matches("(?s)dyno 0\\.1\\.0\\.\\S+ \\(Java .*"), version.out());
	}

	@Test
	void wrongCommandLinesExitWithTwoAndSayWhy() throws Exception {
		Dyno.Result unknown = Dyno.run("frobnicate");
		assertEquals(2, unknown.exitCode());
		assertTrue(unknown.err().contains("unknown command 'frobnicate'"), unknown.err());
		Dyno.Result badOption = Dyno.run("jvms", "--yaml");
		assertEquals(2, badOption.exitCode());
		assertTrue(badOption.err().contains("unknown option '--yaml'"), badOption.err());
	}

	@Test
	void withoutTheJvmstatFlagItFailsAndNamesTheFlag() throws Exception {
		// The product started by hand, without the JVM flags ./dyno takes from eclipse.ini.
		Dyno.Result r = Dyno.runProductWithoutFlags("jvms");
		assertEquals(1, r.exitCode(), r.out() + r.err());
		assertTrue(r.err().contains("--add-exports=jdk.internal.jvmstat/sun.jvmstat.monitor=ALL-UNNAMED"), r.err());
		assertTrue(r.out().isEmpty(), r.out());
	}

	/** Each JVM of {@code jvms --json}: pid, main class, JDK, whether it is Dyno's own. */
	private static List<String[]> entries(String json) {
		List<String[]> entries = new ArrayList<>();
		for (JsonElement e : JsonParser.parseString(json).getAsJsonArray()) {
			JsonObject jvm = e.getAsJsonObject();
			entries.add(new String[] { text(jvm, "pid"), text(jvm, "mainClass"), text(jvm, "javaVersion"),
					text(jvm, "self") });
		}
		return entries;
	}

	private static String text(JsonObject o, String member) {
		return o.get(member).isJsonNull() ? "" : o.get(member).getAsString();
	}
}
