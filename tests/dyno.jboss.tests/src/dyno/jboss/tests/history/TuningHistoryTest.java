package dyno.jboss.tests.history;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.history.TuningChange;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.tests.Fixtures;

/** The history store on a real edit of a real run.conf: recorded, listed newest first, survives a damaged record. */
class TuningHistoryTest {

	@Test
	void recordsARealEditAndReadsItBack(@TempDir Path home, @TempDir Path store) throws Exception {
		Path runConf = Fixtures.copy("jboss-as-5/5.1.0.GA/bin/run.conf", home.resolve("run.conf"));
		ConfigFile file = new ConfigFile(runConf, FileKind.RUN_CONF);
		byte[] before = Files.readAllBytes(runConf);
		ShellConf doc = (ShellConf) ConfigFiles.read(file);
		doc.javaOpts().set("-Xmx", "2048m");
		ConfigFiles.save(file, doc);
		byte[] after = Files.readAllBytes(runConf);

		TuningHistory history = new TuningHistory(store);
		Instant t = Instant.parse("2026-11-23T21:00:00.123Z");
		TuningChange recorded = history.record(runConf, before, after, t);

		assertTrue(recorded.diff().contains("-Xmx2048m"), recorded.diff());
		assertTrue(recorded.changedLines().contains("-Xmx2048m"), recorded.changedLines());
		Path folder = store.resolve("20261123-210000-123");
		assertTrue(Files.isRegularFile(folder.resolve("change.json")));
		assertEquals(recorded.diff(), Files.readString(folder.resolve("diff.patch"), StandardCharsets.UTF_8));

		List<TuningChange> listed = history.list();
		assertEquals(1, listed.size());
		TuningChange read = listed.get(0);
		assertEquals(t, read.time());
		assertEquals(runConf.toAbsolutePath().normalize(), read.file());
		assertArrayEquals(before, read.before());
		assertArrayEquals(after, read.after());
		assertEquals(recorded.diff(), read.diff());
	}

	@Test
	void listsNewestFirstKeepsTwoSavesOfOneMillisecondAndSkipsDamagedRecords(@TempDir Path store) throws Exception {
		TuningHistory history = new TuningHistory(store);
		Path f = store.resolve("x.properties");
		Instant t1 = Instant.parse("2026-11-23T20:00:00Z");
		Instant t2 = Instant.parse("2026-11-23T20:05:00Z");
		history.record(f, bytes("a=1\n"), bytes("a=2\n"), t1);
		history.record(f, bytes("a=2\n"), bytes("a=3\n"), t2);
		history.record(f, bytes("b=2\n"), bytes("b=3\n"), t2);
		history.record(f, bytes("same\n"), bytes("same\n"), t2);

		assertEquals(3, history.list().size(), "a save that changed nothing is no change");
		assertTrue(Files.isDirectory(store.resolve("20261123-200500-000_2")));
		assertEquals(t1, history.list().get(2).time());

		Files.writeString(store.resolve("20261123-200000-000").resolve("change.json"), "{ not json");
		assertEquals(2, history.list().size(), "the damaged record is skipped, the others stay");
		assertEquals(2, history.of(f).size());
	}

	/** A record as the hand-written JSON of earlier versions wrote it (escapes included) still reads. */
	@Test
	void readsARecordWrittenByAnEarlierVersion(@TempDir Path store) throws Exception {
		Path folder = Files.createDirectories(store.resolve("20261101-090000-000"));
		Files.write(folder.resolve("before"), bytes("a=1\n"));
		Files.write(folder.resolve("after"), bytes("a=2\n"));
		Files.writeString(folder.resolve("diff.patch"), "--- \"x y.properties\"\n+++ \"x y.properties\"\n@@ -1 +1 @@\n-a=1\n+a=2\n");
		Files.writeString(folder.resolve("change.json"), "{\n  \"time\": \"2026-11-01T09:00:00Z\",\n  \"file\": "
				+ "\"/srv/jboss/conf/x \\\"y\\\".properties\"\n}\n");

		List<TuningChange> listed = new TuningHistory(store).list();

		assertEquals(1, listed.size());
		assertEquals(Instant.parse("2026-11-01T09:00:00Z"), listed.get(0).time());
		assertEquals(Path.of("/srv/jboss/conf/x \"y\".properties"), listed.get(0).file());
		assertEquals("-a=1 +a=2", listed.get(0).changedLines());
		assertArrayEquals(bytes("a=1\n"), listed.get(0).before());
	}

	@Test
	void thePropertyMovesTheDefaultStore(@TempDir Path store) {
		System.setProperty(TuningHistory.PROPERTY, store.toString());
		try {
			assertEquals(store.toAbsolutePath().normalize(), TuningHistory.defaultHistory().root());
		} finally {
			System.clearProperty(TuningHistory.PROPERTY);
		}
		assertEquals(Path.of(System.getProperty("user.home"), ".dyno", "history"), TuningHistory.defaultHistory().root());
	}

	private static byte[] bytes(String s) {
		return s.getBytes(StandardCharsets.UTF_8);
	}
}
