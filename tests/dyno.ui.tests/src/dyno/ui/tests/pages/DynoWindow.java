package dyno.ui.tests.pages;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;
import org.jemmy.lookup.LookupCriteria;
import org.jemmy.swt.Shells;
import org.jemmy.swt.lookup.ByName;
import org.jemmy.swt.lookup.ByTextShell;

/** The Dyno workbench window, found by its title. */
public final class DynoWindow {

	private final Wrap<? extends Shell> shell;

	private DynoWindow(Wrap<? extends Shell> shell) {
		this.shell = shell;
	}

	public static DynoWindow find() {
		return new DynoWindow(Shells.SHELLS.lookup(Shell.class, new ByTextShell<>("Dyno")).wrap());
	}

	public String title() {
		return Ui.get(() -> shell.getControl().getText());
	}

	@SuppressWarnings("unchecked")
	Parent<Control> controls() {
		return shell.as(Parent.class, Control.class);
	}

	public JvmExplorerPage jvmExplorer() {
		return new JvmExplorerPage(this);
	}

	/**
	 * Clicks the tool bar button with this text (a view's tool bar action shown as text) with the mouse.
	 *
	 * @throws IllegalStateException when no visible tool bar item has the text
	 */
	public void clickToolItem(String text) {
		Wrap<? extends ToolBar> bar = controls().lookup(ToolBar.class, new LookupCriteria<ToolBar>() {
			@Override
			public boolean check(ToolBar candidate) {
				return Ui.get(() -> item(candidate, text) != null);
			}
		}).wrap();
		Rectangle r = Ui.get(() -> item(bar.getControl(), text).getBounds());
		bar.mouse().click(1, new org.jemmy.Point(r.x + r.width / 2, r.y + r.height / 2));
	}

	private static ToolItem item(ToolBar bar, String text) {
		for (ToolItem i : bar.getItems()) {
			if (text.equals(i.getText()) || text.equals(i.getToolTipText())) {
				return i;
			}
		}
		return null;
	}

	/** The "Add JMX Connection" dialog, once open. */
	public JmxConnectionPage jmxConnectionDialog() {
		return new JmxConnectionPage();
	}

	/** Whether a Heap Generations view is open (no waiting). */
	public boolean hasHeapGenerations() {
		return controls().lookup(Canvas.class, new ByName<>("heap.chart")).size() > 0;
	}

	/** The Heap Generations view; the first one found when several are open. */
	public HeapGenerationsPage heapGenerations() {
		return new HeapGenerationsPage(this);
	}

	/** Saves what the window shows now as a PNG file, for a person to look at. */
	public Path screenshot(String name) throws IOException {
		Path dir = Path.of(System.getProperty("dyno.screenshots", "target/screenshots"));
		Files.createDirectories(dir);
		Path file = dir.resolve(name + ".png");
		Ui.get(() -> {
			Shell s = shell.getControl();
			Rectangle r = s.getBounds();
			Image image = new Image(s.getDisplay(), r.width, r.height);
			GC gc = new GC(s.getDisplay());
			try {
				gc.copyArea(image, r.x, r.y);
				ImageLoader loader = new ImageLoader();
				loader.data = new ImageData[] { image.getImageData() };
				loader.save(file.toString(), SWT.IMAGE_PNG);
			} finally {
				gc.dispose();
				image.dispose();
			}
			return file;
		});
		return file;
	}
}
