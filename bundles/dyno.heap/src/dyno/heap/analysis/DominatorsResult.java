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
import dyno.heap.analysis.DominatorsAnalysis.By;
import dyno.heap.hprof.Holders;

/**
 * What {@link DominatorsAnalysis} found.
 *
 * @param dump             the heap dump
 * @param baseline         the dump it was compared with, null for none
 * @param sizeModel        how the dumped JVM sizes its objects, in words
 * @param objects          objects in the dump
 * @param reachableObjects those a GC root reaches over strong references
 * @param reachableBytes   their bytes: the heap the retained sizes are shares of
 * @param referentsLeftOut referents of {@code java.lang.ref.Reference}s not followed, by kind ({@code weak},
 *                         {@code soft}, {@code phantom}, {@code final}, {@code other})
 * @param by               what a row is
 * @param rows             largest retained size first
 * @param changes          with a baseline: the classes of largest retained change; null without one
 */
public record DominatorsResult(Path dump, Path baseline, String sizeModel, long objects, long reachableObjects,
		long reachableBytes, Map<String, Long> referentsLeftOut, By by, List<Row> rows, List<ClassChange> changes)
		implements Result {

	/**
	 * An object, or a class, package or loader.
	 *
	 * @param name          the object ({@code class@0xid}, where held) or the group
	 * @param className     an object's class; null for a group
	 * @param objects       1 for an object; the group's reachable objects
	 * @param shallowBytes  own sizes
	 * @param retainedBytes what would be freed without it (a group: without all its objects)
	 * @param percent       of {@code reachableBytes}
	 * @param dominator     an object's immediate dominator in words ({@code GC roots} at the top); null for a group
	 */
	public record Row(String name, String className, long objects, long shallowBytes, long retainedBytes,
			double percent, String dominator) {
	}

	/** One class in the baseline and in the dump. */
	public record ClassChange(String className, long countBefore, long count, long shallowBefore, long shallow,
			long retainedBefore, long retained) {

		public long countDelta() {
			return count - countBefore;
		}

		public long shallowDelta() {
			return shallow - shallowBefore;
		}

		public long retainedDelta() {
			return retained - retainedBefore;
		}
	}

	@Override
	public DominatorsResult data() {
		return this;
	}

	/** The heap in words, the rows, then the comparison with the baseline. */
	@Override
	public Report report() {
		List<Report.Section> sections = new ArrayList<>();
		sections.add(new Report.Notes(null, notes()));
		List<List<Object>> table = new ArrayList<>();
		if (by == By.OBJECT) {
			for (Row r : rows) {
				table.add(List.of(r.name(), r.shallowBytes(), r.retainedBytes(), r.percent(), r.dominator()));
			}
			sections.add(new Table("Biggest objects by retained size", List.of(Column.text("object"),
					Column.count("shallow bytes"), Column.count("retained bytes"), Column.decimal("% of heap", "0.0"),
					Column.text("immediate dominator")), table));
		} else {
			String what = by.name().toLowerCase(Locale.ROOT);
			for (Row r : rows) {
				table.add(List.of(r.name(), r.objects(), r.shallowBytes(), r.retainedBytes(), r.percent()));
			}
			sections.add(new Table("Retained size by " + what, List.of(Column.text(what), Column.count("objects"),
					Column.count("shallow bytes"), Column.count("retained bytes"), Column.decimal("% of heap", "0.0")),
					table));
		}
		if (changes != null) {
			List<List<Object>> rows = new ArrayList<>();
			for (ClassChange c : changes) {
				rows.add(List.of(c.className(), c.countBefore(), c.count(), c.countDelta(), c.shallowDelta(),
						c.retainedBefore(), c.retained(), c.retainedDelta()));
			}
			sections.add(new Table("Compared with " + baseline.getFileName() + ", by class (largest retained change "
					+ "first)", List.of(Column.text("class"), Column.count("objects before"), Column.count("objects"),
							Column.count("objects delta"), Column.count("shallow delta"),
							Column.count("retained before"), Column.count("retained"),
							Column.count("retained delta")), rows));
		}
		return new Report("Dominator tree of " + dump.getFileName(), sections);
	}

	private List<String> notes() {
		List<String> lines = new ArrayList<>();
		lines.add(String.format(Locale.ROOT, "%,d objects, %,d reachable from GC roots: %s (%,d bytes)", objects,
				reachableObjects, Holders.megabytes(reachableBytes), reachableBytes));
		lines.add("sizes as the dumped JVM counts them: " + sizeModel);
		lines.add("paths through strong references only; " + (referentsLeftOut.isEmpty()
				? "no weak, soft, phantom or final reference had a referent to leave out"
				: "referents not followed (they keep nothing): " + String.join(", ", referentsLeftOut.entrySet()
						.stream().map(e -> String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey())).toList())
						+ " references"));
		return lines;
	}
}
