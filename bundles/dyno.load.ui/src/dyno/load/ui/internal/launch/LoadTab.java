package dyno.load.ui.internal.launch;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dyno.ui.DynoUi;

/**
 * What the tabs of a JMeter Load Test configuration share: labelled text fields that mark the dialog dirty
 * when typed into, multi-line fields for lists, and validation through {@link LoadConfig}.
 */
abstract class LoadTab extends AbstractLaunchConfigurationTab {

	/** The tab's page, laid out in {@code columns} columns. */
	Composite page(Composite parent, int columns) {
		Composite c = new Composite(parent, SWT.NONE);
		GridLayoutFactory.swtDefaults().numColumns(columns).applyTo(c);
		setControl(c);
		return c;
	}

	/** A text across {@code span} columns, wrapped at the page's width. */
	Label note(Composite parent, String text, int span) {
		Label l = new Label(parent, SWT.WRAP);
		l.setText(text);
		GridDataFactory.fillDefaults().grab(true, false).span(span, 1).hint(400, SWT.DEFAULT).applyTo(l);
		return l;
	}

	/** A label and a text field spanning {@code span} columns, named {@code name} for UI tests. */
	Text field(Composite parent, String label, String name, int span) {
		new Label(parent, SWT.NONE).setText(label);
		Text t = new Text(parent, SWT.BORDER);
		t.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().grab(true, false).span(span, 1).hint(80, SWT.DEFAULT).applyTo(t);
		t.addModifyListener(e -> updateLaunchConfigurationDialog());
		return t;
	}

	/** A text field for one entry per line, {@code lines} high. */
	Text lines(Composite parent, String name, int lines) {
		Text t = new Text(parent, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL);
		t.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().grab(true, false).span(3, 1).hint(200, t.getLineHeight() * lines).applyTo(t);
		t.addModifyListener(e -> updateLaunchConfigurationDialog());
		return t;
	}

	Button button(Composite parent, String text, Runnable action) {
		Button b = new Button(parent, SWT.PUSH);
		b.setText(text);
		b.addListener(SWT.Selection, e -> action.run());
		return b;
	}

	/** The non-blank lines of a multi-line field, stripped. */
	static List<String> entries(Text t) {
		return Arrays.stream(t.getText().split("\\R")).map(String::strip).filter(s -> !s.isEmpty()).toList();
	}

	static String joined(List<String> entries) {
		return String.join(System.lineSeparator(), entries);
	}

	@Override
	public boolean isValid(ILaunchConfiguration configuration) {
		String problem;
		try {
			problem = problem(LoadConfig.read(configuration));
		} catch (CoreException e) {
			problem = "Cannot read this configuration: " + e.getMessage();
		}
		setErrorMessage(problem);
		return problem == null;
	}

	/** This tab's first problem in {@code config}, null when there is none. */
	abstract String problem(LoadConfig config);
}
