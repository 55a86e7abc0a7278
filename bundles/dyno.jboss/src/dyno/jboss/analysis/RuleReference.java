package dyno.jboss.analysis;

import java.util.ArrayList;
import java.util.List;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;

/**
 * What {@link RuleReferenceAnalysis} lists.
 *
 * @param rules      every rule checked, in catalogue order (Dyno's families, then an organisation's)
 * @param notChecked the rows of the tuning reference that no rule checks, with the reason
 */
public record RuleReference(List<Entry> rules, List<NotChecked> notChecked) implements Result {

	/** {@link Entry#origin} of the standard catalogue's rules. */
	public static final String DYNO = "dyno";
	/** {@link Entry#origin} of the rules of a rules folder. */
	public static final String ORGANISATION = "organisation";

	public RuleReference {
		rules = List.copyOf(rules);
		notChecked = List.copyOf(notChecked);
	}

	/**
	 * One rule.
	 *
	 * @param severity      info, warning or error
	 * @param fileKinds     the labels of the file kinds it checks
	 * @param versions      the version ranges it is limited to; empty = every version
	 * @param checks        what it looks at
	 * @param why           its rationale
	 * @param measured      the source's measured figure behind it; empty when none
	 * @param fix           what to change; empty when the rationale says it
	 * @param liveAware     whether it weighs a running server's measurements
	 * @param liveInputs    the measurements it weighs
	 * @param referenceRows the rows of the tuning reference it carries out
	 * @param tests         the test classes that name its id ({@code module:Class})
	 * @param origin        {@link #DYNO} or {@link #ORGANISATION}
	 */
	public record Entry(String id, String severity, List<String> fileKinds, List<String> versions, String checks,
			String why, String measured, String fix, boolean liveAware, List<String> liveInputs,
			List<String> referenceRows, List<String> tests, String origin) {
	}

	/** A row of the tuning reference that no rule checks, and why (another product, application code, the OS…). */
	public record NotChecked(String row, String title, String reason) {
	}

	public long liveAwareCount() {
		return rules.stream().filter(Entry::liveAware).count();
	}

	/** "212 rules (17 live-aware), 80 reference rows not checked". */
	public String summary() {
		return rules.size() + " rules (" + liveAwareCount() + " live-aware), " + notChecked.size()
				+ " reference rows not checked";
	}

	/** The rules as tables (the HTML page of Help &gt; Tuning Rules and the CSV), the rows not checked, a summary. */
	@Override
	public Report report() {
		List<List<Object>> rows = new ArrayList<>();
		for (Entry e : rules) {
			rows.add(List.of(e.id(), e.severity(), String.join(", ", e.fileKinds()),
					e.versions().isEmpty() ? "all" : String.join(", ", e.versions()), e.checks(),
					e.measured().isEmpty() ? e.why() : e.why() + " Measured: " + e.measured(), e.fix(),
					e.liveAware() ? "yes: " + String.join(", ", e.liveInputs()) : "no", String.join(", ", e.tests())));
		}
		List<List<Object>> skipped = new ArrayList<>();
		for (NotChecked n : notChecked) {
			skipped.add(List.of(n.row(), n.title(), n.reason()));
		}
		return new Report("Dyno tuning rules", List.of(
				new Table("Rules", List.of(Column.text("Rule"), Column.text("Severity"), Column.text("Files"),
						Column.text("Versions"), Column.text("Checks"), Column.text("Why"), Column.text("Fix"),
						Column.text("Live-aware"), Column.text("Tests")), rows),
				new Table("Reference rows not checked", List.of(Column.text("Row"), Column.text("Title"),
						Column.text("Reason")), skipped),
				new Report.Notes(null, List.of(summary()))));
	}

	/** One block a rule (its facts a line each), then the rows not checked a line each, then the summary. */
	public String text() {
		StringBuilder b = new StringBuilder();
		for (Entry e : rules) {
			b.append(e.id()).append(" (").append(e.severity()).append(e.liveAware() ? ", live-aware" : "")
					.append(e.origin().equals(ORGANISATION) ? ", organisation" : "").append(")\n");
			b.append("  files: ").append(String.join(", ", e.fileKinds()))
					.append(e.versions().isEmpty() ? "" : "; " + String.join(", ", e.versions())).append('\n');
			b.append("  checks: ").append(e.checks()).append('\n');
			b.append("  why: ").append(e.why()).append('\n');
			if (!e.measured().isEmpty()) {
				b.append("  measured: ").append(e.measured()).append('\n');
			}
			if (!e.fix().isEmpty()) {
				b.append("  fix: ").append(e.fix()).append('\n');
			}
			if (e.liveAware()) {
				b.append("  weighs: ").append(String.join(", ", e.liveInputs())).append('\n');
			}
			b.append("  tests: ").append(e.tests().isEmpty() ? "none" : String.join(", ", e.tests())).append('\n');
		}
		if (!notChecked.isEmpty()) {
			b.append("\nReference rows not checked\n");
			for (NotChecked n : notChecked) {
				b.append(n.row()).append(": ").append(n.title()).append(" (").append(n.reason()).append(")\n");
			}
		}
		b.append(summary()).append('\n');
		return b.toString();
	}
}
