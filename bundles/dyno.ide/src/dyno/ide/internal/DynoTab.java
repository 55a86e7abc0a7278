package dyno.ide.internal;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dyno.ide.ProfileWithDyno;
import dyno.profile.RecordingStore;

/** The Dyno tab of a Java Application configuration: what a Profile launch records besides Dyno's live views. */
public final class DynoTab extends AbstractLaunchConfigurationTab {

	private Button jfr;
	private Button gcLog;

	@Override
	public void createControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setLayout(new GridLayout(1, false));
		Label about = new Label(area, SWT.WRAP);
		about.setText("Profile As runs the program as Run does and opens it in Dyno's JVM Explorer with its Heap "
				+ "Generations and Threads views as soon as it is up. Also:");
		about.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		jfr = check(area, "Record with JDK Flight Recorder (profile settings); the recording opens when the program ends");
		gcLog = check(area, "Write a GC log (-Xlog:gc*)");
		Label where = new Label(area, SWT.WRAP);
		where.setText("Files go to " + RecordingStore.defaultStore().root() + ", in a folder named after this configuration.");
		setControl(area);
	}

	private Button check(Composite area, String text) {
		Button b = new Button(area, SWT.CHECK);
		b.setText(text);
		b.addListener(SWT.Selection, e -> {
			setDirty(true);
			updateLaunchConfigurationDialog();
		});
		return b;
	}

	@Override
	public void setDefaults(ILaunchConfigurationWorkingCopy config) {
		config.setAttribute(ProfileWithDyno.ATTR_JFR, false);
		config.setAttribute(ProfileWithDyno.ATTR_GC_LOG, false);
	}

	@Override
	public void initializeFrom(ILaunchConfiguration config) {
		try {
			jfr.setSelection(config.getAttribute(ProfileWithDyno.ATTR_JFR, false));
			gcLog.setSelection(config.getAttribute(ProfileWithDyno.ATTR_GC_LOG, false));
		} catch (CoreException e) {
			setErrorMessage("Cannot read Dyno's settings of this configuration: " + e.getMessage());
		}
	}

	@Override
	public void performApply(ILaunchConfigurationWorkingCopy config) {
		config.setAttribute(ProfileWithDyno.ATTR_JFR, jfr.getSelection());
		config.setAttribute(ProfileWithDyno.ATTR_GC_LOG, gcLog.getSelection());
	}

	@Override
	public String getName() {
		return "Dyno";
	}
}
