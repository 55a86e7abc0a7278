package dyno.heap.ui.internal.holders;

import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.layout.TreeColumnLayout;
import org.eclipse.jface.viewers.ColumnPixelData;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

import dyno.heap.analysis.HoldersResult;
import dyno.heap.ui.internal.dominators.DominatorTreeEditor;
import dyno.heap.hprof.Holders;
import dyno.ui.DynoUi;

/**
 * Who holds a class in a heap dump: one node per accumulation point (the holder), with its number of paths and
 * retained-size estimate; below it example paths from a GC root, and below each path its steps, root first.
 */
public final class HoldersView extends ViewPart {

	private Label summary;
	private TreeViewer viewer;
	private Action openDominators;
	/** The dump the holders were found in; null until then. */
	private Path dump;

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "holders.view");
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(area);
		summary = new Label(area, SWT.WRAP);
		summary.setData(DynoUi.WIDGET_NAME, "holders.summary");
		summary.setText("Select a suspect in the Leak Finder and choose Find Holders in a Heap Dump…");
		GridDataFactory.fillDefaults().grab(true, false).hint(400, SWT.DEFAULT).applyTo(summary);
		Composite treeArea = new Composite(area, SWT.NONE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(treeArea);
		TreeColumnLayout layout = new TreeColumnLayout();
		treeArea.setLayout(layout);
		viewer = new TreeViewer(treeArea, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.getTree().setData(DynoUi.WIDGET_NAME, "holders.tree");
		viewer.getTree().setHeaderVisible(true);
		viewer.getTree().setLinesVisible(true);
		for (HolderTree.Column c : HolderTree.Column.values()) {
			TreeViewerColumn column = new TreeViewerColumn(viewer, c == HolderTree.Column.HOLDER ? SWT.LEFT : SWT.RIGHT);
			column.getColumn().setText(c.title);
			column.setLabelProvider(new HolderTree.Labels(c));
			layout.setColumnData(column.getColumn(),
					c == HolderTree.Column.HOLDER ? new ColumnWeightData(1, 300) : new ColumnPixelData(c.width, true));
		}
		viewer.setContentProvider(new HolderTree());
		openDominators = new Action("Open Dominator Tree") {
			@Override
			public void run() {
				DominatorTreeEditor.open(dump, null);
			}
		};
		openDominators.setToolTipText("What keeps the memory of this heap dump alive: its dominator tree");
		openDominators.setEnabled(false);
		getViewSite().getActionBars().getToolBarManager().add(openDominators);
	}

	/** Shows newly found holders: each group's paths by shape, the first shape of the first group with its steps. */
	void show(HoldersResult shown) {
		Holders h = shown.holders();
		dump = shown.dump();
		openDominators.setEnabled(true);
		summary.setText(FindHolders.describe(h) + " in " + shown.dump().getFileName());
		summary.setToolTipText(shown.dump().toString());
		setContentDescription("");
		setPartName("Holders of " + FindHolders.simple(h.className()));
		viewer.setInput(h);
		viewer.expandToLevel(2);
		if (!h.groups().isEmpty() && !h.groups().get(0).examples().isEmpty()) {
			viewer.expandToLevel(HolderTree.shapes(h.groups().get(0)).get(0), 1);
		}
		summary.getParent().layout(true, true);
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}
}
