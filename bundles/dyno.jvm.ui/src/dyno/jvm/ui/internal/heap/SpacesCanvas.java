package dyno.jvm.ui.internal.heap;

import java.util.List;
import java.util.Optional;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

import dyno.jvm.GcSpaces;
import dyno.jvm.Space;
import dyno.jvm.SpaceUsage;
import dyno.ui.CanvasColours;

/**
 * The spaces of the newest sample drawn to scale, like Visual GC: one bar per space whose length is the space's
 * maximum (its committed size when the JVM gives no maximum), with the committed part shaded and the used part
 * filled. Heap spaces share one scale, metaspace and class space another (they are native memory).
 */
final class SpacesCanvas extends Canvas {

	private static final List<Space> HEAP = List.of(Space.EDEN, Space.SURVIVOR_0, Space.SURVIVOR_1, Space.OLD);
	private static final List<Space> NATIVE = List.of(Space.METASPACE, Space.COMPRESSED_CLASS);
	private static final int BAR = 16;
	private static final Color COMMITTED = new Color(0xC6, 0xDB, 0xEF);
	/** Committed but unused in the dark theme: a dim blue the used part's blue still stands out from. */
	private static final Color COMMITTED_DARK = new Color(0x2E, 0x4A, 0x66);
	private static final Color USED = new Color(0x1F, 0x77, 0xB4);

	private Optional<GcSpaces> sample = Optional.empty();
	/** The theme's colours, looked up at each paint. */
	private CanvasColours colours = CanvasColours.LIGHT;
	private String noSamples = "";

	SpacesCanvas(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED);
		addPaintListener(e -> paint(e.gc));
	}

	/** Shows a new sample, or {@code noSamples} while there is none (UI thread). */
	void show(Optional<GcSpaces> newest, String noSamples) {
		sample = newest;
		this.noSamples = noSamples;
		setToolTipText(newest.isEmpty() ? noSamples : null); // a long cause may run past the canvas' edge
		redraw();
	}

	private void paint(GC gc) {
		Rectangle area = getClientArea();
		colours = CanvasColours.around(this);
		gc.setBackground(colours.background());
		gc.fillRectangle(area);
		gc.setForeground(colours.text());
		int x = 8;
		int width = Math.max(40, area.width - 16);
		int y = 6;
		if (sample.isEmpty()) {
			gc.drawText(noSamples, x, y, true);
			return;
		}
		GcSpaces s = sample.get();
		y = group(gc, "Heap (to scale)", s, HEAP, x, y, width);
		group(gc, "Native memory (to scale)", s, NATIVE, x, y + 8, width);
	}

	private int group(GC gc, String title, GcSpaces s, List<Space> spaces, int x, int y, int width) {
		long scale = 1;
		for (Space sp : spaces) {
			scale = Math.max(scale, s.space(sp).map(SpaceCanvasMath::extent).orElse(0L));
		}
		gc.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
		gc.setForeground(colours.text());
		gc.drawText(title, x, y, true);
		gc.setFont(getFont());
		y += gc.getFontMetrics().getHeight();
		gc.setForeground(colours.faint());
		gc.drawText("used / committed / max", x, y, true);
		y += gc.getFontMetrics().getHeight() + 4;
		for (Space sp : spaces) {
			Optional<SpaceUsage> u = s.measured(sp);
			if (u.isEmpty()) {
				// A space the JVM lacks is left out (the header says so); metaspace that jvmstat does not count until
				// the first collection reads n/a rather than 0.0 / 0.0 MB.
				if (s.space(sp).isPresent()) {
					y = unreported(gc, sp.label(), x, y);
				}
				continue;
			}
			y = bar(gc, sp.label(), u.get(), scale, x, y, width);
		}
		return y;
	}

	private int unreported(GC gc, String label, int x, int y) {
		int line = gc.getFontMetrics().getHeight();
		gc.setForeground(colours.text());
		gc.drawText(label, x, y, true);
		gc.setForeground(colours.faint());
		gc.drawText("n/a until the first collection (the JVM counts it then)", x, y + line, true);
		return y + 2 * line + BAR / 2;
	}

	private int bar(GC gc, String label, SpaceUsage u, long scale, int x, int y, int width) {
		int line = gc.getFontMetrics().getHeight();
		gc.setForeground(colours.text());
		gc.drawText(label, x, y, true);
		y += line;
		gc.setForeground(colours.faint());
		gc.drawText(Bytes.mb(u.used()) + " / " + Bytes.mb(u.committed()) + " / " + SpaceCanvasMath.maxText(u) + " MB",
				x, y, true);
		y += line;
		int full = SpaceCanvasMath.pixels(SpaceCanvasMath.extent(u), scale, width);
		int committed = SpaceCanvasMath.pixels(u.committed(), scale, width);
		int used = SpaceCanvasMath.pixels(u.used(), scale, width);
		gc.setBackground(colours.panel());
		gc.fillRectangle(x, y, full, BAR);
		gc.setBackground(colours.dark() ? COMMITTED_DARK : COMMITTED);
		gc.fillRectangle(x, y, committed, BAR);
		gc.setBackground(USED);
		gc.fillRectangle(x, y, used, BAR);
		gc.setForeground(colours.faint());
		gc.drawRectangle(x, y, Math.max(1, full), BAR);
		return y + BAR + 6;
	}
}
