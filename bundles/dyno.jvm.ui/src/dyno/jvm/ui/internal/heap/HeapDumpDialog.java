package dyno.jvm.ui.internal.heap;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.Target;
import dyno.ui.DynoUi;
import dyno.ui.RowsDialog;
import dyno.ui.StatusColour;

/**
 * Asks where a heap dump goes and whether to dump only live objects, in one SWT dialog. The path is typed
 * (a name is proposed) or picked with Browse…, which opens the system's file chooser; the dialog itself is
 * plain SWT, so it works the same with or without a window manager and can be driven by UI tests.
 */
final class HeapDumpDialog extends RowsDialog {

	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

	private final Target target;
	private Text file;
	private Button live;
	private Label problem;
	private Path chosen;
	private boolean liveOnly;

	HeapDumpDialog(Shell parent, Target target) {
		super(parent, "Heap Dump of " + target.label(), "Dump", "heapDump.ok");
		this.target = target;
		setShellStyle(getShellStyle() | SWT.RESIZE);
	}

	@Override
	protected void createRows(Composite area) {
		intro(area, 520, target instanceof Target.Jmx
				? "The JVM writes the dump itself: over JMX the path is on the target's machine."
				: "The JVM writes the dump itself, into this file (it must not exist yet).");
		file = text(area, "File", "heapDump.file", proposedFile().toString(), 1);
		Button browse = new Button(area, SWT.PUSH);
		browse.setText("Browse…");
		browse.setEnabled(!(target instanceof Target.Jmx)); // this machine's file chooser cannot see the target's
		browse.addListener(SWT.Selection, e -> browse());
		live = option(area, SWT.RADIO, "Live objects only (reachable ones; the JVM runs a full GC first)",
				"heapDump.live");
		live.setSelection(true);
		option(area, SWT.RADIO, "All objects, including unreachable ones (no GC)", "heapDump.all");
		problem = new Label(area, SWT.WRAP);
		problem.setData(DynoUi.WIDGET_NAME, "heapDump.problem");
		StatusColour.ERROR.applyTo(problem);
		GridDataFactory.fillDefaults().span(COLUMNS, 1).hint(520, SWT.DEFAULT).applyTo(problem);
		file.addListener(SWT.Modify, e -> validate());
	}

	/** A new file in the home folder, named after the JVM and the time. */
	private Path proposedFile() {
		return Path.of(System.getProperty("user.home"), "heap-" + target.label().replaceAll("[^\\w.-]+", "_") + "-"
				+ LocalDateTime.now().format(STAMP) + ".hprof");
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		super.createButtonsForButtonBar(parent);
		validate(); // OK exists only now: disabled while the proposed path is refused
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
