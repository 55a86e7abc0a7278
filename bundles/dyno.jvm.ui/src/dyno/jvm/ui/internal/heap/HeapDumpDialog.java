package dyno.jvm.ui.internal.heap;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.Target;
import dyno.ui.DynoUi;

/**
 * Asks where a heap dump goes and whether to dump only live objects, in one SWT dialog. The path is typed
 * (a name is proposed) or picked with Browse…, which opens the system's file chooser; the dialog itself is
 * plain SWT, so it works the same with or without a window manager and can be driven by UI tests.
 */
final class HeapDumpDialog extends Dialog {

	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

	private final Target target;
	private Text file;
	private Button live;
	private Label problem;
	private Path chosen;
	private boolean liveOnly;

	HeapDumpDialog(Shell parent, Target target) {
		super(parent);
		this.target = target;
		setShellStyle(getShellStyle() | SWT.RESIZE);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Heap Dump of " + target.label());
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(3).applyTo(area);
		Label intro = new Label(area, SWT.WRAP);
		intro.setText(target instanceof Target.Jmx
				? "The JVM writes the dump itself: over JMX the path is on the target's machine."
				: "The JVM writes the dump itself, into this file (it must not exist yet).");
		GridDataFactory.fillDefaults().span(3, 1).hint(520, SWT.DEFAULT).applyTo(intro);
		new Label(area, SWT.NONE).setText("File:");
		file = new Text(area, SWT.BORDER);
		file.setData(DynoUi.WIDGET_NAME, "heapDump.file");
		file.setText(Path.of(System.getProperty("user.home"), "heap-" + target.label().replaceAll("[^\\w.-]+", "_")
				+ "-" + LocalDateTime.now().format(STAMP) + ".hprof").toString());
		GridDataFactory.fillDefaults().grab(true, false).applyTo(file);
		Button browse = new Button(area, SWT.PUSH);
		browse.setText("Browse…");
		browse.setEnabled(!(target instanceof Target.Jmx)); // this machine's file chooser cannot see the target's
		browse.addListener(SWT.Selection, e -> browse());
		live = radio(area, "Live objects only (reachable ones; the JVM runs a full GC first)", "heapDump.live");
		live.setSelection(true);
		radio(area, "All objects, including unreachable ones (no GC)", "heapDump.all");
		problem = new Label(area, SWT.WRAP);
		problem.setData(DynoUi.WIDGET_NAME, "heapDump.problem");
		problem.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
		GridDataFactory.fillDefaults().span(3, 1).hint(520, SWT.DEFAULT).applyTo(problem);
		file.addListener(SWT.Modify, e -> validate());
		return area;
	}

	private static Button radio(Composite area, String text, String name) {
		Button b = new Button(area, SWT.RADIO);
		b.setText(text);
		b.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().span(3, 1).applyTo(b);
		return b;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "Dump", true).setData(DynoUi.WIDGET_NAME, "heapDump.ok");
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
		validate();
	}

	private void browse() {
		FileDialog d = new FileDialog(getShell(), SWT.SAVE);
		d.setText("Heap dump file");
		d.setFilterExtensions(new String[] { "*.hprof" });
		Path now = Path.of(file.getText().strip());
		if (now.getParent() != null) {
			d.setFilterPath(now.getParent().toString());
		}
		d.setFileName(now.getFileName() == null ? "" : now.getFileName().toString());
		String picked = d.open();
		if (picked != null) {
			file.setText(picked.endsWith(".hprof") ? picked : picked + ".hprof");
		}
	}

	/** Says what is wrong with the path, before the JVM would refuse it. */
	private void validate() {
		String why = check(file.getText().strip());
		problem.setText(why == null ? "" : why);
		Button ok = getButton(IDialogConstants.OK_ID);
		if (ok != null) {
			ok.setEnabled(why == null);
		}
	}

	private String check(String text) {
		if (text.isEmpty()) {
			return "Type the file the dump goes to.";
		}
		if (!text.endsWith(".hprof")) {
			return "The file name must end in .hprof (the JVM refuses other names).";
		}
		if (target instanceof Target.Jmx) {
			return null; // a path on the target's machine: only the target can check it
		}
		try {
			Path p = Path.of(text).toAbsolutePath();
			if (Files.exists(p)) {
				return p + " exists; choose a new name.";
			}
			if (!Files.isDirectory(p.getParent())) {
				return "There is no folder " + p.getParent() + ".";
			}
			return null;
		} catch (InvalidPathException e) {
			return "'" + text + "' is not a file path: " + e.getReason();
		}
	}

	@Override
	protected void okPressed() {
		String text = file.getText().strip();
		chosen = target instanceof Target.Jmx ? Path.of(text) : Path.of(text).toAbsolutePath();
		liveOnly = live.getSelection();
		super.okPressed();
	}

	/** The file the user chose; only after OK. */
	Path file() {
		return chosen;
	}

	boolean liveOnly() {
		return liveOnly;
	}
}
