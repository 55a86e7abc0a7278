package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.Waits;
import jdk.jfr.consumer.RecordingFile;

class RecordingStoreTest {

	@Test
	void filesAreNamedByJvmAndTimeAndNeverOverwritten(@TempDir Path dir) throws Exception {
		RecordingStore store = new RecordingStore(dir);
		Instant t = Instant.parse("2026-11-23T22:15:00Z");
		Path first = store.newFile("jmx admin@app1:9010", t);
		assertEquals(dir.resolve("jmx-admin-app1-9010").resolve("20261123-221500.jfr"), first);
		assertFalse(Files.exists(first), "the caller writes it");
		Files.writeString(first, "x");
		Path second = store.newFile("jmx admin@app1:9010", t);
		assertEquals("20261123-221500_2.jfr", second.getFileName().toString());
		Files.writeString(second, "x");
		Path other = store.newFile("pid 4711", t.minusSeconds(60));
		Files.writeString(other, "x");
		assertEquals(List.of(other, first, second), store.list());
	}

	@Test
	void folderNamesAreSafe() {
		assertEquals("pid-4711", RecordingStore.folderName("pid 4711"));
		assertEquals("jvm", RecordingStore.folderName("/../"));
		assertTrue(new RecordingStore(Path.of("x")).root().isAbsolute());
	}

	@Test
	void theDefaultStoreMovesWithTheProperty(@TempDir Path dir) {
		String before = System.getProperty(RecordingStore.PROPERTY);
		try {
			System.setProperty(RecordingStore.PROPERTY, dir.toString());
			assertEquals(dir, RecordingStore.defaultStore().root());
		} finally {
			if (before == null) {
				System.clearProperty(RecordingStore.PROPERTY);
			} else {
				System.setProperty(RecordingStore.PROPERTY, before);
			}
		}
	}

	/**
	 * Three real recordings of this JVM, stored as two JVMs' (and a cut-off file beside them): the span of a time
	 * finds the one that covers it, and an instant between two finds the one before and the one after it.
	 */
	@Test
	void theRecordingsOfAJvmAreFoundByTheirTime(@TempDir Path dir) throws Exception {
		RecordingStore store = new RecordingStore(dir);
		Path before = record(store, "pid 1");
		// An instant strictly between the two recordings, as the store has their times: after the first one's end,
		// and the second one started once the clock has passed it.
		Instant beforeEnd = store.recordingsOf("pid 1").get(0).end();
		Instant change = Waits.value("the clock past the first recording's end " + beforeEnd, Instant::now,
				now -> now.isAfter(beforeEnd));
		Waits.until("the clock past " + change, () -> Instant.now().isAfter(change));
		Path after = record(store, "pid 1");
		Path other = record(store, "pid 2");
		Files.writeString(store.newFile("pid 1", Instant.now()), "FLR");

		List<RecordingStore.Stored> ofOne = store.recordingsOf("pid 1");
		assertEquals(List.of(before, after), ofOne.stream().map(RecordingStore.Stored::file).toList(),
				"the cut-off file is left out");
		RecordingStore.Stored second = ofOne.get(1);
		JfrFile read = JfrFile.load(after);
		assertTrue(Duration.between(second.start(), read.start()).abs().toMillis() < 1000, second + " vs " + read.start());
		assertTrue(second.end().isAfter(second.start()));

		assertEquals(before, store.lastBefore("pid 1", change).orElseThrow().file());
		assertEquals(after, store.firstAfter("pid 1", change).orElseThrow().file());
		assertEquals(after, store.lastBefore("pid 1", second.end().plusSeconds(1)).orElseThrow().file());
		assertTrue(store.firstAfter("pid 1", second.end().plusSeconds(1)).isEmpty(), "nothing after the last");
		assertTrue(store.lastBefore("pid 2", change).isEmpty(), "pid 2 was recorded after the change only");

		Instant inside = second.start().plus(Duration.between(second.start(), second.end()).dividedBy(2));
		assertEquals(after, store.covering("pid 1", inside, inside.plusMillis(10)).orElseThrow().file());
		assertEquals(other, store.covering("pid 2", inside.minusSeconds(5), inside.plusSeconds(5)).orElseThrow().file(),
				"each JVM its own recordings");
		assertTrue(store.covering("pid 1", change.minusMillis(1), change).isEmpty(), "no recording between the two");
		assertTrue(store.covering("pid 3", inside, inside.plusMillis(10)).isEmpty());
	}

	/** A short real recording of this JVM, dumped into the store as {@code jvm}'s. */
	private static Path record(RecordingStore store, String jvm) throws Exception {
		try (jdk.jfr.Recording r = new jdk.jfr.Recording()) {
			r.enable("jdk.CPULoad").withPeriod(Duration.ofMillis(100));
			r.start();
			// A recording with a span: until it holds two of its 100 ms CPU load events (a copy of it tells).
			Path copy = Files.createTempFile("dyno-recording-copy", ".jfr");
			try {
				Waits.value("two jdk.CPULoad events recorded", () -> {
					r.dump(copy);
					return RecordingFile.readAllEvents(copy).size();
				}, n -> n >= 2);
			} finally {
				Files.deleteIfExists(copy);
			}
			r.stop();
			Path file = store.newFile(jvm, Instant.now());
			r.dump(file);
			return file;
		}
	}
}
