package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
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
import dyno.samples.Waits;

/**
 * The live profile's stream renewal (which keeps Dyno's heap from growing with the JDK parser's constants): the
 * snapshots go on across it without a gap or a double count, a save has the whole overlap, and the target is left
 * with one stream recording, then none.
 * <p>
 * The counts are judged by bounds that hold at any speed of the machine, not against each other: a busy machine gives
 * the target's threads and JFR's sampler less time now and then, so a window short of samples says nothing. A second
 * can never hold more of the hot method's samples than JFR's sampler takes of the threads running it (one per thread
 * each period); counting a second twice is what exceeds that. And a second lost at the switch is one without a single
 * sample once the window has moved past it: the hot method's thread runs all the time.
 */
class LiveProfileRenewalTest {

	private static final String HOT_METHOD = Profiled.class.getName() + ".crunch";
	private static final Duration RENEW_AFTER = Duration.ofSeconds(8);
	private static final Duration OVERLAP = Duration.ofSeconds(3);
	private static final Duration PERIOD = LiveProfile.DEFAULT_PERIOD;
	/**
	 * The windows' length: a second stays in the window this long, which is how late its samples may arrive (the
	 * remote stream delivers in bursts when the machine is busy) and still be counted in it.
	 */
	private static final Duration WINDOW = Duration.ofSeconds(5);
	/** The threads of {@link Profiled} that run the hot method: its spinner. */
	private static final int HOT_THREADS = 1;
	private static final Pattern STREAM_RECORDING = Pattern.compile("Recording (\\d+): name=" + Pattern.quote(
			LiveProfile.STREAM_RECORDING));

	@Test
	void theStreamIsRenewedWithoutAGapAndTheOldRecordingIsClosed(@TempDir Path dir) throws Exception {
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			List<LiveProfile.Snapshot> snapshots = new ArrayList<>();
			Set<String> recordingsSeen = new TreeSet<>();
			int[] mostAtOnce = { 0 };
			Path savedInOverlap = null;
			// The switch happened after the last look that saw no overlap, and before the first that saw it.
			Instant[] notYetRenewed = { Instant.EPOCH };
			Instant renewalSeen = null;
			Path savedAfter;
			List<LiveProfile.Snapshot> all;
			try (LiveProfile live = LiveProfile.start(c, PERIOD, WINDOW, FrameFilter.NONE, RENEW_AFTER, OVERLAP)) {
				live.addListener(s -> {
					synchronized (snapshots) {
						snapshots.add(s);
					}
				});
				// The target's recordings are looked at once per tick of the profile (a snapshot), not at a pace of the
				// clock, until the renewal's overlap is on as the profile has it.
				int[] looked = { 0 };
				Waits.of("the renewal's overlap").unless(live::ended, () -> "the profile ended").until(() -> {
					int ticks;
					synchronized (snapshots) {
						ticks = snapshots.size();
					}
					if (ticks > looked[0]) {
						looked[0] = ticks;
						try {
							Set<String> seen = streamRecordings(child.pid());
							recordingsSeen.addAll(seen);
							mostAtOnce[0] = Math.max(mostAtOnce[0], seen.size());
						} catch (Exception e) {
							throw new AssertionError("jcmd JFR.check", e);
						}
					}
					Instant looking = Instant.now();
					boolean on = live.overlapping();
					if (!on) {
						notYetRenewed[0] = looking;
					}
					return on;
				});
				renewalSeen = Instant.now();
				assertTrue(notYetRenewed[0].isAfter(Instant.EPOCH), "a look before the renewal saw no overlap");
				// With the feeds held the overlap cannot end: the target has both streams' recordings, and a save
				// now is one made while both ran.
				savedInOverlap = live.withFeedsHeld(() -> {
					Set<String> during = streamRecordings(child.pid());
					recordingsSeen.addAll(during);
					mostAtOnce[0] = Math.max(mostAtOnce[0], during.size());
					return live.overlapping() ? live.save(dir.resolve("overlap.jfr")) : null;
				});
				// Once the profile has retired the old feed (and, the feeds held again, has finished closing it).
				Waits.of("the old feed retired after its overlap").unless(live::ended, () -> "the profile ended")
						.until(() -> !live.overlapping());
				Set<String> now = live.withFeedsHeld(() -> streamRecordings(child.pid()));
				recordingsSeen.addAll(now);
				mostAtOnce[0] = Math.max(mostAtOnce[0], now.size());
				assertEquals(1, now.size(), "the old stream's recording was closed in the target after the overlap: "
						+ now + " of " + recordingsSeen);
				savedAfter = live.save(dir.resolve("after.jfr"));
				// The seconds around the switch have their final counts once the window has moved past them: until
				// then a late sample of theirs still counts (a save holds the stream up for a moment, for one).
				long after = aroundTheSwitch(notYetRenewed[0], renewalSeen)[1];
				Waits.of("the seconds around the switch left the window").unless(live::ended, () -> "the profile ended")
						.until(() -> {
							synchronized (snapshots) {
								List<LiveProfile.SecondCount> seconds = snapshots.getLast().seconds();
								return !seconds.isEmpty() && seconds.getFirst().start().getEpochSecond() > after;
							}
						});
				synchronized (snapshots) {
					all = List.copyOf(snapshots);
				}
			}
			assertTrue(recordingsSeen.size() >= 2, "a second stream recording was made: " + recordingsSeen);
			assertEquals(2, mostAtOnce[0], "two streams at once during the overlap, never more");
			assertTrue(savedInOverlap != null, "a save was made while both streams ran");
			// The save in the overlap comes from the old stream: it holds time from before the renewal (before the last
			// look that saw no overlap), which the new stream's recording, begun at the renewal, cannot hold. How long
			// the old stream ran first is the machine's: its recording starts later on a busy one.
			JfrFile overlap = JfrFile.load(savedInOverlap);
			JfrFile afterwards = JfrFile.load(savedAfter);
			assertTrue(overlap.start().isBefore(notYetRenewed[0]) && overlap.start().isBefore(afterwards.start()),
					"the save in the overlap has the time before the renewal: it starts at " + overlap.start()
							+ ", the last look before the renewal was at " + notYetRenewed[0] + ", the new stream's save "
							+ "starts at " + afterwards.start());
			assertTrue(afterwards.eventTypes().contains(LiveProfile.EXECUTION_SAMPLE),
					"the save after the overlap comes from the new stream");
			assertTrue(streamRecordings(child.pid()).isEmpty(), "closing the profile leaves no recording in the target");

			// Skip the first 3 s, while the window fills. The hot method's samples, not all: while two streams
			// download, the target's RMI threads show up in the samples too.
			List<LiveProfile.Snapshot> full = all.stream().skip(3).toList();
			assertTrue(full.stream().allMatch(s -> s.hottest() != null && s.hottest().method().equals(HOT_METHOD)),
					"the hot method stays first: " + full);
			// Each second's hot samples as the last window that had it counted them (a second's count only grows).
			Map<Long, Long> hotBySecond = new TreeMap<>();
			for (LiveProfile.Snapshot s : all) {
				long inSeconds = 0;
				for (LiveProfile.SecondCount second : s.seconds()) {
					long hot = second.selfSamples(HOT_METHOD);
					inSeconds += hot;
					hotBySecond.put(second.start().getEpochSecond(), hot);
					assertTrue(hot <= mostSampled(Duration.ofSeconds(1)), "no second counted twice: " + hot
							+ " samples of the hot method in the second of " + second.start() + ", at most "
							+ mostSampled(Duration.ofSeconds(1)) + " can be taken; " + s.seconds());
				}
				long window = s.methods().stream().filter(h -> h.method().equals(HOT_METHOD))
						.mapToLong(HotMethod::selfSamples).sum();
				assertEquals(inSeconds, window, "the window sums up its seconds: " + s);
				assertEquals(s.seconds().stream().mapToLong(LiveProfile.SecondCount::samples).sum(), s.samples(),
						"the window's samples are its seconds': " + s);
				Duration length = Duration.ofSeconds(s.seconds().size());
				assertTrue(window <= mostSampled(length), "no window counts a second twice: " + window + " samples of"
						+ " the hot method in " + length.toSeconds() + " s, at most " + mostSampled(length)
						+ " can be taken; " + s.seconds());
			}
			// Every second around the switch holds samples of the hot method: none was lost.
			long[] around = aroundTheSwitch(notYetRenewed[0], renewalSeen);
			for (long second = around[0]; second <= around[1]; second++) {
				Long hot = hotBySecond.get(second);
				assertTrue(hot != null && hot > 0, "no second lost at the switch (between " + notYetRenewed[0]
						+ " and " + renewalSeen + "): the second of " + Instant.ofEpochSecond(second) + " held " + hot
						+ " samples of the hot method; by second " + hotBySecond);
			}
		}
	}

	/**
	 * The most samples of the hot method JFR's sampler can take in {@code length}: one per thread running it each
	 * period, and a period of slack at each edge (the sampler's passes are a period apart, not on the second).
	 */
	private static long mostSampled(Duration length) {
		return (length.toMillis() / PERIOD.toMillis() + 2) * HOT_THREADS;
	}

	/**
	 * The epoch seconds around the switch, first and last: the feeds' counting changed hands between the two looks
	 * (the second before the one the last look without an overlap fell in, to the one after the first look with it).
	 */
	private static long[] aroundTheSwitch(Instant notYet, Instant seen) {
		return new long[] { notYet.getEpochSecond() - 1, seen.getEpochSecond() + 1 };
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
