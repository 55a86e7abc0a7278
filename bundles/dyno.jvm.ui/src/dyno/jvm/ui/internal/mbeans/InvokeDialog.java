package dyno.jvm.ui.internal.mbeans;

import java.util.ArrayList;
import java.util.List;

import javax.management.ObjectName;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.mbeans.AttributeValue;
import dyno.jvm.mbeans.MBeanDetails;
import dyno.ui.DynoUi;

/**
 * The parameters of an operation, one field per parameter labelled with its name and type, checked as typed; OK
 * asks once more before the operation runs in the JVM, since operations change things.
 */
final class InvokeDialog extends Dialog {

	private final ObjectName bean;
	private final MBeanDetails.Operation operation;
	private final List<Text> fields = new ArrayList<>();
	private Label problem;
	private List<String> values = List.of();

	InvokeDialog(Shell parent, ObjectName bean, MBeanDetails.Operation operation) {
		super(parent);
		this.bean = bean;
		this.operation = operation;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Invoke " + operation.name());
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(2).applyTo(area);
		Label title = new Label(area, SWT.WRAP);
		title.setText(operation.signature() + "\non " + bean);
		GridDataFactory.fillDefaults().span(2, 1).applyTo(title);
		for (MBeanDetails.Parameter p : operation.parameters()) {
			new Label(area, SWT.NONE).setText(p.name() + " (" + AttributeValue.shortType(p.type()) + "):");
			Text field = new Text(area, SWT.BORDER);
			field.setData(DynoUi.WIDGET_NAME, "mbeans.parameter " + p.name());
			GridDataFactory.fillDefaults().grab(true, false).hint(240, SWT.DEFAULT).applyTo(field);
			field.addListener(SWT.Modify, e -> check());
			fields.add(field);
		}
		problem = new Label(area, SWT.WRAP);
		problem.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_RED));
		GridDataFactory.fillDefaults().span(2, 1).grab(true, false).applyTo(problem);
		return area;
	}

	/** The first field whose text is no value of its parameter's type, said under the fields; null if all are. */
	private String check() {
		String why = null;
		for (int i = 0; i < fields.size() && why == null; i++) {
			MBeanDetails.Parameter p = operation.parameters().get(i);
			try {
				AttributeValue.parse(fields.get(i).getText(), p.type());
			} catch (IllegalArgumentException e) {
				why = p.name() + ": " + e.getMessage();
			}
		}
		problem.setText(why == null ? "" : why);
		problem.getParent().layout();
		return why;
	}

	@Override
	protected void okPressed() {
		if (check() != null) {
			return;
		}
		if (!MessageDialog.openConfirm(getShell(), "Invoke " + operation.name(),
				"Run " + operation.signature() + " in the JVM now?\n\nOperations can change the running application.")) {
			return;
		}
		values = fields.stream().map(Text::getText).toList();
		super.okPressed();
	}

	/** The texts typed, one per parameter, after OK. */
	List<String> values() {
		return values;
	}
}
