package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.find;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.isSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.model.BoundModel;

/** No server ships a persistence.xml (it belongs to an application), so the test writes a minimal one. */
class PersistenceModelTest {

	private static final String PERSISTENCE = """
			<?xml version="1.0" encoding="UTF-8"?>
			<!-- written by PersistenceModelTest: no server distribution ships a persistence.xml -->
			<persistence xmlns="http://java.sun.com/xml/ns/persistence" version="1.0">
			   <persistence-unit name="orders">
			      <jta-data-source>java:/OrdersDS</jta-data-source>
			      <properties>
			         <property name="hibernate.dialect" value="org.hibernate.dialect.PostgreSQLDialect"/>
			         <property name="hibernate.cache.use_second_level_cache" value="true"/>
			         <property name="hibernate.jdbc.batch_size" value="20"/>
			         <property name="hibernate.show_sql" value="true"/>
			         <property name="hibernate.hbm2ddl.auto" value="validate"/>
			      </properties>
			   </persistence-unit>
			   <persistence-unit name="reports" transaction-type="RESOURCE_LOCAL"/>
			</persistence>
			""";

	@TempDir
	Path tmp;

	@Test
	void unitsAndTheirHibernatePropertiesAreRead() throws Exception {
		BoundModel m = bind();
		assertEquals(2, m.all("PersistenceUnit").size());
		EObject orders = find(m, "PersistenceUnit", "name", "orders");
		assertEquals(true, get(orders, "useSecondLevelCache"));
		assertEquals(20, get(orders, "jdbcBatchSize"));
		assertEquals(true, get(orders, "showSql"));
		assertEquals("validate", get(orders, "hbm2ddlAuto"));
		assertFalse(isSet(orders, "useQueryCache"));
		assertFalse(isSet(orders, "transactionType"), "JTA applies");
		EObject reports = find(m, "PersistenceUnit", "name", "reports");
		assertEquals("RESOURCE_LOCAL", get(reports, "transactionType"));
	}

	@Test
	void editsChangeOnlyTheirValueOrAddOneProperty() throws Exception {
		BoundModel m = bind();
		EObject orders = find(m, "PersistenceUnit", "name", "orders");
		String before = bytes(m);
		orders.eSet(feature(orders, "jdbcBatchSize"), 50);
		assertOnlyReplaced(before, bytes(m), "\"hibernate.jdbc.batch_size\" value=\"20\"",
				"\"hibernate.jdbc.batch_size\" value=\"50\"");
		String after = bytes(m);
		orders.eSet(feature(orders, "showSql"), false);
		assertOnlyReplaced(after, bytes(m), "\"hibernate.show_sql\" value=\"true\"",
				"\"hibernate.show_sql\" value=\"false\"");
		String beforeAdd = bytes(m);
		orders.eSet(feature(orders, "useQueryCache"), true);
		// a missing property gets its own element after the last one, indented like it
		assertOnlyReplaced(beforeAdd, bytes(m), "value=\"validate\"/>\n",
				"value=\"validate\"/>\n         <property name=\"hibernate.cache.use_query_cache\" value=\"true\"/>\n");
		assertEquals(true, get(orders, "useQueryCache"));
	}

	private BoundModel bind() throws Exception {
		Path p = tmp.resolve("persistence.xml");
		Files.writeString(p, PERSISTENCE, StandardCharsets.UTF_8);
		ConfigFile file = new ConfigFile(p, FileKind.PERSISTENCE_XML);
		return BoundModel.bind(file, ConfigFiles.read(file));
	}
}
