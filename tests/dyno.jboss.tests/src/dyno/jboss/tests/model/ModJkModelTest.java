package dyno.jboss.tests.model;

import static dyno.jboss.tests.model.ModelFixtures.assertOnlyReplaced;
import static dyno.jboss.tests.model.ModelFixtures.bytes;
import static dyno.jboss.tests.model.ModelFixtures.feature;
import static dyno.jboss.tests.model.ModelFixtures.find;
import static dyno.jboss.tests.model.ModelFixtures.get;
import static dyno.jboss.tests.model.ModelFixtures.isSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.model.BoundModel;

/** No server ships a workers.properties (it belongs to Apache httpd), so the test writes a minimal one. */
class ModJkModelTest {

	private static final String WORKERS = """
			# written by ModJkModelTest: no server distribution ships a workers.properties
			worker.list=loadbalancer,status

			worker.node1.type=ajp13
			worker.node1.host=10.0.0.11
			worker.node1.port=8009
			worker.node1.lbfactor=1
			worker.node1.socket_timeout=10
			worker.node1.connection_pool_timeout=600
			worker.node1.ping_mode=A

			worker.node2.host=10.0.0.12
			worker.node2.port = 8109
			worker.node2.reply_timeout=30000

			worker.loadbalancer.type=lb
			worker.loadbalancer.balance_workers=node1,node2
			worker.loadbalancer.sticky_session=false

			worker.status.type=status
			""";

	@TempDir
	Path tmp;

	@Test
	void workersAndLoadBalancersAreRead() throws Exception {
		BoundModel m = bind();
		assertEquals("loadbalancer,status", get(m.root(), "workerList"));
		List<EObject> workers = m.all("Worker");
		assertEquals(List.of("node1", "node2"), workers.stream().map(w -> get(w, "name")).toList(),
				"lb and status workers are not AJP workers");
		EObject node1 = workers.get(0);
		assertEquals("10.0.0.11", get(node1, "host"));
		assertEquals(10, get(node1, "socketTimeout"));
		assertEquals(600, get(node1, "connectionPoolTimeout"));
		assertEquals("A", get(node1, "pingMode"));
		EObject node2 = workers.get(1);
		assertEquals(8109, get(node2, "port"));
		assertEquals(30000L, get(node2, "replyTimeout"));
		assertFalse(isSet(node2, "type"), "ajp13 applies");
		assertFalse(isSet(node2, "retries"));
		EObject lb = find(m, "LoadBalancer", "name", "loadbalancer");
		assertEquals("node1,node2", get(lb, "balanceWorkers"));
		assertEquals(false, get(lb, "stickySession"));
		assertEquals(8, m.line(node1, (EAttribute) feature(node1, "socketTimeout")));
		assertEquals(0, m.line(node2, (EAttribute) feature(node2, "socketTimeout")));
		assertNull(m.elementOf(node1));
	}

	@Test
	void editsChangeOnlyTheirValueOrAppendOneLine() throws Exception {
		BoundModel m = bind();
		EObject node2 = m.all("Worker").get(1);
		String before = bytes(m);
		node2.eSet(feature(node2, "port"), 8209);
		assertOnlyReplaced(before, bytes(m), "worker.node2.port = 8109", "worker.node2.port = 8209");
		String after = bytes(m);
		node2.eSet(feature(node2, "socketTimeout"), 20);
		assertEquals(after + "worker.node2.socket_timeout=20\n", bytes(m));
		EObject lb = m.all("LoadBalancer").get(0);
		String beforeUnset = bytes(m);
		lb.eUnset(feature(lb, "stickySession"));
		assertOnlyReplaced(beforeUnset, bytes(m), "worker.loadbalancer.sticky_session=false\n", "");
		assertThrows(IllegalArgumentException.class, () -> node2.eSet(feature(node2, "name"), "node3"),
				"the name is read-only");
		m.refresh();
		assertSame(node2, m.all("Worker").get(1), "objects keep their identity across a refresh");
		assertEquals(20, get(node2, "socketTimeout"));
		assertTrue(m.document().isModified());
	}

	@Test
	void aPropertiesModelRefusesOtherDocuments() throws Exception {
		Path p = tmp.resolve("workers.properties");
		Files.writeString(p, WORKERS, StandardCharsets.UTF_8);
		ConfigFile file = new ConfigFile(p, FileKind.MODJK_WORKERS);
		XmlDocument xml = XmlDocument.parse("<a/>".getBytes(StandardCharsets.UTF_8), "a.xml");
		assertThrows(IllegalArgumentException.class, () -> BoundModel.bind(file, xml));
		assertTrue(ConfigFiles.read(file) instanceof PropertiesDocument);
	}

	private BoundModel bind() throws Exception {
		Path p = tmp.resolve("workers.properties");
		Files.writeString(p, WORKERS, StandardCharsets.UTF_8);
		ConfigFile file = new ConfigFile(p, FileKind.MODJK_WORKERS);
		return BoundModel.bind(file, ConfigFiles.read(file));
	}
}
