package dyno.load.ui.internal.launch;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut2;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.PlatformUI;

import dyno.load.ui.DynoLoadUi;

/**
 * Run As › JMeter Load Test on a {@code .jmx} plan (a file in a project of the IDE, a file selected elsewhere, an
 * editor on a plan): runs the plan's configuration, the one made earlier for the same file or a new one with the
 * defaults, named after the plan, so a second run of the same plan is the same configuration (and comparable).
 */
public final class LoadLaunchShortcut implements ILaunchShortcut2 {

	@Override
	public void launch(ISelection selection, String mode) {
		launchPlan(planOf(selection), mode);
	}

	@Override
	public void launch(IEditorPart editor, String mode) {
		launchPlan(planOf(editor.getEditorInput()), mode);
	}

	@Override
	public ILaunchConfiguration[] getLaunchConfigurations(ISelection selection) {
		return existing(planOf(selection));
	}

	@Override
	public ILaunchConfiguration[] getLaunchConfigurations(IEditorPart editor) {
		return existing(planOf(editor.getEditorInput()));
	}

	@Override
	public IResource getLaunchableResource(ISelection selection) {
		return selection instanceof IStructuredSelection s ? Adapters.adapt(s.getFirstElement(), IResource.class) : null;
	}

	@Override
	public IResource getLaunchableResource(IEditorPart editor) {
		return Adapters.adapt(editor.getEditorInput(), IResource.class);
	}

	/** Runs {@code plan}'s configuration (made when there is none); says why when {@code plan} is not a plan. */
	public static void launchPlan(Path plan, String mode) {
		if (plan == null || !plan.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jmx")) {
			MessageDialog.openError(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Run Load Test",
					"Choose a JMeter test plan (a .jmx file) to run" + (plan == null ? "." : "; " + plan + " is not one."));
			return;
		}
		try {
			DebugUITools.launch(configurationOf(plan), mode);
		} catch (CoreException e) {
			MessageDialog.openError(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Run Load Test",
					"Cannot make a launch configuration for " + plan + ": " + e.getMessage());
		}
	}

	/** The configuration made earlier for {@code plan}, or a new one with the defaults, named after the plan. */
	public static ILaunchConfiguration configurationOf(Path plan) throws CoreException {
		ILaunchConfiguration[] found = existing(plan);
		return found.length > 0 ? found[0] : created(plan);
	}

	private static ILaunchConfiguration[] existing(Path plan) {
		if (plan == null) {
			return new ILaunchConfiguration[0];
		}
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		try {
			String wanted = plan.toAbsolutePath().normalize().toString();
			return Arrays.stream(manager.getLaunchConfigurations(type(manager)))
					.filter(c -> wanted.equals(planAttribute(c))).toArray(ILaunchConfiguration[]::new);
		} catch (CoreException e) {
			return new ILaunchConfiguration[0];
		}
	}

	private static String planAttribute(ILaunchConfiguration c) {
		try {
			String p = c.getAttribute(DynoLoadUi.ATTR_PLAN, "");
			return p.isBlank() ? "" : Path.of(p).toAbsolutePath().normalize().toString();
		} catch (CoreException | RuntimeException e) {
			return ""; // an unreadable configuration or a plan text that is no path: not this plan's
		}
	}

	private static ILaunchConfiguration created(Path plan) throws CoreException {
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		String name = plan.getFileName().toString().replaceFirst("(?i)\\.jmx$", "");
		ILaunchConfigurationWorkingCopy copy = type(manager).newInstance(null,
				manager.generateLaunchConfigurationName(name));
		new PlanTab().setDefaults(copy);
		copy.setAttribute(DynoLoadUi.ATTR_PLAN, plan.toAbsolutePath().normalize().toString());
		return copy.doSave();
	}

	private static ILaunchConfigurationType type(ILaunchManager manager) {
		return manager.getLaunchConfigurationType(DynoLoadUi.LAUNCH_TYPE_ID);
	}

	private static Path planOf(ISelection selection) {
		if (!(selection instanceof IStructuredSelection s) || s.size() != 1) {
			return null;
		}
		Object o = s.getFirstElement();
		if (o instanceof File f) {
			return f.toPath();
		}
		if (o instanceof Path p) {
			return p;
		}
		IResource r = Adapters.adapt(o, IResource.class);
		return r == null || r.getLocation() == null ? null : r.getLocation().toFile().toPath();
	}

	private static Path planOf(IEditorInput input) {
		IResource r = Adapters.adapt(input, IResource.class);
		if (r != null && r.getLocation() != null) {
			return r.getLocation().toFile().toPath();
		}
		return input instanceof IPathEditorInput p ? p.getPath().toFile().toPath() : null;
	}
}
