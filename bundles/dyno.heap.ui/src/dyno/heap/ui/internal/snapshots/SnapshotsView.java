package dyno.heap.ui.internal.snapshots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.part.ViewPart;

import dyno.core.Listeners.Registration;
import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.heap.ui.internal.leaks.LeakFinderEditor;
import dyno.jvm.ui.connections.Jvms;
import dyno.ui.Actions;
import dyno.ui.DynoUi;
import dyno.ui.Parts;

/**
 * The snapshot store's class histograms grouped by JVM. Its tool bar takes a snapshot of the JVM selected in the
 * explorer, imports {@code jmap -histo} / {@code jcmd GC.class_histogram} text or a heap dump's histogram, and
 * opens the selection (a JVM's whole series, or single snapshots) in the diff or the leak finder.
 */
public final class SnapshotsView extends ViewPart {

	static final int MIN_COMPARE = 2;
	static final int MIN_LEAK_SERIES = 3;

	private TreeViewer viewer;
	private Action compare;
	private Action findLeaks;
	private Registration storeChanged;

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setLayout(new FillLayout());
		viewer = new TreeViewer(area, SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.getTree().setData(DynoUi.WIDGET_NAME, "snapshots.tree");
		viewer.setContentProvider(new SnapshotTree());
		viewer.setLabelProvider(new SnapshotTree.Labels());
		viewer.addSelectionChangedListener(e -> updateActions());
		viewer.addDoubleClickListener(e -> compare());
		getSite().setSelectionProvider(viewer);
		fill(getViewSite().getActionBars().getToolBarManager());
		storeChanged = HeapUiPlugin.store().addListener(() -> Display.getDefault().asyncExec(this::refresh));
		refresh();
	}

	private void fill(IToolBarManager toolbar) {
		toolbar.add(Actions.of("Take Snapshot", "Class histogram of the JVM selected in the JVM Explorer (after a full GC)",
				this::take));
		toolbar.add(Actions.of("Import Histogram…", "Reads jmap -histo or jcmd GC.class_histogram text (JDK 5 to 25)",
				() -> ImportSnapshots.histograms(getSite().getShell())));
		toolbar.add(Actions.of("Open Heap Dump…", "The class histogram of an HPROF heap dump, as a snapshot",
				() -> ImportSnapshots.heapDump(getSite().getShell())));
		toolbar.add(new Separator());
		compare = Actions.of("Compare", "", this::compare);
		findLeaks = Actions.of("Find Leaks", "", this::findLeaks);
		toolbar.add(compare);
		toolbar.add(findLeaks);
		toolbar.add(new Separator());
		toolbar.add(Actions.of("Refresh", "Reads the snapshot folder again", this::refresh));
		updateActions();
	}

	private void take() {
		TakeSnapshot.startAll(getSite().getShell(), Jvms.selectedInExplorer(getSite().getWorkbenchWindow()));
	}

	/** The selected snapshots: a JVM node stands for all of its series. Oldest first, no repeats. */
	List<Path> selectedFiles() {
		Set<Path> out = new LinkedHashSet<>();
		for (Object o : viewer.getStructuredSelection().toList()) {
			if (o instanceof SnapshotTree.Series s) {
				out.addAll(s.files());
			} else if (o instanceof Path p) {
				out.add(p);
			}
		}
		List<Path> sorted = new ArrayList<>(out);
		sorted.sort((a, b) -> a.getFileName().compareTo(b.getFileName()));
		return sorted;
	}

	private void updateActions() {
		int n = selectedFiles().size();
		compare.setEnabled(n >= MIN_COMPARE);
		compare.setToolTipText(n >= MIN_COMPARE ? "Compares the " + n + " selected snapshots"
				: "Select two or more snapshots, or a JVM's series, to compare them");
		findLeaks.setEnabled(n >= MIN_LEAK_SERIES);
		findLeaks.setToolTipText(n >= MIN_LEAK_SERIES ? "Ranks the classes that grow over the " + n + " selected snapshots"
				: "Select a JVM's series (three or more snapshots) to rank what grows");
	}

	private void compare() {
		List<Path> files = selectedFiles();
		if (files.size() >= MIN_COMPARE) {
			SnapshotDiffEditor.open(files);
		}
	}

	private void findLeaks() {
		List<Path> files = selectedFiles();
		if (files.size() >= MIN_LEAK_SERIES) {
			LeakFinderEditor.open(files);
		}
	}

	/** Reads the store again, keeping what was expanded. */
	public void refresh() {
		if (viewer == null || viewer.getControl().isDisposed()) {
			return;
		}
		List<Path> files;
		try {
			files = HeapUiPlugin.store().get().list();
			setContentDescription(HeapUiPlugin.store().get().root().toString());
		} catch (IOException e) {
			files = List.of();
			setContentDescription("Cannot read the snapshot folder: " + e.getMessage());
		}
		Object[] expanded = viewer.getExpandedElements();
		viewer.setInput(SnapshotTree.group(files));
		viewer.setExpandedElements(expanded);
		updateActions();
	}

	/** After snapshots were saved (UI thread): the store's listeners hear it, the view shows the newest selected. */
	static void showSaved(Path newest) {
		HeapUiPlugin.store().changed();
		if (Parts.showView(DynoHeapUi.SNAPSHOTS_VIEW_ID) instanceof SnapshotsView v) {
			v.reveal(newest);
		}
	}

	/**
	 * Shows and selects a snapshot just saved, and says so in the status line: the view comes to the front, as the
	 * answer to the user's command (a snapshot taken without a word looked like nothing had happened).
	 */
	private void reveal(Path file) {
		refresh();
		viewer.setSelection(new StructuredSelection(file), true);
		getSite().getPage().activate(this);
		getViewSite().getActionBars().getStatusLineManager().setMessage("Snapshot saved: "
				+ SnapshotTree.jvm(file.getParent().getFileName().toString()) + " — " + SnapshotTree.label(file));
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		if (storeChanged != null) {
			storeChanged.close();
		}
		super.dispose();
	}
}
