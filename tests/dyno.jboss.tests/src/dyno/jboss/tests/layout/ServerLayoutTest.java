package dyno.jboss.tests.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.ServerProduct;
import dyno.jboss.ServerVersion;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.rules.Linter;
import dyno.jboss.tests.Fixtures;

/** Server detection on the real distribution trees of the fixtures (which have no jar-versions.xml). */
class ServerLayoutTest {

	@TempDir
	Path temp;

	private static List<String> profiles(List<Server> servers) {
		return servers.stream().map(Server::profile).toList();
	}

	/** File name (relative to home) to kind. */
	private static Map<String, FileKind> kinds(Server server) {
		return server.files().stream().collect(Collectors.toMap(f -> server.home().relativize(f.path()).toString().replace('\\', '/'),
				ConfigFile::kind));
	}

	@Test
	void jboss423() throws IOException {
		List<Server> servers = ServerLayout.detect(Fixtures.get("jboss-as-4.2/4.2.3.GA"));
		assertEquals(List.of("all", "default"), profiles(servers));
		Server def = servers.get(1);
		assertEquals(new ServerVersion(ServerProduct.JBOSS_AS, 4, 2, "4.2.3.GA"), def.version());
		Map<String, FileKind> kinds = kinds(def);
		assertEquals(FileKind.RUN_CONF, kinds.get("bin/run.conf"));
		assertEquals(FileKind.TOMCAT_SERVER_XML, kinds.get("server/default/deploy/jboss-web.deployer/server.xml"));
		assertEquals(FileKind.DATASOURCES, kinds.get("server/default/deploy/hsqldb-ds.xml"));
		assertEquals(FileKind.TRANSACTION, kinds.get("server/default/conf/jbossjta-properties.xml"));
		assertEquals(FileKind.JBOSS_MESSAGING, kinds.get("server/default/deploy/jms/jbossmq-destinations-service.xml"));
		assertEquals(FileKind.JBOSS_SERVICE, kinds.get("server/default/deploy/jbossjca-service.xml"));
		assertFalse(kinds.keySet().stream().anyMatch(k -> k.startsWith("docs/") || k.startsWith("server/all")),
				"the examples and the other profile are not part of this server");
		assertEquals(def.files().stream().map(ConfigFile::path).sorted().toList(), def.files().stream().map(ConfigFile::path).toList());
	}

	@Test
	void jboss510() throws IOException {
		List<Server> servers = ServerLayout.detect(Fixtures.get("jboss-as-5/5.1.0.GA"));
		assertEquals(List.of("all", "default"), profiles(servers));
		assertEquals(new ServerVersion(ServerProduct.JBOSS_AS, 5, 1, "5.1.0.GA"), servers.get(0).version());
		Map<String, FileKind> all = kinds(servers.get(0));
		assertEquals(FileKind.RUN_CONF_BAT, all.get("bin/run.conf.bat"));
		assertEquals(FileKind.JGROUPS_STACKS,
				all.get("server/all/deploy/cluster/jgroups-channelfactory.sar/META-INF/jgroups-channelfactory-stacks.xml"));
		assertEquals(FileKind.JBOSS_CACHE,
				all.get("server/all/deploy/cluster/jboss-cache-manager.sar/META-INF/jboss-cache-configs.xml"));
		assertEquals(FileKind.JBOSS_BEANS, all.get("server/all/deploy/cluster/hapartition-jboss-beans.xml"));
		Map<String, FileKind> def = kinds(servers.get(1));
		assertEquals(FileKind.DEPLOYMENT_SCANNER, def.get("server/default/deploy/hdscanner-jboss-beans.xml"));
		assertEquals(FileKind.JBOSS_MESSAGING, def.get("server/default/deploy/messaging/messaging-jboss-beans.xml"));
		assertEquals(FileKind.DATASOURCES, def.get("server/default/deploy/messaging/jms-ds.xml"));
		assertEquals(FileKind.WEB_XML, def.get("server/default/deployers/jbossweb.deployer/web.xml"));
		assertEquals(FileKind.EJB3_INTERCEPTORS_AOP, def.get("server/default/deploy/ejb3-interceptors-aop.xml"));
		assertEquals(FileKind.LOGIN_CONFIG, def.get("server/default/conf/login-config.xml"));
		assertEquals(FileKind.LOG4J, def.get("server/default/conf/jboss-log4j.xml"));
		assertEquals(ServerLayout.detect(Fixtures.get("jboss-as-5/5.1.0.GA"), "default").files(), servers.get(1).files());
	}

	@Test
	void jboss61() throws IOException {
		List<Server> servers = ServerLayout.detect(Fixtures.get("jboss-as-6/6.1.0.Final"));
		assertEquals(List.of("all", "default"), profiles(servers));
		assertEquals(new ServerVersion(ServerProduct.JBOSS_AS, 6, 1, "6.1.0.Final"), servers.get(0).version());
		Map<String, FileKind> all = kinds(servers.get(0));
		assertEquals(FileKind.HORNETQ_CONFIGURATION, all.get("server/all/deploy/hornetq/hornetq-configuration.xml"));
		assertEquals(FileKind.HORNETQ_JMS, all.get("server/all/deploy/hornetq/hornetq-jms.xml"));
		assertEquals(FileKind.INFINISPAN, all.get("server/all/deploy/cluster/infinispan-cache-registry.sar/infinispan-configs.xml"));
		assertEquals(FileKind.JBOSS_LOGGING, all.get("server/all/deploy/jboss-logging.xml"));
		assertEquals(FileKind.TRANSACTION, all.get("server/all/deploy/transaction-jboss-beans.xml"));
		assertEquals(3, servers.get(1).files().size(), "default: run.conf, run.conf.bat and server.xml");
	}

	@Test
	void wildfly39() throws IOException {
		List<Server> servers = ServerLayout.detect(Fixtures.get("wildfly-39.0.1.Final"));
		assertEquals(List.of("standalone", "domain"), profiles(servers));
		Server standalone = servers.get(0);
		assertEquals(new ServerVersion(ServerProduct.WILDFLY, 39, 0, "39.0.1.Final"), standalone.version());
		Map<String, FileKind> kinds = kinds(standalone);
		assertEquals(9, kinds.size());
		assertEquals(FileKind.RUN_CONF, kinds.get("bin/standalone.conf"));
		assertEquals(FileKind.RUN_CONF_BAT, kinds.get("bin/standalone.conf.bat"));
		assertEquals(7, standalone.files(FileKind.WILDFLY_STANDALONE).size());
		assertEquals(Map.of("domain/configuration/domain.xml", FileKind.WILDFLY_DOMAIN, "domain/configuration/host.xml",
				FileKind.WILDFLY_HOST), kinds(servers.get(1)));
	}

	@Test
	void tomcat9() throws IOException {
		List<Server> servers = ServerLayout.detect(Fixtures.get("tomcat/9.0.98"));
		assertEquals(1, servers.size());
		assertEquals("", servers.get(0).profile());
		assertEquals(new ServerVersion(ServerProduct.TOMCAT, 9, 0, "9.0.98"), servers.get(0).version());
		assertEquals(Map.of("conf/server.xml", FileKind.TOMCAT_SERVER_XML, "conf/context.xml", FileKind.TOMCAT_CONTEXT),
				kinds(servers.get(0)));
	}

	@Test
	void aTomcatConfFolderIsItsInstallation() throws IOException {
		List<Server> servers = ServerLayout.detect(Fixtures.get("tomcat/9.0.98/conf"));
		assertEquals(1, servers.size());
		assertEquals(Fixtures.get("tomcat/9.0.98").toAbsolutePath().normalize(), servers.get(0).home());
		assertEquals(new ServerVersion(ServerProduct.TOMCAT, 9, 0, "9.0.98"), servers.get(0).version());
		assertEquals(Map.of("conf/server.xml", FileKind.TOMCAT_SERVER_XML, "conf/context.xml", FileKind.TOMCAT_CONTEXT),
				kinds(servers.get(0)));
		// a JBoss AS profile's conf/ has no server.xml: not a Tomcat
		assertEquals(List.of(), ServerLayout.detect(Fixtures.get("jboss-as-5/5.1.0.GA/server/default/conf")));
	}

	@Test
	void tomcatSetenvScriptsAreItsJvmOptions() throws IOException {
		// Tomcat ships no setenv.sh (the user writes it): the test writes both
		Path home = copyTree("tomcat/9.0.98", "apache-tomcat-9.0.98");
		Files.createDirectories(home.resolve("bin"));
		Files.writeString(home.resolve("bin/setenv.sh"), "CATALINA_OPTS=\"$CATALINA_OPTS -Xmx1g\"\n");
		Files.writeString(home.resolve("bin/setenv.bat"), "set \"CATALINA_OPTS=%CATALINA_OPTS% -Xmx1g\"\r\n");
		Server tomcat = ServerLayout.detect(home).get(0);
		assertEquals(FileKind.RUN_CONF, kinds(tomcat).get("bin/setenv.sh"));
		assertEquals(FileKind.RUN_CONF_BAT, kinds(tomcat).get("bin/setenv.bat"));
		assertEquals(4, tomcat.files().size());
		// linted on its own, a setenv script is still Tomcat's
		assertEquals(ServerProduct.TOMCAT,
				Linter.loneServer(new ConfigFile(home.resolve("bin/setenv.sh"), FileKind.RUN_CONF)).product());
	}

	@Test
	void withoutAVersionedFolderNameTheLayoutTells() throws IOException {
		assertEquals(new ServerVersion(ServerProduct.JBOSS_AS, 5, 0, "5.x"),
				ServerLayout.detect(copyTree("jboss-as-5/5.1.0.GA", "jboss")).get(0).version());
		assertEquals(new ServerVersion(ServerProduct.JBOSS_AS, 4, 2, "4.2.x"),
				ServerLayout.detect(copyTree("jboss-as-4.2/4.2.3.GA", "jboss42")).get(0).version());
		assertEquals(6, ServerLayout.detect(copyTree("jboss-as-6/6.1.0.Final", "as")).get(0).version().major());
		// a folder named for another major version does not override what the files show
		assertEquals(5, ServerLayout.detect(copyTree("jboss-as-5/5.1.0.GA", "6.0.0.Final")).get(0).version().major());
		assertFalse(ServerLayout.detect(copyTree("wildfly-39.0.1.Final", "wf")).get(0).version().isKnown());
	}

	@Test
	void unknownProfileAndNoServer() throws IOException {
		IOException e = assertThrows(IOException.class, () -> ServerLayout.detect(Fixtures.get("jboss-as-5/5.1.0.GA"), "production"));
		assertTrue(e.getMessage().contains("found: all, default"), e.getMessage());
		assertTrue(ServerLayout.detect(Fixtures.get("jvm")).isEmpty());
		assertThrows(IOException.class, () -> ServerLayout.detect(Fixtures.get("jvm"), "default"));
		assertThrows(IOException.class, () -> ServerLayout.detect(Fixtures.get("jboss-as-5/5.1.0.GA/bin/run.conf")));
	}

	@Test
	void wholeAllProfileParsesFast() throws IOException {
		Server all = ServerLayout.detect(Fixtures.get("jboss-as-5/5.1.0.GA"), "all");
		readAll(all);
		long start = System.nanoTime();
		readAll(all);
		long millis = (System.nanoTime() - start) / 1_000_000;
		assertTrue(millis < 1000, "reading " + all.files().size() + " files took " + millis + " ms");
	}

	private static void readAll(Server server) throws IOException {
		for (ConfigFile f : server.files()) {
			ConfigFiles.read(f);
		}
	}

	private Path copyTree(String fixture, String name) throws IOException {
		return Fixtures.copyTree(fixture, temp.resolve(name));
	}
}
