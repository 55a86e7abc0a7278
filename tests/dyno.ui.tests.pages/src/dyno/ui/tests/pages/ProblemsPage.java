package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.jface.viewers.StructuredViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.jemmy.TimeoutExpiredException;
import org.jemmy.control.Wrap;
import org.jemmy.lookup.LookupCriteria;

/**
 * The Problems view as the user reads it: its rows (Description, Resource, Path, Location, Type) under the severity
 * groups, opened as a double-click does. The view updates in a job of its own, so reading waits.
 */
public final class ProblemsPage {

	/** The cells of a row. */
	public static final int DESCRIPTION = 0, RESOURCE = 1, LOCATION = 3, TYPE = 4;

	private final DynoWindow window;
	private final Wrap<? extends Tree> tree;

	private ProblemsPage(DynoWindow window, Tree control) {
		this.window = window;
		tree = window.controls().lookup(Tree.class, new LookupCriteria<Tree>() {
			@Override
			public boolean check(Tree candidate) {
				return candidate == control;
			}
		}).wrap();
	}

	/** Shows the Problems view as the Profile menu's Problems does. */
	public static ProblemsPage show(DynoWindow window) {
		window.chooseMenu("Profile", "Problems");
		Tree control = Ui.get(() -> {
			IViewPart view = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage()
					.findView(IPageLayout.ID_PROBLEM_VIEW);
			if (view == null) {
				throw new AssertionError("Profile > Problems showed no Problems view");
			}
			return (Tree) ((StructuredViewer) view.getSite().getSelectionProvider()).getControl();
		});
		return new ProblemsPage(window, control);
	}

	/** Waits until the rows (every group expanded) satisfy {@code test}, and returns them. */
	public List<List<String>> waitForRows(Predicate<List<List<String>>> test) {
		List<List<List<String>>> last = new ArrayList<>(List.of(List.of()));
		try {
			return tree.waitState(() -> {
				List<List<String>> rows = Ui.get(this::rows);
				last.set(0, rows);
				return test.test(rows) ? rows : null;
			});
		} catch (TimeoutExpiredException e) {
			throw new AssertionError("the Problems view never showed the expected rows; it shows " + last.get(0), e);
		}
	}

	private List<List<String>> rows() {
		List<List<String>> rows = new ArrayList<>();
		for (TreeItem item : leaves()) {
			rows.add(cells(item));
		}
		return rows;
	}

	/** The markers' items: under the severity groups, or the top level when the user chose no grouping. */
	private List<TreeItem> leaves() {
		List<TreeItem> leaves = new ArrayList<>();
		for (TreeItem top : tree.getControl().getItems()) {
			expand(top);
			if (top.getItemCount() == 0) {
				leaves.add(top);
			}
			for (TreeItem item : top.getItems()) {
				leaves.add(item);
			}
		}
		return leaves;
	}

	private void expand(TreeItem group) {
		if (!group.getExpanded()) {
			Event e = new Event();
			e.item = group;
			tree.getControl().notifyListeners(SWT.Expand, e); // the viewer creates the children as on a twisty click
			group.setExpanded(true);
		}
	}

	private List<String> cells(TreeItem item) {
		List<String> cells = new ArrayList<>();
		for (int c = 0; c < tree.getControl().getColumnCount(); c++) {
			cells.add(item.getText(c));
		}
		return cells;
	}

	/** The rows drawn without a severity icon (an image the product failed to declare shows none). */
	public List<List<String>> rowsWithoutIcon() {
		return Ui.get(() -> leaves().stream().filter(i -> i.getImage(0) == null).map(this::cells).toList());
	}

	/** Opens the first row that passes {@code test} as a double-click does (the tree's default selection). */
	public void open(Predicate<List<String>> test) {
		Ui.get(() -> {
			for (TreeItem item : leaves()) {
				if (test.test(cells(item))) {
					tree.getControl().setSelection(item);
					Event e = new Event();
					e.item = item;
					tree.getControl().notifyListeners(SWT.Selection, e);
					tree.getControl().notifyListeners(SWT.DefaultSelection, e);
					return null;
				}
			}
			throw new AssertionError("no Problems row to open among " + rows());
		});
	}

	/** Maximizes the view (or restores it), for a screenshot that reads. */
	public void maximize(boolean maximized) {
		window.maximizeView(IPageLayout.ID_PROBLEM_VIEW, maximized);
	}
}
