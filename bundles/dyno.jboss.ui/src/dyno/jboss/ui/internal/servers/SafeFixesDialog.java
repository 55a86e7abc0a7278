package dyno.jboss.ui.internal.servers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CheckboxTableViewer;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.ui.DynoUi;
import dyno.ui.ViewerColumns;

/**
 * The preview of "Apply All Safe Fixes": every safe fix of a server with what it changes (checked: will be
 * applied), and the unified diff of every file as the checked fixes leave it. Apply returns the checked ones.
 */
final class SafeFixesDialog extends TitleAreaDialog {

	static final String TITLE = "Apply Safe Fixes";

	private final Path home;
	private final String server;
	private final List<SafeFixes.Candidate> candidates;
	private CheckboxTableViewer table;
	private Text diff;
	private List<SafeFixes.Candidate> chosen = List.of();

	SafeFixesDialog(Shell parent, Path home, String server, List<SafeFixes.Candidate> candidates) {
		super(parent);
		this.home = home;
		this.server = server;
		this.candidates = candidates;
		setShellStyle(getShellStyle() | SWT.RESIZE | SWT.MAX);
	}

	/** The fixes checked when Apply was pressed. */
	List<SafeFixes.Candidate> chosen() {
		return chosen;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(TITLE);
		shell.setSize(1000, 720);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		setTitle(candidates.size() + " safe fixes for " + server);
		setMessage("Safe: the fix only sets numbers within the bounds Dyno knows for them and changes nothing else. "
				+ "Uncheck what you do not want; files open in an editor get the fixes there, unsaved.");
		Composite area = (Composite) super.createDialogArea(parent);
		SashForm sash = new SashForm(area, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(sash);
		Composite top = new Composite(sash, SWT.NONE);
		top.setLayout(new FillLayout());
		table = CheckboxTableViewer.newCheckList(top, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
		table.getTable().setData(DynoUi.WIDGET_NAME, "safeFixes.table");
		table.getTable().setHeaderVisible(true);
		ColumnViewerToolTipSupport.enableFor(table); // each row's tooltip is the finding the fix answers
		column("File", 220, c -> home.relativize(c.finding().file().path().toAbsolutePath().normalize()).toString());
		column("Line", 50, c -> c.finding().line() > 0 ? Integer.toString(c.finding().line()) : "");
		column("Rule", 220, c -> c.finding().rule().id());
		column("Change", 460, SafeFixes.Candidate::text);
		table.setContentProvider(ArrayContentProvider.getInstance());
		table.setInput(candidates);
		table.setAllChecked(true);
		table.addCheckStateListener(e -> showDiff());
		diff = new Text(sash, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
		diff.setData(DynoUi.WIDGET_NAME, "safeFixes.diff");
		diff.setFont(JFaceResources.getTextFont());
		sash.setWeights(2, 3);
		showDiff();
		return area;
	}

	private void column(String title, int width, Function<SafeFixes.Candidate, String> text) {
		ViewerColumns.withTooltip(table, title, width, SafeFixes.Candidate.class, text, c -> c.finding().message());
	}

	private List<SafeFixes.Candidate> checked() {
		List<SafeFixes.Candidate> out = new ArrayList<>();
		for (Object o : table.getCheckedElements()) {
			out.add((SafeFixes.Candidate) o);
		}
		return out;
	}

	/** The diff of the checked fixes (a few small files, read and edited in memory: milliseconds). */
	private void showDiff() {
		List<SafeFixes.Candidate> now = checked();
		try {
			diff.setText(now.isEmpty() ? "(no fix checked: nothing changes)" : ApplyFixes.preview(home, now));
			setErrorMessage(null);
		} catch (IOException | RuntimeException e) {
			diff.setText("");
			setErrorMessage("Cannot preview the fixes: " + e.getMessage());
		}
		Control ok = getButton(IDialogConstants.OK_ID);
		if (ok != null) {
			ok.setEnabled(!now.isEmpty());
		}
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "Apply", true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	@Override
	protected void okPressed() {
		chosen = checked();
		super.okPressed();
	}
}
