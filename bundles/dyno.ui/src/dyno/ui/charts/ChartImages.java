package dyno.ui.charts;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.function.Consumer;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;

/**
 * Renders a JFreeChart (or any Java2D drawing) into an AWT image and converts the pixels into SWT {@link ImageData}. Needs
 * no display, so it runs on any thread; only turning the data into an SWT image needs the UI thread.
 */
public final class ChartImages {

	private ChartImages() {
	}

	/**
	 * Draws {@code chart} at {@code width}×{@code height}; {@code info} (may be null) receives its entities. Java2D
	 * draws into 3-byte BGR pixels, a layout SWT reads as they are (blue, green, red bytes with no padding), so the
	 * pixels are handed over without a copy: a conversion pass cost about as much as drawing a strip chart.
	 */
	public static ImageData render(JFreeChart chart, int width, int height, ChartRenderingInfo info) {
		return draw(width, height, g -> chart.draw(g, new Rectangle2D.Double(0, 0, width, height), info));
	}

	/**
	 * Lets {@code painter} draw a picture of {@code width}×{@code height} with Java2D (text antialiased), off the UI
	 * thread as a chart is: the canvases that draw their own pictures (a flame graph) share the conversion.
	 */
	public static ImageData draw(int width, int height, Consumer<Graphics2D> painter) {
		BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_3BYTE_BGR);
		Graphics2D g = image.createGraphics();
		try {
			g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
			painter.accept(g);
		} finally {
			g.dispose();
		}
		return toImageData(image);
	}

	/** The pixels of a {@link BufferedImage#TYPE_3BYTE_BGR} image, shared, not copied. */
	static ImageData toImageData(BufferedImage bgr) {
		byte[] pixels = ((DataBufferByte) bgr.getRaster().getDataBuffer()).getData();
		// Read as 24-bit pixels, most significant byte first: blue, green, red.
		return new ImageData(bgr.getWidth(), bgr.getHeight(), 24, new PaletteData(0x0000FF, 0x00FF00, 0xFF0000), 1,
				pixels);
	}
}
