package dyno.load.ui.internal.launch;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Text;

import dyno.load.ui.DynoLoadUi;

/**
 * The plan to run and what to change in it: thread group and HTTP values that apply even where the plan
 * hard-codes them, an extra properties file, more {@code -J} properties, where runs are written and the CI
 * gate's rules.
 */
final class PlanTab extends LoadTab {

	private Text plan;
	private final Map<String, Text> overrides = new LinkedHashMap<>();
	private Text propertiesFile;
	private Text properties;
	private Text runsRoot;
	private Text gate;

	@Override
	public String getName() {
		return "Plan";
	}

	@Override
	public void createControl(Composite parent) {
		Composite c = page(parent, 3);
		plan = field(c, "Test plan (.jmx):", "load.plan", 1);
		button(c, "Browse…", () -> browseFile(plan, "*.jmx"));

		Group g = new Group(c, SWT.NONE);
		g.setText("Overrides (blank: as in the plan; they apply even where the plan hard-codes a value)");
		GridDataFactory.fillDefaults().grab(true, false).span(3, 1).applyTo(g);
		GridLayoutFactory.swtDefaults().numColumns(4).applyTo(g);
		LoadConfig.OVERRIDES.forEach((name, label) -> overrides.put(name, field(g, label + ":", "load." + name, 1)));

		propertiesFile = field(c, "Properties file (-q):", "load.propertiesFile", 1);
		button(c, "Browse…", () -> browseFile(propertiesFile, "*.properties"));
		note(c, "More properties (-J), one name=value per line:", 3);
		properties = lines(c, "load.properties", 4);
		runsRoot = field(c, "Runs folder:", "load.runsRoot", 1);
		button(c, "Browse…", this::browseRunsRoot);
		note(c, "Gate rules, one per line, judged when the run ends (e.g. p95>500ms, errors>1%, checkout:p95>300ms):", 3);
		gate = lines(c, "load.gate", 3);
	}

	private void browseFile(Text into, String extension) {
		FileDialog d = new FileDialog(getShell(), SWT.OPEN);
		d.setFilterExtensions(new String[] { extension, "*" });
		d.setFileName(into.getText());
		String chosen = d.open();
		if (chosen != null) {
			into.setText(chosen);
		}
	}

	private void browseRunsRoot() {
		DirectoryDialog d = new DirectoryDialog(getShell());
		d.setFilterPath(runsRoot.getText());
		String chosen = d.open();
		if (chosen != null) {
			runsRoot.setText(chosen);
		}
	}

	@Override
	public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
		configuration.setAttribute(DynoLoadUi.ATTR_RUNS_ROOT, DynoLoadUi.defaultRunsFolder().toString());
	}

	@Override
	public void initializeFrom(ILaunchConfiguration configuration) {
		try {
			LoadConfig config = LoadConfig.read(configuration);
			plan.setText(config.plan());
			overrides.forEach((name, t) -> t.setText(config.overrides().getOrDefault(name, "")));
			propertiesFile.setText(config.propertiesFile());
			properties.setText(joined(config.properties()));
			runsRoot.setText(config.runsRoot());
			gate.setText(joined(config.gate()));
		} catch (CoreException e) {
			setErrorMessage("Cannot read this configuration: " + e.getMessage());
		}
	}

	@Override
	public void performApply(ILaunchConfigurationWorkingCopy configuration) {
		configuration.setAttribute(DynoLoadUi.ATTR_PLAN, plan.getText().strip());
		overrides.forEach((name, t) -> configuration.setAttribute(LoadConfig.PREFIX + name, t.getText().strip()));
		configuration.setAttribute(LoadConfig.PROPERTIES_FILE, propertiesFile.getText().strip());
		List<String> lines = entries(properties);
		configuration.setAttribute(LoadConfig.PROPERTIES, lines);
		configuration.setAttribute(DynoLoadUi.ATTR_RUNS_ROOT, runsRoot.getText().strip());
		configuration.setAttribute(LoadConfig.GATE, entries(gate));
	}

	@Override
	String problem(LoadConfig config) {
		return config.planTabProblem();
	}
}
