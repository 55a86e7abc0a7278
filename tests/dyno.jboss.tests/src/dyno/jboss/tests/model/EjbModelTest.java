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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.model.BoundModel;

class EjbModelTest {

	private static final String STANDARDJBOSS_51 = "jboss-as-5/5.1.0.GA/server/default/conf/standardjboss.xml";
	private static final String AOP_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/ejb3-interceptors-aop.xml";

	@TempDir
	Path tmp;

	@Test
	void standardJBossContainersHaveTheirPools() throws Exception {
		BoundModel m = bind(STANDARDJBOSS_51, FileKind.STANDARDJBOSS);
		EObject slsb = find(m, "ContainerConfiguration", "containerName", "Standard Stateless SessionBean");
		assertEquals(100, get(slsb, "poolMaximumSize"));
		assertFalse(isSet(slsb, "poolMinimumSize"));
		assertFalse(isSet(slsb, "commitOption"));
		EObject cmp = find(m, "ContainerConfiguration", "containerName", "Standard Pessimistic CMP 2.x EntityBean");
		assertEquals("B", literal(get(cmp, "commitOption")));
		assertEquals(false, get(cmp, "syncOnCommitOnly"));
		assertEquals(1000000, get(cmp, "cacheMaxCapacity"));
		EObject derived = find(m, "ContainerConfiguration", "containerName", "Standard CMP 2.x EntityBean");
		assertEquals("Instance Per Transaction CMP 2.x EntityBean", get(derived, "extendsConfiguration"));
		assertFalse(isSet(derived, "commitOption"), "inherited, not written");
		assertFalse(bind("jboss-as-4.2/4.2.3.GA/server/default/conf/standardjboss.xml", FileKind.STANDARDJBOSS)
				.all("ContainerConfiguration").isEmpty());
	}

	@Test
	void poolAnnotationsOfJBoss51AreReadFromTheirText() throws Exception {
		BoundModel m = bind(AOP_51, FileKind.EJB3_INTERCEPTORS_AOP);
		EObject slsb = find(m, "PoolAnnotation", "domain", "Stateless Bean");
		assertEquals("ThreadlocalPool", get(slsb, "poolClass"));
		assertEquals(30, get(slsb, "maxSize"));
		assertEquals(10000L, get(slsb, "timeout"));
		EObject mdb = find(m, "PoolAnnotation", "domain", "Message Driven Bean");
		assertEquals("StrictMaxPool", get(mdb, "poolClass"));
		assertEquals(15, get(mdb, "maxSize"));
		List<EObject> caches = m.all("CacheConfigAnnotation");
		assertEquals(100000, get(caches.get(0), "maxSize"));
		assertEquals(300L, get(caches.get(0), "idleTimeoutSeconds"));
		assertEquals(1, caches.stream().filter(c -> "sfsb-cache".equals(get(c, "name"))
				&& "Stateful Bean".equals(get(c, "domain"))).count());
	}

	@Test
	void jboss42PoolClassAnnotationsAreRead() throws Exception {
		BoundModel m = bind("jboss-as-4.2/4.2.3.GA/server/default/deploy/ejb3-interceptors-aop.xml",
				FileKind.EJB3_INTERCEPTORS_AOP);
		EObject slsb = find(m, "PoolAnnotation", "domain", "Stateless Bean");
		assertEquals("org.jboss.ejb3.ThreadlocalPool.class", get(slsb, "poolClass"));
		assertEquals(30, get(slsb, "maxSize"));
	}

	@Test
	void settingMaxSizeChangesOnlyTheNumberInsideTheAnnotation() throws Exception {
		BoundModel m = bindCopy(tmp, AOP_51, FileKind.EJB3_INTERCEPTORS_AOP);
		EObject mdb = find(m, "PoolAnnotation", "domain", "Message Driven Bean");
		String before = bytes(m);
		mdb.eSet(feature(mdb, "maxSize"), 40);
		assertOnlyReplaced(before, bytes(m), "<domain name=\"Message Driven Bean\"", "maxSize=15", "maxSize=40");
		assertThrows(IllegalStateException.class, () -> mdb.eUnset(feature(mdb, "maxSize")));
		assertEquals(40, get(mdb, "maxSize"), "a refused edit leaves the model as the document is");
	}

	@Test
	void settingAContainerPoolSizeChangesOnlyItsText() throws Exception {
		BoundModel m = bindCopy(tmp, STANDARDJBOSS_51, FileKind.STANDARDJBOSS);
		EObject slsb = find(m, "ContainerConfiguration", "containerName", "Standard Stateless SessionBean");
		String before = bytes(m);
		slsb.eSet(feature(slsb, "poolMaximumSize"), 250);
		assertOnlyReplaced(before, bytes(m), "<container-name>Standard Stateless SessionBean<",
				"<MaximumSize>100</MaximumSize>", "<MaximumSize>250</MaximumSize>");
	}

	@Test
	void anObjectAddedToTheModelCannotBeEditedBeforeItIsInTheDocument() throws Exception {
		BoundModel m = bindCopy(tmp, STANDARDJBOSS_51, FileKind.STANDARDJBOSS);
		EObject added = org.eclipse.emf.ecore.util.EcoreUtil.create(m.all("ContainerConfiguration").get(0).eClass());
		@SuppressWarnings("unchecked")
		List<EObject> configurations = (List<EObject>) get(m.root(), "containerConfigurations");
		configurations.add(added);
		String before = bytes(m);
		IllegalStateException e = assertThrows(IllegalStateException.class,
				() -> added.eSet(feature(added, "poolMaximumSize"), 5));
		assertTrue(e.getMessage().contains("standardjboss.xml"), e.getMessage());
		assertFalse(added.eIsSet(feature(added, "poolMaximumSize")), "the refused value is not kept");
		assertEquals(before, bytes(m));
	}
}
