package dyno.heap.ui.internal.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Result;
import dyno.heap.DiffRow;
import dyno.heap.DiffTable;
import dyno.heap.HistogramDiff.Measure;
import dyno.heap.HistogramDiff.Mode;
import dyno.heap.Snapshot;
import dyno.heap.analysis.DiffAnalysis;
import dyno.heap.analysis.DiffResult;
import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.SnapshotsEditor;
import dyno.heap.ui.internal.SnapshotsInput;
import dyno.ui.DynoUi;
import dyno.ui.Parts;
import dyno.ui.ReportSource;

/**
 * Two or more snapshots side by side, one column each: absolute values, deltas to the first or the previous, or
 * ratios; bytes or instances; filtered by a package prefix or a /regex/; sorted by any column (a click on its
 * header); exported as CSV. The snapshots are read in a job; the diff itself ({@link DiffModel}: the diff analysis
 * with the choices made, which start at its defaults) takes milliseconds.
 */
public final class SnapshotDiffEditor extends SnapshotsEditor implements ReportSource {

	/** In the order of {@link Mode}'s constants. */
	private static final String[] MODES = { "Absolute", "Delta to first", "Delta to previous", "Ratio to first" };
	/** In the order of {@link Measure}'s constants. */
	private static final String[] MEASURES = { "Instances", "Bytes" };

	private final DiffModel model = new DiffModel();
	private List<Snapshot> snapshots;
	private DiffTable shown;
	private Combo mode;
	private Combo measure;
	private Text filter;
	private Label status;
	private Table table;
	/** The column the user sorted by; -1 for the engine's order (growth over the series). */
	private int sortColumn = -1;
	private boolean reversed;

	/** Opens the diff of these snapshot files (UI thread). */
	public static void open(List<Path> files) {
		Parts.openEditor(new SnapshotsInput(files), DynoHeapUi.DIFF_EDITOR_ID);
	}

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		super.init(site, input);
		setPartName("Diff: " + input.getName());
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "diff.editor");
		GridLayoutFactory.fillDefaults().numColumns(7).margins(4, 4).applyTo(area);
		mode = combo(area, "Mode:", MODES, model.mode().ordinal(), "diff.mode");
		measure = combo(area, "Measure:", MEASURES, model.measure().ordinal(), "diff.measure");
		new Label(area, SWT.NONE).setText("Filter:");
		filter = new Text(area, SWT.BORDER | SWT.SEARCH);
		filter.setData(DynoUi.WIDGET_NAME, "diff.filter");
		filter.setMessage("package prefix (java.util.) or /regex/");
		filter.setToolTipText("Only classes whose name starts with this prefix, or matches /this regex/");
		GridDataFactory.fillDefaults().grab(true, false).hint(240, SWT.DEFAULT).applyTo(filter);
		filter.addListener(SWT.Modify, e -> recompute());
		Button export = new Button(area, SWT.PUSH);
		export.setText("Export CSV…");
		export.setData(DynoUi.WIDGET_NAME, "diff.export");
		export.addListener(SWT.Selection, e -> exportCsv());
		status = new Label(area, SWT.NONE);
		status.setData(DynoUi.WIDGET_NAME, "diff.status");
		status.setText("Reading " + files().size() + " snapshots…");
		GridDataFactory.fillDefaults().span(7, 1).grab(true, false).applyTo(status);
		table = new Table(area, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.MULTI | SWT.BORDER);
		table.setData(DynoUi.WIDGET_NAME, "diff.table");
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		GridDataFactory.fillDefaults().span(7, 1).grab(true, true).applyTo(table);
		table.addListener(SWT.SetData, e -> {
			TableItem item = (TableItem) e.item;
			DiffRow row = shown.rows().get(table.indexOf(item));
			for (int c = 0; c < table.getColumnCount(); c++) {
				item.setText(c, DiffCells.text(row, c, model.mode()));
			}
		});
		read(list -> {
			snapshots = list;
			setPartName("Diff: " + seriesName(list));
			recompute();
		});
	}

	private Combo combo(Composite area, String label, String[] items, int selected, String name) {
		new Label(area, SWT.NONE).setText(label);
		Combo c = new Combo(area, SWT.READ_ONLY);
		c.setItems(items);
		c.select(selected);
		c.setData(DynoUi.WIDGET_NAME, name);
		c.addListener(SWT.Selection, e -> recompute());
		return c;
	}

	/** Builds the diff for the present choices; a filter that does not parse is said and leaves the table as it was. */
	private void recompute() {
		if (snapshots == null) {
			return;
		}
		model.mode(Mode.values()[mode.getSelectionIndex()]);
		model.measure(Measure.values()[measure.getSelectionIndex()]);
		model.filter(filter.getText());
		DiffTable diff;
		try {
			diff = model.diff(snapshots).table();
		} catch (IllegalArgumentException e) {
			status.setText("Filter: " + e.getMessage());
			return;
		}
		if (table.getColumnCount() == 0) {
			columns(diff.columns());
		}
		show(diff);
	}

	private void columns(List<String> labels) {
		TableColumn name = new TableColumn(table, SWT.LEFT);
		name.setText("Class");
		name.setWidth(380);
		name.addListener(SWT.Selection, e -> sortBy(0));
		for (int i = 0; i < labels.size(); i++) {
			TableColumn c = new TableColumn(table, SWT.RIGHT);
			c.setText(labels.get(i));
			c.setWidth(130);
			int column = i + 1;
			c.addListener(SWT.Selection, e -> sortBy(column));
		}
	}

	/** A click on a header: that column, largest first (names A to Z); a second click reverses. */
	private void sortBy(int column) {
		reversed = column == sortColumn && !reversed;
		sortColumn = column;
		recompute();
	}

	private void show(DiffTable diff) {
		if (sortColumn < 0) {
			shown = diff; // the engine's order: largest growth from the first to the last snapshot
		} else {
			Comparator<DiffRow> order = DiffCells.order(sortColumn);
			shown = diff.sorted(reversed ? order.reversed() : order);
			table.setSortColumn(table.getColumn(sortColumn));
			boolean up = (sortColumn == 0) != reversed;
			table.setSortDirection(up ? SWT.UP : SWT.DOWN);
		}
		table.clearAll();
		table.setItemCount(shown.rows().size());
		status.setText(String.format("%,d classes in %d snapshots; %s of %s", shown.rows().size(), snapshots.size(),
				MODES[mode.getSelectionIndex()].toLowerCase(), MEASURES[measure.getSelectionIndex()].toLowerCase()));
	}

	/** File > Export Report...: the diff as shown (mode, measure, filter, order), as {@code dyno diff --format html}. */
	@Override
	public Result currentResult() {
		return shown == null ? null : new DiffResult(shown);
	}

	/** The diff analysis' arguments for what is shown: the files, mode, measure and filter. */
	@Override
	public Arguments currentArguments() {
		Arguments.Builder b = Arguments.of(DynoUi.analyses().get("diff", DiffAnalysis.class))
				.with(DiffAnalysis.MODE, model.mode()).with(DiffAnalysis.MEASURE, model.measure());
		files().forEach(f -> b.with(DiffAnalysis.SNAPSHOTS, f));
		if (!filter.getText().isBlank()) {
			b.with(DiffAnalysis.FILTER, filter.getText().strip());
		}
		return b.build();
	}

	@Override
	public String reportName() {
		return "snapshot-diff";
	}

	private void exportCsv() {
		if (shown == null) {
			return;
		}
		FileDialog d = new FileDialog(getSite().getShell(), SWT.SAVE);
		d.setText("Export the diff as CSV");
		d.setFilterExtensions(new String[] { "*.csv" });
		d.setFileName("snapshot-diff.csv");
		d.setOverwrite(true);
		String chosen = d.open();
		if (chosen != null) {
			try {
				Files.writeString(Path.of(chosen), Faces.csv(new DiffResult(shown).report()), StandardCharsets.UTF_8);
			} catch (IOException e) {
				MessageDialog.openError(getSite().getShell(), "Export CSV", "Cannot write " + chosen + ": " + e.getMessage());
			}
		}
	}

	@Override
	protected Control mainControl() {
		return table;
	}
}
