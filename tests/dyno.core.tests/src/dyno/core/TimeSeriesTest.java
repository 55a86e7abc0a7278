package dyno.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

class TimeSeriesTest {

	@Test
	void keepsSamplesInOrderUntilFull() {
		TimeSeries s = new TimeSeries("eden", 4);
		s.add(10, 1);
		s.add(20, 2);
		s.add(30, 3);
		assertEquals(3, s.size());
		assertArrayEquals(new long[] { 10, 20, 30 }, s.window().times());
		assertArrayEquals(new double[] { 1, 2, 3 }, s.window().values());
		assertEquals(3, s.latest().getAsDouble());
	}

	@Test
	void overwritesTheOldestOnceFull() {
		TimeSeries s = new TimeSeries("old", 3);
		for (int i = 1; i <= 7; i++) {
			s.add(i * 100L, i);
		}
		assertEquals(3, s.size());
		assertEquals(7, s.added());
		assertArrayEquals(new long[] { 500, 600, 700 }, s.window().times());
		assertArrayEquals(new double[] { 5, 6, 7 }, s.window().values());
		assertEquals(500, s.timeAt(0));
		assertEquals(7, s.valueAt(2));
	}

	@Test
	void memoryStaysConstantOverAMillionSamples() {
		TimeSeries s = new TimeSeries("heap", 1000);
		for (int i = 0; i < 1_000_000; i++) {
			s.add(i, i % 97);
		}
		assertEquals(1000, s.size());
		assertEquals(1000, s.window().size());
		assertEquals(999_000, s.timeAt(0));
		assertEquals(999_999, s.timeAt(999));
	}

	@Test
	void sinceFindsTheFirstSampleAtOrAfterTheTimeAcrossTheWrap() {
		TimeSeries s = new TimeSeries("gc", 5);
		for (int i = 1; i <= 8; i++) {
			s.add(i * 10L, i);
		}
		// Holds 40..80, physically wrapped.
		assertArrayEquals(new long[] { 60, 70, 80 }, s.since(55).times());
		assertArrayEquals(new long[] { 60, 70, 80 }, s.since(60).times());
		assertArrayEquals(new long[] { 40, 50, 60, 70, 80 }, s.since(0).times());
		assertEquals(0, s.since(81).size());
	}

	@Test
	void equalTimesAreAcceptedButEarlierTimesAreRefused() {
		TimeSeries s = new TimeSeries("threads", 4);
		s.add(100, 1);
		s.add(100, 2);
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.add(99, 3));
		assertTrue(e.getMessage().contains("threads"), e.getMessage());
		assertEquals(2, s.size());
	}

	@Test
	void minAndMaxIgnoreMissingValues() {
		TimeSeries s = new TimeSeries("metaspace", 4);
		s.add(1, Double.NaN);
		s.add(2, 5);
		s.add(3, -2);
		assertEquals(-2, s.window().min().getAsDouble());
		assertEquals(5, s.window().max().getAsDouble());
		TimeSeries empty = new TimeSeries("none", 2);
		assertTrue(empty.window().min().isEmpty());
		assertTrue(empty.latest().isEmpty());
	}

	@Test
	void indexOutsideTheHeldSamplesIsRefused() {
		TimeSeries s = new TimeSeries("s0", 2);
		s.add(1, 1);
		assertThrows(IndexOutOfBoundsException.class, () -> s.valueAt(1));
		assertThrows(IllegalArgumentException.class, () -> new TimeSeries("bad", 0));
	}

	@Test
	void clearEmptiesButKeepsCapacity() {
		TimeSeries s = new TimeSeries("s1", 2);
		s.add(1, 1);
		s.add(2, 2);
		s.add(3, 3);
		s.clear();
		assertEquals(0, s.size());
		s.add(0, 9);
		assertArrayEquals(new double[] { 9 }, s.window().values());
	}

	@Test
	void readersSeeConsistentWindowsWhileOneThreadWrites() throws InterruptedException {
		TimeSeries s = new TimeSeries("live", 64);
		CountDownLatch done = new CountDownLatch(1);
		AtomicReference<String> broken = new AtomicReference<>();
		Thread writer = new Thread(() -> {
			for (int i = 0; i < 200_000; i++) {
				s.add(i, i);
			}
			done.countDown();
		});
		writer.start();
		while (done.getCount() > 0) {
			TimeSeries.Window w = s.window();
			for (int i = 0; i < w.size(); i++) {
				// Each value equals its time, and times ascend by one: a torn copy would break either.
				if (w.values()[i] != w.times()[i] || i > 0 && w.times()[i] != w.times()[i - 1] + 1) {
					broken.set("inconsistent window at " + i + ": " + w.times()[i] + "/" + w.values()[i]);
				}
			}
		}
		writer.join();
		assertEquals(null, broken.get());
		assertEquals(199_999, s.latest().getAsDouble());
	}
}
