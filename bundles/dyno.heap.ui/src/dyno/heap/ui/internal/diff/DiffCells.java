package dyno.heap.ui.internal.diff;

import java.util.Comparator;

import dyno.core.ClassNames;
import dyno.heap.DiffRow;
import dyno.heap.DiffTable;
import dyno.heap.HistogramDiff.Mode;

/** How the diff table writes and orders its cells: column 0 is the class, column i its value in snapshot i-1. */
final class DiffCells {

	private DiffCells() {
	}

	static String text(DiffRow row, int column, Mode mode) {
		if (column == 0) {
			return ClassNames.readable(row.className());
		}
		int i = column - 1;
		if (mode == Mode.RATIO && row.ratios().length > 0) {
			double r = row.ratios()[i];
			if (Double.isNaN(r)) {
				return "–";
			}
			return Double.isInfinite(r) ? "new" : String.format("%.2f×", r);
		}
		long v = row.values()[i];
		boolean signed = (mode == Mode.DELTA_TO_FIRST || mode == Mode.DELTA_TO_PREVIOUS) && v != 0;
		return String.format(signed ? "%+,d" : "%,d", v);
	}

	/** A column's order, largest first (ratios by the ratio); the class column alphabetically. */
	static Comparator<DiffRow> order(int column) {
		return column == 0 ? DiffTable.BY_NAME : DiffTable.byColumn(column - 1);
	}
}
