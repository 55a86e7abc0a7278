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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.Tuning;

class JvmModelTest {

	@TempDir
	Path tmp;

	@Test
	void runConfOfJBoss5HasItsHeapInBytes() throws Exception {
		BoundModel m = bind("jboss-as-5/5.1.0.GA/bin/run.conf", FileKind.RUN_CONF);
		EObject jvm = m.root();
		assertEquals("JvmOptions", jvm.eClass().getName());
		assertEquals(536870912L, get(jvm, "heapMax"));
		assertEquals(128L << 20, get(jvm, "heapMin"));
		assertEquals(256L << 20, get(jvm, "permMax"));
		assertEquals(3600000L, get(jvm, "rmiServerGcInterval"));
		assertFalse(isSet(jvm, "collector"), "no collector flag: ergonomics choose");
		assertEquals("default", Tuning.defaultValue(feature(jvm, "collector")).orElseThrow());
		assertFalse(isSet(jvm, "heapDumpOnOom"));
		assertNull(m.elementOf(jvm), "a shell script has no XML element");
		assertEquals(45, m.line(jvm, (EAttribute) feature(jvm, "heapMax")));
		assertEquals("512m", m.rawValue(jvm, (EAttribute) feature(jvm, "heapMax")).orElseThrow());
	}

	@Test
	void runConfBatAndWildFlySizingAreRead() throws Exception {
		EObject bat = bind("jboss-as-5/5.1.0.GA/bin/run.conf.bat", FileKind.RUN_CONF_BAT).root();
		assertEquals(1024L << 20, get(bat, "heapMax"));
		assertEquals(128L << 20, get(bat, "heapMin"));
		assertEquals(3600000L, get(bat, "rmiClientGcInterval"));
		EObject wildfly = bind("wildfly-39.0.1.Final/bin/standalone.conf", FileKind.RUN_CONF).root();
		assertEquals(512L << 20, get(wildfly, "heapMax"), "from $JBOSS_JAVA_SIZING");
		assertEquals(64L << 20, get(wildfly, "heapMin"));
		assertEquals(true, get(wildfly, "preferIpv4Stack"));
		assertFalse(isSet(wildfly, "permMax"));
	}

	@Test
	void settingAValueChangesOnlyItsFlag() throws Exception {
		BoundModel m = bindCopy(tmp, "jboss-as-5/5.1.0.GA/bin/run.conf", FileKind.RUN_CONF);
		String before = bytes(m);
		m.root().eSet(feature(m.root(), "heapMax"), 1L << 30);
		assertOnlyReplaced(before, bytes(m), "-Xmx512m", "-Xmx1g");
		assertEquals("1g", m.rawValue(m.root(), (EAttribute) feature(m.root(), "heapMax")).orElseThrow());
	}

	@Test
	void sizesKeepTheUnitCaseOfTheBatchFileAndWildFlySizingIsEditedWhereItIs() throws Exception {
		BoundModel bat = bindCopy(tmp, "jboss-as-5/5.1.0.GA/bin/run.conf.bat", FileKind.RUN_CONF_BAT);
		String before = bytes(bat);
		bat.root().eSet(feature(bat.root(), "heapMax"), 2L << 30);
		assertOnlyReplaced(before, bytes(bat), "-Xmx1024M", "-Xmx2G");
		BoundModel wildfly = bindCopy(tmp, "wildfly-39.0.1.Final/bin/standalone.conf", FileKind.RUN_CONF);
		before = bytes(wildfly);
		wildfly.root().eSet(feature(wildfly.root(), "heapMax"), 3L << 30);
		assertOnlyReplaced(before, bytes(wildfly), "JBOSS_JAVA_SIZING=\"-Xms64m -Xmx512m\"",
				"JBOSS_JAVA_SIZING=\"-Xms64m -Xmx3g\"");
	}

	@Test
	void choosingACollectorAddsItsFlagAndUnsettingRemovesIt() throws Exception {
		BoundModel m = bindCopy(tmp, "jboss-as-5/5.1.0.GA/bin/run.conf", FileKind.RUN_CONF);
		EObject jvm = m.root();
		EAttribute collector = (EAttribute) feature(jvm, "collector");
		String before = bytes(m);
		jvm.eSet(collector, ((org.eclipse.emf.ecore.EEnum) collector.getEType()).getEEnumLiteral("G1"));
		assertTrue(bytes(m).contains("-XX:+UseG1GC"), bytes(m));
		m.refresh();
		assertEquals("G1", literal(get(jvm, "collector")));
		jvm.eUnset(collector);
		assertEquals(before, bytes(m));
	}

	@Test
	void refreshReadsAnEditOfTheDocument() throws Exception {
		BoundModel m = bindCopy(tmp, "jboss-as-5/5.1.0.GA/bin/run.conf", FileKind.RUN_CONF);
		EObject jvm = m.root();
		((ShellConf) m.document()).javaOpts().set("-Xmx", "2g");
		((ShellConf) m.document()).javaOpts().set("-XX:HeapDumpOnOutOfMemoryError", "true");
		assertEquals(512L << 20, get(jvm, "heapMax"), "not before refresh");
		m.refresh();
		assertEquals(2L << 30, get(jvm, "heapMax"));
		assertEquals(true, get(jvm, "heapDumpOnOom"));
		assertTrue(jvm == m.root(), "the root object stays the same");
	}
}
