package dyno.jboss.rules.internal.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.RuleCatalog;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.tests.Fixtures;

/**
 * What the quick fixes write: an init-param added to the deployer's JspServlet stays before {@code <load-on-startup>}
 * as the web-app schema wants, and a value written as a property expression keeps the expression with a new default.
 */
class FixEditsTest {

	/** Lints a copy of a fixture with one rule and applies the fix of its single finding to the document. */
	private static ConfigDocument fixed(Path dir, String fixture, FileKind kind, String ruleId) throws IOException {
		Path copy = dir.resolve(Path.of(fixture).getFileName().toString());
		Fixtures.copy(fixture, copy);
		ConfigFile file = new ConfigFile(copy, kind);
		ConfigDocument doc = ConfigFiles.read(file);
		List<Finding> found = Linter.lint(new RuleContext(Linter.loneServer(file), file, doc, LiveFacts.none()),
				RuleCatalog.of(List.of(RuleCatalog.standard().rule(ruleId).orElseThrow())));
		assertEquals(1, found.size(), found.toString());
		found.get(0).fix().orElseThrow().apply(doc);
		return doc;
	}

	@Test
	void anAddedInitParamGoesBeforeLoadOnStartup(@TempDir Path dir) throws IOException {
		String fixture = "jboss-as-5/5.1.0.GA/server/default/deployers/jbossweb.deployer/web.xml";
		byte[] before = Files.readAllBytes(Fixtures.get(fixture));
		ConfigDocument doc = fixed(dir, fixture, FileKind.WEB_XML, "jbossweb.jsp.development");

		XmlDocument reread = XmlDocument.parse(doc.toBytes(), "web.xml");
		XmlElement jsp = reread.root().select("servlet[servlet-name='jsp']").get(0);
		List<XmlElement> children = jsp.children();
		XmlElement last = children.get(children.size() - 1);
		assertEquals("load-on-startup", last.localName());
		assertEquals("3", last.text());
		XmlElement added = children.get(children.size() - 2);
		assertEquals("development", added.child("param-name").orElseThrow().text());
		assertEquals("false", added.child("param-value").orElseThrow().text());
		String head = new String(before, 0, 8000, XmlDocument.parse(before, "web.xml").charset());
		assertTrue(new String(doc.toBytes(), reread.charset()).startsWith(head), "the file before the servlet changed");
	}

	@Test
	void aPropertyExpressionKeepsItsPropertyWithTheNewDefault(@TempDir Path dir) throws IOException {
		ConfigDocument doc = fixed(dir, "jboss-as-6/6.1.0.Final/server/all/deploy/hornetq/hornetq-configuration.xml",
				FileKind.HORNETQ_CONFIGURATION, "hq.journal_min_files");
		XmlElement minFiles = ((XmlDocument) doc).root().child("journal-min-files").orElseThrow();
		assertEquals("${hornetq.journal.min.files:10}", minFiles.text());
	}
}
