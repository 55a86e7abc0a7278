package dyno.load.ui.internal.dashboard;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import dyno.core.Plural;
import dyno.load.LoadErrors;
import dyno.load.LoadErrors.Failure;
import dyno.ui.DynoUi;

/**
 * The run's failures by label, response code and message, most frequent first, with their share of all failures
 * and when they were first and last seen (after the run's start; the clock time in the tooltip). Choosing a row
 * marks that error's failures on the timeline ({@link ErrorFilter}); "All samples" goes back. Updating keeps the
 * chosen row.
 */
final class ErrorsTable {

	static final String NONE = "No failed samples";
	private static final String[] TITLES = { "Label", "Response code", "Message", "Failures", "% of errors",
			"First seen", "Last seen" };
	private static final int[] WIDTHS = { 160, 0, 320, 0, 0, 80, 80 };
	private static final int MESSAGE = 2, FIRST_SEEN = 5, LAST_SEEN = 6;
	private static final DecimalFormat PERCENT = new DecimalFormat("#0.00%", DecimalFormatSymbols.getInstance(Locale.ROOT));

	private final Composite area;
	private final Label summary;
	private final Button all;
	private final Table table;
	private final ErrorFilter filter;
	private List<Failure> shown = List.of();
	/** The failed samples of {@link #shown}. */
	private long failed;
	/** The row chosen, by its label, code and message (its counts change while the run goes on); null for none. */
	private Failure selected;

	/**
	 * @param filtered called on any thread when another error was chosen or its failures were read (to draw the
	 *                 timeline again at once)
	 */
	ErrorsTable(Composite parent, RunData run, Runnable filtered) {
		area = new Composite(parent, SWT.NONE);
		filter = new ErrorFilter(run, () -> {
			filtered.run();
			if (!area.isDisposed()) {
				area.getDisplay().asyncExec(() -> {
					if (!area.isDisposed()) {
						summarize();
					}
				});
			}
		});
		area.addListener(SWT.Dispose, e -> filter.dispose());
		GridLayoutFactory.fillDefaults().numColumns(2).spacing(4, 2).applyTo(area);
		summary = new Label(area, SWT.NONE);
		summary.setData(DynoUi.WIDGET_NAME, "load.errors.summary");
		GridDataFactory.fillDefaults().grab(true, false).align(SWT.FILL, SWT.CENTER).applyTo(summary);
		all = new Button(area, SWT.PUSH);
		all.setText("All samples");
		all.setToolTipText("Shows the errors of all samples on the timeline again.");
		all.setData(DynoUi.WIDGET_NAME, "load.errors.all");
		all.setEnabled(false);
		all.addListener(SWT.Selection, e -> choose(null));
		table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
		table.setData(DynoUi.WIDGET_NAME, "load.errors");
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		GridDataFactory.fillDefaults().grab(true, true).span(2, 1).applyTo(table);
		for (int i = 0; i < TITLES.length; i++) {
			TableColumn c = new TableColumn(table, i <= MESSAGE ? SWT.LEFT : SWT.RIGHT);
			c.setText(TITLES[i]);
			c.pack(); // at least as wide as its title
			c.setWidth(Math.max(c.getWidth(), WIDTHS[i]));
		}
		table.addListener(SWT.Selection, e -> {
			int row = table.getSelectionIndex();
			if (row >= 0 && row < shown.size()) {
				choose(shown.get(row));
			}
		});
		table.addListener(SWT.MouseHover, this::tooltip);
		show(List.of(), 0);
	}

	Control control() {
		return area;
	}

	/** The summary line and a table of {@link LoadDashboard#MIN_ERROR_ROWS} rows at least. */
	int minimumHeight() {
		return summary.computeSize(SWT.DEFAULT, SWT.DEFAULT).y + 2 + Tables.heightFor(table, LoadDashboard.MIN_ERROR_ROWS);
	}

	/** The error whose failures the timeline marks, null for none. Any thread. */
	ErrorFilter.Focus focus() {
		return filter.focus();
	}

	/** A live run wrote more rows or ended: the chosen error's are read too. Any thread. */
	void runUpdated() {
		filter.runUpdated();
	}

	/** "JR-KO 400 Bad request": how the timeline's legend names an error. */
	static String name(Failure f) {
		return String.join(" ", f.label(), f.responseCode(), f.message()).strip();
	}

	/**
	 * Shows the failures of a snapshot of {@link LoadErrors#failures()}, first and last seen since the run's first
	 * sample (as the load report counts them, not from JMeter's launch). UI thread.
	 */
	void show(List<Failure> failures, long firstSample) {
		shown = failures;
		// summed from the same snapshot, not asked of the run again, so the shares add up to 100 %
		failed = failures.stream().mapToLong(Failure::count).sum();
		table.setRedraw(false);
		try {
			table.setItemCount(failures.size());
			int keep = -1;
			for (int i = 0; i < failures.size(); i++) {
				Failure f = failures.get(i);
				TableItem item = table.getItem(i);
				item.setText(new String[] { f.label(), f.responseCode(), f.message(), Long.toString(f.count()),
						PERCENT.format(f.shareOf(failed)), Durations.text(f.firstSeen() - firstSample),
						Durations.text(f.lastSeen() - firstSample) });
				if (selected != null && sameError(f, selected)) {
					keep = i;
				}
			}
			if (keep >= 0) {
				table.setSelection(keep);
			} else {
				table.deselectAll();
			}
		} finally {
			table.setRedraw(true);
		}
		summarize();
	}

	private void summarize() {
		ErrorFilter.Focus focus = filter.focus();
		String text;
		if (shown.isEmpty()) {
			text = NONE;
		} else if (focus == null) {
			text = failed + " failed samples in " + Plural.of(shown.size(), "kind")
					+ " — choose one to mark its failures on the timeline";
		} else if (focus.problem() != null) {
			text = "Cannot mark " + name(focus.failure()) + " on the timeline: " + focus.problem();
		} else if (!focus.caughtUp()) {
			text = "Finding " + name(focus.failure()) + " in the run's results…";
		} else {
			text = "The timeline's Errors strip marks " + name(focus.failure()) + " (red)";
		}
		if (!text.equals(summary.getText())) {
			summary.setText(text);
			area.layout();
		}
		all.setEnabled(selected != null);
	}

	private void choose(Failure f) {
		if (f == null ? selected == null : selected != null && sameError(f, selected)) {
			return;
		}
		selected = f;
		if (f == null) {
			table.deselectAll();
		}
		filter.show(f);
		summarize();
	}

	private static boolean sameError(Failure a, Failure b) {
		return a.label().equals(b.label()) && a.responseCode().equals(b.responseCode()) && a.message().equals(b.message());
	}

	/** The cell under the mouse: a time's clock time, a message in full (the column may cut it). */
	private void tooltip(Event e) {
		Point at = new Point(e.x, e.y);
		TableItem item = table.getItem(at);
		String tip = null;
		if (item != null) {
			Failure f = shown.get(table.indexOf(item));
			if (item.getBounds(FIRST_SEEN).contains(at)) {
				tip = "First seen at " + clock(f.firstSeen());
			} else if (item.getBounds(LAST_SEEN).contains(at)) {
				tip = "Last seen at " + clock(f.lastSeen());
			} else if (item.getBounds(MESSAGE).contains(at)) {
				tip = f.message();
			}
		}
		table.setToolTipText(tip);
	}

	private static String clock(long epochMillis) {
		return new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS").format(new Date(epochMillis));
	}
}
