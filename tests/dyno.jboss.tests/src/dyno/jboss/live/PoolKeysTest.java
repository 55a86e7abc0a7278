package dyno.jboss.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Pool names as servers name their threads, and the keys the rules look them up by. */
class PoolKeysTest {

	/** Without properties, the default ports of JBoss AS 6's binding set also give its property names. */
	@ParameterizedTest(name = "{0} → {1}")
	@CsvSource(delimiter = '|', value = {
			// Tomcat 6+ / JBoss Web NIO and BIO executors' threads
			"http-nio-8080-exec-*    | 8080,${jboss.web.http.port}",
			"http-bio-8443-exec-*    | 8443,${jboss.web.https.port}",
			"ajp-nio-8009-exec-*     | 8009,${jboss.web.ajp.port}",
			"http-nio2-8081-exec-*   | 8081",
			"https-jsse-nio-8443-exec-* | 8443,${jboss.web.https.port}",
			// Tomcat 8.5+ quotes the protocol handler's name
			"\"http-nio-8080\"-exec-* | 8080,${jboss.web.http.port}",
			// JBoss AS 5 / 6 (JBoss Web 2.x): protocol, bind address, port
			"http-0.0.0.0-8080-*     | 8080,${jboss.web.http.port}",
			"http-127.0.0.1-8080-*   | 8080,${jboss.web.http.port}",
			"ajp-127.0.0.1-8009-*    | 8009,${jboss.web.ajp.port}",
			"http-0:0:0:0:0:0:0:1-8080-* | 8080,${jboss.web.http.port}",
			// JBoss AS 4.2 / Tomcat 5.5 without an address
			"http-8080-*             | 8080,${jboss.web.http.port}",
			// a connector's other threads are no request pool
			"http-nio-8080-Acceptor-* | ''",
			"http-nio-8080-Poller    | ''",
			"http-0.0.0.0-8080-Acceptor-* | ''",
			// WildFly's undertow request pool: the io worker by name
			"default task-*          | default",
			"heavy task-*            | heavy",
			// JBoss AS 4-6 BasicThreadPools: the MBean whose Name they carry
			"JBoss System Threads(1)-* | jboss.system:service=ThreadPool",
			"WorkManager(2)-*        | jboss.jca:service=WorkManagerThreadPool",
			"Custom Pool(3)-*        | ''",
			"main                    | ''",
	})
	void keysOfPoolNames(String pool, String keys) {
		assertEquals(keys.isEmpty() ? List.of() : Arrays.asList(keys.split(",")), PoolKeys.of(pool, Map.of()));
	}

	@ParameterizedTest(name = "{0} with {1} → {2}")
	@CsvSource(delimiter = '|', value = {
			// JBoss AS 6's server.xml writes ports as properties; the binding set's defaults resolve them
			"http-0.0.0.0-8080-*  | ''                                    | 8080,${jboss.web.http.port}",
			"ajp-127.0.0.1-8009-* | ''                                    | 8009,${jboss.web.ajp.port}",
			"http-0.0.0.0-8443-*  | ''                                    | 8443,${jboss.web.https.port}",
			// a binding set ports-01 moves every port by 100
			"http-0.0.0.0-8180-*  | jboss.service.binding.set=ports-01    | 8180,${jboss.web.http.port}",
			"http-0.0.0.0-8080-*  | jboss.service.binding.set=ports-01    | 8080",
			// a property set on the command line names the port
			"http-0.0.0.0-9090-*  | jboss.web.http.port=9090              | 9090,${jboss.web.http.port}",
			"http-0.0.0.0-8080-*  | jboss.web.http.port=9090              | 8080",
			"http-nio-7070-exec-* | my.http.port=7070                     | 7070,${my.http.port}",
			"http-nio-7070-exec-* | my.http.timeout=7070                  | 7070",
	})
	void portsWrittenAsProperties(String pool, String property, String keys) {
		Map<String, String> props = property.isEmpty() ? Map.of()
				: Map.of(property.substring(0, property.indexOf('=')), property.substring(property.indexOf('=') + 1));
		assertEquals(Arrays.asList(keys.split(",")), PoolKeys.of(pool, props));
	}

	/** The names of the connectors' ThreadPool MBeans ({@link ConnectorThreads}) give the keys of their threads. */
	@ParameterizedTest(name = "{0} → {1}")
	@CsvSource(delimiter = '|', value = {
			// Tomcat 9-11: Catalina:type=ThreadPool,name="http-nio-8080" (unquoted by ConnectorThreads)
			"http-nio-8080           | 8080,${jboss.web.http.port}",
			"https-jsse-nio-8443     | 8443,${jboss.web.https.port}",
			"ajp-nio-127.0.0.1-8009  | 8009,${jboss.web.ajp.port}",
			// JBoss AS 5-6: jboss.web:type=ThreadPool,name=http-127.0.0.1-8080
			"http-127.0.0.1-8080     | 8080,${jboss.web.http.port}",
			"http-nio-47311          | 47311",
			// a port chosen at start (port="0") and other pools are none the rules know
			"http-nio-auto-1         | ''",
			"default                 | ''",
	})
	void keysOfConnectorMBeanNames(String name, String keys) {
		assertEquals(keys.isEmpty() ? List.of() : Arrays.asList(keys.split(",")), PoolKeys.ofConnector(name, Map.of()));
	}
}
