package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
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

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;

/** JGroups stacks and JBoss Cache of JBoss AS 5/6. */
class ClusterModelTest {

	private static final String STACKS_6 = "jboss-as-6/6.1.0.Final/server/all/deploy/cluster/"
			+ "jgroups-channelfactory.sar/META-INF/jgroups-channelfactory-stacks.xml";

	@TempDir
	Path tmp;

	@Test
	void jgroupsStacksOfJBoss6() throws Exception {
		BoundModel m = bind(STACKS_6, FileKind.JGROUPS_STACKS);
		EObject udp = find(m, "Stack", "name", "udp");
		EObject transport = (EObject) ((List<?>) get(udp, "transports")).get(0);
		assertEquals("UDP", literal(get(transport, "protocol")));
		assertEquals(20000000L, get(transport, "ucastRecvBufSize"));
		assertEquals(25000000L, get(transport, "mcastRecvBufSize"));
		assertEquals(200, get(transport, "threadPoolMaxThreads"));
		assertEquals(false, get(transport, "enableBundling"));
		List<?> flowControls = (List<?>) get(udp, "flowControls");
		assertEquals(List.of("UFC", "MFC"),
				flowControls.stream().map(f -> literal(get((EObject) f, "protocol"))).toList());
		assertEquals(2000000L, get((EObject) flowControls.get(0), "maxCredits"));
	}

	@Test
	void jgroupsStacksOfJBoss5KeepTheirFlowControl() throws Exception {
		BoundModel m = bind("jboss-as-5/5.1.0.GA/server/all/deploy/cluster/jgroups-channelfactory.sar/META-INF/"
				+ "jgroups-channelfactory-stacks.xml", FileKind.JGROUPS_STACKS);
		EObject udp = find(m, "Stack", "name", "udp");
		EObject fc = (EObject) ((List<?>) get(udp, "flowControls")).get(0);
		assertEquals("FC", literal(get(fc, "protocol")));
		assertEquals(0.10, (Double) get(fc, "minThreshold"), 1e-9);
		assertEquals(50000L, get((EObject) ((List<?>) get(udp, "stables")).get(0), "desiredAvgGossip"));
	}

	@Test
	void settingABufferSizeChangesOnlyThatAttribute() throws Exception {
		BoundModel m = bindCopy(tmp, STACKS_6, FileKind.JGROUPS_STACKS);
		EObject transport = find(m, "Transport", "singletonName", "udp");
		String before = bytes(m);
		transport.eSet(feature(transport, "mcastSendBufSize"), 1000000L);
		assertOnlyReplaced(before, bytes(m), "singleton_name=\"udp\"", "mcast_send_buf_size=\"640000\"",
				"mcast_send_buf_size=\"1000000\"");
	}

	@Test
	void jbossCacheConfigurationsOfJBoss51() throws Exception {
		BoundModel m = bind("jboss-as-5/5.1.0.GA/server/all/deploy/cluster/jboss-cache-manager.sar/META-INF/"
				+ "jboss-cache-manager-jboss-beans.xml", FileKind.JBOSS_CACHE);
		EObject sfsb = find(m, "CacheConfiguration", "name", "sfsb-cache");
		assertEquals("REPL_ASYNC", get(sfsb, "cacheMode"));
		assertEquals("PESSIMISTIC", get(sfsb, "nodeLockingScheme"));
		assertEquals(false, get(sfsb, "buddyReplication"));
		assertEquals("udp", get(sfsb, "multiplexerStack"), "the default of ${jboss.default.jgroups.stack:udp}");
		assertFalse(isSet(sfsb, "concurrencyLevel"));
	}

	@Test
	void infinispanRegistryOfJBoss6() throws Exception {
		BoundModel m = bind("jboss-as-6/6.1.0.Final/server/all/deploy/cluster/infinispan-cache-registry.sar/"
				+ "infinispan-configs.xml", FileKind.INFINISPAN);
		EObject ha = find(m, "CacheContainerConfig", "name", "ha-partition");
		assertEquals("REPEATABLE_READ", get(ha, "isolationLevel"));
		assertEquals(1000, get(ha, "concurrencyLevel"));
		assertEquals("replication", get(ha, "clusteringMode"));
		assertEquals("udp", get(ha, "jgroupsStack"));
		assertFalse(isSet(ha, "passivation"));
		assertEquals(true, get(find(m, "CacheContainerConfig", "name", "web"), "passivation"));
	}
}
