package dyno.ui;

import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;

/**
 * Columns of JFace table and tree viewers whose rows are all of one type, each cell's text (and icon, tooltip)
 * computed from its row.
 */
public final class ViewerColumns {

	private ViewerColumns() {
	}

	/**
	 * Adds a table column of {@code title}, {@code width} pixels wide, showing each row's {@code text}, and
	 * {@code tooltip} when the mouse rests on a cell: tooltips show only where the caller enabled
	 * {@link org.eclipse.jface.viewers.ColumnViewerToolTipSupport} on the viewer.
	 */
	public static <T> TableViewerColumn withTooltip(TableViewer viewer, String title, int width, Class<T> type,
			Function<T, String> text, Function<T, String> tooltip) {
		return add(viewer, SWT.NONE, title, width, cells(type, text, null, tooltip));
	}

	/**
	 * Adds a table column of {@code title}, {@code width} pixels wide, aligned by {@code align} ({@link SWT#LEFT},
	 * {@link SWT#RIGHT}), showing each row's {@code text} after its {@code image} (null: no icons).
	 */
	public static <T> TableViewerColumn withIcon(TableViewer viewer, int align, String title, int width, Class<T> type,
			Function<T, String> text, Function<T, Image> image) {
		return add(viewer, align, title, width, cells(type, text, image, null));
	}

	/**
	 * The cells of a table's or a tree's column whose rows are {@code type}s; a null {@code image} or
	 * {@code tooltip} gives what JFace shows by default: no icon, no tooltip.
	 */
	public static <T> ColumnLabelProvider cells(Class<T> type, Function<T, String> text, Function<T, Image> image,
			Function<T, String> tooltip) {
		return new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply(type.cast(element));
			}

			@Override
			public Image getImage(Object element) {
				return image == null ? null : image.apply(type.cast(element));
			}

			@Override
			public String getToolTipText(Object element) {
				return tooltip == null ? null : tooltip.apply(type.cast(element));
			}
		};
	}

	private static TableViewerColumn add(TableViewer viewer, int style, String title, int width,
			ColumnLabelProvider cells) {
		TableViewerColumn c = new TableViewerColumn(viewer, style);
		c.getColumn().setText(title);
		c.getColumn().setWidth(width);
		c.setLabelProvider(cells);
		return c;
	}
}
