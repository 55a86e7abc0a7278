package dyno.profile.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.jemmy.interfaces.Keyboard.KeyboardButtons;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.profile.FlameLayout;
import dyno.profile.ui.internal.editor.FlameCanvas;
import dyno.samples.TwoPhases;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.Themes;
import dyno.ui.tests.pages.Ui;

/**
 * The Recording editor's Flame Graph page on two real recordings of {@link TwoPhases}, one of each phase: the hot
 * method of the phase is the widest frame, a search highlights it and says its share, a click zooms into it, and
 * the second recording compared with the first marks the first phase's method as shrunk and the second's as grown.
 */
@ExtendWith(CleanWorkbench.class)
class FlameGraphPageTest {

	private static final String ONE = "dyno.samples.TwoPhases.phaseOneHot";
	private static final String TWO = "dyno.samples.TwoPhases.phaseTwoHot";
	/** The canvas's colour of a frame the search matches. */
	private static final RGB SEARCH_HIT = new RGB(0xDD, 0x00, 0xFF);
	private static final RGB WHITE = new RGB(0xFF, 0xFF, 0xFF);
	/** The background of Dyno's drawings in the dark theme ({@code CanvasColours.DARK}). */
	private static final RGB DARK_BACKGROUND = new RGB(0x1E, 0x1F, 0x22);

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void close() {
		DynoWindow.closeEditors();
	}

	/**
	 * The keyboard alone: Tab reaches the canvas with the root selected; Up walks the widest callees (the hot path),
	 * Right and Left the neighbours, Down back to the caller; Enter zooms into the frame; a screen reader reads it.
	 */
	@Test
	void theFlameGraphIsWalkedAndZoomedWithTheKeyboardAlone() throws Exception {
		Path jfr = SampleRecordings.profiled(dir.resolve("profiled.jfr"));
		RecordingPage recording = flameGraphOf(jfr);
		FlameLayout layout = recording.waitForFlame(c -> c.shownLayout().rows().size() > 3).shownLayout();

		recording.tabToFlame();
		FlameLayout.Frame root = recording.waitForSelectedFrame("the root, selected on focus", f -> f.parent() == null);
		recording.pressOnFlame(KeyboardButtons.UP);
		FlameLayout.Frame callee = recording.waitForSelectedFrame("a callee of the root", f -> f.depth() == 1);
		assertEquals(layout.step(root, FlameLayout.Step.CALLEE).method(), callee.method(), "the root's widest callee");
		recording.pressOnFlame(KeyboardButtons.UP);
		FlameLayout.Frame deeper = recording.waitForSelectedFrame("depth 2", f -> f.depth() == 2);
		assertEquals(callee.method(), deeper.parent().method(), "up goes to a callee of the selected frame");
		FlameLayout.Frame next = layout.step(layout.find(deeper.path()), FlameLayout.Step.NEXT);
		recording.pressOnFlame(KeyboardButtons.RIGHT);
		recording.waitForSelectedFrame("the next frame of the row", f -> f.path().equals(next.path()));
		recording.pressOnFlame(KeyboardButtons.LEFT);
		recording.waitForSelectedFrame("back to the frame before", f -> f.path().equals(deeper.path()));
		recording.pressOnFlame(KeyboardButtons.DOWN);
		recording.waitForSelectedFrame("down to the caller", f -> f.path().equals(callee.path()));
		String read = Ui.get(() -> recording.waitForFlame(c -> true).selectionText());
		assertTrue(read.startsWith(callee.method() + ", total "), "what a screen reader reads: " + read);
		FlameCanvas drawn = recording.waitForFlame(c -> true);
		Ui.get(() -> Ui.paintNow(drawn, FlameCanvas.PAINT_NANOS)); // the outline is painted over the picture
		recording.screenshot("flame-graph-keyboard");

		recording.pressOnFlame(KeyboardButtons.ENTER);
		recording.waitForFlame(c -> c.shownLayout().focus().path().equals(callee.path()));
		recording.waitForSelectedFrame("the zoomed frame stays selected", f -> f.path().equals(callee.path())
				&& f.width() == 1.0);
		recording.maximize(false);
	}

	@Test
	void theHotMethodIsWidestAndTheComparisonShowsThePhasesChange() throws Exception {
		Path phaseOne = dir.resolve("phase-one.jfr");
		Path phaseTwo = dir.resolve("phase-two.jfr");
		SampleRecordings.recordPhases(phaseOne, phaseTwo);
		DynoWindow window = DynoWindow.find();

		RecordingPage recording = flameGraphOf(phaseOne);
		FlameCanvas canvas = recording.waitForFlame(c -> c.shownLayout().graph().total() > 0);
		FlameLayout layout = canvas.shownLayout();
		FlameLayout.Frame hot = layout.hottest();
		assertEquals(ONE, hot.method(), "the hottest frame of phase one");
		for (FlameLayout.Frame f : layout.rows().get(hot.depth())) {
			assertTrue(f.width() <= hot.width(), "the hot method is the widest frame of its row: " + f);
		}
		assertTrue(hot.width() > 0.5, "phase one spends most of its samples in it: " + hot);
		String hover = recording.hoverFlame(hot);
		assertTrue(hover != null && hover.startsWith(ONE) && hover.matches("(?s).*total [0-9,]+ samples \\([0-9.]+ %\\), self [0-9,]+ \\([0-9.]+ %\\).*"),
				"the hover says the frame's total and self weight and shares: " + hover);
		recording.screenshot("flame-graph-phase-one");
		// The dark theme: the graph's background follows it at once, the frames keep their colours.
		RGB hotColour = hotColour(canvas);
		try {
			Ui.get(() -> {
				Themes.use(Themes.DARK);
				return null;
			});
			assertTrue(pixels(recording.waitForFlame(c -> pixels(c, DARK_BACKGROUND) > 1000), hotColour) > 1000,
					"the hot frame keeps its colour " + hotColour + " in the dark");
			recording.screenshot("flame-graph-dark");
		} finally {
			Ui.get(() -> {
				Themes.use(Themes.LIGHT);
				return null;
			});
		}
		recording.waitForFlame(c -> pixels(c, WHITE) > 1000);

		recording.flameStyle(true, 1);
		FlameCanvas icicle = recording.waitForFlame(c -> c.shownStyle().icicle()
				&& c.shownStyle().colouring() == FlameLayout.Colouring.KIND);
		assertTrue(Ui.get(() -> icicle.centreOf(hot).y) < 3 * 16 + 8, "the root hangs at the top, its callees below");
		recording.screenshot("flame-graph-icicle-kind");
		recording.flameStyle(false, 0);

		recording.searchFlame("PhaseOne");
		recording.waitForFlame(c -> c.shownStyle().search().equals("PhaseOne"));
		String matched = recording.waitForLabel("flame.matched", s -> s.startsWith("matched: "));
		double share = Double.parseDouble(matched.replaceAll("[^0-9.]", ""));
		assertEquals(layout.matchedPercent("PhaseOne"), share, 0.05, matched);
		assertTrue(share > 50, matched);
		assertTrue(pixels(recording.waitForFlame(c -> true), SEARCH_HIT) > 1000, "the matching frame is drawn highlighted");
		recording.screenshot("flame-graph-search");

		recording.clickFlame(hot);
		FlameCanvas zoomed = recording.waitForFlame(c -> ONE.equals(c.shownLayout().focus().method()));
		assertEquals(1.0, zoomed.shownLayout().focus().width(), 1e-9, "the frame clicked spans the width");
		recording.waitForLabel("flame.summary", s -> s.contains("zoomed into " + ONE));
		recording.maximize(false);
		DynoWindow.closeEditors();

		RecordingPage.open(phaseTwo);
		RecordingPage after = RecordingPage.find(window);
		after.waitLoaded();
		after.compareWith(phaseOne);
		after.maximize(true);
		FlameLayout diff = after.waitForFlame(c -> c.shownLayout().diff() != null).shownLayout();
		assertEquals("Flame Graph", after.shownPage(), "Compare with… shows the flame graph");
		FlameLayout.Frame grew = diff.frames().stream().filter(f -> f.method().equals(TWO)).findFirst()
				.orElseThrow(() -> new AssertionError("no frame of " + TWO + " in " + diff.frames()));
		assertTrue(grew.change() > 30, "phase two's method grew: " + grew);
		int red = diff.colour(grew, FlameLayout.Colouring.PACKAGE);
		assertTrue((red >> 16 & 0xFF) > (red & 0xFF) + 60, "and is drawn red: " + Integer.toHexString(red));
		List<List<String>> changes = after.waitForRows("flame.changes", rows -> rows.size() >= 2);
		assertTrue(List.of(ONE, TWO).contains(changes.get(0).get(1)), "the largest change is a phase's: " + changes);
		List<String> shrank = changes.stream().filter(r -> r.get(1).equals(ONE)).findFirst()
				.orElseThrow(() -> new AssertionError("no change of " + ONE + ": " + changes));
		assertTrue(shrank.get(0).startsWith("-"), "phase one's method shrank: " + shrank);
		List<String> grown = changes.stream().filter(r -> r.get(1).equals(TWO)).findFirst().orElseThrow();
		assertTrue(grown.get(0).startsWith("+"), "phase two's method grew: " + grown);
		after.screenshot("flame-graph-diff");
		after.maximize(false);
	}

	/** The colour the hot frame of the picture shown is drawn in: a pixel inside its top left corner, left of its label. */
	private static RGB hotColour(FlameCanvas canvas) {
		return Ui.get(() -> {
			ImageData image = canvas.imageData();
			FlameLayout.Frame hot = canvas.shownLayout().hottest();
			int top = canvas.centreOf(hot).y - 16 / 2;
			return image.palette.getRGB(image.getPixel((int) Math.round(hot.x() * image.width) + 1, top + 1));
		});
	}

	/** How many pixels of the canvas's picture have {@code colour}. */
	private static int pixels(FlameCanvas canvas, RGB colour) {
		ImageData image = Ui.get(canvas::imageData);
		int count = 0;
		for (int y = 0; y < image.height; y++) {
			for (int x = 0; x < image.width; x++) {
				if (image.palette.getRGB(image.getPixel(x, y)).equals(colour)) {
					count++;
				}
			}
		}
		return count;
	}

	/** Opens {@code jfr} in the Recording editor on its Flame Graph page, maximized. */
	private static RecordingPage flameGraphOf(Path jfr) {
		RecordingPage.open(jfr);
		RecordingPage recording = RecordingPage.find(DynoWindow.find());
		recording.waitLoaded();
		recording.show("Flame Graph");
		recording.maximize(true);
		return recording;
	}
}
