package dyno.jboss.ui.internal.editor;

import java.util.stream.Collectors;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jboss.manage.AttributeChange;
import dyno.jboss.manage.ConfigChanges;
import dyno.ui.DynoUi;

/**
 * An edit of a running server's configuration as the jboss-cli commands that make it, one per line, as
 * {@code ./dyno config set … --cli} prints them: to run where Dyno cannot reach the management interface, or to
 * review before applying. The text can be selected and copied.
 */
final class CliCommandsDialog extends MessageDialog {

	static final String TITLE = "The edit as jboss-cli commands";
	private final String commands;

	/** @param endpoint where the server's management interface is thought to listen */
	CliCommandsDialog(Shell parent, ConfigChanges.Plan plan, String endpoint) {
		super(parent, TITLE, null, "Run these commands in jboss-cli.sh connected to the server (bin/jboss-cli.sh "
				+ "--connect --controller=" + endpoint + ") to make the edit; the server then writes its file itself.",
				MessageDialog.INFORMATION, 0, "Close");
		this.commands = plan.changes().stream().map(AttributeChange::cli)
				.collect(Collectors.joining("\n"));
	}

	@Override
	protected Control createCustomArea(Composite parent) {
		Text text = new Text(parent, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
		text.setText(commands);
		text.setData(DynoUi.WIDGET_NAME, "management.cli");
		GridDataFactory.fillDefaults().grab(true, true).hint(560, SWT.DEFAULT).applyTo(text);
		return text;
	}
}
