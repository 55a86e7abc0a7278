package dyno.profile.ui.internal.editor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerComparator;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import dyno.ui.DynoUi;
import dyno.ui.ViewerColumns;

/**
 * A table of one kind of analysis row: columns declared with their text and their order, a click on a header
 * sorts by it (again: the other way). Rows come in the engine's ranking, which stays the order until the user
 * clicks a header.
 *
 * @param <T> the row type
 */
public final class RowTable<T> {

	private final TableViewer viewer;
	private final List<Comparator<T>> orders = new ArrayList<>();
	private final Class<T> type;

	public RowTable(Composite parent, String name, Class<T> type) {
		this.type = type;
		viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		Table table = viewer.getTable();
		table.setData(DynoUi.WIDGET_NAME, name);
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
	}

	/** A left-aligned text column, sorted alphabetically. */
	public RowTable<T> text(String title, int width, Function<T, String> text) {
		return column(title, width, SWT.LEFT, text, null, Comparator.comparing(text));
	}

	/** A right-aligned number column, sorted largest first. */
	public RowTable<T> number(String title, int width, Function<T, String> text, Comparator<T> order) {
		return column(title, width, SWT.RIGHT, text, null, order.reversed());
	}

	/** A column with an icon before its text. */
	RowTable<T> icon(String title, int width, Function<T, String> text, Function<T, Image> image, Comparator<T> order) {
		return column(title, width, SWT.LEFT, text, image, order);
	}

	private RowTable<T> column(String title, int width, int align, Function<T, String> text, Function<T, Image> image,
			Comparator<T> order) {
		TableViewerColumn c = ViewerColumns.withIcon(viewer, align, title, width, type, text, image);
		int index = orders.size();
		orders.add(order);
		c.getColumn().addListener(SWT.Selection, e -> sortBy(c.getColumn(), index));
		return this;
	}

	private void sortBy(TableColumn column, int index) {
		Table table = viewer.getTable();
		boolean flip = table.getSortColumn() == column && table.getSortDirection() == SWT.DOWN;
		table.setSortColumn(column);
		table.setSortDirection(flip ? SWT.UP : SWT.DOWN);
		Comparator<T> order = flip ? orders.get(index).reversed() : orders.get(index);
		viewer.setComparator(new ViewerComparator() {
			@Override
			public int compare(Viewer v, Object a, Object b) {
				return order.compare(type.cast(a), type.cast(b));
			}
		});
	}

	public void setRows(List<T> rows) {
		viewer.setInput(rows);
	}

	/** {@code selected} gets the selected row, or null when the selection is cleared. */
	void onSelect(Consumer<T> selected) {
		viewer.addSelectionChangedListener(e -> {
			Object first = ((IStructuredSelection) e.getSelection()).getFirstElement();
			selected.accept(first == null ? null : type.cast(first));
		});
	}

	/** Selects (and reveals) the first row that passes {@code test}, as if the user had; false when none does. */
	boolean select(Predicate<T> test) {
		for (TableItem item : viewer.getTable().getItems()) {
			T row = type.cast(item.getData());
			if (test.test(row)) {
				viewer.setSelection(new StructuredSelection(row), true);
				return true;
			}
		}
		return false;
	}

	public Table control() {
		return viewer.getTable();
	}
}
