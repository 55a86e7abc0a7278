package dyno.jvm.ui.internal.heap;

import java.time.Duration;
import java.util.function.Consumer;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.RowLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dyno.ui.DynoUi;
import dyno.ui.charts.TimeWindow;

/**
 * The row of controls under the header: sampling interval, time window, pause, exports and Open this Range (the
 * JVM actions are on the view's tool bar). Each control calls back into the view.
 */
final class HeapControls {

	static final long[] INTERVALS = { 100, 200, 500, 1000, 2000, 5000 };

	private final Combo interval;
	private final Combo window;
	private final Button pause;
	private final Button openRange;

	HeapControls(Composite parent, HeapGenerationsView view) {
		Composite row = new Composite(parent, SWT.NONE);
		RowLayoutFactory.swtDefaults().center(true).spacing(6).margins(6, 2).wrap(true).applyTo(row);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(row);
		new Label(row, SWT.NONE).setText("Interval:");
		interval = new Combo(row, SWT.READ_ONLY);
		interval.setData(DynoUi.WIDGET_NAME, "heap.interval");
		for (long ms : INTERVALS) {
			interval.add(ms < 1000 ? ms + " ms" : ms / 1000 + " s");
		}
		interval.addListener(SWT.Selection,
				e -> view.setInterval(Duration.ofMillis(INTERVALS[interval.getSelectionIndex()])));
		new Label(row, SWT.NONE).setText("Window:");
		window = new Combo(row, SWT.READ_ONLY);
		window.setData(DynoUi.WIDGET_NAME, "heap.window");
		for (TimeWindow w : TimeWindow.values()) {
			window.add(w.label);
		}
		window.addListener(SWT.Selection, e -> view.setWindow(TimeWindow.values()[window.getSelectionIndex()]));
		pause = button(row, "Pause", "heap.pause", b -> view.setPaused(b.getSelection()), SWT.TOGGLE);
		button(row, "Export PNG…", "heap.exportPng", b -> view.exportPng(), SWT.PUSH);
		button(row, "Export CSV…", "heap.exportCsv", b -> view.exportCsv(), SWT.PUSH);
		openRange = button(row, "Open this Range", "heap.openRange", b -> view.openRange(), SWT.PUSH);
		openRange.setToolTipText("Opens Dyno's recording of this JVM at the span dragged across the chart "
				+ "(a double-click on the chart clears the span)");
		openRange.setEnabled(false);
	}

	/** Whether a span is selected on the chart, for Open this Range. */
	void showSpanSelected(boolean selected) {
		openRange.setEnabled(selected);
	}

	private static Button button(Composite row, String text, String name, Consumer<Button> action, int style) {
		Button b = new Button(row, style);
		b.setText(text);
		b.setData(DynoUi.WIDGET_NAME, name);
		b.addListener(SWT.Selection, e -> action.accept(b));
		return b;
	}

	void show(Duration every, TimeWindow shown, boolean paused) {
		int i = 0;
		while (i < INTERVALS.length - 1 && INTERVALS[i] < every.toMillis()) {
			i++;
		}
		interval.select(i);
		window.select(shown.ordinal());
		pause.setSelection(paused);
		pause.setText(paused ? "Resume" : "Pause");
		pause.getParent().layout(true);
	}
}
