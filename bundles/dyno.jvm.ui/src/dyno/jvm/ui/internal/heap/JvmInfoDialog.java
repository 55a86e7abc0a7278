package dyno.jvm.ui.internal.heap;

import java.util.Map;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.JvmInfo;

/** What a JVM is and how it was started, as selectable text: JDK, uptime, command line, flags, properties. */
final class JvmInfoDialog extends Dialog {

	private final String label;
	private final JvmInfo info;

	JvmInfoDialog(Shell parent, String label, JvmInfo info) {
		super(parent);
		this.label = label;
		this.info = info;
		setShellStyle(getShellStyle() | SWT.RESIZE | SWT.MAX);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("JVM Info of " + label);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		Text text = new Text(area, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
		text.setFont(JFaceResources.getTextFont());
		text.setText(describe(info));
		GridDataFactory.fillDefaults().grab(true, true).hint(760, 480).applyTo(text);
		return area;
	}

	static String describe(JvmInfo i) {
		StringBuilder b = new StringBuilder();
		b.append("JDK:           ").append(i.javaVersion()).append('\n');
		b.append("VM:            ").append(i.vmName()).append('\n');
		long s = i.uptime().toSeconds();
		b.append("Uptime:        ").append(String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)).append('\n');
		b.append("Command line:  ").append(i.commandLine()).append('\n');
		b.append("JVM arguments: ").append(i.jvmArguments()).append('\n');
		b.append("Flags:         ").append(i.flags()).append("\n\nSystem properties (as the transport publishes them):\n");
		for (Map.Entry<String, String> p : new java.util.TreeMap<>(i.systemProperties()).entrySet()) {
			b.append("  ").append(p.getKey()).append(" = ").append(p.getValue()).append('\n');
		}
		return b.toString();
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
	}
}
