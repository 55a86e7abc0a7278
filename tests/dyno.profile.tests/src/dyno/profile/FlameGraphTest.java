package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.Progress;
import dyno.profile.analysis.FlameAnalysis;
import dyno.profile.analysis.FlameResult;
import dyno.profile.analysis.JfrSummaryAnalysis;
import dyno.profile.analysis.JfrSummaryResult;
import dyno.samples.TwoPhases;
import dyno.samples.TwoPhasesRecording;

/**
 * Flame graphs of a real recording of {@link TwoPhases} (3 s in one hot method, then 3 s in another, recorded
 * from the JVM's start to its end), and of the {@link ProfiledRecording}'s allocations and lock waits.
 */
class FlameGraphTest {

	private static final String ONE = "dyno.samples.TwoPhases.phaseOneHot";
	private static final String TWO = "dyno.samples.TwoPhases.phaseTwoHot";

	@TempDir
	static Path tmp;
	private static Path recordingFile;
	private static JfrFile recording;
	private static Instant phaseTwo;

	@BeforeAll
	static void record() throws Exception {
		recordingFile = tmp.resolve("two-phases.jfr");
		phaseTwo = TwoPhasesRecording.record(recordingFile, 3);
		recording = JfrFile.load(recordingFile);
	}

	private static String widest(FlameGraph g) {
		return g.methods().get(0).method();
	}

	/** The first methods, for a failure's message. */
	private static String top(FlameGraph g) {
		return g.methods().subList(0, Math.min(5, g.methods().size())).toString();
	}

	@Test
	void theWholeRecordingIsWidestInAPhasesHotMethod() {
		FlameGraph g = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.ALL);
		assertTrue(List.of(ONE, TWO).contains(widest(g)), top(g));
		assertEquals(g.total(), g.root().samples());
		assertEquals(g.total(), g.root().children().stream().mapToLong(CallTreeNode::samples).sum(),
				"every sample has an outermost frame");
		long folded = 0;
		for (String line : g.collapsed()) {
			assertTrue(line.matches("[^ ]+ [0-9]+"), line);
			folded += Long.parseLong(line.substring(line.lastIndexOf(' ') + 1));
		}
		assertEquals(g.total(), folded, "the folded stacks hold every sample once");
		FlameGraph read = FlameGraph.ofCollapsed(FlameGraph.Events.CPU, g.collapsed());
		assertEquals(g.total(), read.total());
		assertEquals(g.methods(), read.methods(), "the folded stacks read back give the same graph");
	}

	@Test
	void aRangeOfOnePhaseIsWidestInItsHotMethod() {
		FlameGraph two = FlameGraph.of(recording, FlameGraph.Events.CPU,
				TimeRange.parse(phaseTwo.plusMillis(300) + ".."));
		assertEquals(TWO, widest(two), top(two));
		assertTrue(two.methods().get(0).selfPercent() > 50, two.methods().get(0).toString());
		FlameGraph one = FlameGraph.of(recording, FlameGraph.Events.CPU,
				TimeRange.parse(".." + phaseTwo.minusMillis(300)));
		assertEquals(ONE, widest(one), top(one));
		FlameGraph all = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.ALL);
		assertTrue(one.total() + two.total() <= all.total(), "the ranges leave out the samples between them");
	}

	@Test
	void theDifferenceOfThePhasesShrinksOneAndGrowsTheOther() {
		FlameGraph one = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.parse(".." + phaseTwo.minusMillis(300)));
		FlameGraph two = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.parse(phaseTwo.plusMillis(300) + ".."));
		FlameDiff diff = new FlameDiff(one, two);
		FlameDiff.Change shrank = diff.changes().stream().filter(c -> c.method().equals(ONE)).findFirst().orElseThrow();
		FlameDiff.Change grew = diff.changes().stream().filter(c -> c.method().equals(TWO)).findFirst().orElseThrow();
		assertTrue(shrank.change() < -30, shrank.toString());
		assertTrue(grew.change() > 30, grew.toString());
		assertTrue(List.of(ONE, TWO).contains(diff.changes().get(0).method()), diff.changes().subList(0, Math.min(3, diff.changes().size())).toString());
	}

	@Test
	void offsetsFromTheStartPickTheSameEvents() {
		// Whole milliseconds, as an offset is written: a sample in the sub-millisecond rest would fall in one range
		// only (a fresh run once counted 263 against 262).
		Duration toPhaseTwo = Duration
				.ofMillis(Duration.between(recording.start(), phaseTwo).plusMillis(300).toMillis());
		FlameGraph byOffset = FlameGraph.of(recording, FlameGraph.Events.CPU,
				TimeRange.parse(toPhaseTwo.toMillis() + "ms.."));
		FlameGraph byInstant = FlameGraph.of(recording, FlameGraph.Events.CPU,
				TimeRange.parse(recording.start().plus(toPhaseTwo) + ".."));
		assertEquals(byInstant.total(), byOffset.total());
		assertEquals(TWO, widest(byOffset));
		assertEquals(0, FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.parse("10m..")).total(),
				"nothing after the recording");
	}

	@Test
	void anEmptyRangeOrFilterIsNotAnEmptyRecording() {
		FlameGraph all = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.ALL);
		assertEquals(null, FlameGraph.whyEmpty(recording, all));
		String samples = String.format(Locale.ROOT, "%,d", all.total());
		assertEquals("none of these events in this time range; the whole recording has " + samples
				+ " samples: widen the range or choose the whole recording",
				FlameGraph.whyEmpty(recording,
						FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.parse("10m.."))));
		FlameGraph noFrame = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.ALL,
				FrameFilter.parse("no.such.package."));
		assertEquals("none of these events through this filter; the whole recording has " + samples
				+ " samples: loosen the filter", FlameGraph.whyEmpty(recording, noFrame));
	}

	@Test
	void theSummaryOfTheSecondPhaseRanksItsHotMethodFirst() throws Exception {
		Duration toPhaseTwo = Duration.between(recording.start(), phaseTwo).plusMillis(300);
		TimeRange second = TimeRange.of(toPhaseTwo, recording.length());
		JfrSummaryAnalysis analysis = new JfrSummaryAnalysis();
		JfrSummaryResult part = analysis.run(Arguments.of(analysis).with(JfrSummaryAnalysis.FILE, recordingFile)
				.with(JfrSummaryAnalysis.RANGE, second).build(), Progress.NONE);
		assertEquals(TWO, part.hotMethods().get(0).method(), part.hotMethods().toString());
		assertTrue(part.execution().samples() < ExecutionProfile.of(recording, FrameFilter.NONE).samples(),
				"the range leaves phase one's samples out");
		assertEquals(second, part.recording().range());
		assertEquals(recording.start().plus(Duration.ofMillis(toPhaseTwo.toMillis() / 100 * 100)),
				part.recording().start(), "the range's part starts where the range does");
		assertTrue(Format.TEXT.render(part).contains("range " + second + " from "), "the report names the range");
		JfrFile inRange = recording.in(second);
		assertEquals(inRange.whole(), inRange.in(TimeRange.ALL), "a range of a range is taken of the whole");
		FlameGraph ofPart = FlameGraph.of(inRange, FlameGraph.Events.CPU, TimeRange.ALL);
		assertEquals(FlameGraph.of(recording, FlameGraph.Events.CPU, second).total(), ofPart.total(),
				"the graph of a part is the graph of its range");
		assertEquals(second, ofPart.range());
	}

	/** The keyboard's steps through a graph: caller, widest callee, neighbours; the frame itself at an end. */
	@Test
	void keyboardStepsGoToTheCallerTheWidestCalleeAndTheNeighbours() {
		FlameLayout layout = FlameLayout.of(FlameGraph.ofCollapsed(FlameGraph.Events.CPU,
				List.of("main;a;x 5", "main;a;y 2", "main;b 3")), List.of(), 1.0 / 10_000);
		FlameLayout.Frame root = layout.step(null, FlameLayout.Step.CALLEE);
		assertEquals(null, root.parent(), "from nothing, the root");
		FlameLayout.Frame main = layout.step(root, FlameLayout.Step.CALLEE);
		FlameLayout.Frame a = layout.step(main, FlameLayout.Step.CALLEE);
		assertEquals(List.of("main", "a"), a.path(), "the widest callee: a (7) before b (3)");
		FlameLayout.Frame b = layout.step(a, FlameLayout.Step.NEXT);
		assertEquals(List.of("main", "b"), b.path());
		assertEquals(a, layout.step(b, FlameLayout.Step.PREVIOUS));
		assertEquals(b, layout.step(b, FlameLayout.Step.NEXT), "the row's end: it stays");
		assertEquals(b, layout.step(b, FlameLayout.Step.CALLEE), "a leaf: it stays");
		assertEquals(main, layout.step(b, FlameLayout.Step.CALLER));
		assertEquals(root, layout.step(root, FlameLayout.Step.CALLER), "the root has no caller");
		assertEquals(List.of("main", "a", "y"), layout.find(List.of("main", "a", "y")).path());
		assertEquals(root, layout.find(List.of()));
		assertEquals(null, layout.find(List.of("main", "c")), "not laid out");
	}

	@Test
	void rangesOfOffsetsAreWrittenInTenthsOfASecondRoundedOutwards() {
		assertEquals("9s..21.5s", TimeRange.of(Duration.ofMillis(9_040), Duration.ofMillis(21_410)).toString());
		assertEquals("0s..0.1s", TimeRange.of(Duration.ZERO, Duration.ZERO).toString(), "never empty");
		Instant a = Instant.parse("2026-01-01T00:00:00Z");
		assertEquals(a + ".." + a.plusSeconds(5), TimeRange.of(a, a.plusSeconds(5)).toString());
		assertEquals(a.plusSeconds(9), TimeRange.parse("9s..").from(a));
		assertEquals(null, TimeRange.parse("9s..").to(a));
	}

	@Test
	void rangesAreParsedOrRefused() {
		assertTrue(TimeRange.parse("  ").isAll());
		assertEquals("9s..1m30s", TimeRange.parse("9s..1m30s").toString());
		Instant start = Instant.parse("2026-01-01T00:00:00Z");
		TimeRange r = TimeRange.parse("1m30s..1h");
		assertFalse(r.contains(start.plusSeconds(89), start));
		assertTrue(r.contains(start.plusSeconds(90), start));
		assertFalse(r.contains(start.plusSeconds(3600), start));
		assertTrue(TimeRange.parse("..500ms").contains(start.plusMillis(499), start));
		assertTrue(TimeRange.parse("1.5s..").contains(start.plusMillis(1500), start));
		for (String bad : List.of("9s", "9x..", "..s", "20s..9s", "2026-13-01T00:00:00Z..")) {
			assertThrows(IllegalArgumentException.class, () -> TimeRange.parse(bad), bad);
		}
	}

	@Test
	void allocationsAndLockWaitsWeighTheirStacks() throws Exception {
		FlameGraph alloc = FlameGraph.of(ProfiledRecording.file(), FlameGraph.Events.ALLOC, TimeRange.ALL);
		assertEquals("dyno.samples.Profiled.pack", widest(alloc), top(alloc));
		FlameGraph lock = FlameGraph.of(ProfiledRecording.file(), FlameGraph.Events.LOCK, TimeRange.ALL);
		assertTrue(lock.methods().stream().filter(m -> m.method().equals("dyno.samples.Profiled.book"))
				.anyMatch(m -> m.totalPercent() > 50), top(lock));
	}

	@Test
	void theAnalysisDrawsTheGraphInItsHtml() throws Exception {
		Path base = tmp.resolve("base.jfr");
		Files.copy(recordingFile, base, StandardCopyOption.REPLACE_EXISTING);
		FlameAnalysis analysis = new FlameAnalysis();
		FlameResult result = analysis.run(Arguments.of(analysis).with(FlameAnalysis.FILE, recordingFile)
				.with(FlameAnalysis.DIFF, base).parse(FlameAnalysis.RANGE, "1s..").build(), Progress.NONE);
		String html = Format.HTML.render(result);
		assertTrue(html.contains("<svg id=\"flame\""), html.substring(0, 300));
		assertTrue(html.contains("data-n=\"" + ONE + "\"") || html.contains("data-n=\"" + TWO + "\""));
		assertFalse(html.contains("http"), "the file fetches nothing");
		assertTrue(Format.TEXT.render(result).contains("Largest changes of the self share since base.jfr"));
		assertEquals(0.0, result.changes().get(0).change(), 1e-9, "a recording compared with itself has not changed");
	}

	@Test
	void theLayoutPutsTheHotMethodWidestAndZooms() {
		FlameGraph one = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.parse(".." + phaseTwo.minusMillis(300)));
		FlameLayout layout = FlameLayout.of(one, List.of(), 1.0 / 10_000);
		FlameLayout.Frame hot = layout.hottest();
		assertEquals(ONE, hot.method(), top(one));
		for (FlameLayout.Frame f : layout.rows().get(hot.depth())) {
			assertTrue(f.width() <= hot.width(), "the hot method is the widest frame of its row: " + f);
		}
		assertEquals(hot, layout.at(hot.x() + hot.width() / 2, hot.depth()), "a point inside the frame finds it");
		assertEquals(1.0, layout.focus().width(), 1e-9);
		assertTrue(layout.matchedPercent("phaseonehot") > 50, "search ignores case and says the share");
		assertEquals(0, layout.matchedPercent(""), 1e-9);

		FlameLayout zoomed = FlameLayout.of(one, hot.path(), 1.0 / 10_000);
		assertEquals(ONE, zoomed.focus().method());
		assertEquals(1.0, zoomed.focus().width(), 1e-9, "the frame zoomed into spans the width");
		assertEquals(hot.depth(), zoomed.focus().depth());
		zoomed.rows().subList(0, hot.depth()).forEach(row -> assertEquals(1, row.size(), "only its callers above it"));

		FlameLayout.Frame filtered = FlameLayout.of(FlameGraph.of(recording, FlameGraph.Events.CPU,
				TimeRange.parse(".." + phaseTwo.minusMillis(300)), FrameFilter.parse("dyno.samples.")), List.of(),
				1.0 / 10_000).hottest();
		assertEquals(ONE, filtered.method());
		assertEquals(2, filtered.depth(), "the filter keeps main and the hot method below the root only");
	}

	@Test
	void theDifferentialLayoutColoursTheShrinkingBlueAndTheGrowingRed() {
		FlameGraph one = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.parse(".." + phaseTwo.minusMillis(300)));
		FlameGraph two = FlameGraph.of(recording, FlameGraph.Events.CPU, TimeRange.parse(phaseTwo.plusMillis(300) + ".."));
		FlameLayout layout = FlameLayout.of(new FlameDiff(one, two), List.of(), 1.0 / 10_000);
		FlameLayout.Frame grew = layout.frames().stream().filter(f -> f.method().equals(TWO)).findFirst().orElseThrow();
		assertTrue(grew.change() > 30, grew.toString());
		int red = layout.colour(grew, FlameLayout.Colouring.PACKAGE);
		assertTrue((red >> 16 & 0xFF) > (red & 0xFF), Integer.toHexString(red));
		// The shrinking method's frames are only in the base: the reverse comparison lays them out.
		FlameLayout reverse = FlameLayout.of(new FlameDiff(two, one), List.of(), 1.0 / 10_000);
		FlameLayout.Frame shrank = reverse.frames().stream().filter(f -> f.method().equals(TWO)).findFirst().orElse(null);
		FlameLayout.Frame kept = reverse.frames().stream().filter(f -> f.method().equals(ONE)).findFirst().orElseThrow();
		assertTrue(shrank == null || shrank.change() < 0, String.valueOf(shrank));
		assertTrue(kept.change() > 30, kept.toString());
	}

	@Test
	void allocationsSplitIntoTlabsAndOutside() throws Exception {
		JfrFile profiled = ProfiledRecording.file();
		long all = FlameGraph.of(profiled, FlameGraph.Events.ALLOC, TimeRange.ALL).total();
		long inside = FlameGraph.of(profiled, FlameGraph.Events.ALLOC_IN_TLAB, TimeRange.ALL).total();
		long outside = FlameGraph.of(profiled, FlameGraph.Events.ALLOC_OUTSIDE_TLAB, TimeRange.ALL).total();
		assertTrue(inside > 0, "the profile settings record TLAB events");
		assertEquals(all, inside + outside, "all bytes are the TLABs' and those outside");
	}
}
