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
import org.eclipse.swt.widgets.Shell;

/** Saves what a window shows on the screen as a PNG file, for a person to look at. */
final class Screenshots {

	private Screenshots() {
	}

	static Path save(Shell shell, String name) throws IOException {
		Path dir = Path.of(System.getProperty("dyno.screenshots", "target/screenshots"));
		Files.createDirectories(dir);
		Path file = dir.resolve(name + ".png");
		// What the test just typed or chose may not be painted yet: the UI thread handles every event already queued
		// (input, layouts, asyncExecs), then paints whatever is still pending, or the picture shows the state before
		// the last step. A bounded count of events, not a time: a chart that keeps drawing never leaves the queue
		// empty for long.
		Ui.get(() -> {
			for (int events = 0; events < 10_000 && shell.getDisplay().readAndDispatch(); events++) {
				// next event
			}
			shell.getDisplay().update();
			shell.update();
			Rectangle r = shell.getBounds();
			Image image = new Image(shell.getDisplay(), r.width, r.height);
			GC gc = new GC(shell.getDisplay());
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
