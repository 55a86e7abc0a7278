package dyno.jboss.tests.doc;

import static dyno.jboss.tests.doc.Splice.assertInserted;
import static dyno.jboss.tests.doc.Splice.assertRemoved;
import static dyno.jboss.tests.doc.Splice.assertReplaced;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.tests.Fixtures;

/** The JVM options of real start-script configurations, read and edited in temporary copies. */
class ShellConfTest {

	@TempDir
	Path dir;

	private ConfigFile copy(String fixture) throws IOException {
		Path source = Fixtures.get(fixture);
		Path target = dir.resolve(source.getFileName());
		Files.copy(source, target);
		return new ConfigFile(target, FileKind.of(target, null).orElseThrow());
	}

	private static List<String> texts(JavaOpts opts) {
		return opts.flags().stream().map(JvmFlag::text).toList();
	}

	@Test
	void jboss51RunConf() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/bin/run.conf");
		byte[] before = Files.readAllBytes(file.path());
		ShellConf conf = (ShellConf) ConfigFiles.read(file);
		JavaOpts opts = conf.javaOpts();
		assertEquals(List.of("-Xms128m", "-Xmx512m", "-XX:MaxPermSize=256m", "-Dorg.jboss.resolver.warning=true",
				"-Dsun.rmi.dgc.client.gcInterval=3600000", "-Dsun.rmi.dgc.server.gcInterval=3600000"), texts(opts));
		JvmFlag xmx = opts.flag("-Xmx").orElseThrow();
		assertEquals(512L << 20, xmx.bytes().getAsLong());
		assertEquals(45, xmx.line());
		assertEquals("256m", opts.flag("-XX:MaxPermSize").orElseThrow().value());
		assertEquals("true", opts.flag("-Dorg.jboss.resolver.warning").orElseThrow().value());
		opts.set("-Xmx", "1024m");
		ConfigFiles.save(file, conf);
		assertReplaced(before, Files.readAllBytes(file.path()), "-Xmx512m", "-Xmx1024m");
		assertEquals(1L << 30, ((ShellConf) ConfigFiles.read(file)).javaOpts().flag("-Xmx").orElseThrow().bytes().getAsLong());
	}

	@Test
	void newFlagGoesToTheMainAssignmentAndRemovalTakesItsBlank() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/bin/run.conf");
		byte[] before = Files.readAllBytes(file.path());
		ShellConf conf = (ShellConf) ConfigFiles.read(file);
		conf.javaOpts().set("-XX:UseG1GC", "true");
		assertInserted(before, conf.toBytes(), " -XX:+UseG1GC");
		assertEquals("true", conf.javaOpts().flag("-XX:UseG1GC").orElseThrow().value());
		conf.javaOpts().set("-XX:UseG1GC", "false");
		assertInserted(before, conf.toBytes(), " -XX:-UseG1GC");
		conf.javaOpts().remove("-XX:UseG1GC");
		conf.javaOpts().remove("-XX:MaxPermSize");
		assertRemoved(before, conf.toBytes(), " -XX:MaxPermSize=256m");
		assertFalse(conf.javaOpts().has("-XX:MaxPermSize"));
	}

	@Test
	void wildflySizingLivesInItsOwnVariable() throws IOException {
		ConfigFile file = copy("wildfly-39.0.1.Final/bin/standalone.conf");
		assertEquals(FileKind.RUN_CONF, file.kind());
		byte[] before = Files.readAllBytes(file.path());
		ShellConf conf = (ShellConf) ConfigFiles.read(file);
		assertEquals(List.of("-Xms64m", "-Xmx512m", "-Djava.net.preferIPv4Stack=true",
				"-Djboss.modules.system.pkgs=$JBOSS_MODULES_SYSTEM_PKGS", "-Djava.awt.headless=true"), texts(conf.javaOpts()));
		assertEquals(63, conf.javaOpts().flag("-Xmx").orElseThrow().line(), "JBOSS_JAVA_SIZING's line");
		assertEquals("-Xms64m -Xmx512m", conf.variable("JBOSS_JAVA_SIZING").orElseThrow());
		conf.javaOpts().set("-Xmx", "2g");
		ConfigFiles.save(file, conf);
		assertReplaced(before, Files.readAllBytes(file.path()), "JBOSS_JAVA_SIZING=\"-Xms64m -Xmx512m\"",
				"JBOSS_JAVA_SIZING=\"-Xms64m -Xmx2g\"");
	}

	@Test
	void tomcatCatalinaOptsComeAfterJavaOpts() throws IOException {
		// Tomcat ships no setenv.sh (the user writes it): a typical one, written by the test
		Path setenv = dir.resolve("setenv.sh");
		Files.writeString(setenv, """
				JAVA_OPTS="-Djava.awt.headless=true -Xmx512m"
				CATALINA_OPTS="$CATALINA_OPTS -Xmx1g"
				""");
		ConfigFile file = new ConfigFile(setenv, FileKind.of(setenv, null).orElseThrow());
		assertEquals(FileKind.RUN_CONF, file.kind());
		ShellConf conf = (ShellConf) ConfigFiles.read(file);
		assertEquals(List.of("-Djava.awt.headless=true", "-Xmx512m", "-Xmx1g"), texts(conf.javaOpts()));
		assertEquals("1g", conf.javaOpts().flag("-Xmx").orElseThrow().value(), "catalina.sh passes CATALINA_OPTS last");
		byte[] before = conf.toBytes();
		conf.javaOpts().set("-Xmx", "2g");
		assertReplaced(before, conf.toBytes(), "-Xmx1g", "-Xmx2g");
		conf.javaOpts().set("-Xms", "2g");
		assertTrue(conf.variable("JAVA_OPTS").orElseThrow().endsWith(" -Xms2g"), "a new flag joins the fresh JAVA_OPTS");
	}

	@Test
	void onlyCatalinaOptsTakesNewFlags() throws IOException {
		Path setenv = dir.resolve("setenv.sh");
		Files.writeString(setenv, "export CATALINA_OPTS=\"$CATALINA_OPTS -Xmx1g\"\n");
		ShellConf conf = (ShellConf) ConfigFiles.read(new ConfigFile(setenv, FileKind.RUN_CONF));
		conf.javaOpts().set("-XX:UseG1GC", "true");
		assertEquals("export CATALINA_OPTS=\"$CATALINA_OPTS -Xmx1g -XX:+UseG1GC\"\n", new String(conf.toBytes()));
	}

	@Test
	void setVariableReplacesTheValueOrAppendsALine() throws IOException {
		ConfigFile file = copy("wildfly-39.0.1.Final/bin/standalone.conf");
		byte[] before = Files.readAllBytes(file.path());
		ShellConf conf = (ShellConf) ConfigFiles.read(file);
		conf.setVariable("JBOSS_JAVA_SIZING", "-Xms1g -Xmx1g");
		assertReplaced(before, conf.toBytes(), "\"-Xms64m -Xmx512m\"", "\"-Xms1g -Xmx1g\"");
		byte[] edited = conf.toBytes();
		conf.setVariable("DYNO_TEST", "on");
		assertInserted(edited, conf.toBytes(), "DYNO_TEST=\"on\"\n");
		assertEquals("on", conf.variable("DYNO_TEST").orElseThrow());
	}

	@Test
	void jboss51RunConfBat() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/bin/run.conf.bat");
		assertEquals(FileKind.RUN_CONF_BAT, file.kind());
		byte[] before = Files.readAllBytes(file.path());
		ShellConf conf = (ShellConf) ConfigFiles.read(file);
		assertTrue(conf.isBatch());
		assertEquals(List.of("-Xms128M", "-Xmx1024M", "-XX:MaxPermSize=256M", "-Dsun.rmi.dgc.client.gcInterval=3600000",
				"-Dsun.rmi.dgc.server.gcInterval=3600000", "-Dorg.jboss.resolver.warning=true"), texts(conf.javaOpts()));
		conf.javaOpts().set("-Xms", "1024M");
		ConfigFiles.save(file, conf);
		assertReplaced(before, Files.readAllBytes(file.path()), "-Xms128M", "-Xms1024M");
	}

	@Test
	void wildflyStandaloneConfBat() throws IOException {
		ConfigFile file = copy("wildfly-39.0.1.Final/bin/standalone.conf.bat");
		byte[] before = Files.readAllBytes(file.path());
		ShellConf conf = (ShellConf) ConfigFiles.read(file);
		assertEquals(List.of("-Xms64M", "-Xmx512M", "-Djava.net.preferIPv4Stack=true",
				"-Djboss.modules.system.pkgs=org.jboss.byteman", "-Djava.awt.headless=true"), texts(conf.javaOpts()));
		conf.javaOpts().set("-Xmx", "768M");
		assertReplaced(before, conf.toBytes(), "-Xmx512M\"", "-Xmx768M\"");
		// a new option goes to the main assignment, which for this file is "set JAVA_OPTS=%JBOSS_JAVA_SIZING%"
		byte[] edited = conf.toBytes();
		conf.javaOpts().set("-XX:MaxMetaspaceSize", "512M");
		assertReplaced(edited, conf.toBytes(), "set \"JAVA_OPTS=%JBOSS_JAVA_SIZING%\"",
				"set \"JAVA_OPTS=%JBOSS_JAVA_SIZING% -XX:MaxMetaspaceSize=512M\"");
	}

	@Test
	void commentedAssignmentsDoNotCount() throws IOException {
		// the variant enables the debugger line the distribution leaves commented out
		ShellConf dist = (ShellConf) ConfigFiles.read(copy("jboss-as-4.2/4.2.3.GA/bin/run.conf"));
		assertFalse(dist.javaOpts().has("-Xrunjdwp"));
		Path variant = Fixtures.get("jboss-as-5/variants/davenkin__jboss5-server/bin/run.conf");
		ShellConf conf = (ShellConf) ConfigFiles.read(new ConfigFile(variant, FileKind.RUN_CONF));
		assertEquals("transport=dt_socket,address=8787,server=y,suspend=n", conf.javaOpts().flag("-Xrunjdwp").orElseThrow().value());
		assertTrue(conf.javaOpts().has("-Djboss.platform.mbeanserver"));
		assertEquals(8, conf.javaOpts().flags().size());
	}

	@Test
	void flagKeysAndSizes() {
		assertEquals("-XX:UseG1GC", JvmFlag.parse("-XX:+UseG1GC", 1).key());
		assertEquals("-Xlog:gc", JvmFlag.parse("-Xlog:gc*:file=gc.log:time", 1).key());
		assertEquals("-verbose:gc", JvmFlag.parse("-verbose:gc", 1).key());
		assertEquals(2L << 30, JvmFlag.parse("-Xmx2G", 1).bytes().getAsLong());
		assertEquals(256L << 10, JvmFlag.parse("-Xss256k", 1).bytes().getAsLong());
		assertTrue(JvmFlag.parse("-Dx=abc", 1).bytes().isEmpty());
		assertEquals("-XX:MaxMetaspaceSize=256m", JvmFlag.format("-XX:MaxMetaspaceSize", "256m"));
		assertEquals("-Xmx1g", JvmFlag.format("-Xmx", "1g"));
		assertEquals("-XX:-UseBiasedLocking", JvmFlag.format("-XX:UseBiasedLocking", "false"));
		assertEquals("-Dfoo", JvmFlag.format("-Dfoo", null));
	}
}
