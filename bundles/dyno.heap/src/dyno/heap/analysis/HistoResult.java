package dyno.heap.analysis;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.heap.ClassRow;
import dyno.heap.Snapshot;

/**
 * What {@link HistoAnalysis} took.
 *
 * @param snapshot the class histogram, largest classes first
 * @param file     where it was saved
 */
public record HistoResult(Snapshot snapshot, Path file) implements Result {

	/** "FILE: 1,234 classes, ... bytes after a full GC, of JVM". */
	public String summary() {
		Snapshot s = snapshot;
		return String.format(Locale.ROOT, "%s: %,d classes, %,d instances, %,d bytes%s, of %s", file, s.rows().size(),
				s.totalInstances(), s.totalBytes(), s.afterFullGc() ? " after a full GC" : " (no GC first)",
				s.jvm().label());
	}

	/** The summary, then every class, largest first, in jmap's columns. */
	@Override
	public Report report() {
		List<List<Object>> rows = snapshot.rows().stream()
				.map(r -> List.<Object>of(r.instances(), r.bytes(), r.className(), r.module())).toList();
		return new Report("Class Histogram of " + snapshot.jvm().label(), List.of(new Report.Notes(null,
				List.of(summary())), new Table(null, List.of(Column.count("#instances"), Column.count("#bytes"),
						Column.text("class name"), Column.text("module")), rows)));
	}

	/** The largest classes as {@code jmap -histo} prints them: {@code top} rows (none for 0), with a header. */
	public String largest(int top) {
		if (top == 0) {
			return "";
		}
		StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%14s %15s  %s%n", "#instances", "#bytes",
				"class name (module)"));
		for (ClassRow r : snapshot.rows().subList(0, Math.min(top, snapshot.rows().size()))) {
			b.append(String.format(Locale.ROOT, "%,14d %,15d  %s%s%n", r.instances(), r.bytes(), r.className(),
					r.module().isEmpty() ? "" : " (" + r.module() + ")"));
		}
		return b.toString();
	}
}
