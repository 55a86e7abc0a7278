package dyno.jvm.ui.internal.explorer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.JstatdSetup;
import dyno.jvm.Target;
import dyno.ui.DynoUi;
import dyno.ui.StatusColour;

/**
 * Helps start jstatd on the machine to watch: pick its JDK release, host name and ports; the dialog shows the
 * exact command (with a Copy button), the policy file JDK 8 to 18 need (saved where the user says), and the
 * warning that jstatd has no authentication.
 */
final class JstatdSetupDialog extends TitleAreaDialog {

	private static final String[] RELEASES = { "8", "11", "17", "21", "25" };

	private Combo release;
	private Text host;
	private Text port;
	private Text rmiPort;
	private Text policyPath;
	private Text policy;
	private Text command;
	private Button savePolicy;
	private JstatdSetup setup;

	JstatdSetupDialog(Shell parent) {
		super(parent);
		setShellStyle(getShellStyle() | SWT.RESIZE);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("jstatd Setup");
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		setTitle("Start jstatd on the machine to watch");
		Composite area = (Composite) super.createDialogArea(parent);
		Composite form = new Composite(area, SWT.NONE);
		GridLayoutFactory.swtDefaults().numColumns(3).applyTo(form);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(form);
		release = new Combo(labelled(form, "JDK release there:"), SWT.DROP_DOWN);
		release.setItems(RELEASES);
		release.setData(DynoUi.WIDGET_NAME, "jstatd.release");
		release.setText("17");
		layout(release);
		host = text(form, "Host name (as Dyno reaches it):", "jstatd.host", "");
		port = text(form, "Registry port (-p):", "jstatd.port", Integer.toString(Target.JSTATD_DEFAULT_PORT));
		rmiPort = text(form, "Object port (-r, empty = any):", "jstatd.rmiPort", "1100");
		policyPath = text(form, "Policy file there:", "jstatd.policyPath", "/etc/jstatd.policy");
		command = readOnly(form, "Command:", "jstatd.command", 2);
		Button copy = new Button(form, SWT.PUSH);
		copy.setText("Copy");
		copy.addListener(SWT.Selection, e -> copy());
		policy = readOnly(form, "Policy file:", "jstatd.policy", 5);
		savePolicy = new Button(form, SWT.PUSH);
		savePolicy.setText("Save…");
		savePolicy.addListener(SWT.Selection, e -> save());
		Label warning = new Label(form, SWT.WRAP);
		warning.setText(JstatdSetup.WARNING);
		warning.setData(DynoUi.WIDGET_NAME, "jstatd.warning");
		StatusColour.ERROR.applyTo(warning);
		GridDataFactory.fillDefaults().span(3, 1).grab(true, false).hint(560, SWT.DEFAULT).applyTo(warning);
		for (Control c : new Control[] { release, host, port, rmiPort, policyPath }) {
			c.addListener(SWT.Modify, e -> update());
		}
		update();
		return area;
	}

	private static Composite labelled(Composite form, String label) {
		new Label(form, SWT.NONE).setText(label);
		return form;
	}

	private static void layout(Control c) {
		GridDataFactory.fillDefaults().span(2, 1).grab(true, false).applyTo(c);
	}

	private static Text text(Composite form, String label, String name, String value) {
		Text t = new Text(labelled(form, label), SWT.BORDER);
		t.setText(value);
		t.setData(DynoUi.WIDGET_NAME, name);
		layout(t);
		return t;
	}

	private static Text readOnly(Composite form, String label, String name, int lines) {
		Label l = new Label(form, SWT.NONE);
		l.setText(label);
		GridDataFactory.swtDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(l);
		Text t = new Text(form, SWT.BORDER | SWT.READ_ONLY | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
		t.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().grab(true, false).hint(460, t.getLineHeight() * lines + 6).applyTo(t);
		return t;
	}

	private void update() {
		try {
			int r = Integer.parseInt(release.getText().strip());
			int p = Integer.parseInt(port.getText().strip());
			int rp = rmiPort.getText().isBlank() ? 0 : Integer.parseInt(rmiPort.getText().strip());
			setup = new JstatdSetup(r, host.getText().strip(), p, rp, Path.of(policyPath.getText().strip()));
			setErrorMessage(null);
			setMessage(setup.needsPolicy() ? "JDK " + r + " runs jstatd under a security manager: it needs the policy file."
					: "JDK " + r + " needs no policy file.");
		} catch (IllegalArgumentException e) { // NumberFormatException too
			setup = null;
			setErrorMessage(host.getText().isBlank() ? "Type the host name or address Dyno will connect to."
					: e.getMessage());
		}
		command.setText(setup == null ? "" : setup.commandLine());
		policy.setText(setup == null ? "" : setup.needsPolicy() ? setup.policyText() : "(not needed)");
		savePolicy.setEnabled(setup != null && setup.needsPolicy());
	}

	private void copy() {
		if (setup == null) {
			return;
		}
		Clipboard clipboard = new Clipboard(getShell().getDisplay());
		try {
			clipboard.setContents(new Object[] { setup.commandLine() }, new Transfer[] { TextTransfer.getInstance() });
		} finally {
			clipboard.dispose();
		}
	}

	private void save() {
		FileDialog d = new FileDialog(getShell(), SWT.SAVE);
		d.setFileName("jstatd.policy");
		d.setOverwrite(true);
		String file = d.open();
		if (file == null || setup == null) {
			return;
		}
		try {
			Files.writeString(Path.of(file), setup.policyText(), StandardCharsets.UTF_8);
			setMessage("Saved " + file + ". Copy it to " + setup.policyFile() + " on " + setup.host() + ".");
		} catch (IOException e) {
			setErrorMessage("Cannot write " + file + ": " + e.getMessage());
		}
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
	}

	@Override
	protected void buttonPressed(int id) {
		if (id == IDialogConstants.CLOSE_ID) {
			close();
		} else {
			super.buttonPressed(id);
		}
	}
}
