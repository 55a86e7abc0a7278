package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.management.ObjectName;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.Progress;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.profile.analysis.FlameAnalysis;
import dyno.profile.analysis.FlameResult;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;
import dyno.samples.Waits;

/**
 * The profiler's own work in a real recording made the way Dyno makes one: a {@link Profiled} child recorded over its
 * JMX connection, which also reads every MBean's description and fetches copies of the running recording, so that
 * the recording holds JFR's and the connection's work beside the application's. The flame graph counts that work,
 * hides it on request, and says so.
 */
class OwnWorkTest {

	private static final String CRUNCH = "dyno.samples.Profiled.crunch";
	/** Frames of JFR and RMI only: every sample that has one is the profiler's. */
	private static final FrameFilter OWN_FRAMES = FrameFilter.parse("/^(sun\\.rmi|jdk\\.jfr\\.internal|jdk\\.management\\.jfr)\\./");
	private static final int OWN_SAMPLES = 5;

	@TempDir
	Path dir;

	@Test
	void theProfilersOwnWorkIsCountedShownOrHiddenAndNamed() throws Exception {
		JfrFile f;
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c::problem);
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(new RecordingSettings("own-work", RecordingSettings.PROFILE, null, 0));
			ProfiledRecording.recordUntil(control, r.id(), dir, child, copy -> {
				readEveryMBeanInfo(c);
				return lacking(copy);
			});
			control.stop(r.id());
			f = JfrFile.load(control.dump(r.id(), dir.resolve("own-work.jfr")));
			control.close(r.id());
		}

		FlameGraph shown = FlameGraph.of(f, FlameGraph.Events.CPU, TimeRange.ALL, FrameFilter.NONE);
		FlameGraph hidden = FlameGraph.of(f, FlameGraph.Events.CPU, TimeRange.ALL, FrameFilter.NONE, FlameGraph.Own.HIDE);
		assertTrue(shown.ownWeight() >= OWN_SAMPLES, "own samples: " + shown.ownWeight());
		assertEquals(shown.ownWeight(), hidden.ownWeight(), "the own work is counted whether shown or hidden");
		assertEquals(shown.total() - shown.ownWeight(), hidden.total(), "hiding leaves out exactly the own work");
		assertTrue(shown.collapsed().stream().anyMatch(line -> OwnWork.isOwn(null, frames(line))),
				"shown, JFR's and the connection's frames are in the graph");
		for (String line : hidden.collapsed()) {
			assertFalse(OwnWork.isOwn(null, frames(line)), "hidden, no stack of JFR or RMI is left: " + line);
		}
		assertTrue(hidden.methods().stream().anyMatch(m -> m.method().equals(CRUNCH) && m.self() >= 20),
				"the application's hot method stays: " + hidden.methods().subList(0, Math.min(5, hidden.methods().size())));
		assertEquals(String.format(java.util.Locale.ROOT,
				"the profiler's own work (JFR, the JMX connection) is hidden: %,d samples", hidden.ownWeight()),
				hidden.ownWork());

		// Through a filter of JFR's and RMI's frames the graph is all own work: shown, it warns; hidden, it says why
		// it is empty.
		FlameGraph own = FlameGraph.of(f, FlameGraph.Events.CPU, TimeRange.ALL, OWN_FRAMES);
		assertEquals(own.total(), own.ownWeight(), "a sample with a frame of JFR or RMI is the profiler's");
		assertTrue(own.ownWork().startsWith("100 % of this graph is the profiler's own work"), own.ownWork());
		FlameGraph none = FlameGraph.of(f, FlameGraph.Events.CPU, TimeRange.ALL, OWN_FRAMES, FlameGraph.Own.HIDE);
		assertEquals(0, none.total());
		assertEquals(String.format(java.util.Locale.ROOT, "all %,d samples here are the profiler's own work, which is "
				+ "hidden: show it, or record while the application works", own.total()), FlameGraph.whyEmpty(f, none));

		// The analysis' --hide-own, in its report and its JSON.
		FlameAnalysis analysis = new FlameAnalysis();
		FlameResult result = analysis.run(Arguments.of(analysis).with(FlameAnalysis.FILE, f.path())
				.with(FlameAnalysis.HIDE_OWN, true).build(), Progress.NONE);
		assertEquals(hidden.total(), result.graph().total());
		String text = Format.TEXT.render(result);
		assertTrue(text.contains(hidden.ownWork()), text);
		FlameResult.Flame json = (FlameResult.Flame) result.data();
		assertEquals(hidden.ownWeight(), json.own());
		assertTrue(json.ownHidden());
	}

	/** What a copy of the recording still lacks: own samples with JFR's or RMI's frames, and the application's. */
	private static List<String> lacking(JfrFile copy) {
		List<String> lacking = new ArrayList<>();
		long own = FlameGraph.of(copy, FlameGraph.Events.CPU, TimeRange.ALL, OWN_FRAMES).total();
		if (own < OWN_SAMPLES) {
			lacking.add(OWN_SAMPLES + " samples in JFR's or RMI's frames, not " + own);
		}
		long hot = ExecutionProfile.of(copy, FrameFilter.NONE).hotMethods().stream()
				.filter(h -> h.method().equals(CRUNCH)).mapToLong(HotMethod::selfSamples).sum();
		if (hot < 20) {
			lacking.add("20 samples of Profiled.crunch, not " + hot);
		}
		return lacking;
	}

	/** Remote calls whose work is in the target's RMI threads, as a console's polling is. */
	private static void readEveryMBeanInfo(JvmConnection c) {
		try {
			c.readMBeans(m -> {
				for (ObjectName name : m.queryNames(null, null)) {
					m.getMBeanInfo(name);
				}
				return Boolean.TRUE;
			});
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	private static List<String> frames(String collapsedLine) {
		return List.of(collapsedLine.substring(0, collapsedLine.lastIndexOf(' ')).split(";"));
	}
}
