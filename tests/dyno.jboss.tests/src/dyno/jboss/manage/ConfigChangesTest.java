package dyno.jboss.manage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.live.LiveObservation;
import dyno.jboss.tests.Fixtures;
import dyno.jvm.JvmInfo;

/**
 * Edits of the real WildFly 39 {@code standalone.xml} as the form editors make them, mapped to the management
 * operations a running server applies (as jboss-cli writes them), and the edits that mapping refuses.
 */
class ConfigChangesTest {

	private static final String STANDALONE = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";
	private static final String DOMAIN = "wildfly-39.0.1.Final/domain/configuration/domain.xml";
	private static final String HOST = "wildfly-39.0.1.Final/domain/configuration/host.xml";

	private static ConfigChanges.Plan plan(Consumer<XmlElement> edit) throws Exception {
		return plan(STANDALONE, edit, null);
	}

	private static ConfigChanges.Plan plan(String fixture, Consumer<XmlElement> edit, String hostName)
			throws Exception {
		byte[] bytes = Files.readAllBytes(Fixtures.get(fixture));
		XmlDocument before = XmlDocument.parse(bytes, fixture);
		XmlDocument edited = XmlDocument.parse(bytes, fixture);
		edit.accept(edited.root());
		// Read back as a save would: the plan sees the edited file, not the editing session's tree.
		return ConfigChanges.between(before, XmlDocument.parse(edited.toBytes(), fixture), hostName);
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
		// The demo's WildFly as jvmstat shows it: its offset and address only after the main class.
		JvmInfo demo = new JvmInfo("25", "VM", "/opt/wf/jboss-modules.jar -mp /opt/wf/modules org.jboss.as.standalone "
				+ "-Djboss.home.dir=/opt/wf -b 127.0.0.1 -bmanagement 127.0.0.4 -Djboss.socket.binding.port-offset=100",
				"-Xmx512m", "", Map.of(), Duration.ZERO);
		assertEquals("127.0.0.4:10090",
				ManagementEndpoint.of(doc, LiveObservation.serverPropertiesOf(demo)).orElseThrow());
	}

	@Test
	void aDomainXmlEditBecomesOperationsOnProfilesServerGroupsSocketBindingGroupsAndInterfaces() throws Exception {
		ConfigChanges.Plan plan = plan(DOMAIN, root -> {
			one(root, "profiles/profile[@name='default']//http-listener[@name='default']")
					.setAttribute("max-connections", "200");
			one(root, "profiles/profile[@name='full']//logger[@category='com.arjuna']/level").setAttribute("name",
					"INFO");
			XmlElement group = one(root, "server-groups/server-group[@name='main-server-group']");
			group.setAttribute("profile", "default");
			one(group, "jvm/heap").setAttribute("max-size", "768m");
			one(group, "socket-binding-group").setAttribute("ref", "standard-sockets");
			one(root, "socket-binding-groups/socket-binding-group[@name='standard-sockets']/socket-binding"
					+ "[@name='http']").setAttribute("port", "${jboss.http.port:8180}");
			one(root, "interfaces/interface[@name='private']/inet-address").setAttribute("value", "10.0.0.5");
		}, null);
		assertEquals(List.of(
				"/profile=default/subsystem=undertow/server=default-server/http-listener=default:write-attribute(name=max-connections,value=200)",
				"/profile=full/subsystem=logging/logger=com.arjuna:write-attribute(name=level,value=INFO)",
				"/interface=private:write-attribute(name=inet-address,value=10.0.0.5)",
				"/socket-binding-group=standard-sockets/socket-binding=http:write-attribute(name=port,value=${jboss.http.port:8180})",
				"/server-group=main-server-group:write-attribute(name=profile,value=default)",
				"/server-group=main-server-group:write-attribute(name=socket-binding-group,value=standard-sockets)",
				"/server-group=main-server-group/jvm=default:write-attribute(name=max-heap-size,value=768m)"),
				cli(plan));
	}

	@Test
	void aHostXmlEditIsBelowItsHostAndItsServersAreServerConfigs() throws Exception {
		ConfigChanges.Plan plan = plan(HOST, root -> {
			one(root, "jvms/jvm[@name='default']/heap").setAttribute("max-size", "320m");
			one(root, "servers/server[@name='server-two']/socket-bindings").setAttribute("port-offset", "300");
			one(root, "servers/server[@name='server-three']").setAttribute("auto-start", "true");
			one(root, "interfaces/interface[@name='public']/inet-address").setAttribute("value", "0.0.0.0");
		}, null);
		assertEquals(List.of(
				"/host=primary/interface=public:write-attribute(name=inet-address,value=0.0.0.0)",
				"/host=primary/jvm=default:write-attribute(name=max-heap-size,value=320m)",
				"/host=primary/server-config=server-two:write-attribute(name=socket-binding-port-offset,value=300)",
				"/host=primary/server-config=server-three:write-attribute(name=auto-start,value=true)"),
				cli(plan));

		ConfigChanges.Plan options = plan(HOST, root -> one(root, "jvms/jvm/jvm-options/option")
				.setAttribute("value", "-client"), null);
		assertEquals(List.of("<jvm-options> of /host=primary/jvm=default changed, and Dyno knows no management "
				+ "attribute for it"), options.refusals());
		ConfigChanges.Plan iface = plan(HOST, root -> one(root, "management//http-interface/socket")
				.setAttribute("port", "9991"), null);
		assertEquals(List.of("<management> of /host=primary changed, and Dyno knows no management attribute for it"),
				iface.refusals(), "a host's management interfaces are under core-service=management, not nested so");
		ConfigChanges.Plan renamed = plan(HOST, root -> root.setAttribute("name", "other"), null);
		assertEquals(List.of("the host's name changed: a host controller takes its name when it starts, so the new "
				+ "name needs the file saved while it is stopped"), renamed.refusals());
	}

	@Test
	void aHostXmlWithoutANameIsTheHostTheRunningControllerNames() throws Exception {
		String unnamed = Files.readString(Fixtures.get(HOST)).replace(" name=\"primary\">", ">");
		XmlDocument before = XmlDocument.parse(unnamed.getBytes(StandardCharsets.UTF_8), "host.xml");
		XmlDocument after = XmlDocument.parse(unnamed.replace("max-size=\"256m\"", "max-size=\"320m\"")
				.getBytes(StandardCharsets.UTF_8), "host.xml");
		assertEquals(List.of("host.xml names no host (<host name=…>), and the running host controller's name is not "
				+ "known: its resources are below /host=<name>"), ConfigChanges.between(before, after).refusals());
		assertEquals(List.of("/host=box-7/jvm=default:write-attribute(name=max-heap-size,value=320m)"),
				cli(ConfigChanges.between(before, after, "box-7")));
	}

	@Test
	void aHostsManagementEndpointIsItsHttpInterfacesSocketAndADomainsIsItsHosts() throws Exception {
		XmlDocument host = XmlDocument.parse(Files.readAllBytes(Fixtures.get(HOST)), "host.xml");
		assertEquals("127.0.0.1:9990", ManagementEndpoint.of(host, Map.of()).orElseThrow());
		assertEquals("10.0.0.5:19990", ManagementEndpoint.of(host, Map.of("jboss.management.http.port", "19990",
				"jboss.bind.address.management", "10.0.0.5")).orElseThrow());
		XmlDocument domain = XmlDocument.parse(Files.readAllBytes(Fixtures.get(DOMAIN)), "domain.xml");
		assertEquals("127.0.0.1:19990", RunningConfig.endpoint(Fixtures.get(DOMAIN), FileKind.WILDFLY_DOMAIN, domain,
				Map.of("jboss.management.http.port", "19990")).orElseThrow());
		assertTrue(RunningConfig.endpoint(Fixtures.get(DOMAIN), FileKind.WILDFLY_DOMAIN, domain,
				Map.of("jboss.host.default.config", "host-missing.xml")).isEmpty(), "no such host.xml");
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
