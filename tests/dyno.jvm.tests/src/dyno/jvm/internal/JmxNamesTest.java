package dyno.jvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dyno.jvm.CollectorKind;
import dyno.jvm.Space;

/** The pool and collector names of JDK 25's five collectors (and older ones), as their MXBeans report them. */
class JmxNamesTest {

	@ParameterizedTest
	@CsvSource({ "Eden Space, EDEN", "Survivor Space, SURVIVOR_0", "Tenured Gen, OLD", "PS Eden Space, EDEN",
			"PS Survivor Space, SURVIVOR_0", "PS Old Gen, OLD", "G1 Eden Space, EDEN",
			"G1 Survivor Space, SURVIVOR_0", "G1 Old Gen, OLD", "ZGC Young Generation, EDEN",
			"ZGC Old Generation, OLD", "Par Eden Space, EDEN", "CMS Old Gen, OLD", "Metaspace, METASPACE",
			"Compressed Class Space, COMPRESSED_CLASS" })
	void mapsPools(String pool, Space space) {
		assertEquals(space, JmxNames.space(pool));
	}

	@Test
	void leavesCodeCacheAndSingleHeapPoolsToTheCaller() {
		assertNull(JmxNames.space("CodeHeap 'non-nmethods'"));
		assertNull(JmxNames.space("Code Cache"));
		assertNull(JmxNames.space("Shenandoah"));
		assertNull(JmxNames.space("ZHeap"));
	}

	@ParameterizedTest
	@CsvSource({ "Copy, YOUNG", "MarkSweepCompact, FULL", "PS Scavenge, YOUNG", "PS MarkSweep, FULL",
			"ParNew, YOUNG", "ConcurrentMarkSweep, FULL", "G1 Young Generation, YOUNG", "G1 Old Generation, FULL",
			"G1 Concurrent GC, CONCURRENT_PAUSE", "ZGC Minor Cycles, CYCLE", "ZGC Minor Pauses, YOUNG",
			"ZGC Major Cycles, CYCLE", "ZGC Major Pauses, CONCURRENT_PAUSE", "ZGC Cycles, CYCLE",
			"ZGC Pauses, CONCURRENT_PAUSE", "Shenandoah Pauses, CONCURRENT_PAUSE", "Shenandoah Cycles, CYCLE",
			"Future Young Collector, YOUNG", "Future Pauses, CONCURRENT_PAUSE", "Something New, FULL" })
	void mapsCollectors(String collector, CollectorKind kind) {
		assertEquals(kind, JmxNames.kind(collector));
	}
}
