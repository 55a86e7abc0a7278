package dyno.ui.tests;

import org.jemmy.control.Wrap;
import org.jemmy.env.Environment;
import org.jemmy.input.awt.AWTRobotInputFactory;

/** Jemmy's settings for every UI test: real mouse input through java.awt.Robot, 20 s for a state to come. */
final class Jemmy {

	private Jemmy() {
	}

	static void setUp() {
		Environment env = Environment.getEnvironment();
		env.setInputFactory(new AWTRobotInputFactory());
		env.setTimeout(Wrap.WAIT_STATE_TIMEOUT, 20_000);
	}
}
