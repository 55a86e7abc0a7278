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

import java.nio.file.Path;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;

/** HornetQ of JBoss AS 6 and JBoss Messaging of AS 5. */
class MessagingModelTest {

	private static final String DESTINATIONS = "jboss-as-5/variants/davenkin__jboss5-server/server/default/deploy/"
			+ "messaging/destinations-service.xml";

	@TempDir
	Path tmp;

	@Test
	void hornetqJournalOfJBoss6() throws Exception {
		EObject hq = bind("jboss-as-6/6.1.0.Final/server/all/deploy/hornetq/hornetq-configuration.xml",
				FileKind.HORNETQ_CONFIGURATION).root();
		assertEquals(1048576L, get(hq, "journalFileSize"), "${hornetq.journal.file.size:1048576}");
		assertEquals(2, get(hq, "journalMinFiles"));
		assertEquals(true, get(hq, "clustered"));
		assertFalse(isSet(hq, "journalType"));
	}

	@Test
	void settingAValueWrittenAsAnExpressionKeepsTheExpression() throws Exception {
		BoundModel m = bindCopy(tmp, "jboss-as-6/6.1.0.Final/server/all/deploy/hornetq/hornetq-configuration.xml",
				FileKind.HORNETQ_CONFIGURATION);
		String before = bytes(m);
		m.root().eSet(feature(m.root(), "journalMinFiles"), 10);
		assertOnlyReplaced(before, bytes(m), "${hornetq.journal.min.files:2}", "${hornetq.journal.min.files:10}");
		assertEquals(10, get(m.root(), "journalMinFiles"));
	}

	@Test
	void hornetqConnectionFactoriesOfJBoss6() throws Exception {
		BoundModel m = bindCopy(tmp, "jboss-as-6/6.1.0.Final/server/all/deploy/hornetq/hornetq-jms.xml",
				FileKind.HORNETQ_JMS);
		EObject throughput = find(m, "JmsConnectionFactory", "name", "NettyThroughputConnectionFactory");
		assertEquals("netty-throughput", get(throughput, "connector"));
		assertEquals(true, get(throughput, "xa"));
		assertFalse(isSet(throughput, "consumerWindowSize"));
		throughput.eSet(feature(throughput, "consumerWindowSize"), -1);
		m.refresh();
		assertEquals(-1, get(throughput, "consumerWindowSize"));
		assertFalse(isSet(find(m, "JmsConnectionFactory", "name", "NettyConnectionFactory"), "consumerWindowSize"));
	}

	@Test
	void jbossMessagingOfJBoss5() throws Exception {
		EObject peer = bind("jboss-as-5/5.1.0.GA/server/default/deploy/messaging/messaging-service.xml",
				FileKind.JBOSS_MESSAGING).all("ServerPeer").get(0);
		assertEquals(10, get(peer, "defaultMaxDeliveryAttempts"));
		assertEquals(false, get(peer, "enableMessageCounters"));
		BoundModel factories = bind("jboss-as-5/5.1.0.GA/server/default/deploy/messaging/"
				+ "connection-factories-service.xml", FileKind.JBOSS_MESSAGING);
		EObject clustered = find(factories, "ConnectionFactory", "name",
				"jboss.messaging.connectionfactory:service=ClusteredConnectionFactory");
		assertEquals(true, get(clustered, "supportsLoadBalancing"));
		assertFalse(isSet(clustered, "prefetchSize"), "only in a comment: 150 applies");
		BoundModel destinations = bind(DESTINATIONS, FileKind.JBOSS_MESSAGING);
		assertEquals(3, destinations.all("Queue").size(), "DLQ, ExpiryQueue and the project's MyQueue");
	}

	@Test
	void settingAQueueFullSizeAddsItsAttributeElement() throws Exception {
		BoundModel m = bindCopy(tmp, DESTINATIONS, FileKind.JBOSS_MESSAGING);
		EObject queue = find(m, "Queue", "name", "jboss.messaging.destination:service=Queue,name=MyQueue");
		String before = bytes(m);
		queue.eSet(feature(queue, "fullSize"), 200000);
		m.refresh();
		assertEquals(200000, get(queue, "fullSize"));
		queue.eUnset(feature(queue, "fullSize"));
		assertEquals(before, bytes(m));
	}
}
