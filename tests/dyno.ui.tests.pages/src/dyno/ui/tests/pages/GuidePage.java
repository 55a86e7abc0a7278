package dyno.ui.tests.pages;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Keyboard.KeyboardButtons;
import org.jemmy.interfaces.Keyboard.KeyboardModifiers;

/** Help &gt; Dyno Guide: the guide's text, its links clicked with the mouse or followed with the keyboard. */
public final class GuidePage {

	private final Wrap<? extends StyledText> text;

	private GuidePage(Wrap<? extends StyledText> text) {
		this.text = text;
	}

	/** The guide of the window, once it shows. */
	public static GuidePage find(DynoWindow window) {
		return new GuidePage(window.controls().lookup(StyledText.class, Ui.named("guide.text")).wrap());
	}

	/** The page's text once its title begins with {@code heading}: wait for the fact, not for a time. */
	public String waitForPage(String heading) {
		return text.waitState(() -> Ui.get(() -> {
			String s = text.getControl().getText();
			return s.startsWith(heading) ? s : null;
		}));
	}

	/**
	 * The line of the caret once it begins with {@code start} and is on the screen: where a link to an anchor took
	 * the reader (its heading).
	 */
	public String waitForCaretLine(String start) {
		return text.waitState(() -> Ui.get(() -> {
			StyledText t = text.getControl();
			int line = t.getLineAtOffset(t.getCaretOffset());
			// By pixels: StyledText's top index skips a top line that starts exactly at the top.
			int y = t.getLinePixel(line);
			boolean shown = y >= 0 && y + t.getLineHeight() <= t.getClientArea().height;
			return shown && t.getLine(line).startsWith(start) ? t.getLine(line) : null;
		}));
	}

	/** Whether the text at {@code label}'s first occurrence is a link. */
	public boolean isLink(String label) {
		return Ui.get(() -> {
			int at = text.getControl().getText().indexOf(label);
			StyleRange s = at < 0 ? null : text.getControl().getStyleRangeAtOffset(at);
			return s != null && s.underlineStyle == SWT.UNDERLINE_LINK;
		});
	}

	/** How many pictures the page draws (placeholder characters with a picture over them). */
	public int pictures() {
		return Ui.get(() -> {
			int n = 0;
			for (StyleRange s : text.getControl().getStyleRanges()) {
				n += s.data instanceof org.eclipse.swt.graphics.Image ? 1 : 0;
			}
			return n;
		});
	}

	/** Clicks the middle of the link {@code label} (its first occurrence), scrolled into view first. */
	public void clickLink(String label) {
		Point p = Ui.get(() -> {
			StyledText t = text.getControl();
			int at = t.getText().indexOf(label);
			t.setTopIndex(Math.max(0, t.getLineAtOffset(at) - 2));
			Point start = t.getLocationAtOffset(at + label.length() / 2);
			return new Point(start.x, start.y + t.getLineHeight(at) / 2);
		});
		text.mouse().click(1, new org.jemmy.Point(p.x, p.y));
	}

	/** Puts the caret into the link {@code label} (as arrow keys would) and presses Enter. */
	public void enterOnLink(String label) {
		Ui.get(() -> {
			StyledText t = text.getControl();
			t.setFocus();
			t.setCaretOffset(t.getText().indexOf(label) + 1);
			return null;
		});
		text.keyboard().pushKey(KeyboardButtons.ENTER);
	}

	/** Alt+Left: back to the page before. */
	public void back() {
		text.keyboard().pushKey(KeyboardButtons.LEFT, KeyboardModifiers.ALT_DOWN_MASK);
	}
}
