package dyno.ui;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Control;

/**
 * The colour of a status text (a connection's state, an error, a note) that reads on the theme around it: in the
 * light theme the dark tones SWT offers as system colours, in the dark theme lighter ones of the same hue (SWT's
 * dark red on the dark theme's grey is hardly legible). The theme is told by the composite around the text, as
 * for {@link CanvasColours}.
 */
public enum StatusColour {
	/** Live, done. */
	GOOD(new Color(0x00, 0x80, 0x00), new Color(0x7E, 0xC8, 0x7E)),
	/** Connecting, waiting. */
	PENDING(new Color(0x80, 0x80, 0x00), new Color(0xD6, 0xC4, 0x5C)),
	/** Lost, could not connect, refused. */
	ERROR(new Color(0x80, 0x00, 0x00), new Color(0xF2, 0x7A, 0x7A)),
	/** Closed, nothing to say. */
	MUTED(new Color(0x80, 0x80, 0x80), new Color(0xA0, 0xA0, 0xA0)),
	/** A note on how to read what is shown. */
	NOTE(new Color(0x00, 0x00, 0x80), new Color(0x7F, 0xB2, 0xF0));

	private final Color light;
	private final Color dark;

	StatusColour(Color light, Color dark) {
		this.light = light;
		this.dark = dark;
	}

	/** Widget data key of the status a control's text is coloured as. */
	private static final String KEY = "dyno.statusColour";

	/**
	 * This status's colour for a text in {@code control} now (a tree's or table's items, which their label provider
	 * colours at every refresh). UI thread.
	 */
	public Color on(Control control) {
		return CanvasColours.around(control).dark() ? dark : light;
	}

	/**
	 * Colours {@code control}'s text as this status, now and whenever it is drawn in another theme: a text made
	 * before the theme has styled the composite around it (a view's or dialog's controls are styled after they are
	 * made) or kept through a theme change gets its colour at its next paint. UI thread.
	 */
	public void applyTo(Control control) {
		boolean listening = control.getData(KEY) != null;
		control.setData(KEY, this);
		control.setForeground(on(control));
		if (!listening) {
			CanvasColours.whenThemeChanges(control,
					colours -> control.setForeground(((StatusColour) control.getData(KEY)).on(control)));
		}
	}
}
