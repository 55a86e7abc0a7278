package dyno.jboss.manage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dyno.jboss.doc.XmlDocument;
import dyno.jboss.tests.Fixtures;

/**
 * Where the management interface of WildFly 39's own {@code standalone.xml} and {@code host.xml} listens when the
 * file itself moves it: each of the file's ways to set the port and the address, one at a time, on the shipped file
 * with only that changed. The start options that move it are shown on real servers (RunningEndpointTest).
 */
class ManagementEndpointTest {

	private static final String STANDALONE = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";
	private static final String HOST = "wildfly-39.0.1.Final/domain/configuration/host.xml";
	private static final String MANAGEMENT_INTERFACE = "<inet-address value=\"${jboss.bind.address.management:127.0.0.1}\"/>";

	/** The shipped file as it is. */
	private static XmlDocument shipped(String fixture) throws Exception {
		return XmlDocument.parse(Files.readAllBytes(Fixtures.get(fixture)), fixture);
	}

	/** The shipped file with {@code from} replaced by {@code to}, which must be there once. */
	private static XmlDocument shipped(String fixture, String from, String to) throws Exception {
		String text = Files.readString(Fixtures.get(fixture), StandardCharsets.UTF_8);
		assertEquals(text.indexOf(from), text.lastIndexOf(from), "once in " + fixture + ": " + from);
		assertTrue(text.contains(from), "in " + fixture + ": " + from);
		return XmlDocument.parse(text.replace(from, to).getBytes(StandardCharsets.UTF_8), fixture);
	}

	private static String endpoint(XmlDocument config) {
		return ManagementEndpoint.of(config, Map.of()).orElseThrow();
	}

	@Test
	void theShippedFilesListenOnTheLoopbacksPort9990() throws Exception {
		assertEquals("127.0.0.1:9990", endpoint(shipped(STANDALONE)));
		assertEquals("127.0.0.1:9990", endpoint(shipped(HOST)));
	}

	@Test
	void aLiteralPortOffsetOfTheSocketBindingGroupMovesIt() throws Exception {
		assertEquals("127.0.0.1:10190", endpoint(shipped(STANDALONE,
				"port-offset=\"${jboss.socket.binding.port-offset:0}\"", "port-offset=\"200\"")));
		assertEquals("127.0.0.1:10190", ManagementEndpoint.of(shipped(STANDALONE,
				"port-offset=\"${jboss.socket.binding.port-offset:0}\"", "port-offset=\"200\""),
				Map.of("jboss.socket.binding.port-offset", "100")).orElseThrow(),
				"a literal offset is no expression: the property is not asked");
	}

	@Test
	void aFixedPortIsNotMovedByTheOffset() throws Exception {
		assertEquals("127.0.0.1:9990", ManagementEndpoint.of(shipped(STANDALONE,
				"name=\"management-http\" interface=\"management\"",
				"name=\"management-http\" interface=\"management\" fixed-port=\"true\""),
				Map.of("jboss.socket.binding.port-offset", "100")).orElseThrow());
	}

	@Test
	void aLiteralPortOfTheBindingMovesIt() throws Exception {
		assertEquals("127.0.0.1:19990", endpoint(shipped(STANDALONE, "port=\"${jboss.management.http.port:9990}\"",
				"port=\"19990\"")));
	}

	@Test
	void theHttpInterfaceNamesItsSocketBinding() throws Exception {
		XmlDocument other = shipped(STANDALONE, "<socket-binding http=\"management-http\"/>",
				"<socket-binding http=\"admin-http\"/>");
		XmlDocument withAdmin = XmlDocument.parse(new String(other.toBytes(), StandardCharsets.UTF_8).replace(
				"<socket-binding name=\"txn-status-manager\" port=\"4713\"/>",
				"<socket-binding name=\"txn-status-manager\" port=\"4713\"/>\n"
						+ "        <socket-binding name=\"admin-http\" interface=\"management\" port=\"9000\"/>")
				.getBytes(StandardCharsets.UTF_8), STANDALONE);
		assertEquals("127.0.0.1:9000", endpoint(withAdmin));
		assertTrue(ManagementEndpoint.of(other, Map.of()).isEmpty(), "a binding the file does not have: no endpoint");
	}

	@Test
	void aServerWithoutAnHttpInterfaceHasNoEndpoint() throws Exception {
		String text = new String(shipped(STANDALONE).toBytes(), StandardCharsets.UTF_8);
		int from = text.indexOf("<http-interface");
		int to = text.indexOf("</http-interface>") + "</http-interface>".length();
		XmlDocument without = XmlDocument.parse((text.substring(0, from) + text.substring(to))
				.getBytes(StandardCharsets.UTF_8), STANDALONE);
		assertTrue(ManagementEndpoint.of(without, Map.of()).isEmpty());
	}

	@Test
	void theManagementInterfacesInetAddressLoopbackAddressOrWildcard() throws Exception {
		assertEquals("127.0.0.3:9990",
				endpoint(shipped(STANDALONE, MANAGEMENT_INTERFACE, "<inet-address value=\"127.0.0.3\"/>")));
		assertEquals("127.0.0.4:9990",
				endpoint(shipped(STANDALONE, MANAGEMENT_INTERFACE, "<loopback-address value=\"127.0.0.4\"/>")));
		assertEquals("127.0.0.5:9990", ManagementEndpoint.of(shipped(STANDALONE, MANAGEMENT_INTERFACE,
				"<loopback-address value=\"${dyno.admin.address:127.0.0.1}\"/>"), Map.of("dyno.admin.address",
						"127.0.0.5")).orElseThrow());
		// Bound to every address: this machine reaches it on the loopback.
		assertEquals("127.0.0.1:9990", endpoint(shipped(STANDALONE, MANAGEMENT_INTERFACE, "<any-address/>")));
		assertEquals("127.0.0.1:9990", endpoint(shipped(STANDALONE, MANAGEMENT_INTERFACE,
				"<inet-address value=\"0.0.0.0\"/>")));
		assertEquals("[::1]:9990", endpoint(shipped(STANDALONE, MANAGEMENT_INTERFACE,
				"<inet-address value=\"::1\"/>")));
		// A network card of this machine by its name: the loopback card's address.
		assertEquals("127.0.0.1:9990", endpoint(shipped(STANDALONE, MANAGEMENT_INTERFACE, "<nic name=\"lo\"/>")));
	}

	@Test
	void aBindingsOwnInterfaceOrTheGroupsDefaultOne() throws Exception {
		XmlDocument onPublic = shipped(STANDALONE,
				"name=\"management-http\" interface=\"management\"", "name=\"management-http\"");
		assertEquals("127.0.0.6:9990", ManagementEndpoint.of(onPublic, Map.of("jboss.bind.address", "127.0.0.6",
				"jboss.bind.address.management", "127.0.0.7")).orElseThrow(),
				"without an interface of its own the binding is on the group's default-interface, public");
	}

	@Test
	void aHostsHttpInterfaceHasItsOwnSocketOnAnInterfaceOfTheHost() throws Exception {
		String socket = "<socket interface=\"management\" port=\"${jboss.management.http.port:9990}\"/>";
		assertEquals("127.0.0.1:19990", endpoint(shipped(HOST, socket,
				"<socket interface=\"management\" port=\"19990\"/>")));
		assertEquals("127.0.0.8:9990", endpoint(shipped(HOST, "<inet-address value=\"${jboss.bind.address.management:"
				+ "127.0.0.1}\"/>", "<loopback-address value=\"127.0.0.8\"/>")));
		assertEquals("127.0.0.9:9990", ManagementEndpoint.of(shipped(HOST),
				Map.of("jboss.bind.address.management", "127.0.0.9")).orElseThrow());
		assertEquals("127.0.0.1:9990", ManagementEndpoint.of(shipped(HOST),
				Map.of("jboss.socket.binding.port-offset", "100")).orElseThrow(),
				"a host's own socket is no socket binding: no offset moves it");
	}
}
