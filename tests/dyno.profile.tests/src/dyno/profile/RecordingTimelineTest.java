package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

import dyno.profile.RecordingTimeline.Measure;

/** The timeline of the {@link ProfiledRecording} (4 s of a busy, allocating sample, profile settings). */
class RecordingTimelineTest {

	@Test
	void theTimelineHasTheRecordingsLoadAllocationAndThreads() throws Exception {
		JfrFile file = ProfiledRecording.file();
		RecordingTimeline t = RecordingTimeline.of(file, 40);
		assertEquals(40, t.buckets());
		assertEquals(file.start(), t.start());
		assertEquals(file.length(), t.length());
		assertEquals(file.length().dividedBy(40), t.bucketLength());
		double[] cpu = t.values(Measure.CPU_LOAD);
		assertTrue(t.max(Measure.CPU_LOAD) > 0 && t.max(Measure.CPU_LOAD) <= 100, Arrays.toString(cpu));
		assertTrue(Double.isNaN(cpu[0]) || cpu[0] >= 0, "before the first sample there is none");
		assertTrue(!Double.isNaN(cpu[39]), "the last sample holds to the end: " + Arrays.toString(cpu));
		double threads = t.max(Measure.THREADS);
		assertTrue(threads >= 3 && threads < 200, "the sample's threads: " + Arrays.toString(t.values(Measure.THREADS)));
		double[] rate = t.values(Measure.ALLOCATION_RATE);
		double allocatedMb = Arrays.stream(rate).sum() * t.bucketLength().toNanos() / 1e9;
		double expectedMb = AllocationProfile.of(file).totalBytes() / 1e6;
		assertEquals(expectedMb, allocatedMb, expectedMb * 0.01, "the rate adds up to the Memory page's bytes");
		assertTrue(Arrays.stream(t.values(Measure.GC_PAUSES)).allMatch(p -> p >= 0));
	}

	@Test
	void aRangeHasTheWholeRecordingsTimeline() throws Exception {
		JfrFile file = ProfiledRecording.file();
		JfrFile part = file.in(TimeRange.of(Duration.ofSeconds(1), Duration.ofSeconds(2)));
		assertEquals(file.start().plusSeconds(1), part.start());
		assertEquals(Duration.ofSeconds(1), part.length());
		RecordingTimeline t = RecordingTimeline.of(part, 10);
		assertEquals(file.start(), t.start(), "the strip shows the whole recording to select in");
		assertEquals(file.length(), t.length());
	}
}
