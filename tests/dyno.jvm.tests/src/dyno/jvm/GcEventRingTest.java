package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The GC events a connection keeps: the newest {@code capacity}, oldest first, in memory taken once. */
class GcEventRingTest {

	@Test
	void keepsTheNewestEventsOldestFirstOnceFull() {
		GcEventRing ring = new GcEventRing(3);
		for (int i = 1; i <= 5; i++) {
			ring.add(new GcEvent(i * 1000L, i % 2 == 0 ? "G1 Old" : "G1 Young", CollectorKind.YOUNG, 1, i, "cause " + i % 2));
		}
		List<GcEvent> kept = ring.from(0);
		assertEquals(List.of(3000L, 4000L, 5000L), kept.stream().map(GcEvent::time).toList(), "the oldest two dropped");
		assertEquals(List.of(4000L, 5000L), ring.from(4000).stream().map(GcEvent::time).toList(), "from a time on");
		assertTrue(ring.from(6000).isEmpty());
	}

	@Test
	void aLatePauseTimeGoesToTheNewestEventOfItsCollector() {
		GcEventRing ring = new GcEventRing(4);
		ring.add(new GcEvent(1000, "Young", CollectorKind.YOUNG, 1, 5, null));
		ring.add(new GcEvent(2000, "Old", CollectorKind.FULL, 1, 7, "System.gc()"));
		ring.add(new GcEvent(3000, "Old", CollectorKind.FULL, 1, 0, "System.gc()"));
		assertTrue(ring.addTimeToLast("Young", 10));
		assertTrue(ring.addTimeToLast("Old", 100));
		assertFalse(ring.addTimeToLast("Shenandoah", 1), "a collector with no event");
		List<GcEvent> events = ring.from(0);
		assertEquals(15, events.get(0).timeNanos());
		assertEquals(7, events.get(1).timeNanos(), "not the older event of the collector");
		assertEquals(100, events.get(2).timeNanos());
	}

	@Test
	void repeatedNamesAndCausesAreKeptOnce() {
		GcEventRing ring = new GcEventRing(2);
		ring.add(new GcEvent(1, new String("G1 Young"), CollectorKind.YOUNG, 1, 1, new String("G1 Evacuation Pause")));
		ring.add(new GcEvent(2, new String("G1 Young"), CollectorKind.YOUNG, 1, 1, new String("G1 Evacuation Pause")));
		List<GcEvent> events = ring.from(0);
		assertSame(events.get(0).collector(), events.get(1).collector());
		assertSame(events.get(0).cause(), events.get(1).cause());
	}
}
