package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
import static dyno.jboss.tests.model.ModelFixtures.bind;
import static dyno.jboss.tests.model.ModelFixtures.bindCopy;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.find;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.isSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.Tuning;

class WebModelTest {

	private static final String JBOSS_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml";
	private static final String WEB_XML_51 = "jboss-as-5/5.1.0.GA/server/default/deployers/jbossweb.deployer/web.xml";

	@TempDir
	Path tmp;

	@Test
	void jboss51ConnectorsHaveNoMaxThreads() throws Exception {
		BoundModel m = bind(JBOSS_51, FileKind.TOMCAT_SERVER_XML);
		assertEquals(2, m.all("Connector").size(), "the SSL connector is commented out");
		EObject http = find(m, "Connector", "protocol", "HTTP/1.1");
		assertFalse(isSet(http, "maxThreads"), "JBoss 5.1 ships no maxThreads: the default 200 applies");
		assertEquals(8080, get(http, "port"));
		assertEquals(20000L, get(http, "connectionTimeout"));
		assertEquals("${jboss.bind.address}", get(http, "address"));
		assertEquals("jboss.web", get(m.all("Service").get(0), "name"));
		assertEquals(12, m.elementOf(http).line());
	}

	@Test
	void jboss42AndTomcat9ConnectorsAreRead() throws Exception {
		BoundModel jboss42 = bind("jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/server.xml",
				FileKind.TOMCAT_SERVER_XML);
		EObject http = find(jboss42, "Connector", "protocol", "HTTP/1.1");
		assertEquals(250, get(http, "maxThreads"));
		assertEquals(100, get(http, "acceptCount"));
		assertEquals(false, get(http, "enableLookups"));
		BoundModel tomcat = bind("tomcat/9.0.98/conf/server.xml", FileKind.TOMCAT_SERVER_XML);
		assertEquals(1, tomcat.all("Connector").size());
		assertEquals(8005, get(tomcat.root(), "shutdownPort"));
		assertEquals("Catalina", get(tomcat.all("Engine").get(0), "name"));
		BoundModel jboss6 = bind("jboss-as-6/6.1.0.Final/server/default/deploy/jbossweb.sar/server.xml",
				FileKind.TOMCAT_SERVER_XML);
		EObject ajp = find(jboss6, "Connector", "protocol", "AJP/1.3");
		assertFalse(isSet(ajp, "port"), "${jboss.web.ajp.port} has no default to read");
		assertEquals("${jboss.web.ajp.port}", jboss6.rawValue(ajp, (EAttribute) feature(ajp, "port")).orElseThrow());
	}

	@Test
	void settingMaxThreadsAddsOnlyThatAttribute() throws Exception {
		BoundModel m = bindCopy(tmp, JBOSS_51, FileKind.TOMCAT_SERVER_XML);
		EObject ajp = find(m, "Connector", "protocol", "AJP/1.3");
		String before = bytes(m);
		ajp.eSet(feature(ajp, "maxThreads"), 400);
		String after = bytes(m);
		// a new attribute follows the last one with the same separator: here a line break and its indent
		assertOnlyReplaced(before, after, "protocol=\"AJP/1.3\"", "redirectPort=\"8443\"",
				"redirectPort=\"8443\"\n         maxThreads=\"400\"");
		EObject http = find(m, "Connector", "protocol", "HTTP/1.1");
		http.eSet(feature(http, "connectionTimeout"), 30000L);
		assertOnlyReplaced(after, bytes(m), "connectionTimeout=\"20000\"", "connectionTimeout=\"30000\"");
	}

	@Test
	void jspServletOfTheJBossWebDefaultDescriptor() throws Exception {
		BoundModel m = bind(WEB_XML_51, FileKind.WEB_XML);
		EObject jsp = m.all("JspServlet").get(0);
		assertFalse(isSet(jsp, "development"), "not written: development mode is on");
		assertEquals("true", Tuning.defaultValue(feature(jsp, "development")).orElseThrow());
		assertEquals(30, get(m.all("SessionConfig").get(0), "sessionTimeout"));
	}

	@Test
	void switchingOffJspDevelopmentAddsTheInitParameter() throws Exception {
		BoundModel m = bindCopy(tmp, WEB_XML_51, FileKind.WEB_XML);
		EObject jsp = m.all("JspServlet").get(0);
		jsp.eSet(feature(jsp, "development"), false);
		assertTrue(bytes(m).matches("(?s).*<init-param>\\s*<param-name>development</param-name>\\s*"
				+ "<param-value>false</param-value>\\s*</init-param>.*"), bytes(m));
		m.refresh();
		assertEquals(false, get(jsp, "development"));
	}
}
