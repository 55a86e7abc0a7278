package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Faces;
import dyno.heap.Suspect.Verdict;
import dyno.heap.analysis.LeaksResult;
import dyno.samples.Leaky;
import dyno.samples.SawTooth;
import dyno.samples.Waits;

/** The leak finder on real child JVMs: one that leaks, one whose heap rises and falls. */
class LeakFinderTest {

	@TempDir
	Path store;

	@Test
	void ranksTheLeakingSessionFirst() throws Exception {
		ChildSeries series = ChildSeries.take(Leaky.class, 6, Duration.ofMillis(1500), store);
		assertEquals(6, series.snapshots().size());
		assertEquals(6, series.files().size());
		assertEquals(series.files(), new SnapshotStore(store).series(series.snapshots().get(0).jvm()),
				"one JVM's folder in the store");
		assertTrue(series.snapshots().stream().allMatch(Snapshot::afterFullGc));

		LeakReport report = LeakFinder.rank(series.snapshots(), series.floor());
		String text = report.toText();
		Suspect first = report.suspects().get(0);
		assertEquals(Leaky.Session.class.getName(), first.className(), text);
		assertEquals(Verdict.LEAK, first.verdict(), text);
		assertTrue(report.floorVerdict().startsWith("rising: "), text);
		// 50 sessions every 100 ms of 24 bytes each (header, long, reference): 720,000 bytes a minute
		assertTrue(first.bytesPerMinute() > 360_000 && first.bytesPerMinute() < 1_440_000, text);
		assertTrue(first.confidence() > 0.99, text);
		// Only ever added: never fewer than in the snapshot before, and more at the end. Whether every interval
		// added some is the machine's (a snapshot that fires late lets the next one follow at once, before the
		// child's next tick).
		for (int i = 1; i < 6; i++) {
			assertTrue(first.instances()[i] >= first.instances()[i - 1], "sessions only ever added: " + text);
		}
		assertTrue(first.instances()[5] > first.instances()[0], "sessions added over the series: " + text);
		// About 500 KB/s (Leaky keeps its pace by its own clock) over the series' own span, which a busy machine
		// shortens: a late first snapshot lets the next ones follow closer.
		long spanMillis = series.snapshots().get(5).time() - series.snapshots().get(0).time();
		assertTrue(report.heapGrowthBytes() > 500_000L * spanMillis / 1000 / 2,
				"about 500 KB/s over the " + spanMillis + " ms of the series: " + text);
		assertTrue(text.contains("LEAK") && text.contains(Leaky.Session.class.getName()), text);
		String json = Faces.json(new LeaksResult(series.snapshots(), series.files(), series.floor(), report).data());
		assertTrue(json.contains("\"class\": \"dyno.samples.Leaky$Session\""), "the suspect's key is class: " + json);
		LeaksResult.Data data = Faces.fromJson(json, LeaksResult.Data.class);
		assertEquals(Leaky.Session.class.getName(), data.suspects().get(0).className(), json);
		assertEquals(Verdict.LEAK, data.suspects().get(0).verdict(), json);
		assertEquals(6, data.snapshots(), json);
		assertEquals(report.floorVerdict(), data.floor(), json);
		assertTrue(report.suspects().stream().noneMatch(s -> s.className().contains("jdk.internal.vm.Filler")),
				"the collector's fillers of free space are no objects: " + text);

		// The same series beside a floor that stayed level: the live data did not grow, so nothing is a leak.
		long[] times = report.times();
		double[] level = new double[times.length];
		java.util.Arrays.fill(level, 8_000_000);
		LeakReport withLevelFloor = LeakFinder.rank(series.snapshots(), new OldFloor(times, level));
		assertEquals(List.of(), withLevelFloor.leaks(), withLevelFloor.toText());
		Suspect watched = withLevelFloor.suspects().get(0);
		assertEquals(Leaky.Session.class.getName() + " WATCH the old generation's post-GC floor is level",
				watched.className() + " " + watched.verdict() + " " + watched.note());
		assertTrue(withLevelFloor.floorVerdict().startsWith("level (no significant rise): 6 post-GC readings"),
				withLevelFloor.floorVerdict());
	}

	/**
	 * Six snapshots 1.5 s apart at least, and on until the saw-tooth has dropped its batch three times since the first
	 * (it says so itself): a series over less than its cycle sees only a rising edge, which is a leak's shape, and a
	 * busy machine stretches the cycle (six snapshots over one rising edge were ranked LEAK with two suites beside).
	 */
	@Test
	void aSawToothIsNoLeak() throws Exception {
		long[] firstDrops = { -1 };
		ChildSeries series = ChildSeries.take(SawTooth.class, 60, Duration.ofMillis(1500), store, (child, taken) -> {
			long drops = Long.parseLong(child.query("drops", "drops ", Waits.LIMIT.toSeconds()).substring(6));
			if (taken == 1) {
				firstDrops[0] = drops;
			}
			return taken >= 6 && drops - firstDrops[0] >= 3;
		});
		int n = series.snapshots().size();
		assertTrue(n < 60, "the saw-tooth dropped its batch three times within 60 snapshots");
		LeakReport report = LeakFinder.rank(series.snapshots(), series.floor());
		assertEquals(List.of(), report.leaks(), report.toText());
		// the snapshots did see the saw-tooth: the batch's size differs between them
		long[] items = new long[n];
		for (int i = 0; i < n; i++) {
			ClassRow r = series.snapshots().get(i).row(SawTooth.Item.class.getName());
			items[i] = r == null ? 0 : r.instances();
		}
		assertTrue(java.util.Arrays.stream(items).distinct().count() > 3, java.util.Arrays.toString(items));
	}

	@Test
	void needsThreeSnapshots() {
		JvmIdentity jvm = new JvmIdentity("localhost", 1, "x", "25", 0);
		List<Snapshot> two = List.of(new Snapshot(1, 1, jvm, true, "t", List.of()),
				new Snapshot(1, 2, jvm, true, "t", List.of()));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LeakFinder.rank(two, null));
		assertEquals("the leak finder needs a series of at least 3 snapshots of one JVM (5 or more to be confident), "
				+ "got 2", e.getMessage());
	}
}
