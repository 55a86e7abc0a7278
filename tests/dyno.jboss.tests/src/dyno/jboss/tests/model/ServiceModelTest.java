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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;

class ServiceModelTest {

	private static final String SERVICE_51 = "jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml";

	@TempDir
	Path tmp;

	@Test
	void systemThreadPoolOfJBoss5() throws Exception {
		BoundModel m = bind(SERVICE_51, FileKind.JBOSS_SERVICE);
		EObject pool = m.all("ThreadPoolService").get(0);
		assertEquals("jboss.system:service=ThreadPool", get(pool, "name"));
		assertEquals(10, get(pool, "maximumPoolSize"));
		assertEquals(1000, get(pool, "maximumQueueSize"));
		assertEquals(60000L, get(pool, "keepAliveTime"));
		assertEquals("run", get(pool, "blockingMode"));
		assertFalse(isSet(pool, "minimumPoolSize"));
		assertTrue(m.all("DeploymentScannerService").isEmpty(), "AS 5 scans with the HDScanner bean");
	}

	@Test
	void urlDeploymentScannerOfJBoss42() throws Exception {
		BoundModel m = bind("jboss-as-4.2/4.2.3.GA/server/default/conf/jboss-service.xml", FileKind.JBOSS_SERVICE);
		assertEquals(5000L, get(m.all("DeploymentScannerService").get(0), "scanPeriod"));
		assertEquals(10, get(m.all("ThreadPoolService").get(0), "maximumPoolSize"));
	}

	@Test
	void beansOfJBoss5AndJBoss6() throws Exception {
		EObject scanner = bind("jboss-as-5/5.1.0.GA/server/default/deploy/hdscanner-jboss-beans.xml",
				FileKind.DEPLOYMENT_SCANNER).all("HDScanner").get(0);
		assertEquals(5000L, get(scanner, "scanPeriod"));
		BoundModel jca = bind("jboss-as-5/5.1.0.GA/server/default/deploy/jca-jboss-beans.xml", FileKind.JBOSS_BEANS);
		EObject workManager = find(jca, "ThreadPoolBean", "name", "WorkManagerThreadPool");
		assertEquals(100, get(workManager, "maximumPoolSize"));
		assertEquals(1024, get(workManager, "maximumQueueSize"));
		assertFalse(jca.all("CachedConnectionManager").isEmpty());
		assertEquals(5000L, get(bind("jboss-as-5/5.0.1.GA/server/default/deploy/hdscanner-jboss-beans.xml",
				FileKind.DEPLOYMENT_SCANNER).all("HDScanner").get(0), "scanPeriod"));
	}

	@Test
	void transactionTimeoutsOfJBoss4To6() throws Exception {
		assertEquals(300, get(bind("jboss-as-5/5.1.0.GA/server/default/deploy/transaction-jboss-beans.xml",
				FileKind.TRANSACTION).all("TransactionManagerBean").get(0), "transactionTimeout"));
		assertEquals(300, get(bind("jboss-as-6/6.1.0.Final/server/all/deploy/transaction-jboss-beans.xml",
				FileKind.TRANSACTION).all("CoordinatorBean").get(0), "defaultTimeout"));
		EObject arjuna = bind("jboss-as-4.2/4.2.3.GA/server/default/conf/jbossjta-properties.xml", FileKind.TRANSACTION)
				.all("ArjunaProperties").get(0);
		assertEquals(120000L, get(arjuna, "txReaperTimeout"));
		assertFalse(isSet(arjuna, "defaultTimeout"));
	}

	@Test
	void settingAnMBeanAttributeChangesOnlyItsText() throws Exception {
		BoundModel m = bindCopy(tmp, SERVICE_51, FileKind.JBOSS_SERVICE);
		EObject pool = m.all("ThreadPoolService").get(0);
		String before = bytes(m);
		pool.eSet(feature(pool, "maximumPoolSize"), 50);
		assertOnlyReplaced(before, bytes(m), "<attribute name=\"MaximumPoolSize\">10</attribute>",
				"<attribute name=\"MaximumPoolSize\">50</attribute>");
		pool.eSet(feature(pool, "minimumPoolSize"), 5);
		assertTrue(bytes(m).contains("<attribute name=\"MinimumPoolSize\">5</attribute>"), bytes(m));
		m.refresh();
		assertEquals(5, get(pool, "minimumPoolSize"));
	}
}
