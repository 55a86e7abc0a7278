package dyno.jboss.ui.internal.editor;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jboss.manage.ManagementClient.Credentials;
import dyno.ui.DynoUi;

/** Asks for the management user and password of a running server (its {@code add-user.sh} user). */
final class LoginDialog extends Dialog {

	private final String endpoint;
	private Text user;
	private Text password;
	private Credentials credentials;

	LoginDialog(Shell parent, String endpoint) {
		super(parent);
		this.endpoint = endpoint;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Management login");
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		area.setLayout(new GridLayout(2, false));
		Label intro = new Label(area, SWT.WRAP);
		intro.setText("The server runs: Dyno applies the change through its management interface at " + endpoint
				+ ".\nA management user of the server (bin/add-user.sh) is needed; Dyno keeps it in secure storage.");
		intro.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		new Label(area, SWT.NONE).setText("User:");
		user = new Text(area, SWT.BORDER);
		user.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		user.setData(DynoUi.WIDGET_NAME, "management.user");
		new Label(area, SWT.NONE).setText("Password:");
		password = new Text(area, SWT.BORDER | SWT.PASSWORD);
		password.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		password.setData(DynoUi.WIDGET_NAME, "management.password");
		return area;
	}

	@Override
	protected void buttonPressed(int buttonId) {
		if (buttonId == IDialogConstants.OK_ID) {
			credentials = new Credentials(user.getText().strip(), password.getText().toCharArray());
		}
		super.buttonPressed(buttonId);
	}

	/** What was entered, null when cancelled or without a user. */
	Credentials credentials() {
		return credentials == null || credentials.user().isEmpty() ? null : credentials;
	}
}
