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
public final class LoginDialog extends RowsDialog {

	private final String why;
	/** Proposed in an editable field; null when the interface is not asked for. */
	private final String proposedEndpoint;
	private Text where;
	private Text user;
	private Text password;
	private Credentials credentials;
	private String chosenEndpoint;

	/** For a save: the change goes through the management interface at {@code endpoint}. */
	LoginDialog(Shell parent, String endpoint) {
		this(parent, "The server runs: Dyno applies the change through its management interface at " + endpoint
				+ ", and the server writes its configuration file itself.", "Apply", null);
		this.chosenEndpoint = endpoint;
	}

	/**
	 * For a save whose management interface Dyno found does not answer: where it listens is asked too,
	 * {@code proposed} only filled in.
	 */
	LoginDialog(Shell parent, String proposed, boolean askEndpoint) {
		this(parent, "Dyno applies the change through the server's management interface, and the server writes its "
				+ "configuration file itself. Where does the interface listen (host:port, as jboss-cli's "
				+ "--controller)?", "Apply", askEndpoint ? proposed : null);
		this.chosenEndpoint = proposed;
	}

	/**
	 * For any other operation: {@code why} says what Dyno does through the management interface (and where),
	 * {@code button} is the label of the button that does it.
	 */
	public LoginDialog(Shell parent, String why, String button) {
		this(parent, why, button, null);
	}

	private LoginDialog(Shell parent, String why, String button, String proposedEndpoint) {
		super(parent, "Management login", button, "management.apply");
		this.why = why;
		this.proposedEndpoint = proposedEndpoint;
	}

	@Override
	protected void createRows(Composite area) {
		intro(area, 460, why + " A management user of the server (bin/add-user.sh) is needed; Dyno keeps it in "
				+ "secure storage.");
		if (proposedEndpoint != null) {
			where = text(area, "Interface", "management.endpoint", proposedEndpoint, 2);
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
			if (where != null) {
				chosenEndpoint = where.getText().strip();
			}
		}
		super.buttonPressed(buttonId);
	}

	/** The interface to apply a save's change at: the one given, or the one entered; null for other operations. */
	String endpoint() {
		return chosenEndpoint;
	}

	/** What was entered, null when cancelled or without a user. */
	public Credentials credentials() {
		return credentials == null || credentials.user().isEmpty() ? null : credentials;
	}
}
