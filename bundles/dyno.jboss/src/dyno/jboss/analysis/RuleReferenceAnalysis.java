package dyno.jboss.analysis;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.jboss.FileKind;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleCatalog;

/**
 * The rule reference: every rule Dyno checks (the standard catalogue and an organisation's {@code --rules}) with its
 * file kinds and versions, what it checks, why, the fix, whether it is live-aware and the tests that name it; then
 * the rows of the tuning reference that are not checked, with the reason. The tests come from
 * {@code dyno/jboss/rules/rule-tests.tsv}, an index of the test sources that {@code RuleTestIndexTest} keeps
 * current (a product has no tests folder to scan), the rows not checked from {@code not-checked.tsv} (see the
 * package documentation of dyno.jboss.rules).
 */
public final class RuleReferenceAnalysis implements Analysis<RuleReference> {

	/** The index of the test classes that name each rule id: {@code rule-id TAB Module:Class, Module:Class}. */
	public static final String TESTS_INDEX = "/dyno/jboss/rules/rule-tests.tsv";
	/** The reference rows not checked: {@code row-id TAB title TAB reason}. */
	public static final String NOT_CHECKED = "/dyno/jboss/rules/not-checked.tsv";

	@Override
	public String name() {
		return "rules";
	}

	@Override
	public String title() {
		return "Tuning Rules";
	}

	@Override
	public String summary() {
		return "list every tuning rule (what it checks, why, the fix, its tests) and the reference rows not checked";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(LintAnalysis.RULES);
	}

	@Override
	public RuleReference run(Arguments arguments, Progress progress) throws AnalysisException {
		RuleCatalog catalog = LintAnalysis.catalog(arguments);
		Map<String, List<String>> tests = new LinkedHashMap<>();
		for (List<String> row : table(TESTS_INDEX, 2)) {
			tests.put(row.get(0), List.of(row.get(1).split(",\\s*")));
		}
		List<RuleReference.Entry> rules = new ArrayList<>();
		for (Rule r : catalog.rules()) {
			rules.add(entry(r, tests.getOrDefault(r.id(), List.of()),
					RuleCatalog.standard().rule(r.id()).isPresent() ? RuleReference.DYNO : RuleReference.ORGANISATION));
		}
		List<RuleReference.NotChecked> notChecked = new ArrayList<>();
		for (List<String> row : table(NOT_CHECKED, 3)) {
			notChecked.add(new RuleReference.NotChecked(row.get(0), row.get(1), row.get(2)));
		}
		return new RuleReference(rules, notChecked);
	}

	private static RuleReference.Entry entry(Rule r, List<String> tests, String origin) {
		List<String> versions = r.versions().stream()
				.map(v -> v.from().equals(v.to()) ? v.from().toString() : v.from() + " to " + v.to().text()).toList();
		return new RuleReference.Entry(r.id(), r.severity().label(),
				r.appliesTo().stream().sorted().map(FileKind::label).toList(), versions, r.checks(), r.rationale(),
				r.measured(), r.advice(), r.liveAware(), r.liveInputs().stream().sorted().map(LiveInput::name).toList(),
				r.referenceRows(), tests, origin);
	}

	/**
	 * The rows of a tab-separated resource of this bundle ({@code #} lines are comments), each with exactly
	 * {@code columns} cells; none when the resource is not there.
	 */
	static List<List<String>> table(String resource, int columns) throws AnalysisException {
		List<List<String>> rows = new ArrayList<>();
		try (InputStream in = RuleReferenceAnalysis.class.getResourceAsStream(resource)) {
			if (in == null) {
				return rows;
			}
			BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
			int number = 0;
			for (String line = lines.readLine(); line != null; line = lines.readLine()) {
				number++;
				if (line.isBlank() || line.startsWith("#")) {
					continue;
				}
				String[] cells = line.split("\t", -1);
				if (cells.length != columns) {
					throw new AnalysisException(resource + " line " + number + " has " + cells.length
							+ " tab-separated cells instead of " + columns);
				}
				rows.add(List.of(cells));
			}
		} catch (IOException e) {
			throw new AnalysisException("cannot read " + resource + ": " + e.getMessage(), e);
		}
		return rows;
	}
}
