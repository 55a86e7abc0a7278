package dyno.jboss.ui.internal.editor;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jboss.manage.ManagementClient.Credentials;
import dyno.ui.DynoUi;
import dyno.ui.RowsDialog;

/**
 * Asks for the management user and password of a running server (its {@code add-user.sh} user), and, when the
 * interface Dyno found does not answer, for where it listens instead.
 */
final class LoginDialog extends RowsDialog {

	private final String endpoint;
	private final boolean endpointEditable;
	private Text where;
	private Text user;
	private Text password;
	private Credentials credentials;
	private String chosenEndpoint;

	/** A login for the interface at {@code endpoint}. */
	LoginDialog(Shell parent, String endpoint) {
		this(parent, endpoint, false);
	}

	/**
	 * @param endpointEditable the interface is asked for too, {@code endpoint} only proposed (the one Dyno found
	 *                         does not answer)
	 */
	LoginDialog(Shell parent, String endpoint, boolean endpointEditable) {
		super(parent, "Management login", "Apply", "management.apply");
		this.endpoint = endpoint;
		this.endpointEditable = endpointEditable;
	}

	@Override
	protected void createRows(Composite area) {
		if (endpointEditable) {
			intro(area, 460, "Dyno applies the change through the server's management interface, and the server "
					+ "writes its configuration file itself. Where does the interface listen (host:port, as "
					+ "jboss-cli's --controller)? A management user of the server (bin/add-user.sh) is needed; "
					+ "Dyno keeps it in secure storage.");
			where = text(area, "Interface", "management.endpoint", endpoint, 2);
		} else {
			intro(area, 460, "The server runs: Dyno applies the change through its management interface at "
					+ endpoint + ", and the server writes its configuration file itself. A management user of the "
					+ "server (bin/add-user.sh) is needed; Dyno keeps it in secure storage.");
		}
		user = text(area, "User", "management.user", "", 2);
		new Label(area, SWT.NONE).setText("Password:");
		password = new Text(area, SWT.BORDER | SWT.PASSWORD);
		password.setData(DynoUi.WIDGET_NAME, "management.password");
		GridDataFactory.fillDefaults().span(2, 1).grab(true, false).applyTo(password);
	}

	@Override
	protected void buttonPressed(int buttonId) {
		if (buttonId == IDialogConstants.OK_ID) {
			credentials = new Credentials(user.getText().strip(), password.getText().toCharArray());
			chosenEndpoint = where == null ? endpoint : where.getText().strip();
		}
		super.buttonPressed(buttonId);
	}

	/** The interface to apply the change at: the one given, or the one entered. */
	String endpoint() {
		return chosenEndpoint == null ? endpoint : chosenEndpoint;
	}

	/** What was entered, null when cancelled or without a user. */
	Credentials credentials() {
		return credentials == null || credentials.user().isEmpty() ? null : credentials;
	}
}
