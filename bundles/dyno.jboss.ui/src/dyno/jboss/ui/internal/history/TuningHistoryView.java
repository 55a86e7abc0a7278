package dyno.jboss.ui.internal.history;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IElementComparer;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import dyno.core.Listeners.Registration;
import dyno.core.Plural;
import dyno.jboss.history.RunLinks;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.load.run.LoadRun;
import dyno.ui.Actions;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.RecordingCommands;
import dyno.ui.TextDialog;
import dyno.ui.ViewerColumns;

/**
 * The Tuning History: each configuration change saved from Dyno (newest first) with its time, file and changed
 * lines, the nearest load run that ended before it and the nearest that started after it. The selected change's
 * diff shows below; "Compare Runs" (or a double-click) compares the Aggregate Reports of its two runs, which
 * reads as the effect of the change; "Compare Recordings" opens the differential flame graph of Dyno's recordings of
 * the server around it (of the JVMs those runs watched).
 */
public final class TuningHistoryView extends ViewPart {

	/** The view's id (plugin.xml). */
	public static final String ID = "dyno.jboss.ui.history";
	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
			.withZone(ZoneId.systemDefault());

	private TableViewer table;
	private Text diff;
	private Action compare;
	private Action compareRecordings;
	private Registration recorded;
	/** Counts refreshes: a slower, older read must not replace what a newer one showed. */
	private final AtomicLong generation = new AtomicLong();

	@Override
	public void createPartControl(Composite parent) {
		SashForm sash = new SashForm(parent, SWT.VERTICAL);
		table = new TableViewer(sash, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		table.getTable().setData(DynoUi.WIDGET_NAME, "history.table");
		table.getTable().setHeaderVisible(true);
		table.getTable().setLinesVisible(true);
		// the runs matter as much as the change: narrow columns so all five fit beside the explorer; full texts in tooltips
		column("Time", 135, a -> TIME.format(a.change().time()));
		column("File", 150, a -> a.change().file().getFileName().toString());
		column("Change", 240, a -> a.change().changedLines());
		column("Run before", 130, a -> run(a.before()));
		column("Run after", 130, a -> run(a.after()));
		ColumnViewerToolTipSupport.enableFor(table);
		table.setContentProvider(ArrayContentProvider.getInstance());
		// rows are read again on every save: keep the selected change selected across reads
		table.setComparer(new IElementComparer() {
			@Override
			public boolean equals(Object a, Object b) {
				return key(a).equals(key(b));
			}

			@Override
			public int hashCode(Object element) {
				return key(element).hashCode();
			}

			private String key(Object o) {
				return o instanceof RunLinks.Around a ? a.change().time() + "|" + a.change().file() : String.valueOf(o);
			}
		});
		table.addSelectionChangedListener(e -> showSelected());
		table.addDoubleClickListener(e -> compare());
		diff = new Text(sash, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
		diff.setData(DynoUi.WIDGET_NAME, "history.diff");
		diff.setFont(JFaceResources.getTextFont());
		sash.setWeights(3, 2);
		fill(getViewSite().getActionBars().getToolBarManager());
		recorded = JBossUiPlugin.historyRecorder().addListener(() -> Display.getDefault().asyncExec(this::refresh));
		refresh();
	}

	private static String run(Optional<LoadRun> run) {
		return run.map(LoadRun::name).orElse("—");
	}

	private void column(String title, int width, Function<RunLinks.Around, String> text) {
		ViewerColumns.withTooltip(table, title, width, RunLinks.Around.class, text, TuningHistoryView::tooltip);
	}

	private static String tooltip(RunLinks.Around a) {
		return a.change().file() + "\n" + a.change().changedLines() + "\nrun before: "
				+ a.before().map(r -> r.dir().toString()).orElse("none") + "\nrun after: "
				+ a.after().map(r -> r.dir().toString()).orElse("none");
	}

	private void fill(IToolBarManager toolbar) {
		compare = Actions.of("Compare Runs", "", this::compare);
		toolbar.add(compare);
		compareRecordings = Actions.of("Compare Recordings", "", this::compareRecordings);
		toolbar.add(compareRecordings);
		toolbar.add(Actions.of("Refresh", "Reads the history and the runs folders again", this::refresh));
		showSelected();
	}

	private Optional<RunLinks.Around> selected() {
		return Optional.ofNullable((RunLinks.Around) table.getStructuredSelection().getFirstElement());
	}

	private void showSelected() {
		Optional<RunLinks.Around> a = selected();
		diff.setText(a.map(x -> x.change().diff()).orElse(""));
		boolean both = a.isPresent() && a.get().before().isPresent() && a.get().after().isPresent();
		compare.setEnabled(both);
		compare.setToolTipText(both ? "Compares the Aggregate Reports of the runs before and after the selected change"
				: "Select a change with a load run before and after it");
		boolean jvms = a.isPresent() && a.get().jvmBefore().isPresent() && a.get().jvmAfter().isPresent();
		compareRecordings.setEnabled(jvms);
		compareRecordings.setToolTipText(jvms ? "Compares Dyno's last recording of the server before the selected "
				+ "change with its first after it, in a differential flame graph"
				: "Select a change whose load runs before and after it watched the server's JVM");
	}

	/**
	 * The differential flame graph of the server's recordings around the selected change: of the JVMs the runs
	 * before and after it watched (the profiling views find and open them).
	 */
	private void compareRecordings() {
		selected().filter(a -> a.jvmBefore().isPresent() && a.jvmAfter().isPresent())
				.ifPresent(a -> RecordingCommands.compareAround(getSite().getShell(), a.jvmBefore().get(),
						a.jvmAfter().get(), a.change().time()));
	}

	/** Compares the runs around the selected change (read in a job), shown as text. */
	private void compare() {
		selected().filter(a -> a.before().isPresent() && a.after().isPresent()).ifPresent(a -> {
			Path before = a.before().get().dir();
			Path after = a.after().get().dir();
			BackgroundJob.start(getSite().getShell(), "Comparing " + before.getFileName() + " with " + after.getFileName(),
					m -> RunLinks.compare(before, after).toText(),
					text -> new TextDialog(getSite().getShell(), "Effect of the change of " + a.change().file().getFileName()
							+ ": " + before.getFileName() + " → " + after.getFileName(), text, "history.comparison")
							.withCopyAndSave("comparison.txt").open());
		});
	}

	/** Reads the history and links its changes to the runs (in a job). */
	public void refresh() {
		TuningHistory history = TuningHistory.defaultHistory();
		RunLinks links = new RunLinks(RunRoots.get());
		long mine = generation.incrementAndGet();
		Job job = Job.create("Reading the tuning history", m -> {
			List<RunLinks.Around> rows;
			String description;
			try {
				rows = links.around(history.list());
				description = Plural.of(rows.size(), "change") + " in " + history.root();
			} catch (IOException e) {
				rows = List.of();
				description = "Cannot read the tuning history in " + history.root() + ": " + e.getMessage();
			}
			List<RunLinks.Around> shown = rows;
			String said = description;
			Display.getDefault().asyncExec(() -> {
				if (mine == generation.get()) {
					show(shown, said);
				}
			});
		});
		job.setSystem(true);
		job.schedule();
	}

	private void show(List<RunLinks.Around> rows, String description) {
		if (table == null || table.getControl().isDisposed()) {
			return;
		}
		var selection = table.getStructuredSelection();
		table.setInput(rows);
		table.setSelection(selection);
		setContentDescription(description);
		showSelected();
	}

	@Override
	public void setFocus() {
		table.getControl().setFocus();
	}

	@Override
	public void dispose() {
		if (recorded != null) {
			recorded.close();
		}
		super.dispose();
	}
}
