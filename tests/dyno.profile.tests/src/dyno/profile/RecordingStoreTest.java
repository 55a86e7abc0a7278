package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
}
