package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class ExecutionProfileTest {

	private static final String HOT = "dyno.samples.Profiled.crunch";

	@Test
	void theHotMethodRanksFirst() throws Exception {
		ExecutionProfile p = ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.NONE);
		List<HotMethod> hot = p.hotMethods();
		assertEquals(HOT, hot.get(0).method(), hot.subList(0, Math.min(5, hot.size())).toString());
		HotMethod top = hot.get(0);
		assertTrue(top.selfSamples() >= 20, "4 s of one busy thread at 20 ms gives up to 200 samples (fewer on a busy machine): " + top);
		assertTrue(top.selfPercent() > 50, top.toString());
		assertTrue(top.totalSamples() >= top.selfSamples());
		assertEquals(100.0 * top.selfSamples() / p.samples(), top.selfPercent(), 1e-9);
	}

	/** Issue 26, point 10: 4 samples of a 10-second recording ranked JFR's own commit first without a word. */
	@Test
	void aRankingOfFewSamplesIsWarnedAboutAndTheRecordersOwnFramesAreKnown() throws Exception {
		assertEquals("only 4 execution samples: a ranking of fewer than 50 says little (record longer, or while the "
				+ "application is busy)", ExecutionProfile.fewSamplesWarning(4).orElseThrow());
		assertTrue(ExecutionProfile.fewSamplesWarning(1).orElseThrow().startsWith("only 1 execution sample:"));
		assertTrue(ExecutionProfile.fewSamplesWarning(0).isEmpty(), "no samples at all is said otherwise");
		assertTrue(ExecutionProfile.fewSamplesWarning(ExecutionProfile.FEW_SAMPLES).isEmpty());
		assertTrue(ExecutionProfile.recorderMethod("jdk.jfr.internal.event.EventWriter.endEvent"));
		assertTrue(ExecutionProfile.recorderMethod("jdk.jfr.events.SocketReadEvent.commit"));
		assertTrue(!ExecutionProfile.recorderMethod(HOT) && !ExecutionProfile.recorderMethod("jdk.internal.misc.Unsafe.park"));
		// A real recording: warned about exactly when its count is under the threshold (a loaded machine samples less).
		ExecutionProfile p = ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.NONE);
		assertEquals(p.samples() < ExecutionProfile.FEW_SAMPLES, ExecutionProfile.fewSamplesWarning(p.samples()).isPresent());
	}

	@Test
	void theCallTreeLeadsToTheHotMethodAndAddsUp() throws Exception {
		ExecutionProfile p = ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.NONE);
		CallTreeNode root = p.root();
		assertEquals(p.samples(), root.samples());
		assertEquals(root.samples(), root.children().stream().mapToLong(CallTreeNode::samples).sum(),
				"every sample has an outermost frame");
		CallTreeNode busiest = root;
		while (!busiest.children().isEmpty()) {
			busiest = busiest.children().get(0);
		}
		assertEquals(HOT, busiest.method(), "following the heaviest child ends in the hot method");
		assertTrue(busiest.selfSamples() > 0);
	}

	@Test
	void theButterflyNamesCallerAndNoCallee() throws Exception {
		ExecutionProfile p = ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.NONE);
		Butterfly b = p.butterfly(HOT);
		assertTrue(b.callees().isEmpty(), "crunch calls nothing: " + b.callees());
		assertTrue(b.callers().get(0).method().startsWith("dyno.samples.Profiled.lambda$main"), b.callers().toString());
		assertEquals(b.totalSamples(), b.callers().stream().mapToLong(MethodCount::samples).sum());
		Butterfly caller = p.butterfly(b.callers().get(0).method());
		assertEquals(HOT, caller.callees().get(0).method());
		assertTrue(p.butterfly("no.such.Method").callers().isEmpty());
	}

	@Test
	void aFilterKeepsOnlyMatchingFrames() throws Exception {
		ExecutionProfile all = ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.NONE);
		ExecutionProfile mine = ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.parse("dyno.samples."));
		assertTrue(mine.hotMethods().stream().allMatch(h -> h.method().startsWith("dyno.samples.")));
		assertEquals(HOT, mine.hotMethods().get(0).method());
		assertTrue(mine.samples() <= all.samples());
		ExecutionProfile regex = ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.parse("/\\.pack$/"));
		assertTrue(regex.hotMethods().stream().allMatch(h -> h.method().endsWith(".pack")), regex.hotMethods().toString());
		assertTrue(ExecutionProfile.of(ProfiledRecording.file(), FrameFilter.parse("no.such.")).hotMethods().isEmpty());
	}

	@Test
	void filtersParseWhatUsersType() {
		assertTrue(FrameFilter.parse("  ").isNone());
		assertTrue(FrameFilter.parse(null).isNone());
		assertTrue(FrameFilter.parse("com.acme.").keeps("com.acme.Shop.buy"));
		assertTrue(!FrameFilter.parse("com.acme.").keeps("org.acme.Shop.buy"));
		assertTrue(FrameFilter.parse("/Shop\\.b/").keeps("com.acme.Shop.buy"));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FrameFilter.parse("/(/"));
		assertTrue(e.getMessage().contains("'/(/' is no regular expression"), e.getMessage());
	}
}
