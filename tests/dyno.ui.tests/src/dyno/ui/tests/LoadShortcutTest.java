package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.ui.DynoLoadUi;
import dyno.load.ui.internal.launch.LoadLaunchShortcut;
import dyno.samples.ChildJvm;
import dyno.samples.HttpService;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.Ui;

/**
 * Run As › JMeter Load Test on a plan file, as an explorer of the IDE hands it over (here a plain file, as this
 * workbench's Load → Run Test Plan… does): the plan runs at once with the live dashboard, in a launch configuration
 * named after it, and running the same plan again reuses that configuration instead of making another.
 */
class LoadShortcutTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterAll
	static void restoreLayout() {
		DynoWindow.find().closeLoadTestParts();
	}

	@Test
	void runAsOnAPlanRunsItInAConfigurationOfItsOwnMadeOnce(@TempDir Path dir) throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm service = ChildJvm.start(HttpService.class, "120")) {
			// Run As runs a plan as it is, without overrides: the copy's own default port is the service's, and it
			// runs for two minutes, so it is surely still running when the test stops it.
			String text = Files.readString(Path.of(System.getProperty("dyno.samplePlan")));
			String tenSeconds = "<stringProp name=\"ThreadGroup.duration\">10</stringProp>";
			assertTrue(text.contains("__P(port,8080)") && text.contains(tenSeconds), "the sample plan as this test knows it");
			Path plan = Files.writeString(dir.resolve("shop-smoke.jmx"), text
					.replace("__P(port,8080)", "__P(port," + HttpService.port(service) + ")")
					.replace(tenSeconds, tenSeconds.replace(">10<", ">120<")));

			runAs(plan);
			LoadDashboardPage first = window.loadDashboard();
			first.waitForRows(r -> r.size() == 4 && Long.parseLong(r.get(3).get(1)) > 0);
			first.click("load.stop");
			first.waitForState("Stopped");
			List<ILaunchConfiguration> configs = configsOf(plan);
			assertEquals(1, configs.size(), "one configuration for the plan");
			assertEquals("shop-smoke", configs.get(0).getName());

			first.close();
			runAs(plan);
			LoadDashboardPage second = window.loadDashboard();
			assertTrue(!second.run().equals(first.run()), "a new run: " + second.run());
			second.waitForRows(r -> r.size() == 4 && Long.parseLong(r.get(3).get(1)) > 0);
			second.click("load.stop");
			second.waitForState("Stopped");
			assertEquals(configs, configsOf(plan), "the same configuration ran again");
			second.close();
		}
	}

	private static void runAs(Path plan) {
		Ui.get(() -> {
			new LoadLaunchShortcut().launch(new StructuredSelection(plan.toFile()), ILaunchManager.RUN_MODE);
			return null;
		});
	}

	private static List<ILaunchConfiguration> configsOf(Path plan) throws Exception {
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		ILaunchConfiguration[] all = manager.getLaunchConfigurations(manager.getLaunchConfigurationType(DynoLoadUi.LAUNCH_TYPE_ID));
		return Arrays.stream(all).filter(c -> {
			try {
				return plan.toString().equals(c.getAttribute(DynoLoadUi.ATTR_PLAN, ""));
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		}).toList();
	}
}
