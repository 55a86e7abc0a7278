package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.internal.JvmSource;
import dyno.jvm.internal.Transports;

/**
 * A JMX agent that speaks SSL (registry included) with a fresh self-signed certificate: without SSL the connect
 * says to turn SSL on; with SSL it says the certificate is not trusted (this test JVM's trust store lacks it).
 */
class JmxSslTest {

	private static final String STORE_PASSWORD = "changeit";

	@TempDir
	static Path dir;
	private static JmxAgentJvm agent;

	@BeforeAll
	static void startSslAgent() throws Exception {
		Path keyStore = dir.resolve("agent.p12");
		Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
				"-genkeypair", "-alias", "agent", "-keyalg", "EC", "-dname", "CN=127.0.0.1", "-validity", "2",
				"-keystore", keyStore.toString(), "-storepass", STORE_PASSWORD).redirectErrorStream(true).start();
		String out = new String(keytool.getInputStream().readAllBytes());
		assertEquals(0, keytool.waitFor(), out);
		agent = JmxAgentJvm.start(null, "-Dcom.sun.management.jmxremote.ssl=true",
				"-Dcom.sun.management.jmxremote.registry.ssl=true", "-Djavax.net.ssl.keyStore=" + keyStore,
				"-Djavax.net.ssl.keyStorePassword=" + STORE_PASSWORD);
	}

	@AfterAll
	static void stopAgent() {
		if (agent != null) {
			agent.close();
		}
	}

	@Test
	void withoutSslTheConnectSaysToTurnSslOn() {
		assertFails(false, "if the agent uses SSL, turn SSL on");
	}

	@Test
	void withSslAnUntrustedCertificateIsNamed() {
		assertFails(true, "the agent's SSL certificate is not trusted");
	}

	private static void assertFails(boolean ssl, String expected) {
		Target.Jmx target = new Target.Jmx("127.0.0.1:" + agent.port, null, ssl);
		IOException e = assertThrows(IOException.class, () -> {
			try (JvmSource source = Transports.open(target, null)) {
				source.readGc();
			}
		});
		assertTrue(e.getMessage().contains(expected), e.getMessage());
	}
}
