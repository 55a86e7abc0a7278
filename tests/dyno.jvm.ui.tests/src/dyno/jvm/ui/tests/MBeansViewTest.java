package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import javax.management.ObjectName;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.ManagedCounter;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.MBeansPage;

/**
 * The MBeans view opened from the explorer on a JVM with a sample MBean: its attributes read, one written in the
 * table, the JVM, read over a JMX connection of its own, has the new value, and the subscribed notifications list
 * the bean's change notification; a value of the wrong type is refused in the header.
 */
@ExtendWith(CleanWorkbench.class)
class MBeansViewTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void anAttributeWrittenInTheTableChangesTheJvmsMBean() throws Exception {
		DynoWindow window = DynoWindow.find();
		ObjectName counter = new ObjectName(ManagedCounter.NAME);
		try (ChildJvm child = ChildJvm.start(ManagedCounter.class)) {
			MBeansPage mbeans = MBeansPage.open(window, child.pid());
			try {
				mbeans.waitForStatus("MBeans in");
				mbeans.select(counter);
				List<List<String>> rows = mbeans.waitForAttributes(r -> r.contains(
						List.of("Limit", String.valueOf(ManagedCounter.FIRST_LIMIT), "int", "RW")));
				assertTrue(rows.contains(List.of("Count", "0", "long", "R")), rows.toString());

				mbeans.subscribe();
				mbeans.waitForStatus("Listening to the notifications of " + ManagedCounter.NAME);
				mbeans.edit("Limit", "77");
				mbeans.waitForStatus("Limit of " + ManagedCounter.NAME + " is now 77");
				mbeans.waitForAttributes(r -> r.contains(List.of("Limit", "77", "int", "RW")));
				try (JvmConnection own = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
					assertEquals(JvmConnection.State.LIVE, own.connectAndWait(Waits.LIMIT), own.problem());
					assertEquals(77, own.readMBeans(m -> m.getAttribute(counter, "Limit")).orElseThrow());
				}

				// A click on a row that is not selected edits it too, and so do F2 or Enter on the selected row.
				mbeans.deselectAttributes();
				mbeans.edit("Limit", "many");
				mbeans.waitForStatus("'many' is not an int.");
				mbeans.editWithKeyboard("Limit", "78");
				mbeans.waitForStatus("Limit of " + ManagedCounter.NAME + " is now 78");
				mbeans.edit("Limit", "many");
				mbeans.waitForStatus("'many' is not an int.");
				window.screenshot("mbeans-attributes");
				mbeans.showTab("Notifications");
				List<List<String>> told = mbeans.waitForNotifications(r -> r.size() >= 2);
				assertEquals(List.of("jmx.attribute.change", "Limit changed from " + ManagedCounter.FIRST_LIMIT + " to 77"),
						told.get(0).subList(1, 3), "the subscribed notification of the first write: " + told);
				assertEquals(List.of("jmx.attribute.change", "Limit changed from 77 to 78"), told.get(1).subList(1, 3),
						"the notification of the write made with the keyboard: " + told);
				window.screenshot("mbeans-notifications");
			} finally {
				window.closeMBeans("pid " + child.pid());
			}
		}
	}
}
