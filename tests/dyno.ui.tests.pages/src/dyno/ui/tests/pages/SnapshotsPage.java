package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.jemmy.control.Wrap;

/** The Snapshots view: one node per JVM ("key  (n snapshots)"), its snapshots' times below. */
public final class SnapshotsPage {

	private final Wrap<? extends Tree> tree;

	SnapshotsPage(DynoWindow window) {
		tree = window.controls().lookup(Tree.class, Ui.named("snapshots.tree")).wrap();
	}

	/** The JVM nodes' labels. */
	public List<String> series() {
		return Ui.get(() -> {
			List<String> out = new ArrayList<>();
			for (TreeItem item : tree.getControl().getItems()) {
				out.add(item.getText());
			}
			return out;
		});
	}

	/** Waits until a JVM node's label contains {@code text} ("(5 snapshots)"), and returns it. */
	public String waitForSeries(String text) {
		return tree.waitState(() -> series().stream().filter(s -> s.contains(text)).findFirst().orElse(null));
	}

	/**
	 * Waits until a snapshot row is selected in the tree, which has the focus (the view is the active part), and
	 * returns the selected row's label and its JVM node's label.
	 */
	public List<String> waitForSelectedSnapshot() {
		return tree.waitState(() -> Ui.get(() -> {
			TreeItem[] selected = tree.getControl().getSelection();
			boolean active = org.eclipse.ui.PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage()
					.getActivePart() != null && org.eclipse.ui.PlatformUI.getWorkbench().getWorkbenchWindows()[0]
							.getActivePage().getActivePart().getSite().getId().equals("dyno.heap.ui.snapshots");
			return active && selected.length == 1 && selected[0].getParentItem() != null
					? List.of(selected[0].getText(), selected[0].getParentItem().getText()) : null;
		}));
	}

	/** Selects the JVM node whose label contains {@code text}, as a click does. */
	public void selectSeries(String text) {
		Ui.get(() -> {
			for (TreeItem item : tree.getControl().getItems()) {
				if (item.getText().contains(text)) {
					tree.getControl().setSelection(item);
					Event e = new Event();
					e.item = item;
					tree.getControl().notifyListeners(SWT.Selection, e);
					return null;
				}
			}
			throw new AssertionError("no series '" + text + "' in " + series());
		});
	}
}
