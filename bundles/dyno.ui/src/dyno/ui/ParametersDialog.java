package dyno.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;

/**
 * The dialog that asks an {@link Analysis} for its arguments, generated from its {@link Parameter}s (after Eclipse
 * MAT's arguments wizard): a check box for a flag, a list for a choice, a field with Browse&hellip; for a file, a
 * field for any other value, each with its default and its description; what the workbench already knows (the
 * JVM chosen in the explorer) is {@link #given} and not asked. Every field is checked as it is typed by the
 * parameter's own type, so a value the command line would refuse cannot be started; the message says which and why.
 * No default or range is typed a second time in a dialog: they are the parameter's.
 */
public final class ParametersDialog extends RowsDialog {

	/** How wide descriptions wrap, in pixels: it sets the dialog's width. */
	private static final int WIDTH = 460;

	private final Analysis<?> analysis;
	private final String intro;
	private final Map<Parameter<?>, Object> given = new LinkedHashMap<>();
	private final Map<Parameter<?>, Control> fields = new LinkedHashMap<>();
	private List<Parameter<?>> asked;
	private Function<Arguments, String> footer;
	private Function<Arguments, String> together = a -> null;
	private Label footerLine;
	private Label message;
	private Arguments arguments;

	/**
	 * @param title  the dialog's title, e.g. "Find Leaks in shop (1234)"
	 * @param ok     its OK button's text, which says what it does (Start, Run)
	 * @param intro  what the analysis will do, in a sentence or two; null for the analysis' summary
	 */
	public ParametersDialog(Shell parent, Analysis<?> analysis, String title, String ok, String intro) {
		super(parent, title, ok, analysis.name() + ".ok");
		this.analysis = analysis;
		this.intro = intro == null ? analysis.summary() : intro;
		this.asked = analysis.parameters();
	}

	/** The {@link DynoUi#WIDGET_NAME} of the field of {@code p} in the dialog of {@code analysis}. */
	public static String widgetName(Analysis<?> analysis, Parameter<?> p) {
		return analysis.name() + "." + p.name();
	}

	/** Asks only these parameters (in this order); the others keep their defaults or what is {@link #given}. */
	public ParametersDialog asking(List<Parameter<?>> parameters) {
		asked = List.copyOf(parameters);
		return this;
	}

	/** A value the face knows, not asked (the selected JVM, the file open in the editor). */
	public <T> ParametersDialog given(Parameter<T> p, T value) {
		given.put(p, value);
		return this;
	}

	/**
	 * What is wrong with valid values taken together, in words (null: nothing), as the analysis says it, e.g. too
	 * few snapshots; OK waits until nothing is.
	 */
	public ParametersDialog checking(Function<Arguments, String> whole) {
		together = whole;
		return this;
	}

	/**
	 * A line under the fields, made again from the arguments whenever they are valid, e.g. how long a series of
	 * snapshots will take.
	 */
	public ParametersDialog footer(Function<Arguments, String> line) {
		footer = line;
		return this;
	}

	/** The arguments chosen; null until OK was pressed. */
	public Arguments arguments() {
		return arguments;
	}

	@Override
	protected void createRows(Composite area) {
		intro(area, WIDTH, intro);
		for (Parameter<?> p : asked) {
			if (!given.containsKey(p)) {
				fields.put(p, field(area, p));
			}
		}
		if (footer != null) {
			footerLine = new Label(area, SWT.WRAP);
			footerLine.setData(DynoUi.WIDGET_NAME, analysis.name() + ".footer");
			GridDataFactory.fillDefaults().span(COLUMNS, 1).hint(WIDTH, SWT.DEFAULT).applyTo(footerLine);
		}
		message = new Label(area, SWT.WRAP);
		message.setData(DynoUi.WIDGET_NAME, analysis.name() + ".message");
		message.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
		GridDataFactory.fillDefaults().span(COLUMNS, 1).hint(WIDTH, SWT.DEFAULT).applyTo(message);
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		super.createButtonsForButtonBar(parent);
		check();
	}

	private Control field(Composite area, Parameter<?> p) {
		ValueType<?> type = p.type();
		String name = widgetName(analysis, p);
		Control field;
		if (type.isFlag()) {
			Button b = option(area, SWT.CHECK, capitalised(p.description()), name);
			b.setSelection(Boolean.TRUE.equals(p.defaultValue()));
			b.addListener(SWT.Selection, e -> check());
			return b;
		}
		new Label(area, SWT.NONE).setText(label(p) + ":");
		if (!type.choices().isEmpty() && !p.many()) {
			Combo c = new Combo(area, SWT.READ_ONLY);
			c.setItems(type.choices().toArray(String[]::new));
			c.setText(defaultText(p));
			c.addListener(SWT.Selection, e -> check());
			GridDataFactory.fillDefaults().span(2, 1).applyTo(c);
			field = c;
		} else {
			// Several values: a line each, as the command line takes them one by one.
			Text t = new Text(area, SWT.BORDER | (p.many() ? SWT.MULTI | SWT.V_SCROLL : SWT.SINGLE));
			t.setText(defaultText(p));
			t.addListener(SWT.Modify, e -> check());
			boolean file = type == ValueType.FILE;
			GridDataFactory.fillDefaults().span(file ? 1 : 2, 1).grab(true, false)
					.hint(SWT.DEFAULT, p.many() ? t.getLineHeight() * 3 : SWT.DEFAULT).applyTo(t);
			if (file) {
				Button browse = new Button(area, SWT.PUSH);
				browse.setText("Browse...");
				browse.setData(DynoUi.WIDGET_NAME, name + ".browse");
				browse.addListener(SWT.Selection, e -> browse(t, p.many()));
			}
			field = t;
		}
		field.setData(DynoUi.WIDGET_NAME, name);
		field.setToolTipText(p.description());
		new Label(area, SWT.NONE);
		Label help = new Label(area, SWT.WRAP);
		help.setText(p.description() + (p.required() ? "" : p.defaultValue() == null ? " (optional)" : ""));
		help.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
		GridDataFactory.fillDefaults().span(2, 1).hint(WIDTH - 100, SWT.DEFAULT).applyTo(help);
		return field;
	}

	private void browse(Text field, boolean many) {
		FileDialog d = new FileDialog(getShell(), SWT.OPEN | (many ? SWT.MULTI : SWT.SINGLE));
		if (d.open() == null) {
			return;
		}
		List<String> chosen = new ArrayList<>();
		for (String n : d.getFileNames()) {
			chosen.add(java.nio.file.Path.of(d.getFilterPath(), n).toString());
		}
		field.setText(String.join(many ? field.getLineDelimiter() : "", many ? chosen : chosen.subList(0, 1)));
	}

	/** Builds the arguments from the fields; the message says what is wrong and OK waits until nothing is. */
	private void check() {
		String problem = null;
		Arguments built = null;
		try {
			built = build();
			problem = together.apply(built);
		} catch (IllegalArgumentException e) {
			problem = e.getMessage();
		}
		if (message != null && !message.isDisposed()) {
			message.setText(problem == null ? "" : capitalised(problem));
		}
		if (footerLine != null && built != null) {
			footerLine.setText(footer.apply(built));
		}
		Button ok = getButton(IDialogConstants.OK_ID);
		if (ok != null) {
			ok.setEnabled(problem == null);
		}
		if (message != null && !message.isDisposed()) {
			message.getParent().layout();
		}
	}

	private Arguments build() {
		Arguments.Builder b = Arguments.of(analysis);
		given.forEach((p, v) -> with(b, p, v));
		fields.forEach((p, control) -> read(b, p, control));
		return b.build();
	}

	@SuppressWarnings("unchecked")
	private static <T> void with(Arguments.Builder b, Parameter<T> p, Object value) {
		if (p.many()) {
			((List<T>) value).forEach(v -> b.with(p, v));
		} else {
			b.with(p, (T) value);
		}
	}

	private static void read(Arguments.Builder b, Parameter<?> p, Control control) {
		if (control instanceof Button check) {
			if (check.getSelection()) {
				b.parse(p, "true");
			}
			return;
		}
		String text = control instanceof Combo c ? c.getText() : ((Text) control).getText();
		List<String> values = p.many() ? text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList()
				: text.isBlank() ? List.of() : List.of(text.strip());
		for (String v : values) { // an empty field leaves the default
			try {
				b.parse(p, v);
			} catch (IllegalArgumentException e) {
				// The type's own words, after the field's label rather than the command line's --option.
				throw new IllegalArgumentException(label(p) + " '" + v + "': "
						+ (e.getCause() == null ? e.getMessage() : e.getCause().getMessage()), e);
			}
		}
	}

	@Override
	protected void okPressed() {
		try {
			Arguments chosen = build();
			if (together.apply(chosen) == null) {
				arguments = chosen;
				super.okPressed();
				return;
			}
		} catch (IllegalArgumentException e) {
			// said by check()
		}
		check();
	}

	private static <T> String defaultText(Parameter<T> p) {
		return p.defaultValue() == null ? "" : p.type().format().apply(p.defaultValue());
	}

	/** "fail-on" is "Fail on". */
	static String label(Parameter<?> p) {
		return capitalised(p.name().replace('-', ' '));
	}

	private static String capitalised(String s) {
		return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
	}
}
