package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
import static dyno.jboss.tests.model.ModelFixtures.bind;
import static dyno.jboss.tests.model.ModelFixtures.bindCopy;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.isSet;
import static dyno.jboss.tests.model.ModelFixtures.literal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.Tuning;

class DatasourceModelTest {

	private static final String HSQLDB_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml";

	@TempDir
	Path tmp;

	@Test
	void hsqldbOfJBoss51HasItsPoolSizes() throws Exception {
		BoundModel m = bind(HSQLDB_51, FileKind.DATASOURCES);
		List<EObject> all = m.all("Datasource");
		assertEquals(1, all.size());
		EObject ds = all.get(0);
		assertEquals("DefaultDS", get(ds, "jndiName"));
		assertEquals("LOCAL_TX", literal(get(ds, "kind")));
		assertEquals(5, get(ds, "minPoolSize"));
		assertEquals(20, get(ds, "maxPoolSize"));
		assertEquals(0, get(ds, "idleTimeoutMinutes"));
		assertEquals(32, get(ds, "preparedStatementCacheSize"));
		assertFalse(isSet(ds, "blockingTimeoutMillis"), "absent: the adapter's default applies");
		assertEquals("30000", Tuning.defaultValue(feature(ds, "blockingTimeoutMillis")).orElseThrow());
		assertEquals("", get(ds, "trackStatements"), "<track-statements/>: on");
		assertFalse(isSet(ds, "checkValidConnectionSql"), "only in a comment");
		assertEquals("local-tx-datasource", m.elementOf(ds).localName());
		assertTrue(m.line(ds, (EAttribute) feature(ds, "maxPoolSize")) > m.elementOf(ds).line());
	}

	@Test
	void aRealXaDatasourceIsRead() throws Exception {
		EObject ds = bind("jboss-as-5/variants/davenkin__jboss5-server/server/default/deploy/mysql-ds.xml",
				FileKind.DATASOURCES).all("Datasource").get(0);
		assertEquals("XA", literal(get(ds, "kind")));
		assertEquals("MySQLDS", get(ds, "jndiName"));
		assertEquals(1, get(ds, "minPoolSize"));
		assertEquals(10, get(ds, "maxPoolSize"));
		assertEquals("org.jboss.resource.adapter.jdbc.vendor.MySQLValidConnectionChecker",
				get(ds, "validConnectionCheckerClassName"));
	}

	@ParameterizedTest
	@ValueSource(strings = { "jboss-as-4.2/4.2.3.GA/server/default/deploy/hsqldb-ds.xml",
			"jboss-as-5/5.0.1.GA/server/default/deploy/hsqldb-ds.xml", HSQLDB_51,
			"jboss-as-6/6.1.0.Final/server/all/deploy/hsqldb-ds.xml",
			"jboss-as-5/5.1.0.GA/docs/examples/jca/mysql-ds.xml",
			"jboss-as-5/5.1.0.GA/docs/examples/jca/oracle-xa-ds.xml",
			"jboss-as-4.2/4.2.3.GA/docs/examples/jca/mssql-ds.xml",
			"jboss-as-6/variants/mmoqui__Silverpeas-installation-tests/server/default/deploy/silverpeas/"
					+ "silverpeas-ds.xml" })
	void everyShippedDatasourceHasAJndiName(String fixture) throws Exception {
		List<EObject> all = bind(fixture, FileKind.DATASOURCES).all("Datasource");
		assertFalse(all.isEmpty());
		for (EObject ds : all) {
			assertNotNull(get(ds, "jndiName"), fixture);
		}
	}

	@Test
	void settingMaxPoolSizeChangesOnlyThoseBytesAndSaves() throws Exception {
		BoundModel m = bindCopy(tmp, HSQLDB_51, FileKind.DATASOURCES);
		EObject ds = m.all("Datasource").get(0);
		String before = bytes(m);
		ds.eSet(feature(ds, "maxPoolSize"), 50);
		assertOnlyReplaced(before, bytes(m), "<max-pool-size>20</max-pool-size>", "<max-pool-size>50</max-pool-size>");
		ConfigFiles.save(m.file(), m.document());
		EObject reread = BoundModel.bind(m.file(), ConfigFiles.read(m.file())).all("Datasource").get(0);
		assertEquals(50, get(reread, "maxPoolSize"));
	}

	@Test
	void settingAnAbsentValueAddsItsElementAndUnsettingRemovesIt() throws Exception {
		BoundModel m = bindCopy(tmp, HSQLDB_51, FileKind.DATASOURCES);
		EObject ds = m.all("Datasource").get(0);
		String before = bytes(m);
		ds.eSet(feature(ds, "blockingTimeoutMillis"), 5000L);
		assertTrue(bytes(m).contains("<blocking-timeout-millis>5000</blocking-timeout-millis>"), bytes(m));
		m.refresh();
		assertEquals(5000L, get(ds, "blockingTimeoutMillis"));
		ds.eUnset(feature(ds, "blockingTimeoutMillis"));
		assertEquals(before, bytes(m));
	}

	@Test
	void refreshPicksUpAnEditOfTheDocument() throws Exception {
		BoundModel m = bindCopy(tmp, HSQLDB_51, FileKind.DATASOURCES);
		EObject ds = m.all("Datasource").get(0);
		m.elementOf(ds).select("min-pool-size").get(0).setText("7");
		m.refresh();
		assertEquals(7, get(ds, "minPoolSize"));
		assertTrue(ds == m.all("Datasource").get(0), "the same object, updated");
	}
}
