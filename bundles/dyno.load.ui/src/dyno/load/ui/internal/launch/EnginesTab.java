package dyno.load.ui.internal.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;

/** JMeter engines on other machines that generate the load (distributed mode); none runs it here. */
final class EnginesTab extends LoadTab {

	static final String NOTE = "Each engine is JMeter in server mode on its machine (java -jar bin/ApacheJMeter.jar -s, "
			+ "with the plan's data files and the same JMeter version), listening on the port given here. "
			+ "Dyno then only coordinates and collects the results; every engine runs the whole plan, so the "
			+ "load is the plan's threads times the number of engines. Leave the list empty to run the load on this machine.";

	private Text engines;

	@Override
	public String getName() {
		return "Engines";
	}

	@Override
	public void createControl(Composite parent) {
		Composite c = page(parent, 3);
		note(c, "Remote engines, one host:port per line:", 3);
		engines = lines(c, "load.engines", 6);
		note(c, NOTE, 3);
	}

	@Override
	public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
		// no engines: the load runs here
	}

	@Override
	public void initializeFrom(ILaunchConfiguration configuration) {
		try {
			engines.setText(joined(LoadConfig.read(configuration).engines()));
		} catch (CoreException e) {
			setErrorMessage("Cannot read this configuration: " + e.getMessage());
		}
	}

	@Override
	public void performApply(ILaunchConfigurationWorkingCopy configuration) {
		configuration.setAttribute(LoadConfig.ENGINES, entries(engines));
	}

	@Override
	String problem(LoadConfig config) {
		return config.enginesTabProblem();
	}
}
