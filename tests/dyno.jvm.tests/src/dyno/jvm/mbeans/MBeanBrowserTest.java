package dyno.jvm.mbeans;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import javax.management.ObjectName;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.ManagedCounter;
import dyno.samples.Waits;

/** The MBean browser's engine against a real child JVM with a sample MBean, reached through its local JMX agent. */
class MBeanBrowserTest {

	private static ChildJvm child;
	private static JvmConnection connection;
	private static MBeanBrowser browser;
	private static ObjectName counter;

	@BeforeAll
	static void start() throws Exception {
		child = ChildJvm.start(ManagedCounter.class);
		connection = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared());
		assertEquals(JvmConnection.State.LIVE, connection.connectAndWait(Waits.LIMIT), connection.problem());
		browser = new MBeanBrowser(connection);
		counter = new ObjectName(ManagedCounter.NAME);
	}

	@AfterAll
	static void stop() {
		connection.close();
		child.close();
	}

	@Test
	void domainsListTheJvmsBeansAndTheSamplesOne() throws IOException {
		List<MBeanNode.Domain> domains = browser.domains();
		List<String> names = domains.stream().map(MBeanNode.Domain::name).toList();
		assertTrue(names.containsAll(List.of("java.lang", "dyno.samples")), names.toString());
		assertEquals(names.stream().sorted().toList(), names, "sorted");
		MBeanNode.Domain samples = domains.get(names.indexOf("dyno.samples"));
		assertEquals(List.of("type=ManagedCounter,name=counter"), samples.beans().stream().map(MBeanNode::label).toList());
	}

	@Test
	void attributesOperationsAndNotificationsOfTheSampleBean() throws IOException {
		MBeanDetails d = browser.describe(counter);
		assertEquals(List.of("Count", "Label", "Limit"), d.attributes().stream().map(MBeanDetails.Attribute::name).toList());
		MBeanDetails.Attribute count = d.attribute("Count").orElseThrow();
		assertFalse(count.writable());
		assertFalse(count.editable());
		assertTrue(d.attribute("Limit").orElseThrow().editable());
		assertTrue(d.attribute("Label").orElseThrow().editable());
		assertEquals(List.of("String add(int p1, String p2)"),
				d.operations().stream().map(MBeanDetails.Operation::signature).toList());
		assertTrue(d.notificationTypes().contains(ManagedCounter.PING), d.notificationTypes().toString());
	}

	@Test
	void writingAnAttributeChangesItInTheJvmAndTellsSubscribers() throws Exception {
		MBeanDetails.Attribute limit = browser.describe(counter).attribute("Limit").orElseThrow();
		List<NotificationLog.Entry> seen;
		try (NotificationLog log = browser.subscribe(counter, () -> { })) {
			assertEquals(42, browser.write(counter, limit, " 42 "));
			assertEquals("42", browser.describe(counter).attribute("Limit").orElseThrow().text());
			child.command("notify", "notified", Waits.LIMIT.toSeconds());
			seen = Waits.value("two notifications", log::entries, entries -> entries.size() >= 2);
		}
		assertEquals("jmx.attribute.change", seen.get(0).type());
		assertEquals("Limit changed from " + ManagedCounter.FIRST_LIMIT + " to 42", seen.get(0).message());
		assertEquals(ManagedCounter.PING, seen.get(1).type());
		assertTrue(seen.get(1).time() > 0);

		IllegalArgumentException typo = assertThrows(IllegalArgumentException.class,
				() -> browser.write(counter, limit, "forty"));
		assertEquals("'forty' is not an int.", typo.getMessage());
		assertEquals(42, browser.write(counter, limit, "42"), "a refused text writes nothing");
	}

	@Test
	void anOperationRunsWithTypedParameters() throws IOException {
		MBeanDetails.Operation add = browser.describe(counter).operations().get(0);
		long before = (Long) browser.describe(counter).attribute("Count").orElseThrow().value();
		assertEquals((before + 5) + " five", browser.invoke(counter, add, List.of("5", "five")));
		assertEquals(before + 5, browser.describe(counter).attribute("Count").orElseThrow().value());
		IllegalArgumentException typo = assertThrows(IllegalArgumentException.class,
				() -> browser.invoke(counter, add, List.of("5.5", "x")));
		assertEquals("p1: '5.5' is not an int.", typo.getMessage());
	}

	@Test
	void compositeTabularAndArrayValuesReadInOneLine() throws Exception {
		MBeanDetails memory = browser.describe(new ObjectName("java.lang:type=Memory"));
		String heap = memory.attribute("HeapMemoryUsage").orElseThrow().text();
		assertTrue(heap.matches("\\{committed=\\d+, init=\\d+, max=-?\\d+, used=\\d+}"), heap);
		MBeanDetails runtime = browser.describe(new ObjectName("java.lang:type=Runtime"));
		String properties = runtime.attribute("SystemProperties").orElseThrow().text();
		assertTrue(properties.matches("\\d+ rows: \\{key=.*, value=.*}, .*… \\(\\d+ more\\)"), properties);
		String arguments = runtime.attribute("InputArguments").orElseThrow().text();
		assertEquals("String[1]: -Xmx64m", arguments);
		assertEquals("int[12]: 0, 1, 2, 3, 4, 5, 6, 7, … (4 more)",
				AttributeValue.format(new int[] { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 }));
	}

	@Test
	void aJvmThatEndedSaysSoInOneSentence() throws Exception {
		try (ChildJvm other = ChildJvm.start(ManagedCounter.class);
				JvmConnection c = new JvmConnection(new Target.LocalJmx(other.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			other.close();
			IOException gone = assertThrows(IOException.class, () -> new MBeanBrowser(c).domains());
			assertTrue(gone.getMessage().contains("jmx pid " + other.pid()), gone.getMessage());
		}
	}
}
