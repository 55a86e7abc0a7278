package dyno.ide.internal;

import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.ITypeRoot;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.launching.IJavaLaunchConfigurationConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;

import dyno.ide.ProfileWithDyno;

/**
 * Profile As › Java Application with Dyno: profiles the selected class (or the class of the editor) through the
 * Java Application configuration that already runs it, or a new one made once, as Run As does.
 */
public final class ProfileShortcut implements ILaunchShortcut {

	@Override
	public void launch(ISelection selection, String mode) {
		if (selection instanceof IStructuredSelection s && s.getFirstElement() != null) {
			profile(Adapters.adapt(s.getFirstElement(), IJavaElement.class));
		}
	}

	@Override
	public void launch(IEditorPart editor, String mode) {
		profile(Adapters.adapt(editor.getEditorInput(), IJavaElement.class));
	}

	private static void profile(IJavaElement element) {
		try {
			IType type = mainType(element);
			if (type == null) {
				MessageDialog.openInformation(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(),
						"Profile with Dyno", "The selection has no class with a main method.");
				return;
			}
			DebugUITools.launch(configurationFor(type), ProfileWithDyno.MODE);
		} catch (CoreException e) {
			MessageDialog.openError(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(),
					"Profile with Dyno", "Cannot profile: " + e.getMessage());
		}
	}

	private static IType mainType(IJavaElement element) throws JavaModelException {
		if (element instanceof IType t && hasMain(t)) {
			return t;
		}
		IJavaElement unit = element == null ? null : element.getAncestor(IJavaElement.COMPILATION_UNIT);
		if (unit == null && element != null) {
			unit = element.getAncestor(IJavaElement.CLASS_FILE);
		}
		IType primary = unit instanceof ITypeRoot root ? root.findPrimaryType() : null;
		return primary != null && hasMain(primary) ? primary : null;
	}

	private static boolean hasMain(IType type) throws JavaModelException {
		for (IMethod m : type.getMethods()) {
			if (m.isMainMethod()) {
				return true;
			}
		}
		return false;
	}

	/** The configuration that runs {@code type} in its project, or a new one. */
	static ILaunchConfiguration configurationFor(IType type) throws CoreException {
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		ILaunchConfigurationType javaApp = manager
				.getLaunchConfigurationType(IJavaLaunchConfigurationConstants.ID_JAVA_APPLICATION);
		String project = type.getJavaProject().getElementName();
		String main = type.getFullyQualifiedName();
		for (ILaunchConfiguration c : manager.getLaunchConfigurations(javaApp)) {
			if (main.equals(c.getAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, ""))
					&& project.equals(c.getAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, ""))) {
				return c;
			}
		}
		ILaunchConfigurationWorkingCopy wc = javaApp.newInstance(null,
				manager.generateLaunchConfigurationName(type.getElementName()));
		wc.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, project);
		wc.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, main);
		return wc.doSave();
	}
}
