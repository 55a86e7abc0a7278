package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.ui.internal.servers.SafeFixes;
import dyno.samples.Fixtures;
import dyno.ui.tests.pages.CleanWorkbench;

/**
 * What "Apply Safe Fixes" calls safe, on copies of the real JBoss AS 5.1.0.GA run.conf and server.xml: amounts set
 * within their bounds are safe (and say what they change, as the file writes it); a number out of bounds, a port, a
 * text, a removal, an edit the model does not see, and a fix that edits more than its numbers are not, each with why.
 */
@ExtendWith(CleanWorkbench.class)
class ServersSafeFixesTest {

	@Test
	void amountsWithinBoundsAreSafeAndEverythingElseIsNot(@TempDir Path dir) throws Exception {
		Path runConfPath = Fixtures.copy("jboss-as-5/5.1.0.GA/bin/run.conf", dir.resolve("run.conf"));
		ConfigFile runConf = new ConfigFile(runConfPath, FileKind.RUN_CONF);
		Path serverXmlPath = Fixtures.copy("jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml",
				dir.resolve("server.xml"));
		ConfigFile serverXml = new ConfigFile(serverXmlPath, FileKind.TOMCAT_SERVER_XML);
		RuleContext web = new RuleContext(Linter.loneServer(serverXml), serverXml, ConfigFiles.read(serverXml),
				LiveFacts.none());
		var http = web.model().all("Connector").get(0);

		SafeFixes.Verdict xms = SafeFixes.judge(runConf, Fix.setJavaOpt("-Xms", "512m"));
		assertTrue(xms.safe(), xms.why());
		assertEquals("JvmOptions heapMin: 128m → 512m (restart)", xms.changes().get(0).text());

		SafeFixes.Verdict threads = SafeFixes.judge(serverXml, Fix.onModel(web, http, "maxThreads", 400));
		assertTrue(threads.safe(), threads.why());
		assertEquals("Connector #1 maxThreads: unset (default 200) → 400 (restart)", threads.changes().get(0).text());

		assertUnsafe(SafeFixes.judge(serverXml, Fix.onModel(web, http, "maxThreads", 100_000)), "outside");
		assertUnsafe(SafeFixes.judge(serverXml, Fix.onModel(web, http, "port", 8180)), "rather than an amount");
		assertUnsafe(SafeFixes.judge(serverXml, Fix.onModel(web, http, "protocol", "AJP/1.3")), "not a number");
		assertUnsafe(SafeFixes.judge(runConf, Fix.removeJavaOpt("-Xms")), "removes heapMin");
		assertUnsafe(SafeFixes.judge(runConf, Fix.setJavaOpt("-Ddyno.marker", "1")), "changes nothing the model holds");
		assertUnsafe(SafeFixes.judge(runConf, Fix.sequence("both", Fix.setJavaOpt("-Xms", "512m"),
				Fix.setJavaOpt("-Ddyno.marker", "1"))), "edits more than the numbers it sets");
		assertEquals(Files.readString(Fixtures.get("jboss-as-5/5.1.0.GA/bin/run.conf")), Files.readString(runConfPath),
				"judging writes nothing");
	}

	private static void assertUnsafe(SafeFixes.Verdict v, String why) {
		assertFalse(v.safe(), "not safe: " + why);
		assertTrue(v.why().contains(why), v.why());
	}
}
