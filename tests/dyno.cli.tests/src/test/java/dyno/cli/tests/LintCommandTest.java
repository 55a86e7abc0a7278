package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./dyno lint} on the real JBoss fixtures: formats, thresholds and exit codes, broken input. */
class LintCommandTest {

	/** The real third-party server files (../shared/fixtures/SOURCES.md). */
	static final Path FIXTURES = Dyno.HOME.resolve("../shared/fixtures").normalize();
	static final String AS51 = FIXTURES.resolve("jboss-as-5/5.1.0.GA").toString();

	@Test
	void lintsAServerProfileAsText() throws Exception {
		Dyno.Result r = Dyno.run("lint", AS51, "--profile", "default");
		assertEquals(0, r.exitCode(), r.err() + r.out());
		assertTrue(r.out().contains("bin/run.conf:") && r.out().contains("[jvm.heap.xms]"), r.out());
		assertTrue(r.out().contains("server/default/conf/jboss-log4j.xml:"), r.out());
		assertTrue(r.out().lines().reduce((a, b) -> b).orElse("").matches("\\d+ findings .* in \\d+ files"), r.out());
	}

	/**
	 * Of a WildFly home, the configuration it runs (bin/standalone.conf, .bat and standalone.xml); --all-configs
	 * every standalone*.xml and the domain (issue 39, point 7).
	 */
	@Test
	void lintsTheConfigurationAWildFlyRunsOrAllOfThem() throws Exception {
		String home = FIXTURES.resolve("wildfly-39.0.1.Final").toString();
		Dyno.Result runs = Dyno.run("lint", home);
		assertTrue(runs.exitCode() <= 1, runs.err() + runs.out());
		assertTrue(runs.out().strip().endsWith(" in 3 files"), runs.out());
		assertTrue(!runs.out().contains("standalone-full.xml:") && !runs.out().contains("domain.xml:"), runs.out());
		Dyno.Result all = Dyno.run("lint", home, "--all-configs");
		assertTrue(all.exitCode() <= 1, all.err() + all.out());
		assertTrue(all.out().strip().endsWith(" in 11 files"), all.out());
	}

	@Test
	void lintsATomcatConfFolderWithFixes() throws Exception {
		Dyno.Result r = Dyno.run("lint", FIXTURES.resolve("tomcat/9.0.98/conf").toString());
		assertEquals(0, r.exitCode(), r.err() + r.out());
		assertTrue(r.out().contains("server.xml:22:1: warning [security.tomcat.shutdown_command]"), r.out());
		assertTrue(r.out().contains("[tomcat.connector.compression]") && r.out().contains("fix: set compression to on"),
				r.out());
		assertTrue(r.out().contains("[tomcat.context.jar_scan]"), r.out());
	}

	@Test
	void failOnWarningExitsWithOne() throws Exception {
		Dyno.Result r = Dyno.run("lint", AS51, "--fail-on", "warning");
		assertEquals(1, r.exitCode(), r.err() + r.out());
		assertTrue(r.out().contains("warning [log.console_appender]"), r.out());
	}

	@Test
	void sarifAndJsonFormats() throws Exception {
		Dyno.Result sarif = Dyno.run("lint", AS51, "--format", "sarif", "--profile", "all");
		assertEquals(0, sarif.exitCode(), sarif.err());
		assertTrue(sarif.out().startsWith("{") && sarif.out().contains("\"version\": \"2.1.0\"")
				&& sarif.out().contains("\"ruleId\": \"jboss.profile_trim\""), sarif.out());
		// Relative to the folder ./dyno runs in (the repository), not to the product folder the JVM starts in.
		Dyno.Result json = Dyno.run("lint", "../shared/fixtures/jboss-as-5/5.1.0.GA/bin/run.conf", "--format=json");
		assertEquals(0, json.exitCode(), json.err());
		assertTrue(json.out().contains("\"file\": \"run.conf\"") && json.out().contains("\"rule\": \"jvm.heap.xms\""),
				json.out());
	}

	@Test
	void wrongCommandLineExitsWithTwo() throws Exception {
		Dyno.Result none = Dyno.run("lint");
		assertEquals(2, none.exitCode(), none.err());
		assertTrue(none.err().contains("what to lint?"), none.err());
		Dyno.Result format = Dyno.run("lint", AS51, "--format", "yaml");
		assertEquals(2, format.exitCode(), format.err());
		assertTrue(format.err().contains("use text, json, sarif or html"), format.err());
	}

	@Test
	void missingPathOrProfileFailsNamingIt() throws Exception {
		Dyno.Result missing = Dyno.run("lint", "/no/such/jboss");
		assertEquals(1, missing.exitCode(), missing.err());
		assertTrue(missing.err().contains("no such file or folder: /no/such/jboss"), missing.err());
		Dyno.Result profile = Dyno.run("lint", AS51, "--profile", "production");
		assertEquals(1, profile.exitCode(), profile.err());
		assertTrue(profile.err().contains("no profile 'production'") && profile.err().contains("default"), profile.err());
	}

	@Test
	void aBrokenFileIsAnErrorWithItsLine(@TempDir Path tmp) throws Exception {
		byte[] bytes = Files.readAllBytes(FIXTURES.resolve("jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml"));
		Path broken = tmp.resolve("jboss-service.xml");
		Files.write(broken, Arrays.copyOf(bytes, bytes.length / 3));
		Dyno.Result r = Dyno.run("lint", broken.toString());
		assertEquals(1, r.exitCode(), r.err() + r.out());
		assertTrue(r.out().matches("(?s)jboss-service\\.xml:\\d+:\\d+: error \\[config\\.syntax\\] .*"), r.out());
	}
}
