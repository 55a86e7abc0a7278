package dyno.heap;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A class histogram of one JVM at one time: instances and shallow bytes per class. Immutable; a class is found by
 * name through {@link #row(String)} (an index built on first use).
 */
public final class Snapshot {

	/** The version of {@link SnapshotFile}'s format this code writes. */
	public static final int FORMAT_VERSION = 1;

	private final int formatVersion;
	private final long time;
	private final JvmIdentity jvm;
	private final boolean afterFullGc;
	private final String source;
	private final List<ClassRow> rows;
	private volatile Map<String, ClassRow> byName;

	/**
	 * @param formatVersion the file format version it was read from ({@link #FORMAT_VERSION} when taken now)
	 * @param time          when it was taken, epoch milliseconds
	 * @param jvm           whose it is
	 * @param afterFullGc   whether a full GC ran just before, so the rows count live objects only
	 * @param source        where it came from: {@code "jcmd GC.class_histogram"}, {@code "import: <file>"},
	 *                      {@code "heap dump <file>"}
	 * @param rows          one per class, in the order given (largest first when taken by Dyno)
	 */
	public Snapshot(int formatVersion, long time, JvmIdentity jvm, boolean afterFullGc, String source,
			List<ClassRow> rows) {
		this.formatVersion = formatVersion;
		this.time = time;
		this.jvm = Objects.requireNonNull(jvm, "jvm");
		this.afterFullGc = afterFullGc;
		this.source = source == null ? "" : source;
		this.rows = List.copyOf(rows);
	}

	public int formatVersion() {
		return formatVersion;
	}

	public long time() {
		return time;
	}

	public JvmIdentity jvm() {
		return jvm;
	}

	public boolean afterFullGc() {
		return afterFullGc;
	}

	public String source() {
		return source;
	}

	public List<ClassRow> rows() {
		return rows;
	}

	public long totalBytes() {
		long sum = 0;
		for (ClassRow r : rows) {
			sum += r.bytes();
		}
		return sum;
	}

	public long totalInstances() {
		long sum = 0;
		for (ClassRow r : rows) {
			sum += r.instances();
		}
		return sum;
	}

	/** The row of a class, null when the snapshot has none (no live instance then). */
	public ClassRow row(String className) {
		Map<String, ClassRow> index = byName;
		if (index == null) {
			index = new HashMap<>(rows.size() * 2);
			for (ClassRow r : rows) {
				// Two rows of one name come from two class loaders; the histogram shows both, the index sums them.
				index.merge(r.className(), r, (a, b) -> new ClassRow(a.className(), a.module(),
						a.instances() + b.instances(), a.bytes() + b.bytes()));
			}
			byName = index;
		}
		return index.get(className);
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof Snapshot s && formatVersion == s.formatVersion && time == s.time
				&& afterFullGc == s.afterFullGc && jvm.equals(s.jvm) && source.equals(s.source) && rows.equals(s.rows);
	}

	@Override
	public int hashCode() {
		return Objects.hash(time, jvm, rows.size());
	}

	@Override
	public String toString() {
		return "Snapshot of " + jvm.label() + " at " + java.time.Instant.ofEpochMilli(time) + ": " + rows.size()
				+ " classes, " + totalBytes() + " bytes" + (afterFullGc ? " after a full GC" : "");
	}
}
