package dyno.heap.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.core.Plural;
import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.heap.hprof.GcRootPath;
import dyno.heap.hprof.HolderGroup;
import dyno.heap.hprof.Holders;
import dyno.heap.hprof.Step;

/**
 * What {@link HoldersAnalysis} found.
 *
 * @param holders   the class's holders, most instances first
 * @param dump      the heap dump they were found in
 * @param sizeModel how the dumped JVM sizes its objects, in words
 */
public record HoldersResult(Holders holders, Path dump, String sizeModel) implements Result {

	/** Scripts read the holders themselves: the class, its instances and bytes, each group with its paths. */
	@Override
	public Holders data() {
		return holders;
	}

	/** The sizes' model and the class's totals, a table of the holders, then each holder's example paths. */
	@Override
	public Report report() {
		Holders h = holders;
		List<Report.Section> sections = new ArrayList<>();
		sections.add(new Report.Notes(null, List.of("sizes as the dumped JVM counts them: " + sizeModel,
				String.format(Locale.ROOT, "%s: %,d instances, %,d bytes (shallow)", h.className(), h.instances(),
						h.shallowBytes()))));
		List<List<Object>> rows = new ArrayList<>();
		for (HolderGroup g : h.groups()) {
			rows.add(List.of(g.holder(), g.paths(), g.retainedEstimate()));
		}
		sections.add(new Table("Holders of " + h.className(), List.of(Column.text("held by"),
				Column.count("instances"), Column.count("retained bytes (estimate)")), rows));
		for (HolderGroup g : h.groups()) {
			List<String> lines = new ArrayList<>();
			for (GcRootPath p : g.examples()) {
				lines.add("path from a " + p.rootKind() + " root: " + String.join(" → ", p.steps().stream()
						.map(HoldersResult::step).toList()));
			}
			sections.add(new Report.Notes("held by " + g.holder() + ": " + String.format(Locale.ROOT, "%,d", g.paths())
					+ " " + Plural.noun(g.paths(), "instance") + ", retained about "
					+ Holders.megabytes(g.retainedEstimate()), lines));
		}
		return new Report("Holders of " + h.className() + " in " + dump.getFileName(), sections);
	}

	private static String step(Step s) {
		String via = s.via().isEmpty() ? "" : s.via().startsWith("[") ? s.via() + " " : "." + s.via() + " ";
		return via + s.className() + String.format(Locale.ROOT, "@0x%x", s.objectId());
	}
}
