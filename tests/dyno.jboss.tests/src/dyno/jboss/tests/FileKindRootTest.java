package dyno.jboss.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dyno.jboss.FileKind;

/**
 * What an XML file's first bytes alone say about its kind: what an IDE's content type describer sees, as it is not
 * given the file's name.
 */
class FileKindRootTest {

	private static byte[] head(String fixture) throws Exception {
		return Files.readAllBytes(Fixtures.get(fixture));
	}

	private static byte[] xml(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

	@Test
	void aWildFlyServerAndADatasourceFileAreKnownByTheirRootAlone() throws Exception {
		assertEquals(Optional.of(FileKind.WILDFLY_STANDALONE),
				FileKind.ofRoot(head("wildfly-39.0.1.Final/standalone/configuration/standalone.xml")));
		assertEquals(Optional.of(FileKind.DATASOURCES),
				FileKind.ofRoot(head("jboss-as-6/6.1.0.Final/server/all/deploy/hsqldb-ds.xml")));
	}

	@Test
	void aServerRootOutsideWildFlysNamespaceSaysNothingSure() {
		// Open Liberty's server.xml and a JBoss 4-6 *-service.xml share the root server, without a namespace
		assertEquals(Optional.empty(), FileKind.ofRoot(xml("<?xml version=\"1.0\"?>\n<server description=\"x\"/>")));
		assertEquals(Optional.empty(), FileKind.ofRoot(xml("<project xmlns=\"http://maven.apache.org/POM/4.0.0\"/>")));
	}

	@Test
	void aNameMayStillNeedItsKindsRoot() throws Exception {
		byte[] tomcat = head("tomcat/9.0.98/conf/server.xml");
		byte[] liberty = xml("<server description=\"defaultServer\"><featureManager/></server>");
		assertTrue(FileKind.TOMCAT_SERVER_XML.acceptsRootIn(tomcat));
		assertFalse(FileKind.TOMCAT_SERVER_XML.acceptsRootIn(liberty));
		assertTrue(FileKind.isRootOfAnyKind(liberty), "server is some kind's root (a JBoss service file's)");
		assertFalse(FileKind.isRootOfAnyKind(xml("<project/>")));
	}
}
