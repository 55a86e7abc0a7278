package dyno.jvm.ui.internal.heap;

import java.util.Comparator;
import java.util.function.Function;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerComparator;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

import dyno.core.Plural;
import dyno.jvm.ClassHistogram;
import dyno.jvm.ClassHistogram.Row;

/** A class histogram as a table sorted by any column (click a header; again to reverse). */
final class HistogramDialog extends Dialog {

	private final String label;
	private final ClassHistogram histogram;
	private TableViewer viewer;
	private Comparator<Row> order = Comparator.comparingLong(Row::bytes).reversed();

	HistogramDialog(Shell parent, String label, ClassHistogram histogram) {
		super(parent);
		this.label = label;
		this.histogram = histogram;
		setShellStyle(getShellStyle() | SWT.RESIZE | SWT.MAX);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Class Histogram of " + label);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		new Label(area, SWT.NONE).setText(Plural.of(histogram.rows().size(), "class") + ", "
				+ Plural.of(histogram.totalInstances(), "instance") + ", " + Bytes.mb(histogram.totalBytes()) + " MB (shallow sizes)");
		viewer = new TableViewer(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
		Table table = viewer.getTable();
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		GridDataFactory.fillDefaults().grab(true, true).hint(720, 480).applyTo(table);
		column("Class", 440, SWT.LEFT, Row::className, Comparator.comparing(Row::className));
		column("Instances", 110, SWT.RIGHT, r -> String.format("%,d", r.instances()),
				Comparator.comparingLong(Row::instances));
		column("Bytes", 130, SWT.RIGHT, r -> String.format("%,d", r.bytes()), Comparator.comparingLong(Row::bytes));
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		viewer.setComparator(new ViewerComparator() {
			@Override
			public int compare(Viewer v, Object a, Object b) {
				return order.compare((Row) a, (Row) b);
			}
		});
		viewer.setInput(histogram.rows());
		return area;
	}

	private void column(String title, int width, int align, Function<Row, String> text, Comparator<Row> sort) {
		TableViewerColumn c = new TableViewerColumn(viewer, align);
		TableColumn column = c.getColumn();
		column.setText(title);
		column.setWidth(width);
		c.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply((Row) element);
			}
		});
		column.addListener(SWT.Selection, e -> {
			Table t = viewer.getTable();
			boolean down = t.getSortColumn() == column ? t.getSortDirection() == SWT.UP : !title.equals("Class");
			order = down ? sort.reversed() : sort;
			t.setSortColumn(column);
			t.setSortDirection(down ? SWT.DOWN : SWT.UP);
			viewer.refresh();
		});
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
	}
}
