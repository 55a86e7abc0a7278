package dyno.ui;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;

/**
 * The colours Dyno's hand-drawn canvases paint with (charts, heap bars, thread timelines, flame graphs), light or
 * dark as the workbench theme around them. The platform's dark CSS theme colours widgets and composites, not what a
 * canvas paints itself, so a canvas asks at each paint, from the composite it sits in.
 *
 * @param dark       whether these are the dark theme's
 * @param background what the canvas is filled with
 * @param text       labels and names
 * @param faint      secondary text, outlines and grid lines
 * @param panel      the unfilled part of a bar
 * @param line       base lines and separators
 */
public record CanvasColours(boolean dark, Color background, Color text, Color faint, Color panel, Color line) {

	public static final CanvasColours LIGHT = new CanvasColours(false, new Color(0xFF, 0xFF, 0xFF),
			new Color(0x00, 0x00, 0x00), new Color(0x40, 0x40, 0x40), new Color(0xF4, 0xF4, 0xF4),
			new Color(0xA0, 0xA0, 0xA0));
	/** Close to the dark theme's editor and part backgrounds (#1E1F22, #2F2F2F) and its text (#CCC). */
	public static final CanvasColours DARK = new CanvasColours(true, new Color(0x1E, 0x1F, 0x22),
			new Color(0xDD, 0xDD, 0xDD), new Color(0xA0, 0xA0, 0xA0), new Color(0x3A, 0x3C, 0x40),
			new Color(0x5A, 0x5D, 0x63));

	/** The colours for a canvas in {@code control}'s place: dark when the composite around it is dark. UI thread. */
	public static CanvasColours around(Control control) {
		Control around = control.getParent() != null ? control.getParent() : control;
		return isDark(around.getBackground().getRGB()) ? DARK : LIGHT;
	}

	/**
	 * Calls {@code changed} with the new colours each time {@code control} is drawn in another theme than the one it
	 * was last drawn (or made) in, so that what chose its colours chooses them again: the platform's theme styles a
	 * view's composites after they are made, and a theme switched at runtime restyles them. UI thread.
	 */
	public static void whenThemeChanges(Control control, Consumer<CanvasColours> changed) {
		boolean[] dark = { around(control).dark() };
		control.addListener(SWT.Paint, e -> {
			CanvasColours now = around(control);
			if (now.dark() != dark[0]) {
				dark[0] = now.dark();
				changed.accept(now);
			}
		});
	}

	/** Dark: a perceived brightness (ITU-R BT.601 weights) below half. */
	static boolean isDark(RGB rgb) {
		return 0.299 * rgb.red + 0.587 * rgb.green + 0.114 * rgb.blue < 128;
	}

	/** As AWT colour, for what is drawn with Java 2D (JFreeChart, the flame graph). */
	public static java.awt.Color awt(Color c) {
		return new java.awt.Color(c.getRed(), c.getGreen(), c.getBlue());
	}
}
