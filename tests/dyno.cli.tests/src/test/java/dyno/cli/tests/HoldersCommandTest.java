package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code ./dyno holders} on the real heap dumps of the fixtures: text, JSON, and the mistakes users make. */
class HoldersCommandTest {

	static final Path DUMPS = LintCommandTest.FIXTURES.resolve("jvm/hprof/eclipse-mat__mat");
	static final String JDK8 = DUMPS.resolve("oracle_jdk8_05_x64.hprof").toString();

	@Test
	void textNamesTheSizesTheHoldersAndThePaths() throws Exception {
		Dyno.Result r = Dyno.run("holders", JDK8, "java.lang.Thread", "--paths", "1");
		assertEquals(0, r.exitCode(), r.err());
		assertTrue(r.out().startsWith("sizes as the dumped JVM counts them: references 4 bytes, object headers 12 bytes"),
				r.out());
		assertTrue(r.out().contains("\njava.lang.Thread: "), r.out());
		assertTrue(r.out().contains("\nheld by "), r.out());
		assertTrue(r.out().contains("  path from a "), r.out());
		assertEquals("", r.err());
	}

	@Test
	void jsonForScripts() throws Exception {
		Dyno.Result r = Dyno.run("holders", JDK8, "java.lang.String", "--format", "json");
		assertEquals(0, r.exitCode(), r.err());
		JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
		assertEquals("java.lang.String", json.get("className").getAsString(), r.out());
		assertEquals(3237, json.get("instances").getAsLong(), r.out());
		JsonObject group = json.getAsJsonArray("groups").get(0).getAsJsonObject();
		assertTrue(group.has("holder") && group.get("paths").getAsInt() > 0, r.out());
	}

	@Test
	void anUnknownClassFailsWithSimilarNames() throws Exception {
		Dyno.Result r = Dyno.run("holders", JDK8, "Thread");
		assertEquals(1, r.exitCode(), r.out());
		assertTrue(r.err().startsWith("dyno holders: no class Thread in oracle_jdk8_05_x64.hprof; similar: "), r.err());
		assertTrue(r.err().contains("java.lang.Thread"), r.err());
	}

	@Test
	void aFileThatIsNoDumpOrAWrongCommandLineSaysSo() throws Exception {
		String text = LintCommandTest.FIXTURES.resolve("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt")
				.toString();
		Dyno.Result notHprof = Dyno.run("holders", text, "java.lang.String");
		assertEquals(1, notHprof.exitCode());
		assertEquals("dyno holders: " + text + " is not an HPROF heap dump: it does not start with \"JAVA PROFILE "
				+ "1.0.x\"\n", notHprof.err());
		Dyno.Result missing = Dyno.run("holders", "no-such.hprof", "java.lang.String");
		assertEquals(1, missing.exitCode());
		assertTrue(missing.err().endsWith("no-such.hprof: no such file\n"), missing.err());
		Dyno.Result usage = Dyno.run("holders", JDK8);
		assertEquals(2, usage.exitCode());
		assertEquals("dyno holders: give a heap dump and a class name (usage: dyno holders <hprof> <class> "
				+ "[--paths N] [--format text|csv|json|html] [-o FILE])\n", usage.err());
		assertEquals(2, Dyno.run("holders", JDK8, "java.lang.String", "--format", "xml").exitCode());
	}
}
