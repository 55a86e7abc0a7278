package dyno.jboss.manage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.manage.ManagementClient.ServerState;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * Changing a running WildFly domain through its host controller's management interface (issue 24): a real
 * WildFly 39 started by {@code bin/domain.sh} with one server ({@code server-one}, profile {@code default}, its
 * ports moved to free ones), an edit of {@code domain.xml} and one of {@code host.xml} applied through the save path
 * while it runs, then changes from outside to both; the edits survive in the files the controller rewrote, the
 * controller reports the new values and which server waits for a reload, and that server reloads into them. One
 * domain for the class.
 */
class RunningDomainTest {

	private static final String USER = "dyno-admin";
	private static final char[] PASSWORD = "Tun1ng-secret".toCharArray();
	private static final Address SERVER_ONE = Address.ROOT.child("host", "primary").child("server", "server-one");
	/**
	 * Longer than {@link Waits#LIMIT}: a domain boots a host controller, which then starts server-one's JVM and boots
	 * it, two servers' boots one after the other (up to 4 minutes on a loaded machine).
	 */
	private static final Duration DOMAIN_BOOT = Duration.ofMinutes(4);

	@TempDir
	static Path dir;
	private static Process domain;
	private static Path configuration;
	private static Map<String, String> properties;
	private static String endpoint;

	// a domain boots a host controller, then its server: up to 4 minutes on a loaded machine
	@Timeout(value = 6, unit = TimeUnit.MINUTES)
	@BeforeAll
	static void startADomainWithOneServer() throws Exception {
		Path home = WildFlyDist.copyTo(dir);
		configuration = home.resolve("domain/configuration");
		WildFlyDist.addManagementUser(configuration, USER, new String(PASSWORD));
		// Light and on free ports: server-one alone, on the default profile, every port moved by a free offset.
		XmlDocument host = read("host.xml");
		host.root().select("servers/server").stream().filter(s -> !s.attribute("name").orElseThrow().equals("server-one"))
				.forEach(XmlElement::remove);
		XmlElement serverOne = host.root().select("servers/server[@name='server-one']").get(0);
		serverOne.addChild("socket-bindings", null).setAttribute("port-offset",
				String.valueOf(WildFlyDist.freePortOffset()));
		Files.write(configuration.resolve("host.xml"), host.toBytes());
		XmlDocument domainXml = read("domain.xml");
		XmlElement group = domainXml.root().select("server-groups/server-group[@name='main-server-group']").get(0);
		group.setAttribute("profile", "default");
		group.select("socket-binding-group").get(0).setAttribute("ref", "standard-sockets");
		Files.write(configuration.resolve("domain.xml"), domainXml.toBytes());

		properties = Map.of("jboss.management.http.port", String.valueOf(Waits.freePort()));
		ProcessBuilder pb = new ProcessBuilder(home.resolve("bin/domain.sh").toString(),
				"-Djboss.management.http.port=" + properties.get("jboss.management.http.port"),
				"-Djboss.bind.address.management=127.0.0.1", "-Djboss.bind.address=127.0.0.1")
				.redirectErrorStream(true).redirectOutput(dir.resolve("domain.log").toFile());
		pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
		// every JVM of the domain (process controller, host controller, server-one) reads it
		pb.environment().put("JAVA_TOOL_OPTIONS", String.join(" ", WildFlyDist.TEST_JVM_OPTIONS));
		domain = pb.start();
		endpoint = RunningConfig.endpoint(configuration.resolve("domain.xml"), FileKind.WILDFLY_DOMAIN, domainXml,
				properties).orElseThrow();
		assertEquals("127.0.0.1:" + properties.get("jboss.management.http.port"), endpoint);
		assertEquals("running", awaitServerState("running", DOMAIN_BOOT), "server-one started");
	}

	@AfterAll
	static void stop() throws Exception {
		if (domain == null) {
			return;
		}
		try {
			client().execute(ManagementClient.operation("shutdown", Address.ROOT.child("host", "primary")));
		} catch (ManagementException e) {
			// not up: the processes are ended below
		}
		if (!domain.waitFor(60, TimeUnit.SECONDS)) {
			domain.descendants().forEach(ProcessHandle::destroyForcibly);
			domain.destroyForcibly();
		}
	}

	private static XmlDocument read(String name) throws IOException {
		return XmlDocument.parse(Files.readAllBytes(configuration.resolve(name)), name);
	}

	private static ManagementClient client() {
		return new ManagementClient(endpoint, new ManagementClient.Credentials(USER, PASSWORD));
	}

	@Test
	void editsOfDomainXmlAndHostXmlSurviveTheControllersRewritesAndItReportsThemPerServer() throws Exception {
		assertEquals(ManagementClient.LaunchType.DOMAIN, client().launchType());
		assertEquals("primary", client().localHostName());

		XmlDocument domainBefore = read("domain.xml");
		XmlDocument domainEdited = read("domain.xml");
		domainEdited.root().select("profiles/profile[@name='default']//http-listener[@name='default']").get(0)
				.setAttribute("max-connections", "200");
		ConfigChanges.Plan domainPlan = RunningConfig.plan(client(), FileKind.WILDFLY_DOMAIN, domainBefore,
				XmlDocument.parse(domainEdited.toBytes(), "domain.xml"));
		assertEquals(List.of("/profile=default/subsystem=undertow/server=default-server/http-listener=default:"
				+ "write-attribute(name=max-connections,value=200)"),
				domainPlan.changes().stream().map(AttributeChange::cli).toList());
		ManagementClient.Outcome domainApplied = client().apply(domainPlan.changes());
		assertEquals(List.of(new ServerState("primary", "server-one", "reload-required")), domainApplied.servers(),
				"the controller reports the server the change reached: " + domainApplied);

		XmlDocument hostBefore = read("host.xml");
		XmlDocument hostEdited = read("host.xml");
		hostEdited.root().select("jvms/jvm[@name='default']/heap").get(0).setAttribute("max-size", "320m");
		ConfigChanges.Plan hostPlan = RunningConfig.plan(client(), FileKind.WILDFLY_HOST, hostBefore,
				XmlDocument.parse(hostEdited.toBytes(), "host.xml"));
		assertEquals(List.of("/host=primary/jvm=default:write-attribute(name=max-heap-size,value=320m)"),
				hostPlan.changes().stream().map(AttributeChange::cli).toList());
		client().apply(hostPlan.changes());

		// Someone else changes the domain and the host meanwhile, as an administrator with jboss-cli would.
		client().apply(List.of(new AttributeChange(Address.ROOT.child("profile", "default").child("subsystem",
				"logging").child("logger", "com.arjuna"), "level", "INFO", "WARN")));
		JsonObject property = ManagementClient.operation("add",
				Address.ROOT.child("host", "primary").child("system-property", "dyno.outside"));
		property.addProperty("value", "1");
		client().execute(property);

		String domainSaved = Files.readString(configuration.resolve("domain.xml"), StandardCharsets.UTF_8);
		assertTrue(domainSaved.contains("max-connections=\"200\""), "the domain edit survives the rewrite");
		assertTrue(domainSaved.matches("(?s).*<logger category=\"com.arjuna\">\\s*<level name=\"INFO\"/>.*"),
				"the change from outside is there too");
		String hostSaved = Files.readString(configuration.resolve("host.xml"), StandardCharsets.UTF_8);
		assertTrue(hostSaved.contains("max-size=\"320m\""), "the host edit survives the rewrite");
		assertTrue(hostSaved.contains("name=\"dyno.outside\""), "the host change from outside is there too");
		assertEquals(200, client().readAttribute(Address.ROOT.child("profile", "default").child("subsystem", "undertow")
				.child("server", "default-server").child("http-listener", "default"), "max-connections").getAsInt());
		assertEquals("320m", client().readAttribute(Address.ROOT.child("host", "primary").child("jvm", "default"),
				"max-heap-size").getAsString());
		assertEquals("reload-required", client().readAttribute(SERVER_ONE, "server-state").getAsString());

		client().reload(domainApplied.servers().get(0).address());
		assertEquals("running", awaitServerState("running", Waits.LIMIT), "server-one reloaded");
		assertEquals(200, client().readAttribute(SERVER_ONE.child("subsystem", "undertow").child("server",
				"default-server").child("http-listener", "default"), "max-connections").getAsInt(),
				"the server runs with the edit");
	}

	@Test
	void aDomainsFilesAreRefusedByAStandaloneSaveAndAStandaloneFileByTheDomain() throws Exception {
		XmlDocument domainXml = read("domain.xml");
		ConfigChanges.Plan plan = RunningConfig.plan(client(), FileKind.WILDFLY_STANDALONE, domainXml, domainXml);
		assertEquals(List.of("the management interface at " + endpoint + " is of a domain's host controller, which "
				+ "does not hold a standalone configuration such as this file"), plan.refusals());
	}

	/**
	 * Waits until server-one's state, as its host controller reports it, is {@code wanted}, and returns it; a request
	 * the controller does not answer yet (it is still coming up) is "not yet", and the failure names the last state
	 * or error seen.
	 */
	private static String awaitServerState(String wanted, Duration limit) throws InterruptedException {
		return Waits.of("server-one " + wanted + " as its host controller reports it").within(limit)
				.unless(() -> !domain.isAlive(), () -> "domain.sh ended")
				.value(() -> client().readAttribute(SERVER_ONE, "server-state").getAsString(), wanted::equals);
	}
}
