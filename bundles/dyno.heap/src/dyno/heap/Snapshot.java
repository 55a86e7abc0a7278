package dyno.heap;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A class histogram at one moment of one JVM.
 *
 * @param source where it came from ({@code "jcmd GC.class_histogram"}, {@code "import: <file name>"},
 *               {@code "heap dump <file>"})
 */
public record Snapshot(int formatVersion, long time, JvmIdentity jvm, boolean afterFullGc, String source,
		List<ClassRow> rows) {

	public long totalBytes() {
		return rows.stream().mapToLong(ClassRow::bytes).sum();
	}

	public long totalInstances() {
		return rows.stream().mapToLong(ClassRow::instances).sum();
	}

	/** The row of a class, or null (a stand-in for helper A's version, which keeps a lazily built map). */
	public ClassRow row(String className) {
		return rows.stream().collect(Collectors.toMap(ClassRow::className, Function.identity(), (a, b) -> a))
				.get(className);
	}

}
