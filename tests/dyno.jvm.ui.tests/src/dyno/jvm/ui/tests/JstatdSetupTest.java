package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jvm.JstatdSetup;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;

/** The jstatd Setup dialog: JDK 17 needs a policy file in the command, 21 none; the warning is always shown. */
@ExtendWith(CleanWorkbench.class)
class JstatdSetupTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void commandHasThePolicyForJdk17AndNoneFor21AndTheWarningIsVisible() throws Exception {
		DynoWindow window = DynoWindow.find();
		window.clickToolItem("jstatd Setup…");
		DialogPage setup = DialogPage.waitFor("jstatd Setup");
		try {
			checkCommands(setup);
		} finally {
			setup.click("Close"); // a dialog left open would block the next test's clicks
		}
		setup.waitUntilClosed();
	}

	private static void checkCommands(DialogPage setup) throws Exception {
		setup.type("jstatd.host", "watched-box");
		setup.choose("jstatd.release", "17");
		String command = setup.text("jstatd.command");
		assertTrue(command.contains("-J-Djava.security.policy=/etc/jstatd.policy"), command);
		assertTrue(command.contains("-J-Djava.rmi.server.hostname=watched-box"), command);
		assertTrue(setup.text("jstatd.policy").contains("grant codebase \"jrt:/jdk.jstatd\""), setup.text("jstatd.policy"));
		assertEquals(JstatdSetup.WARNING, setup.visibleLabel("jstatd.warning"), "the warning is on the screen");
		setup.screenshot("jstatd-setup");

		setup.choose("jstatd.release", "21");
		command = setup.text("jstatd.command");
		assertFalse(command.contains("security.policy"), command);
		assertTrue(command.startsWith("jstatd -p 1099"), command);
		assertEquals("(not needed)", setup.text("jstatd.policy"));
		assertEquals(JstatdSetup.WARNING, setup.visibleLabel("jstatd.warning"));
	}
}
