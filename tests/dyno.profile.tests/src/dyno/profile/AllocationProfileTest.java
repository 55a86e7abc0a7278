package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

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
