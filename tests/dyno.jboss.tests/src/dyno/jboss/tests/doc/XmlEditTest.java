package dyno.jboss.tests.doc;

import static dyno.jboss.tests.doc.Splice.assertInserted;
import static dyno.jboss.tests.doc.Splice.assertRemoved;
import static dyno.jboss.tests.doc.Splice.assertReplaced;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.tests.Fixtures;

/**
 * Edits of real XML configuration files, saved to temporary copies: each changes exactly the characters of the
 * value it sets, and what it adds is laid out like its neighbours.
 */
class XmlEditTest {

	@TempDir
	Path dir;

	/** Copies a fixture into the temp folder and reads it as its kind. */
	private ConfigFile copy(String fixture) throws IOException {
		Path source = Fixtures.get(fixture);
		Path target = dir.resolve(source.getFileName());
		Files.copy(source, target);
		return new ConfigFile(target, FileKind.of(target, Files.readAllBytes(target)).orElseThrow());
	}

	private static XmlDocument read(ConfigFile file) throws IOException {
		return (XmlDocument) ConfigFiles.read(file);
	}

	@Test
	void maxThreadsOfAJBossWebConnector() throws IOException {
		ConfigFile file = copy("jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/server.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		List<XmlElement> http = doc.root().select("Service/Connector[@protocol='HTTP/1.1']");
		assertEquals(1, http.size(), "the commented-out SSL connector is no element");
		assertEquals("250", http.get(0).attribute("maxThreads").orElseThrow());
		http.get(0).setAttribute("maxThreads", "400");
		ConfigFiles.save(file, doc);
		assertReplaced(before, Files.readAllBytes(file.path()), "maxThreads=\"250\"", "maxThreads=\"400\"");
		assertEquals("400", read(file).root().select("//Connector").get(0).attribute("maxThreads").orElseThrow());
	}

	@Test
	void newAttributeFollowsTheLastOneOnItsLine() throws IOException {
		// the AJP connector continues its start tag on a second line indented with 9 spaces
		ConfigFile file = copy("jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/server.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement ajp = doc.root().select("Service/Connector[@protocol='AJP/1.3']").get(0);
		ajp.setAttribute("maxThreads", "300");
		assertInserted(before, doc.toBytes(), " maxThreads=\"300\"");
		assertEquals(List.of("port", "address", "protocol", "emptySessionPath", "enableLookups", "redirectPort", "maxThreads"),
				ajp.attributeNames());
	}

	@Test
	void newAttributeOnItsOwnLineWhenTheOthersAre() throws IOException {
		// Tomcat 9's HTTP connector writes one attribute per line
		ConfigFile file = copy("tomcat/9.0.98/conf/server.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement http = doc.root().select("Service/Connector[@port='8080']").get(0);
		http.setAttribute("maxThreads", "250");
		assertInserted(before, doc.toBytes(), "\n               maxThreads=\"250\"");
	}

	@Test
	void minPoolSizeOfAJBossDatasource() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement ds = doc.root().select("local-tx-datasource|xa-datasource|no-tx-datasource").get(0);
		assertEquals("DefaultDS", ds.childText("jndi-name").orElseThrow());
		XmlElement min = ds.child("min-pool-size").orElseThrow();
		assertEquals("5", min.text());
		min.setText("10");
		ConfigFiles.save(file, doc);
		assertReplaced(before, Files.readAllBytes(file.path()), "<min-pool-size>5<", "<min-pool-size>10<");
	}

	@Test
	void subsystemAttributeOfWildFly() throws IOException {
		ConfigFile file = copy("wildfly-39.0.1.Final/standalone/configuration/standalone.xml");
		assertEquals(FileKind.WILDFLY_STANDALONE, file.kind());
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement jca = doc.root().select("profile/subsystem[@xmlns^='urn:jboss:domain:jca:']").get(0);
		assertEquals("urn:jboss:domain:jca:6.0", jca.namespace());
		XmlElement core = jca.select("default-workmanager/short-running-threads/core-threads").get(0);
		core.setAttribute("count", "80");
		ConfigFiles.save(file, doc);
		byte[] after = Files.readAllBytes(file.path());
		assertReplaced(before, after, "<core-threads count=\"50\"/>", "<core-threads count=\"80\"/>");
		assertEquals(before.length + 0, after.length);
	}

	@Test
	void newChildTakesTheIndentationOfItsSiblings() throws IOException {
		ConfigFile file = copy("wildfly-39.0.1.Final/standalone/configuration/standalone.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement ds = doc.root().select("//datasource[@pool-name='ExampleDS']").get(0);
		XmlElement pool = ds.addChild("pool", null);
		pool.addChild("max-pool-size", "30");
		assertInserted(before, doc.toBytes(), "\n                    <pool>\n                        <max-pool-size>30</max-pool-size>"
				+ "\n                    </pool>");
		assertEquals("30", read(new ConfigFile(save(doc, file), file.kind())).root()
				.select("//datasource/pool/max-pool-size").get(0).text());
	}

	@Test
	void childInsertedBeforeASiblingTakesItsLine() throws IOException {
		// WildFly's schema wants <pool> before <security> in a datasource
		ConfigFile file = copy("wildfly-39.0.1.Final/standalone/configuration/standalone.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement ds = doc.root().select("//datasource[@pool-name='ExampleDS']").get(0);
		int security = ds.children().indexOf(ds.child("security").orElseThrow());
		XmlElement pool = ds.insertChild(security, "pool", null);
		assertInserted(before, doc.toBytes(), "                    <pool/>\n");
		assertEquals(List.of("connection-url", "driver", "pool", "security"),
				ds.children().stream().map(XmlElement::name).toList());
		pool.addChild("max-pool-size", "40");
		assertEquals("40", XmlDocument.parse(doc.toBytes(), "standalone.xml").root()
				.select("//datasource/pool/max-pool-size").get(0).text());
	}

	@Test
	void removedElementTakesItsLineWithIt() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement idle = doc.root().select("//idle-timeout-minutes").get(0);
		idle.remove();
		assertRemoved(before, doc.toBytes(), "      <idle-timeout-minutes>0</idle-timeout-minutes>\n");
		assertTrue(doc.root().select("//idle-timeout-minutes").isEmpty());
		// later elements still read right after the splice
		assertEquals("20", doc.root().select("//max-pool-size").get(0).text());
		doc.root().select("//max-pool-size").get(0).setText("25");
		assertTrue(new String(doc.toBytes(), doc.charset()).contains("<max-pool-size>25</max-pool-size>"));
	}

	@Test
	void mixedLineEndingsStayAsTheyAre() throws IOException {
		// this distribution file ends its first and last lines with CRLF and the others with LF
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/ejb2-container-jboss-beans.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement bean = doc.root().child("bean").orElseThrow();
		bean.child("constructor").orElseThrow().setAttribute("factoryMethod", "getInstance");
		bean.setAttribute("name", "EJB2UserTransactionProvider");
		ConfigFiles.save(file, doc);
		byte[] after = Files.readAllBytes(file.path());
		String expected = Splice.latin1(before).replace("factoryMethod=\"getSingleton\"", "factoryMethod=\"getInstance\"")
				.replace("name=\"EJB2UserTransactionprovider\"", "name=\"EJB2UserTransactionProvider\"");
		assertEquals(expected, Splice.latin1(after));
		assertEquals(3, Splice.latin1(after).chars().filter(c -> c == '\r').count());
	}

	@Test
	void newChildUsesTheLineSeparatorWrittenNearIt() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/ejb2-container-jboss-beans.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		doc.root().child("bean").orElseThrow().addChild("property", "x");
		assertInserted(before, doc.toBytes(), "\n      <property>x</property>");
	}

	@Test
	void textIsEscapedAndEmptyElementsOpen() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/ejb2-container-jboss-beans.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		XmlElement constructor = doc.root().select("bean/constructor").get(0);
		constructor.setText("a<b & c");
		assertReplaced(before, doc.toBytes(), "getSingleton\"/>", "getSingleton\">a&lt;b &amp; c</constructor>");
		assertEquals("a<b & c", constructor.text());
		constructor.setAttribute("factoryMethod", "say \"hi\"");
		assertEquals("say \"hi\"", constructor.attribute("factoryMethod").orElseThrow());
		assertTrue(Splice.latin1(doc.toBytes()).contains("factoryMethod=\"say &quot;hi&quot;\">a&lt;b &amp; c</constructor>"));
	}

	@Test
	void removeAttributeTakesItsSeparator() throws IOException {
		ConfigFile file = copy("jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/server.xml");
		byte[] before = Files.readAllBytes(file.path());
		XmlDocument doc = read(file);
		doc.root().select("Service/Connector[@protocol='AJP/1.3']").get(0).removeAttribute("emptySessionPath");
		assertRemoved(before, doc.toBytes(), "\n         emptySessionPath=\"true\"");
	}

	@Test
	void selectPathsOnStandardJBoss() throws IOException {
		XmlDocument doc = read(new ConfigFile(Fixtures.get("jboss-as-5/5.1.0.GA/server/default/conf/standardjboss.xml"),
				FileKind.STANDARDJBOSS));
		List<XmlElement> cmp = doc.root()
				.select("container-configurations/container-configuration[container-name='Standard Pessimistic CMP 2.x EntityBean']");
		assertEquals(1, cmp.size());
		assertEquals("100", cmp.get(0).select("container-pool-conf/MaximumSize").get(0).text());
		// the file writes <MaximumSize> 20 times, some of them in invoker pools rather than container pools
		assertEquals(20, doc.root().select("//MaximumSize").size());
		int containerPools = doc.root().select("*/container-configuration/container-pool-conf/MaximumSize").size();
		assertTrue(containerPools > 5 && containerPools < 20, containerPools + " container pools");
		assertTrue(doc.root().select("//container-configuration[@extends]").size() > 0);
		assertThrows(IllegalArgumentException.class, () -> doc.root().select("a[@b=c]"));
		assertThrows(IllegalStateException.class, () -> cmp.get(0).setText("x"));
	}

	@Test
	void unsavedDocumentLeavesTheFileAlone() throws IOException {
		ConfigFile file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml");
		byte[] before = Files.readAllBytes(file.path());
		ConfigFiles.save(file, read(file));
		assertArrayEquals(before, Files.readAllBytes(file.path()));
		assertTrue(Files.notExists(dir.resolve("hsqldb-ds.xml" + ConfigFiles.BACKUP_SUFFIX)));
	}

	private static Path save(XmlDocument doc, ConfigFile file) throws IOException {
		ConfigFiles.save(file, doc);
		return file.path();
	}
}
