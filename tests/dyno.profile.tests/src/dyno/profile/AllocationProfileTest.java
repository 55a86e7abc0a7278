package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;
import dyno.samples.Waits;

class AllocationProfileTest {

	@Test
	void theAllocationSiteRanksFirst() throws Exception {
		AllocationProfile p = AllocationProfile.of(ProfiledRecording.file());
		assertEquals(AllocationProfile.Basis.TLAB_EVENTS, p.basis(), "Dyno's profile settings add the TLAB events");
		List<AllocationRow> rows = p.byClass();
		assertEquals("long[]", rows.get(0).className(), rows.subList(0, Math.min(5, rows.size())).toString());
		AllocationRow top = rows.get(0);
		assertTrue(top.bytes() > 10L << 20, "about 30 MB/s for 4 s: " + top);
		assertTrue(top.percent() > 50, top.toString());
		assertEquals(p.totalBytes(), rows.stream().mapToLong(AllocationRow::bytes).sum());
		List<StackRow> stacks = p.stacksOf("long[]");
		assertEquals("dyno.samples.Profiled.pack", stacks.get(0).top(), stacks.get(0).frames().toString());
		assertTrue(stacks.get(0).percent() > 90, stacks.get(0).toString());
		assertTrue(p.stacksOf("no.Such").isEmpty());
	}

	/** The JDK's default settings record throttled allocation samples only: weighed estimates, no TLAB split. */
	@Test
	void withDefaultSettingsTheSamplesStillRankTheSiteFirst(@TempDir Path dir) throws Exception {
		Path file;
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(RecordingSettings.of("defaults", RecordingSettings.DEFAULT, null));
			// Until the throttled samples are enough to rank by: 50 of long[] (the allocation site is the sample's).
			ProfiledRecording.recordUntil(control, r.id(), dir, child, f -> {
				long events = AllocationProfile.of(f).byClass().stream().filter(a -> a.className().equals("long[]"))
						.mapToLong(AllocationRow::events).sum();
				return events >= 50 ? List.of() : List.of("50 allocation samples of long[], not " + events);
			});
			control.stop(r.id());
			file = control.dump(r.id(), dir.resolve("default.jfr"));
		}
		AllocationProfile p = AllocationProfile.of(JfrFile.load(file));
		assertEquals(AllocationProfile.Basis.ALLOCATION_SAMPLES, p.basis());
		AllocationRow top = p.byClass().get(0);
		assertEquals("long[]", top.className(), p.byClass().toString());
		assertEquals(0, top.bytesOutsideTlab(), "samples have no TLAB split");
		assertEquals("dyno.samples.Profiled.pack", p.stacksOf("long[]").get(0).top());
	}

	@Test
	void oldObjectSamplesShowWhatIsKept() throws Exception {
		List<OldObjectRow> old = AllocationProfile.of(ProfiledRecording.file()).oldObjects();
		assertFalse(old.isEmpty(), "the profile settings sample old objects");
		OldObjectRow kept = old.stream().filter(r -> r.className().equals("long[]")).findFirst().orElseThrow(
				() -> new AssertionError("the kept long[] arrays are sampled: " + old));
		assertTrue(kept.count() > 0);
		assertTrue(kept.oldestAge().toMillis() > 0 && kept.oldestAge().compareTo(ProfiledRecording.LENGTH.multipliedBy(2)) < 0,
				kept.toString());
	}
}
