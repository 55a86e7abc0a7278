package dyno.heap.ui.internal.leaks;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Result;
import dyno.heap.Suspect;
import dyno.heap.analysis.LeaksAnalysis;
import dyno.heap.analysis.LeaksResult;
import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.Analyses;
import dyno.heap.ui.internal.SnapshotsEditor;
import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.heap.ui.internal.dominators.ShowDominators;
import dyno.heap.ui.internal.holders.FindHolders;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.MonitorProgress;
import dyno.ui.Parts;
import dyno.ui.ReportSource;

/**
 * The leak finder's ranking of a snapshot series: the old-generation floor's verdict on top, then each suspect with
 * its evidence (verdict, growth in KB/min, the trend test's confidence, its share of the heap's growth and a
 * sparkline of its bytes). A selected suspect's holders can be looked up in a heap dump. Shows the result of
 * {@link FindLeaks}, or ranks the files picked in the Snapshots view in a job ({@link LeakRanking}).
 */
public final class LeakFinderEditor extends SnapshotsEditor implements ReportSource {

	static final int TREND_COLUMN = 5;
	/** The last snapshot's bytes and instances close the row; the note says why a class is only to watch. */
	private static final String[] TITLES = { "Class", "Verdict", "KB/min", "Confidence", "Share", "Trend (bytes)",
			"Bytes", "Instances", "Note" };
	private static final int[] WIDTHS = { 280, 60, 80, 80, 60, 130, 100, 80, 300 };
	private static final String[] HEADER_TIPS = { null, "leak: grows steadily and matters; watch: tends to grow",
			"Growth rate (Theil-Sen slope of its bytes)", "1 - p of the Mann-Kendall trend test",
			"Its growth as a share of the whole heap's", "Its bytes in each snapshot", "Bytes in the last snapshot",
			"Instances in the last snapshot", "Why a class is only to watch" };
	private static final int ROW_HEIGHT = 24;
	private static final int HEADER_PADDING = 28;

	private Label floor;
	private Label summary;
	private Table table;
	private Button holders;
	private Button dominators;
	/** The ranking shown; null until ranked. */
	private LeaksResult shown;

	/** Opens the leak finder on snapshot files picked in the Snapshots view (no JVM, no floor known). */
	public static void open(List<Path> files) {
		open(new LeakFinderInput(files, null, null));
	}

	static void open(LeakFinderInput input) {
		Parts.openEditor(input, DynoHeapUi.LEAK_FINDER_EDITOR_ID);
	}

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		super.init(site, input);
		setPartName("Leaks: " + input.getName());
	}

	private LeakFinderInput leakInput() {
		return getEditorInput() instanceof LeakFinderInput l ? l : new LeakFinderInput(files(), null, null);
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "leaks.editor");
		GridLayoutFactory.fillDefaults().numColumns(3).margins(6, 6).applyTo(area);
		floor = new Label(area, SWT.WRAP);
		floor.setData(DynoUi.WIDGET_NAME, "leaks.floor");
		floor.setFont(JFaceResources.getBannerFont());
		floor.setText("Ranking " + files().size() + " snapshots…");
		GridDataFactory.fillDefaults().span(3, 1).grab(true, false).hint(600, SWT.DEFAULT).applyTo(floor);
		summary = new Label(area, SWT.WRAP);
		summary.setData(DynoUi.WIDGET_NAME, "leaks.summary");
		GridDataFactory.fillDefaults().span(3, 1).grab(true, false).hint(600, SWT.DEFAULT).applyTo(summary);
		table = new Table(area, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
		table.setData(DynoUi.WIDGET_NAME, "leaks.table");
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		for (int i = 0; i < TITLES.length; i++) {
			TableColumn c = new TableColumn(table, i == 0 || i == TITLES.length - 1 ? SWT.LEFT : SWT.RIGHT);
			c.setText(TITLES[i]);
			c.setWidth(Math.max(WIDTHS[i], headerWidth(TITLES[i])));
			c.setToolTipText(HEADER_TIPS[i]);
		}
		table.addListener(SWT.MeasureItem, e -> e.height = Math.max(e.height, ROW_HEIGHT));
		table.addListener(SWT.PaintItem, e -> {
			if (e.index == TREND_COLUMN && e.item.getData() instanceof Suspect s) {
				Rectangle cell = ((TableItem) e.item).getBounds(e.index);
				e.gc.setForeground(color(s));
				e.gc.setBackground(color(s));
				Sparkline.draw(e.gc, s.bytes(), cell);
			}
		});
		table.addListener(SWT.Selection, e -> {
			holders.setEnabled(selected() != null);
			dominators.setEnabled(selected() != null);
		});
		GridDataFactory.fillDefaults().span(3, 1).grab(true, true).applyTo(table);
		holders = button(area, "Find Holders in a Heap Dump…", "leaks.holders", () -> FindHolders.ask(
				getSite().getShell(), selected().className(), leakInput().target(), files()));
		holders.setEnabled(false);
		holders.setToolTipText("Who keeps the selected class alive: shortest paths from GC roots in a heap dump");
		button(area, "Compare Snapshots", "leaks.compare", () -> SnapshotDiffEditor.open(files()));
		dominators = button(area, "Show Dominators…", "leaks.dominators",
				() -> ShowDominators.of(getSite().getShell(), selected().className(), files()));
		dominators.setEnabled(false);
		dominators.setToolTipText("The selected class's biggest keepers in the dominator tree of the latest heap dump");
		LeaksResult ranked = leakInput().ranked();
		if (ranked != null) {
			// After the editor has opened and taken the focus, as a ranking in a job would: GTK selects the first
			// row of a table that has rows when it gets the focus, and a suspect is the user's choice.
			table.getDisplay().asyncExec(() -> {
				if (!table.isDisposed()) {
					show(ranked);
				}
			});
		} else {
			rankFiles();
		}
	}

	/** Ranks the input's files in a job; a series the leak finder cannot rank is said where its verdict goes. */
	private void rankFiles() {
		BackgroundJob.start(getSite().getShell(), "Ranking " + getEditorInput().getName(), monitor -> {
			try {
				return new Ranked(LeakRanking.ofFiles(files(), new MonitorProgress(monitor)), null);
			} catch (AnalysisException e) {
				return new Ranked(null, e.getMessage());
			}
		}, ranked -> {
			if (table.isDisposed()) {
				return;
			}
			if (ranked.result() == null) {
				floor.setText("Cannot rank: " + ranked.problem());
			} else {
				show(ranked.result());
			}
		});
	}

	/** A ranking, or why there is none. */
	private record Ranked(LeaksResult result, String problem) {
	}

	/** Wide enough for the column's title (GTK's header font and sort arrow included). */
	private int headerWidth(String title) {
		GC gc = new GC(table);
		try {
			return gc.textExtent(title).x + HEADER_PADDING;
		} finally {
			gc.dispose();
		}
	}

	private Button button(Composite area, String text, String name, Runnable run) {
		Button b = new Button(area, SWT.PUSH);
		b.setText(text);
		b.setData(DynoUi.WIDGET_NAME, name);
		b.addListener(SWT.Selection, e -> run.run());
		return b;
	}

	private Color color(Suspect s) {
		return table.getDisplay().getSystemColor(s.verdict() == Suspect.Verdict.LEAK ? SWT.COLOR_RED : SWT.COLOR_DARK_YELLOW);
	}

	private Suspect selected() {
		int i = table.getSelectionIndex();
		return i < 0 ? null : (Suspect) table.getItem(i).getData();
	}

	private void show(LeaksResult result) {
		shown = result;
		setPartName("Leaks: " + seriesName(result.series()));
		floor.setText(result.ranking().floorVerdict());
		summary.setText(SuspectText.summary(result));
		for (Suspect s : result.ranking().suspects()) {
			TableItem item = new TableItem(table, SWT.NONE);
			item.setData(s);
			item.setText(SuspectText.cells(s));
			item.setForeground(1, color(s));
		}
		fitTextColumns();
		floor.getParent().layout(true, true);
	}

	/**
	 * Widens the class and note columns to their longest text (never below their default): a class name or a
	 * note cut in the middle says nothing, and the table scrolls sideways where the editor is narrower.
	 */
	private void fitTextColumns() {
		for (int i : new int[] { 0, TITLES.length - 1 }) {
			TableColumn column = table.getColumn(i);
			int preferred = column.getWidth();
			column.pack();
			column.setWidth(Math.max(preferred, column.getWidth()));
		}
	}

	/** File > Export Report...: the ranking shown, as {@code dyno leaks --format html} writes it. */
	@Override
	public Result currentResult() {
		return shown;
	}

	/** The leaks analysis' arguments that rank what is shown: the series' files. */
	@Override
	public Arguments currentArguments() {
		Arguments.Builder b = Arguments.of(DynoUi.analyses().get("leaks", LeaksAnalysis.class));
		files().forEach(f -> b.with(LeaksAnalysis.SNAPSHOTS, f));
		return b.build();
	}

	@Override
	public String reportName() {
		return getPartName().replace("Leaks: ", "leaks-");
	}

	@Override
	protected Control mainControl() {
		return table;
	}
}
