package dyno.heap.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.annotations.SerializedName;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.heap.LeakReport;
import dyno.heap.OldFloor;
import dyno.heap.Snapshot;
import dyno.heap.Suspect;

/**
 * What {@link LeaksAnalysis} found.
 *
 * @param series the snapshots ranked, oldest first
 * @param files  their files, in the order given or taken
 * @param floor  the old generation's post-GC floor over a series taken now; null for files
 * @param ranking the leak finder's ranking
 */
public record LeaksResult(List<Snapshot> series, List<Path> files, OldFloor floor, LeakReport ranking)
		implements Result {

	public LeaksResult {
		series = List.copyOf(series);
		files = List.copyOf(files);
	}

	/** What scripts read: the summary and every suspect with its series. */
	public record Data(String jvm, int snapshots, long[] times, double minutes, long heapGrowthBytes, String floor,
			List<SuspectData> suspects) {
	}

	/** A suspect as scripts read it; {@code class} as its key, as before. */
	public record SuspectData(@SerializedName("class") String className, Suspect.Verdict verdict,
			double bytesPerMinute, double confidence, double shareOfGrowth, String note, long[] bytes,
			long[] instances) {
	}

	@Override
	public Data data() {
		LeakReport r = ranking;
		return new Data(r.jvm(), r.times().length, r.times(), r.minutes(), r.heapGrowthBytes(), r.floorVerdict(),
				r.suspects().stream().map(s -> new SuspectData(s.className(), s.verdict(), s.bytesPerMinute(),
						s.confidence(), s.shareOfGrowth(), s.note(), s.bytes(), s.instances())).toList());
	}

	/** The series in words ({@link LeakReport#summary()}), then a row per suspect, leaks first. */
	@Override
	public Report report() {
		List<List<Object>> rows = new ArrayList<>();
		for (Suspect s : ranking.suspects()) {
			int last = s.bytes().length - 1;
			rows.add(List.of(s.className(), s.verdict().name(), s.bytesPerMinute(), 100 * s.confidence(),
					100 * s.shareOfGrowth(), LeakReport.sparkline(s.bytes()), s.bytes()[last], s.instances()[last],
					s.note()));
		}
		List<Column> columns = List.of(Column.text("class"), Column.text("verdict"),
				Column.number("growth/min", v -> LeakReport.signedBytes(((Number) v).doubleValue()), "0"),
				Column.decimal("confidence %", "0.0"), Column.decimal("share of growth %", "0.0"),
				Column.text("trend (bytes)"), Column.count("bytes (last)"), Column.count("instances (last)"),
				Column.text("note"));
		List<Report.Section> sections = new ArrayList<>();
		sections.add(new Report.Notes(null, ranking.summary()));
		if (!rows.isEmpty()) {
			sections.add(new Table("Leak suspects", columns, rows));
		}
		return new Report("Leak Finder: " + ranking.jvm(), sections);
	}
}
