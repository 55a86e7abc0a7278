package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.Fixtures;

/** Snapshot files in folders per JVM, named by time. */
class SnapshotStoreTest {

	@TempDir
	Path root;

	private static List<ClassRow> rows() throws IOException {
		return HistogramImport.read(Fixtures.get(HistogramImportTest.HISTOGRAMS + "histogram_sun_jdk6_18_x32.txt"),
				null).rows();
	}

	@Test
	void savesPerJvmInTimeOrderAndFindsASeries() throws IOException {
		SnapshotStore store = new SnapshotStore(root);
		JvmIdentity leaky = new JvmIdentity("localhost", 1234, "dyno.samples.Leaky", "25.0.1", 1_795_000_000_000L);
		// the same JVM read again: its start time, computed from the uptime, rounded to the next second
		JvmIdentity again = new JvmIdentity("localhost", 1234, "dyno.samples.Leaky", "25.0.1", 1_795_000_001_000L);
		JvmIdentity other = new JvmIdentity("build-box:9010", -1, "org.jboss.Main", "1.6.0_18", 1_700_000_000_000L);
		Path b = store.save(new Snapshot(1, 1_795_000_060_000L, again, true, "t", rows()));
		Path a = store.save(new Snapshot(1, 1_795_000_030_000L, leaky, true, "t", rows()));
		Path c = store.save(new Snapshot(1, 1_795_000_045_000L, other, true, "t", rows()));
		Path same = store.save(new Snapshot(1, 1_795_000_060_000L, leaky, true, "t", rows()));

		assertEquals(root.resolve("localhost-1234-dyno.samples.Leaky-1795000001000/20261118-110740-000.histo"), b);
		assertEquals(b.getParent(), a.getParent(), "one folder per JVM despite the start time's reading error");
		assertEquals("20261118-110710-000.histo", a.getFileName().toString());
		assertEquals(root.resolve("build-box_9010--1-org.jboss.Main-1700000000000/20261118-110725-000.histo"), c);
		assertEquals("20261118-110740-000_2.histo", same.getFileName().toString(), "two in one millisecond");

		assertEquals(List.of(a, c, b, same), store.list());
		assertEquals(List.of(a, b, same), store.series(leaky));
		assertEquals(List.of(c), store.series(other));
		assertEquals(List.of(), store.series(new JvmIdentity("localhost", 1234, "dyno.samples.Leaky", "25.0.1",
				1_795_000_010_000L)), "a later JVM with the same pid is another JVM");
		assertEquals(rows(), store.load(a).rows());
	}

	@Test
	void theDefaultStoreIsInTheHomeFolderUnlessMoved() {
		String before = System.getProperty(SnapshotStore.PROPERTY);
		try {
			System.clearProperty(SnapshotStore.PROPERTY);
			if (System.getenv(SnapshotStore.VARIABLE) == null) {
				assertEquals(Path.of(System.getProperty("user.home"), ".dyno", "snapshots"),
						SnapshotStore.defaultStore().root());
			}
			System.setProperty(SnapshotStore.PROPERTY, root.toString());
			assertEquals(root, SnapshotStore.defaultStore().root());
		} finally {
			if (before == null) {
				System.clearProperty(SnapshotStore.PROPERTY);
			} else {
				System.setProperty(SnapshotStore.PROPERTY, before);
			}
		}
	}

	@Test
	void keysAreSafeFolderNames() {
		assertEquals("_weird_host-7-a_b_c-0", new JvmIdentity(".weird/host", 7, "a b\\c", "", 0).key());
		assertTrue(new JvmIdentity("h", 1, "x".repeat(300), "", 0).key().length() < 100);
	}
}
