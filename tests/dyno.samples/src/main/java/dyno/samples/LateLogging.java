package dyno.samples;

import java.util.Map;
import java.util.logging.LogManager;
import java.util.logging.Logger;

/**
 * A JVM that names its own java.util.logging manager ({@code -Djava.util.logging.manager=}{@link Manager}) and
 * first logs on command {@code log}, answering {@code manager <class>} with the manager it got: until then it is
 * like a server still booting, whose log manager is not installed yet.
 */
public final class LateLogging {

	private LateLogging() {
	}

	/** The manager it names; any java.util.logging.LogManager subclass on the class path. */
	public static final class Manager extends LogManager {
	}

	/** The JVM option that names {@link Manager}: a constant, so that naming it does not load the class. */
	public static final String OPTION = "-Djava.util.logging.manager=dyno.samples.LateLogging$Manager";

	public static void main(String[] args) throws InterruptedException {
		OnDemand.serve(Map.of("log", () -> {
			Logger.getLogger("dyno.samples").fine("booted");
			System.out.println("manager " + LogManager.getLogManager().getClass().getName());
		}));
	}
}
