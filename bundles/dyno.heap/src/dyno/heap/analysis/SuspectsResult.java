package dyno.heap.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.heap.LeakReport;
import dyno.heap.hprof.Holders;

/**
 * What {@link SuspectsAnalysis} found.
 *
 * @param dump             the heap dump
 * @param series           the folder of snapshots judged; null for the dump alone
 * @param seriesSummary    the leak finder's summary of the series in words; empty without one
 * @param reachableBytes   the heap the shares are of: every object a GC root reaches over strong references
 * @param referentsLeftOut referents of weak, soft, phantom and final references not followed, by kind
 * @param suspects         in the leak finder's order (leaks first), or largest retained size first
 */
public record SuspectsResult(Path dump, Path series, List<String> seriesSummary, long reachableBytes,
		Map<String, Long> referentsLeftOut, List<SuspectRow> suspects) implements Result {

	/**
	 * One suspect class.
	 *
	 * @param verdict        the leak finder's ({@code LEAK}, {@code WATCH}); {@code BIGGEST} without a series
	 * @param bytesPerMinute its growth over the series; null without one
	 * @param confidence     of the growth (0..1); null without one
	 * @param instances      reachable instances in the dump (0: the class is not in the dump)
	 * @param retainedBytes  what freeing all its instances would free
	 * @param percent        of the heap
	 * @param keepers        the dominators that keep its instances, most instances first
	 */
	public record SuspectRow(String className, String verdict, Double bytesPerMinute, Double confidence,
			long instances, long shallowBytes, long retainedBytes, double percent, List<KeeperRow> keepers) {
	}

	/** A dominator that keeps instances of a suspect: its retained size and share of the heap. */
	public record KeeperRow(String keeper, long instances, long retainedBytes, double percent) {
	}

	@Override
	public SuspectsResult data() {
		return this;
	}

	@Override
	public Report report() {
		List<Report.Section> sections = new ArrayList<>();
		List<String> notes = new ArrayList<>(seriesSummary);
		if (series == null) {
			notes.add("no snapshot series (--series): the suspects are the classes whose instances retain the most");
		}
		notes.add("heap reachable from GC roots: " + Holders.megabytes(reachableBytes) + "; referents not followed: "
				+ (referentsLeftOut.isEmpty() ? "none" : referentsLeftOut.toString()));
		sections.add(new Report.Notes(null, notes));
		List<List<Object>> rows = new ArrayList<>();
		for (SuspectRow s : suspects) {
			rows.add(List.of(s.className(), s.verdict(),
					s.bytesPerMinute() == null ? "" : LeakReport.signedBytes(s.bytesPerMinute()), s.instances(),
					s.retainedBytes(), s.percent(), s.keepers().isEmpty() ? "" : s.keepers().get(0).keeper()));
		}
		sections.add(new Table("Leak suspects", List.of(Column.text("class"), Column.text("verdict"),
				Column.text("growth/min"), Column.count("instances in dump"), Column.count("retained bytes"),
				Column.decimal("% of heap", "0.0"), Column.text("kept mostly by")), rows));
		for (SuspectRow s : suspects) {
			List<String> lines = new ArrayList<>();
			for (KeeperRow k : s.keepers()) {
				lines.add(String.format(Locale.ROOT, "%s: %,d instances; it retains %s (%.1f %% of the heap)",
						k.keeper(), k.instances(), Holders.megabytes(k.retainedBytes()), k.percent()));
			}
			if (s.instances() == 0) {
				lines.add("no reachable instance in the dump");
			}
			sections.add(new Report.Notes(s.className() + " is kept by", lines));
		}
		return new Report("Leak suspects in " + dump.getFileName(), sections);
	}
}
