package dyno.ui.internal.guide;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.commands.ActionHandler;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.GlyphMetrics;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;

import dyno.ui.DynoUi;
import dyno.ui.internal.guide.GuideLayout.Indent;
import dyno.ui.internal.guide.GuideLayout.Kind;
import dyno.ui.internal.guide.GuideLayout.Mark;

/**
 * Help &gt; Dyno Guide: the user guide, page by page, starting at Getting Started. The pages are the repository's
 * Markdown files ({@link GuidePages}) laid out by {@link GuideLayout} in a read-only text: headings, lists, code,
 * tables and the screenshots. A link to another page opens it (Back and Forward as in a browser, also Alt+Left and
 * Alt+Right), a link to the web opens the system browser; Enter follows the link at the caret, so the guide reads
 * without a mouse too.
 */
public final class GuideView extends ViewPart {

	public static final String ID = "dyno.ui.guide";
	/** How wide a screenshot is drawn at most, in pixels: the guide's pictures are 1280 wide. */
	private static final int PICTURE_WIDTH = 720;
	/** One step of a list's or a code block's indent, in pixels. */
	private static final int INDENT = 22;

	private final Deque<Place> back = new ArrayDeque<>();
	private final Deque<Place> forward = new ArrayDeque<>();
	private final List<Image> pictures = new ArrayList<>();
	private LocalResourceManager resources;
	private StyledText text;
	private Cursor hand;
	private Place shown;
	private GuideLayout layout;
	private Action backAction;
	private Action forwardAction;

	/** A page and where in it. */
	private record Place(String page, String anchor) {
	}

	@Override
	public void createPartControl(Composite parent) {
		resources = new LocalResourceManager(JFaceResources.getResources(), parent);
		text = new StyledText(parent, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
		text.setData(DynoUi.WIDGET_NAME, "guide.text");
		text.setMargins(16, 12, 16, 12);
		hand = parent.getDisplay().getSystemCursor(SWT.CURSOR_HAND);
		text.addListener(SWT.MouseUp, this::clicked);
		text.addListener(SWT.MouseMove, e -> text.setCursor(linkAt(offsetAt(e.x, e.y)) != null ? hand : null));
		text.addListener(SWT.KeyDown, this::key);
		text.addPaintObjectListener(e -> {
			if (e.style.data instanceof Image image && !image.isDisposed()) {
				e.gc.drawImage(image, e.x, e.y + e.ascent - e.style.metrics.ascent);
			}
		});
		text.addDisposeListener(e -> disposePictures());

		IToolBarManager bar = getViewSite().getActionBars().getToolBarManager();
		ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
		backAction = action("Back", "guide.back", images, ISharedImages.IMG_TOOL_BACK, this::goBack);
		forwardAction = action("Forward", "guide.forward", images, ISharedImages.IMG_TOOL_FORWARD, this::goForward);
		bar.add(action("Getting Started", "guide.home", images, ISharedImages.IMG_ETOOL_HOME_NAV,
				() -> open(GuidePages.FIRST, null)));
		bar.add(backAction);
		bar.add(forwardAction);
		// Alt+Left and Alt+Right are the workbench's Backward and Forward History: while the guide is the active
		// part, they page through the guide as in a browser.
		IHandlerService handlers = getSite().getService(IHandlerService.class);
		handlers.activateHandler(IWorkbenchCommandConstants.NAVIGATE_BACKWARD_HISTORY, new ActionHandler(backAction));
		handlers.activateHandler(IWorkbenchCommandConstants.NAVIGATE_FORWARD_HISTORY, new ActionHandler(forwardAction));
		open(GuidePages.FIRST, null);
	}

	private static Action action(String label, String id, ISharedImages images, String image, Runnable run) {
		Action a = new Action(label) {
			@Override
			public void run() {
				run.run();
			}
		};
		a.setId(id);
		a.setImageDescriptor(images.getImageDescriptor(image));
		return a;
	}

	@Override
	public void setFocus() {
		text.setFocus();
	}

	/** The page shown, e.g. {@code user-guide/index.md}. */
	public String page() {
		return shown == null ? null : shown.page();
	}

	/** Opens a page of the guide at an anchor (null: its top), remembering the page before for Back. */
	public void open(String page, String anchor) {
		if (shown != null) {
			back.push(shown);
			forward.clear();
		}
		show(new Place(page, anchor));
	}

	private void goBack() {
		if (!back.isEmpty()) {
			forward.push(shown);
			show(back.pop());
		}
	}

	private void goForward() {
		if (!forward.isEmpty()) {
			back.push(shown);
			show(forward.pop());
		}
	}

	private void show(Place place) {
		if (shown == null || !shown.page().equals(place.page())) {
			GuideLayout page;
			try {
				page = GuideLayout.of(GuidePages.read(place.page()));
			} catch (IOException e) {
				page = GuideLayout.of("# Not in the guide\n\n" + e.getMessage() + ".");
			}
			render(page, place.page());
		}
		shown = place;
		Integer at = place.anchor() == null ? null : layout.anchor(place.anchor());
		text.setSelection(at == null ? 0 : at);
		if (at == null) {
			text.setTopPixel(0);
		} else {
			text.setTopIndex(text.getLineAtOffset(at));
		}
		setContentDescription(layout.title() == null ? place.page() : layout.title());
		backAction.setEnabled(!back.isEmpty());
		forwardAction.setEnabled(!forward.isEmpty());
	}

	private void render(GuideLayout page, String file) {
		layout = page;
		disposePictures();
		text.setText(page.text());
		Font base = text.getFont();
		Font mono = JFaceResources.getTextFont();
		Font monoBold = resources.create(FontDescriptor.createFrom(mono).setStyle(SWT.BOLD));
		Color shade = shade(text.getBackground().getRGB());
		List<StyleRange> styles = new ArrayList<>();
		for (Mark m : page.marks()) {
			StyleRange s = new StyleRange();
			s.start = m.start();
			s.length = m.length();
			switch (m.kind()) {
			case HEADING_1 -> s.font = heading(base, 8);
			case HEADING_2 -> s.font = heading(base, 4);
			case HEADING_3 -> s.font = heading(base, 1);
			case BOLD -> s.fontStyle = SWT.BOLD;
			case ITALIC -> s.fontStyle = SWT.ITALIC;
			case CODE -> {
				s.font = mono;
				s.background = shade;
			}
			case CODE_BLOCK, TABLE -> s.font = mono;
			case TABLE_HEAD -> s.font = monoBold;
			case LINK -> {
				s.underline = true;
				s.underlineStyle = SWT.UNDERLINE_LINK;
				s.data = m.target();
			}
			case PICTURE -> picture(s, GuidePages.resolve(file, m.target()));
			}
			styles.add(s);
		}
		text.setStyleRanges(styles.toArray(StyleRange[]::new));
		indent(page, base);
		for (Mark m : page.marks()) {
			if (m.kind() == Kind.CODE_BLOCK) {
				int first = text.getLineAtOffset(m.start());
				text.setLineBackground(first, text.getLineAtOffset(m.start() + m.length()) - first + 1, shade);
			}
		}
	}

	private Font heading(Font base, int larger) {
		return resources.create(FontDescriptor.createFrom(base).setStyle(SWT.BOLD).increaseHeight(larger));
	}

	/** A little darker than the page (lighter on a dark one): code's background. */
	private static Color shade(RGB page) {
		int step = (page.red + page.green + page.blue) / 3 < 128 ? 24 : -14;
		return new Color(clamp(page.red + step), clamp(page.green + step), clamp(page.blue + step));
	}

	private static int clamp(int v) {
		return Math.max(0, Math.min(255, v));
	}

	/** Outer blocks first, so that a list inside a list indents its own lines further. */
	private void indent(GuideLayout page, Font base) {
		GC gc = new GC(text);
		try {
			gc.setFont(base);
			for (Indent in : page.indents().stream().sorted(Comparator.comparingInt(Indent::level)).toList()) {
				int first = text.getLineAtOffset(in.start());
				int last = text.getLineAtOffset(Math.max(in.start(), in.end() - 1));
				int px = in.level() * INDENT;
				text.setLineIndent(first, last - first + 1, px);
				text.setLineWrapIndent(first, last - first + 1, px);
				if (in.hanging() > 0) {
					int bullet = gc.stringExtent(page.text().substring(in.start(), in.start() + in.hanging())).x;
					text.setLineIndent(first, 1, px - bullet);
				}
			}
		} finally {
			gc.dispose();
		}
	}

	/** The picture drawn over the placeholder character, scaled to {@link #PICTURE_WIDTH}; its file name if none. */
	private void picture(StyleRange s, String file) {
		Image image = null;
		if (file != null) {
			try (InputStream in = GuidePages.open(file)) {
				image = scaled(new ImageData(in));
			} catch (IOException | RuntimeException e) { // SWTException: not a picture SWT reads
				image = null;
			}
		}
		if (image == null) {
			s.fontStyle = SWT.ITALIC;
			return;
		}
		pictures.add(image);
		s.data = image;
		s.metrics = new GlyphMetrics(image.getBounds().height, 0, image.getBounds().width);
	}

	private Image scaled(ImageData data) {
		Image full = new Image(text.getDisplay(), data);
		if (data.width <= PICTURE_WIDTH) {
			return full;
		}
		int height = data.height * PICTURE_WIDTH / data.width;
		Image small = new Image(text.getDisplay(), PICTURE_WIDTH, height);
		GC gc = new GC(small);
		try {
			gc.setAntialias(SWT.ON);
			gc.setInterpolation(SWT.HIGH);
			gc.drawImage(full, 0, 0, data.width, data.height, 0, 0, PICTURE_WIDTH, height);
		} finally {
			gc.dispose();
			full.dispose();
		}
		return small;
	}

	private void disposePictures() {
		pictures.forEach(Image::dispose);
		pictures.clear();
	}

	private int offsetAt(int x, int y) {
		return text.getOffsetAtPoint(new Point(x, y));
	}

	/** The address of the link at this offset of the text, or null. */
	private String linkAt(int offset) {
		if (offset < 0 || offset >= text.getCharCount()) {
			return null;
		}
		StyleRange s = text.getStyleRangeAtOffset(offset);
		return s != null && s.underlineStyle == SWT.UNDERLINE_LINK && s.data instanceof String href ? href : null;
	}

	private void clicked(Event e) {
		if (e.button == 1 && text.getSelectionCount() == 0) {
			String href = linkAt(offsetAt(e.x, e.y));
			if (href != null) {
				follow(href);
			}
		}
	}

	private void key(Event e) {
		if (e.keyCode == SWT.CR || e.keyCode == SWT.KEYPAD_CR) {
			String href = linkAt(text.getCaretOffset());
			if (href != null) {
				follow(href);
			}
		}
	}

	/** A page of the guide opens here, a web address in the system browser; anything else says so. */
	private void follow(String href) {
		String page = GuidePages.resolve(shown.page(), href);
		if (page != null && page.endsWith(".md")) {
			open(page, GuidePages.anchor(href));
		} else if (href.contains("://") && Program.launch(href)) {
			getViewSite().getActionBars().getStatusLineManager().setMessage("Opened " + href + " in the browser");
		} else {
			getViewSite().getActionBars().getStatusLineManager().setErrorMessage("Cannot open " + href + " here: "
					+ (href.contains("://") ? "no web browser" : page == null ? "a file of the repository, not of the guide"
							: "not a page"));
		}
	}
}
