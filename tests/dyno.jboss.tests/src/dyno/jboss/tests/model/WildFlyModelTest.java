package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.bind;
import static dyno.jboss.tests.model.ModelFixtures.bindCopy;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.find;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.isSet;
import static dyno.jboss.tests.model.ModelFixtures.literal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;

class WildFlyModelTest {

	private static final String STANDALONE = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";

	@TempDir
	Path tmp;

	@Test
	void standaloneSubsystemsAreFoundWhateverTheirSchemaVersion() throws Exception {
		BoundModel m = bind(STANDALONE, FileKind.WILDFLY_STANDALONE);
		EObject http = find(m, "UndertowListener", "name", "default");
		assertEquals("HTTP", literal(get(http, "kind")));
		assertEquals("http", get(http, "socketBinding"));
		assertEquals(true, get(http, "enableHttp2"));
		assertFalse(isSet(http, "maxConnections"), "unlimited unless set");
		assertEquals(2, m.all("UndertowListener").size());
		assertEquals("default", get(m.all("IoWorker").get(0), "name"));
		assertFalse(isSet(m.all("IoWorker").get(0), "taskMaxThreads"));
		EObject ds = find(m, "WildFlyDatasource", "poolName", "ExampleDS");
		assertEquals("java:jboss/datasources/ExampleDS", get(ds, "jndiName"));
		assertEquals(false, get(ds, "statisticsEnabled"), "the default of the nested property expression");
		assertFalse(isSet(ds, "maxPoolSize"));
		assertEquals("from-worker-pools", get(find(m, "StrictMaxPool", "name", "slsb-strict-max-pool"), "deriveSize"));
		assertEquals(10, get(find(m, "EjbThreadPool", "name", "default"), "maxThreads"));
		assertEquals(5000L, get(m.all("DeploymentScanner").get(0), "scanInterval"));
		assertEquals("INFO", get(m.all("RootLogger").get(0), "level"));
		// The category loggers, for the Logging page's fields (issue 26, point 8).
		assertEquals("WARN", get(find(m, "Logger", "category", "com.arjuna"), "level"));
		assertEquals("INFO", get(find(m, "LogHandler", "name", "CONSOLE"), "level"));
		assertEquals(9, m.all("InfinispanCache").size());
		assertEquals(1, m.all("InfinispanCache").stream()
				.filter(c -> "passivation".equals(get(c, "name")) && "ejb".equals(get(c, "container"))).count());
	}

	@Test
	void haAndFullProfilesAndTheDomain() throws Exception {
		BoundModel ha = bind("wildfly-39.0.1.Final/standalone/configuration/standalone-full-ha.xml",
				FileKind.WILDFLY_STANDALONE);
		assertEquals("AJP", literal(get(find(ha, "UndertowListener", "name", "ajp"), "kind")));
		assertEquals(2, ha.all("JGroupsStack").size());
		assertEquals("UDP", get(find(ha, "JGroupsStack", "name", "udp"), "transportType"));
		assertEquals(10485760L, get(ha.all("AddressSetting").get(0), "maxSizeBytes"));
		assertEquals("DISTRIBUTED", literal(get(find(ha, "InfinispanCache", "name", "persistent"), "kind")));
		BoundModel domain = bind("wildfly-39.0.1.Final/domain/configuration/domain.xml", FileKind.WILDFLY_DOMAIN);
		assertTrue(domain.all("UndertowListener").size() >= 6, "listeners of every profile");
		assertEquals(512L << 20, get(domain.all("ManagedJvm").get(0), "heapMaxSize"));
	}

	@Test
	void hostControllerJvms() throws Exception {
		BoundModel host = bind("wildfly-39.0.1.Final/domain/configuration/host.xml", FileKind.WILDFLY_HOST);
		EObject jvm = host.all("ManagedJvm").get(0);
		assertEquals("default", get(jvm, "name"));
		assertEquals(64L << 20, get(jvm, "heapSize"));
		assertEquals(256L << 20, get(jvm, "heapMaxSize"));
		assertEquals(3, host.all("ManagedJvm").size(), "the host's and two servers' references");
		assertFalse(isSet(host.all("ManagedJvm").get(1), "heapMaxSize"), "a reference inherits");
	}

	@Test
	void settingAPoolSizeAddsThePoolElementTheDatasourceLacks() throws Exception {
		BoundModel m = bindCopy(tmp, STANDALONE, FileKind.WILDFLY_STANDALONE);
		EObject ds = find(m, "WildFlyDatasource", "poolName", "ExampleDS");
		ds.eSet(feature(ds, "maxPoolSize"), 50);
		String after = bytes(m);
		assertTrue(after.matches("(?s).*<pool>\\s*<max-pool-size>50</max-pool-size>\\s*</pool>.*"), after);
		EObject http = find(m, "UndertowListener", "name", "default");
		http.eSet(feature(http, "maxConnections"), 2000);
		assertTrue(bytes(m).contains("enable-http2=\"true\" max-connections=\"2000\"/>"), bytes(m));
		m.refresh();
		assertEquals(50, get(ds, "maxPoolSize"));
		assertEquals(2000, get(http, "maxConnections"));
	}
}
