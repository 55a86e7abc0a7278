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

	private static final int MAX_EVENTS = 300;

	private Screenshots() {
	}

	static Path save(Shell shell, String name) throws IOException {
		Path dir = Path.of(System.getProperty("dyno.screenshots", "target/screenshots"));
		Files.createDirectories(dir);
		Path file = dir.resolve(name + ".png");
		// What the test just typed or chose may not be painted yet: the UI thread handles the events already queued
		// (input, layouts, asyncExecs), then paints whatever is still pending, or the picture shows the state before
		// the last step. A bounded count of events, not a time: a chart that keeps drawing, or a field decoration
		// whose paint asks the X server where it is, never leaves the queue empty for long, and on a loaded machine
		// each such event takes long enough that 10,000 of them held a test for over three minutes (under
		// --stress). A few hundred are what one step queues; update() below paints the rest.
		Ui.get(() -> {
			for (int events = 0; events < MAX_EVENTS && shell.getDisplay().readAndDispatch(); events++) {
				// next event
			}
			shell.getDisplay().update();
			shell.update();
			// The widgets draw themselves into the image (Control.print): a copy of the screen showed the frame GTK
			// had last put there, often the state before the last step (a tab already switched, still the old one).
			Rectangle r = shell.getBounds();
			Image image = new Image(shell.getDisplay(), r.width, r.height);
			GC gc = new GC(image);
			try {
				shell.print(gc);
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
