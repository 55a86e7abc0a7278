package dyno.app.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.osgi.framework.Bundle;
import org.osgi.framework.Version;

import dyno.load.jmeter.JMeterHome;

/**
 * Help > About Dyno: the product's name and version with its build, and the versions of what its results depend on
 * (the JDK it runs on, the bundled JMeter, the JMC libraries that read recordings), as a bug report needs them.
 */
public final class AboutDyno extends AbstractHandler {

	/** The JMC libraries Dyno reads recordings and runs rules with. */
	private static final List<String> JMC_BUNDLES = List.of("org.openjdk.jmc.common", "org.openjdk.jmc.flightrecorder",
			"org.openjdk.jmc.flightrecorder.rules", "org.openjdk.jmc.flightrecorder.rules.jdk");

	@Override
	public Object execute(ExecutionEvent event) {
		MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "About Dyno", text());
		return null;
	}

	/** What the dialog says, one fact per line. */
	static String text() {
		List<String> lines = new ArrayList<>();
		Version version = Platform.getBundle("dyno.app").getVersion();
		lines.add("Dyno " + version.getMajor() + "." + version.getMinor() + "." + version.getMicro());
		lines.add("A workbench for tuning Java application servers (JBoss AS 4–6, WildFly, Tomcat).");
		lines.add("");
		lines.add("Build: " + (version.getQualifier().isEmpty() ? "(none)" : version.getQualifier()));
		lines.add("Java: " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vendor")
				+ "), " + System.getProperty("java.home"));
		lines.add("JMeter: " + JMeterHome.bundled().map(h -> h.version() + " (" + h.path() + ")")
				.orElse("not bundled (set its folder in the Load Test preferences)"));
		for (String jmc : JMC_BUNDLES) {
			lines.add(jmc + ": " + Optional.ofNullable(Platform.getBundle(jmc)).map(Bundle::getVersion)
					.map(Version::toString).orElse("missing"));
		}
		lines.add("Eclipse platform: " + Platform.getBundle("org.eclipse.ui.workbench").getVersion());
		return String.join("\n", lines);
	}
}
