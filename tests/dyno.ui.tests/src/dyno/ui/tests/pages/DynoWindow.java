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
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;
import org.jemmy.swt.Shells;
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
