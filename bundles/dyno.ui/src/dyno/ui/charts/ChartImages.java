package dyno.ui.charts;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;

/**
 * Renders a JFreeChart with Java2D into an AWT image and converts the pixels into SWT {@link ImageData}. Needs
 * no display, so it runs on any thread; only turning the data into an SWT image needs the UI thread.
 */
public final class ChartImages {

	private ChartImages() {
	}

	/** Draws {@code chart} at {@code width}×{@code height}; {@code info} (may be null) receives its entities. */
	public static ImageData render(JFreeChart chart, int width, int height, ChartRenderingInfo info) {
		BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
		Graphics2D g = image.createGraphics();
		try {
			g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
			chart.draw(g, new Rectangle2D.Double(0, 0, width, height), info);
		} finally {
			g.dispose();
		}
		return toImageData(image);
	}

	/** The pixels of an RGB image, shared layout: one int per pixel, 0xRRGGBB. */
	static ImageData toImageData(BufferedImage rgb) {
		int w = rgb.getWidth();
		int h = rgb.getHeight();
		int[] pixels = ((DataBufferInt) rgb.getRaster().getDataBuffer()).getData();
		ImageData data = new ImageData(w, h, 24, new PaletteData(0xFF0000, 0x00FF00, 0x0000FF));
		byte[] line = new byte[data.bytesPerLine];
		for (int y = 0; y < h; y++) {
			int row = y * w;
			for (int x = 0; x < w; x++) {
				int p = pixels[row + x];
				line[3 * x] = (byte) (p >> 16);
				line[3 * x + 1] = (byte) (p >> 8);
				line[3 * x + 2] = (byte) p;
			}
			System.arraycopy(line, 0, data.data, y * data.bytesPerLine, 3 * w);
		}
		return data;
	}
}
