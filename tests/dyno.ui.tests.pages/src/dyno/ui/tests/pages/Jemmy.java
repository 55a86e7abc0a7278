package dyno.ui.tests.pages;

import org.jemmy.control.Wrap;
import org.jemmy.env.Environment;
import org.jemmy.input.awt.AWTRobotInputFactory;

import dyno.samples.Waits;

/**
 * Jemmy's settings for every UI test: real mouse input through java.awt.Robot; a state awaited fails after the same
 * generous limit as every other wait of the suite ({@link Waits#LIMIT}).
 */
public final class Jemmy {

	private Jemmy() {
	}

	public static void setUp() {
		Environment env = Environment.getEnvironment();
		env.setInputFactory(new AWTRobotInputFactory());
		env.setTimeout(Wrap.WAIT_STATE_TIMEOUT, Waits.LIMIT.toMillis());
	}
}
