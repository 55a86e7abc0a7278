package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

class ContentionProfileTest {

	@Test
	void theContendedLockRanksFirst() throws Exception {
		ContentionProfile p = ContentionProfile.of(ProfiledRecording.file());
		List<LockRow> locks = p.byLockClass();
		LockRow top = locks.get(0);
		assertEquals("dyno.samples.Profiled$Ledger", top.lockClass(), locks.toString());
		assertEquals(ContentionProfile.MONITOR_ENTER, top.kind());
		// Three of four threads wait while one holds the lock: about 3 s of waiting per second recorded.
		assertTrue(top.total().compareTo(ProfiledRecording.LENGTH) > 0, top.toString());
		assertTrue(top.max().compareTo(Duration.ofMillis(20)) >= 0 && top.max().compareTo(top.total()) <= 0, top.toString());
		assertTrue(top.events() > 10, top.toString());
	}

	@Test
	void theLedgerThreadsWaitLongest() throws Exception {
		List<ThreadLockRow> threads = ContentionProfile.of(ProfiledRecording.file()).byThread();
		for (ThreadLockRow t : threads.subList(0, 4)) {
			assertTrue(t.thread().startsWith("ledger-"), threads.toString());
			assertEquals("dyno.samples.Profiled$Ledger (monitor enter)", t.topLock());
		}
		assertTrue(threads.stream().noneMatch(t -> OwnWork.isOwnThread(t.thread())),
				"the JMX agent's threads wait for Dyno's own calls: " + threads);
	}
}
