package dyno.ui.tests.pages;

import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;

import dyno.samples.Waits;
import dyno.ui.charts.ChartCanvas;
import dyno.ui.charts.RenderedChart;

/** The Server Runtime view of one JVM: its status line and the table of latest values. */
public final class ServerRuntimePage {

	private final Parent<Control> controls;

	@SuppressWarnings("unchecked")
	private ServerRuntimePage(DynoWindow window, String target) {
		controls = window.controls().lookup(Composite.class, Ui.named("runtime.view " + target)).wrap()
				.as(Parent.class, Control.class);
	}

	/** Opens the Server Runtime view of the local JVM {@code pid} from the explorer's context menu, and returns it. */
	public static ServerRuntimePage open(DynoWindow window, long pid) throws InterruptedException {
		String target = "pid " + pid;
		window.jvmExplorer().chooseFromContextMenuUntil(pid, "Server Runtime",
				() -> window.controls().lookup(Composite.class, Ui.named("runtime.view " + target)).size() > 0);
		return new ServerRuntimePage(window, target);
	}

	/**
	 * Waits until the chart has drawn a frame after {@code frame} in which series {@code key} has at least
	 * {@code items} points, and returns that frame's number. A live chart draws within its CPU budget, so a frame may
	 * take seconds to come.
	 */
	public long waitForFrame(long frame, String key, int items) throws InterruptedException {
		Wrap<? extends ChartCanvas> canvas = controls.lookup(ChartCanvas.class, Ui.named("runtime.chart")).wrap();
		return Waits.value("a frame with " + items + " points of " + key + " after frame " + frame,
				() -> Ui.get(() -> (RenderedChart) canvas.getControl().getData(ChartCanvas.RENDERED)),
				shown -> shown != null && shown.frame() > frame && shown.series(key) != null
						&& shown.series(key).items() >= items)
				.frame();
	}

	/** The number of the frame the chart shows, 0 before the first. */
	public long frame() {
		Wrap<? extends ChartCanvas> canvas = controls.lookup(ChartCanvas.class, Ui.named("runtime.chart")).wrap();
		RenderedChart shown = Ui.get(() -> (RenderedChart) canvas.getControl().getData(ChartCanvas.RENDERED));
		return shown == null ? 0 : shown.frame();
	}

	public String status() {
		Wrap<? extends Label> label = controls.lookup(Label.class, Ui.named("runtime.status")).wrap();
		return Ui.get(() -> label.getControl().getText());
	}

	/**
	 * Waits until the table of latest values (product, group, measure, value, per second, maximum) has rows that
	 * satisfy {@code test}, and returns them; a timeout names the rows last read.
	 */
	public List<List<String>> waitForValues(Predicate<List<List<String>>> test) throws InterruptedException {
		Wrap<? extends Table> table = controls.lookup(Table.class, Ui.named("runtime.table")).wrap();
		return Waits.value("the Server Runtime table's rows as the test needs them",
				() -> Ui.get(() -> Tables.rows(table.getControl())), test);
	}
}
