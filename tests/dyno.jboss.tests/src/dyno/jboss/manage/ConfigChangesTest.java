package dyno.jboss.manage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.tests.Fixtures;

/**
 * Edits of the real WildFly 39 {@code standalone.xml} as the form editors make them, mapped to the management
 * operations a running server applies (as jboss-cli writes them), and the edits that mapping refuses.
 */
class ConfigChangesTest {

	private static final String STANDALONE = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";

	private static ConfigChanges.Plan plan(Consumer<XmlElement> edit) throws Exception {
		byte[] bytes = Files.readAllBytes(Fixtures.get(STANDALONE));
		XmlDocument before = XmlDocument.parse(bytes, "standalone.xml");
		XmlDocument edited = XmlDocument.parse(bytes, "standalone.xml");
		edit.accept(edited.root());
		// Read back as a save would: the plan sees the edited file, not the editing session's tree.
		return ConfigChanges.between(before, XmlDocument.parse(edited.toBytes(), "standalone.xml"));
	}

	private static XmlElement one(XmlElement root, String path) {
		List<XmlElement> found = root.select(path);
		assertEquals(1, found.size(), path);
		return found.get(0);
	}

	private static List<String> cli(ConfigChanges.Plan plan) {
		assertTrue(plan.applicable(), plan.refusals().toString());
		return plan.changes().stream().map(AttributeChange::cli).toList();
	}

	@Test
	void theFormEditorsTuningsBecomeWriteAttributesOfTheirResources() throws Exception {
		ConfigChanges.Plan plan = plan(root -> {
			one(root, "//subsystem/server/http-listener[@name='default']").setAttribute("max-connections", "200");
			one(root, "//subsystem/worker[@name='default']").setAttribute("task-max-threads", "64");
			one(root, "//strict-max-pool[@name='slsb-strict-max-pool']").setAttribute("max-pool-size", "50");
			one(root, "//thread-pool[@name='default']/max-threads").setAttribute("count", "20");
			one(root, "//root-logger/level").setAttribute("name", "DEBUG");
			one(root, "//logger[@category='com.arjuna']/level").setAttribute("name", "INFO");
			one(root, "//local-cache[@name='entity']/expiration").setAttribute("max-idle", "50000");
			one(root, "//deployment-scanner").setAttribute("scan-interval", "60000");
			XmlElement ds = one(root, "//datasources/datasource[@pool-name='ExampleDS']");
			XmlElement pool = ds.addChild("pool", null);
			pool.addChild("min-pool-size", "5");
			pool.addChild("max-pool-size", "40");
		});
		assertEquals(List.of(
				"/subsystem=logging/logger=com.arjuna:write-attribute(name=level,value=INFO)",
				"/subsystem=logging/root-logger=ROOT:write-attribute(name=level,value=DEBUG)",
				"/subsystem=datasources/data-source=ExampleDS:write-attribute(name=min-pool-size,value=5)",
				"/subsystem=datasources/data-source=ExampleDS:write-attribute(name=max-pool-size,value=40)",
				"/subsystem=deployment-scanner/scanner=default:write-attribute(name=scan-interval,value=60000)",
				"/subsystem=ejb3/strict-max-bean-instance-pool=slsb-strict-max-pool:write-attribute(name=max-pool-size,value=50)",
				"/subsystem=ejb3/thread-pool=default:write-attribute(name=max-threads,value=20)",
				"/subsystem=infinispan/cache-container=hibernate/local-cache=entity/component=expiration:write-attribute(name=max-idle,value=50000)",
				"/subsystem=io/worker=default:write-attribute(name=task-max-threads,value=64)",
				"/subsystem=undertow/server=default-server/http-listener=default:write-attribute(name=max-connections,value=200)"),
				cli(plan));
		AttributeChange listener = plan.changes().get(plan.changes().size() - 1);
		assertEquals(null, listener.was(), "max-connections was not set before");
		JsonObject expected = JsonParser.parseString("{\"operation\":\"write-attribute\",\"address\":[{\"subsystem\":"
				+ "\"undertow\"},{\"server\":\"default-server\"},{\"http-listener\":\"default\"}],\"name\":"
				+ "\"max-connections\",\"value\":200}").getAsJsonObject();
		assertEquals(expected, listener.operation());
	}

	@Test
	void aRemovedAttributeIsUndefinedAndAnExpressionStaysOne() throws Exception {
		ConfigChanges.Plan plan = plan(root -> {
			one(root, "//subsystem/server/http-listener[@name='default']").removeAttribute("enable-http2");
			one(root, "//datasources/datasource").setAttribute("statistics-enabled", "${wildfly.statistics-enabled:true}");
		});
		assertEquals(List.of(
				"/subsystem=datasources/data-source=ExampleDS:write-attribute(name=statistics-enabled,value=${wildfly.statistics-enabled:true})",
				"/subsystem=undertow/server=default-server/http-listener=default:undefine-attribute(name=enable-http2)"),
				cli(plan));
		assertEquals("true", plan.changes().get(1).was());
		assertEquals("${wildfly.statistics-enabled:true}",
				plan.changes().get(0).operation().get("value").getAsString());
	}

	@Test
	void whatTheManagementAttributesCannotExpressIsRefusedWithTheReason() throws Exception {
		ConfigChanges.Plan added = plan(root -> one(root, "//subsystem/worker").parent().addChild("worker", null)
				.setAttribute("name", "batch"));
		assertFalse(added.applicable());
		assertEquals(List.of("/subsystem=io/worker=batch was added: the management interface adds resources with an "
				+ "add operation and its required attributes, which Dyno does not build"), added.refusals());

		ConfigChanges.Plan removed = plan(root -> one(root, "//logger[@category='sun.rmi']").remove());
		assertEquals(List.of("/subsystem=logging/logger=sun.rmi was removed: the management interface removes "
				+ "resources with a remove operation, not an attribute change"), removed.refusals());

		ConfigChanges.Plan unknown = plan(root -> one(root, "//periodic-rotating-file-handler/file")
				.setAttribute("path", "other.log"));
		assertEquals(List.of("<file> of /subsystem=logging/periodic-rotating-file-handler=FILE changed, and Dyno "
				+ "knows no management attribute for it"), unknown.refusals());

		ConfigChanges.Plan handlers = plan(root -> one(root, "//root-logger/handlers/handler[@name='FILE']").remove());
		assertEquals(List.of("<handlers> of /subsystem=logging/root-logger=ROOT changed, and Dyno knows no management "
				+ "attribute for it"), handlers.refusals());

		ConfigChanges.Plan rename = plan(root -> one(root, "//subsystem/worker").setAttribute("name", "other"));
		assertEquals(2, rename.refusals().size(), "a renamed resource is one removed and one added: "
				+ rename.refusals());
	}

	@Test
	void aCommentOnlyEditIsRefusedAndNoEditIsAnEmptyPlan() throws Exception {
		ConfigChanges.Plan none = plan(root -> {
		});
		assertTrue(none.applicable());
		assertTrue(none.changes().isEmpty());
		byte[] bytes = Files.readAllBytes(Fixtures.get(STANDALONE));
		String text = new String(bytes, StandardCharsets.UTF_8);
		String commented = text.replace("<worker name=\"default\"/>", "<!-- sized later --><worker name=\"default\"/>");
		ConfigChanges.Plan comment = ConfigChanges.between(XmlDocument.parse(bytes, "a"),
				XmlDocument.parse(commented.getBytes(StandardCharsets.UTF_8), "b"));
		assertEquals(List.of("only comments or layout changed: the running server keeps no comments and rewrites the "
				+ "file at its next change"), comment.refusals());
	}

	@Test
	void theManagementEndpointIsReadFromTheConfigurationAndTheServersProperties() throws Exception {
		XmlDocument doc = XmlDocument.parse(Files.readAllBytes(Fixtures.get(STANDALONE)), "standalone.xml");
		assertEquals("127.0.0.1:9990", ManagementEndpoint.of(doc, Map.of()).orElseThrow());
		assertEquals("10.0.0.5:10090", ManagementEndpoint.of(doc, Map.of("jboss.socket.binding.port-offset", "100",
				"jboss.bind.address.management", "10.0.0.5")).orElseThrow());
		assertEquals("127.0.0.1:9999", ManagementEndpoint.of(doc, Map.of("jboss.management.http.port", "9999",
				"jboss.bind.address.management", "0.0.0.0")).orElseThrow());
	}

	@Test
	void theDigestAnswerIsRfc2617sExample() {
		// RFC 2617, section 3.5: user Mufasa, password "Circle Of Life", GET /dir/index.html.
		DigestChallenge c = DigestChallenge.among(List.of("Basic realm=\"x\"", "Digest realm=\"testrealm@host.com\", "
				+ "qop=\"auth,auth-int\", nonce=\"dcd98b7102dd2f0e8b11d0f600bfb0c093\", "
				+ "opaque=\"5ccc069c403ebaf9f0171e9517f40e41\"")).orElseThrow();
		String h = c.authorization("GET", "/dir/index.html", "Mufasa", "Circle Of Life".toCharArray(), "0a4f113b");
		assertTrue(h.contains("response=\"6629fae49393a05397450978507c4ef1\""), h);
		assertTrue(h.contains("nc=00000001") && h.contains("opaque=\"5ccc069c403ebaf9f0171e9517f40e41\""), h);
		assertTrue(c.authorization("GET", "/", "Mufasa", "x".toCharArray(), "1").contains("nc=00000002"),
				"each answer counts the nonce once more");
		assertTrue(DigestChallenge.among(List.of("Digest realm=\"r\", nonce=\"n\", algorithm=SHA-256")).isEmpty(),
				"only MD5 is answered");
	}
}
