package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;

/**
 * The live profile's stream renewal (which keeps Dyno's heap from growing with the JDK parser's constants): the
 * snapshots go on across it without a gap or a double count, a save has the whole overlap, and the target is left
 * with one stream recording, then none.
 */
class LiveProfileRenewalTest {

	private static final String HOT_METHOD = Profiled.class.getName() + ".crunch";
	private static final Duration RENEW_AFTER = Duration.ofSeconds(8);
	private static final Duration OVERLAP = Duration.ofSeconds(3);
	private static final Pattern STREAM_RECORDING = Pattern.compile("Recording (\\d+): name=" + Pattern.quote(
			LiveProfile.STREAM_RECORDING));

	@Test
	void theStreamIsRenewedWithoutAGapAndTheOldRecordingIsClosed(@TempDir Path dir) throws Exception {
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Duration.ofSeconds(20)), c.problem());
			List<LiveProfile.Snapshot> snapshots = new ArrayList<>();
			Set<String> recordingsSeen = new TreeSet<>();
			int mostAtOnce = 0;
			Path savedInOverlap = null;
			Instant renewalSeen = null;
			Path savedAfter;
			List<LiveProfile.Snapshot> throughRenewal;
			// Windows of 2 s: a renewal that lost or counted twice a second shows as a window far off the others.
			try (LiveProfile live = LiveProfile.start(c, LiveProfile.DEFAULT_PERIOD, Duration.ofSeconds(2),
					FrameFilter.NONE, RENEW_AFTER, OVERLAP)) {
				live.addListener(s -> {
					synchronized (snapshots) {
						snapshots.add(s);
					}
				});
				// Until the renewal has come and its overlap gone (the next renewal is due 8 s after that).
				long end = System.nanoTime() + Duration.ofSeconds(25).toNanos();
				Set<String> now;
				do {
					Thread.sleep(500);
					now = streamRecordings(child.pid());
					recordingsSeen.addAll(now);
					mostAtOnce = Math.max(mostAtOnce, now.size());
					if (now.size() == 2 && renewalSeen == null) {
						renewalSeen = Instant.now();
					}
					if (now.size() == 2 && savedInOverlap == null) {
						savedInOverlap = live.save(dir.resolve("overlap.jfr"));
					}
				} while (!(recordingsSeen.size() >= 2 && now.size() == 1) && System.nanoTime() < end);
				synchronized (snapshots) {
					// The windows up to here, through the renewal and its overlap (the save below holds the stream
					// up for a moment, which shifts a second's samples into the next).
					throughRenewal = List.copyOf(snapshots);
				}
				assertEquals(1, now.size(), "the old stream's recording was closed in the target after the overlap: "
						+ now + " of " + recordingsSeen);
				savedAfter = live.save(dir.resolve("after.jfr"));
			}
			assertTrue(recordingsSeen.size() >= 2, "a second stream recording was made: " + recordingsSeen);
			assertEquals(2, mostAtOnce, "two streams at once during the overlap, never more");
			assertTrue(savedInOverlap != null, "a save was made while both streams ran");
			// The old stream has about everything since the start (its recording began a little after it), the new one
			// a second or two when the poll first saw it.
			assertTrue(JfrFile.load(savedInOverlap).length().toMillis() >= RENEW_AFTER.minusSeconds(2).toMillis(),
					"the save in the overlap has the time before the renewal: " + JfrFile.load(savedInOverlap).length());
			assertTrue(JfrFile.load(savedAfter).eventTypes().contains(LiveProfile.EXECUTION_SAMPLE),
					"the save after the overlap comes from the new stream");
			assertTrue(streamRecordings(child.pid()).isEmpty(), "closing the profile leaves no recording in the target");

			// Skip the first 3 s, while the window fills. The hot method's samples, not all: while two streams
			// download, the target's RMI threads show up in the samples too. A window short of samples is what a
			// busy machine gives now and then (the target's threads got less CPU); one with more than the threads can
			// make is what counting a second twice gives.
			List<LiveProfile.Snapshot> full = throughRenewal.stream().skip(3).toList();
			assertTrue(full.stream().allMatch(s -> s.hottest() != null && s.hottest().method().equals(HOT_METHOD)),
					"the hot method stays first: " + full);
			List<Long> hot = full.stream().map(s -> s.hottest().selfSamples()).toList();
			long median = hot.stream().sorted().toList().get(hot.size() / 2);
			String counts = hot + " (all samples " + full.stream().map(LiveProfile.Snapshot::samples).toList() + ")";
			assertTrue(hot.stream().allMatch(n -> n < median * 1.3), "no 2 s window counts a second twice: median "
					+ median + ", " + counts);
			// The windows up to 3 s after the new recording appeared hold the switch: none of them lost a second.
			Instant switched = renewalSeen;
			List<Long> aroundTheSwitch = full.stream().filter(s -> !s.time().isBefore(switched)
					&& s.time().isBefore(switched.plusSeconds(3))).map(s -> s.hottest().selfSamples()).toList();
			assertFalse(aroundTheSwitch.isEmpty(), "snapshots after the switch: " + full);
			assertTrue(aroundTheSwitch.stream().allMatch(n -> n > median * 0.7), "no second lost at the switch: "
					+ aroundTheSwitch + " of " + counts + ", median " + median);
		}
	}

	/** The target's own list of the remote streams' recordings ({@code jcmd JFR.check}), by id. */
	private static Set<String> streamRecordings(long pid) throws Exception {
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
				Long.toString(pid), "JFR.check").redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes());
		p.waitFor();
		assertFalse(out.contains("Exception"), out);
		Set<String> ids = new TreeSet<>();
		Matcher m = STREAM_RECORDING.matcher(out);
		while (m.find()) {
			ids.add(m.group(1));
		}
		return ids;
	}
}
