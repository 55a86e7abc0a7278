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
 * The JSP quick fixes add an init-param to the deployer's JspServlet; the web-app schema wants init-params before
 * {@code <load-on-startup>}, which the fix keeps, and the rest of the file stays as it was.
 */
class JspParamFixTest {

	@Test
	void anAddedInitParamGoesBeforeLoadOnStartup(@TempDir Path dir) throws IOException {
		Path copy = dir.resolve("web.xml");
		Files.copy(Fixtures.get("jboss-as-5/5.1.0.GA/server/default/deployers/jbossweb.deployer/web.xml"), copy);
		ConfigFile file = new ConfigFile(copy, FileKind.WEB_XML);
		ConfigDocument doc = ConfigFiles.read(file);
		byte[] before = doc.toBytes();

		List<Finding> found = Linter.lint(new RuleContext(Linter.loneServer(file), file, doc, LiveFacts.none()),
				RuleCatalog.of(List.of(RuleCatalog.standard().rule("jbossweb.jsp.development").orElseThrow())));
		assertEquals(1, found.size(), found.toString());
		found.get(0).fix().orElseThrow().apply(doc);

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
}
