package dyno.jvm.ui.internal.explorer;

import java.io.IOException;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.equinox.security.storage.StorageException;

import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.connections.Passwords;
import dyno.ui.DynoUi;

/**
 * Asks for a JMX agent: {@code host:port} or a {@code service:jmx:} URL, user, password, SSL. A password the
 * user asks to save goes to secure storage; otherwise it is kept for this session only.
 */
final class JmxConnectionDialog extends TitleAreaDialog {

	static final String TITLE = "Add JMX Connection";

	private Text address;
	private Text user;
	private Text password;
	private Button ssl;
	private Button save;
	private Target.Jmx target;

	JmxConnectionDialog(Shell parent) {
		super(parent);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(TITLE);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		setTitle(TITLE);
		setMessage("A JVM started with -Dcom.sun.management.jmxremote.port=PORT (or any JMX service URL).");
		Composite area = (Composite) super.createDialogArea(parent);
		Composite form = new Composite(area, SWT.NONE);
		GridLayoutFactory.swtDefaults().numColumns(2).applyTo(form);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(form);
		address = field(form, "Address:", "jmx.address", SWT.BORDER);
		address.setMessage("host:port or service:jmx:rmi:///jndi/rmi://host:port/jmxrmi");
		user = field(form, "User:", "jmx.user", SWT.BORDER);
		password = field(form, "Password:", "jmx.password", SWT.BORDER | SWT.PASSWORD);
		new Label(form, SWT.NONE);
		ssl = check(form, "The agent uses SSL", "jmx.ssl");
		new Label(form, SWT.NONE);
		save = check(form, "Save password (in Eclipse secure storage, encrypted)", "jmx.savePassword");
		return area;
	}

	private static Text field(Composite form, String label, String name, int style) {
		new Label(form, SWT.NONE).setText(label);
		Text t = new Text(form, style);
		t.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().grab(true, false).hint(380, SWT.DEFAULT).applyTo(t);
		return t;
	}

	private static Button check(Composite form, String label, String name) {
		Button b = new Button(form, SWT.CHECK);
		b.setText(label);
		b.setData(DynoUi.WIDGET_NAME, name);
		return b;
	}

	@Override
	protected void okPressed() {
		String a = address.getText().strip();
		Target.Jmx t;
		try {
			t = parse(a, user.getText().strip(), ssl.getSelection());
		} catch (IllegalArgumentException e) {
			setErrorMessage(e.getMessage());
			return;
		}
		char[] pw = password.getTextChars();
		if (pw.length > 0) {
			if (save.getSelection()) {
				try {
					Passwords.save(t, pw);
				} catch (StorageException | IOException e) {
					// Keep the dialog open with everything typed: the user decides what to do.
					setErrorMessage("Cannot save the password in secure storage (" + e.getMessage()
							+ "). Untick 'Save password' to use it for this session only.");
					return;
				}
			}
			Connections.get().rememberPassword(t, pw);
		}
		target = t;
		super.okPressed();
	}

	/** The target for an address as typed. */
	static Target.Jmx parse(String address, String user, boolean ssl) {
		if (address.isEmpty()) {
			throw new IllegalArgumentException("Type host:port of the JMX agent, or a service:jmx: URL.");
		}
		Target parsed = Target.parse(address);
		if (!(parsed instanceof Target.Jmx jmx)) {
			throw new IllegalArgumentException("'" + address + "' is not host:port or a service:jmx: URL.");
		}
		return new Target.Jmx(jmx.address(), user.isEmpty() ? null : user, ssl);
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "Add", true).setData(DynoUi.WIDGET_NAME, "jmx.add");
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	Target.Jmx target() {
		return target;
	}
}
