package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.jboss.analysis.RuleReference;
import dyno.jboss.analysis.RuleReferenceAnalysis;

import dyno.jboss.rules.internal.catalog.ClusterRulesTest;
import dyno.jboss.rules.internal.catalog.EjbContainerRulesTest;
import dyno.jboss.rules.internal.catalog.JvmRules;
import dyno.jboss.rules.internal.catalog.LoggingRules;
import dyno.jboss.rules.internal.catalog.MessagingRulesTest;
import dyno.jboss.rules.internal.catalog.PersistenceRulesTest;
import dyno.jboss.rules.internal.catalog.SecurityRulesTest;
import dyno.jboss.rules.internal.catalog.ServiceRules;
import dyno.jboss.rules.internal.catalog.TomcatRulesTest;
import dyno.jboss.rules.internal.catalog.WebRulesTest;

/** The standard catalogue: unique ids, complete rules, and a firing and a quiet test case for every rule. */
class RuleCatalogTest {

	/** The test cases of every family; a new family adds its {@code cases()} here. */
	static List<RuleCase> allCases() {
		return Stream.of(JvmRulesTest.cases(), LoggingRulesTest.cases(), ServiceRulesTest.cases(), DatasourceRulesTest.cases(),
				WebRulesTest.cases(), TomcatRulesTest.cases(),
				ClusterRulesTest.cases(), MessagingRulesTest.cases(), PersistenceRulesTest.cases(),
				EjbContainerRulesTest.cases(), SecurityRulesTest.cases(), JvmLiveRulesTest.cases())
				.flatMap(List::stream).toList();
	}

	@Test
	void everyRuleHasAFiringAndAQuietCase() {
		Set<String> missing = new TreeSet<>();
		List<RuleCase> cases = allCases();
		for (Rule r : RuleCatalog.standard().rules()) {
			if (cases.stream().noneMatch(c -> c.ruleId().equals(r.id()) && c.firing())) {
				missing.add(r.id() + " (firing)");
			}
			if (cases.stream().noneMatch(c -> c.ruleId().equals(r.id()) && !c.firing())) {
				missing.add(r.id() + " (quiet)");
			}
		}
		assertEquals(Set.of(), missing, "rules without a test case");
		for (RuleCase c : cases) {
			assertTrue(RuleCatalog.standard().rule(c.ruleId()).isPresent(), "a case for an unknown rule: " + c);
		}
	}

	@Test
	void everyRuleIsComplete() {
		for (Rule r : RuleCatalog.standard().rules()) {
			assertFalse(r.appliesTo().isEmpty(), r.id());
			assertTrue(r.message().length() > 5 && !r.message().endsWith("."), r.id() + ": " + r.message());
			assertTrue(r.rationale().length() > 60, r.id() + ": the rationale says why and what to do");
			assertTrue(r.id().matches("[a-z0-9_]+(\\.[a-z0-9_]+)+"), r.id());
		}
	}

	@Test
	void theStandardCatalogueHoldsAtLeast150Rules() {
		assertTrue(RuleCatalog.standard().rules().size() >= 150, RuleCatalog.standard().rules().size() + " rules");
	}

	@Test
	void theStandardCatalogueHoldsAtLeast255Rules() {
		assertTrue(RuleCatalog.standard().rules().size() >= 255, RuleCatalog.standard().rules().size() + " rules");
	}

	/** Scans the test sources as files: a rule id in quotes in any of them counts (the cases name their rule so). */
	@Test
	void everyRuleIdIsNamedInATestSource() throws IOException {
		Set<String> named = RuleTestIndexTest.index(ExampleRulesJar.repository().resolve("tests")).lines()
				.filter(l -> !l.startsWith("#")).map(l -> l.substring(0, l.indexOf('\t'))).collect(Collectors.toSet());
		Set<String> missing = new TreeSet<>();
		for (Rule r : RuleCatalog.standard().rules()) {
			if (!named.contains(r.id())) {
				missing.add(r.id());
			}
		}
		assertEquals(Set.of(), missing, "rule ids no test source names");
	}

	/**
	 * Every row of the tuning reference is carried out by a rule of the catalogue ({@link Rule#referenceRows()}) or
	 * listed in not-checked.tsv with the reason, never both; the list names only rows the reference has.
	 */
	@Test
	void everyReferenceRowIsCheckedOrListedWithItsReason() throws Exception {
		Set<String> rows = referenceRows();
		assertTrue(rows.size() >= 300, rows.size() + " reference rows");
		Set<String> checked = RuleCatalog.standard().rules().stream().flatMap(r -> r.referenceRows().stream())
				.collect(Collectors.toSet());
		RuleReferenceAnalysis analysis = new RuleReferenceAnalysis();
		List<RuleReference.NotChecked> notChecked = analysis.run(Arguments.of(analysis).build(), Progress.NONE)
				.notChecked();
		Set<String> listed = new HashSet<>();
		for (RuleReference.NotChecked n : notChecked) {
			assertTrue(listed.add(n.row()), "listed twice: " + n.row());
			assertTrue(rows.contains(n.row()), "not a row of the reference: " + n.row());
			assertFalse(checked.contains(n.row()), n.row() + " is checked by a rule and listed as not checked");
			assertTrue(!n.title().isBlank() && n.reason().length() > 20, n.row() + ": a title and a reason");
		}
		Set<String> unaccounted = new TreeSet<>(rows);
		unaccounted.removeAll(checked);
		unaccounted.removeAll(listed);
		assertEquals(Set.of(), unaccounted, "reference rows neither checked nor listed in not-checked.tsv");
	}

	/** The ids of the rows of the {@code rules:} sections of ../shared/reference/tuning-facts-*.yaml. */
	private static Set<String> referenceRows() throws IOException {
		Path reference = ExampleRulesJar.repository().resolve("../shared/reference");
		Set<String> rows = new TreeSet<>();
		try (Stream<Path> files = Files.list(reference)) {
			for (Path yaml : files.filter(f -> f.getFileName().toString().matches("tuning-facts-.*\\.yaml")).toList()) {
				boolean inRules = false;
				for (String line : Files.readAllLines(yaml, StandardCharsets.UTF_8)) {
					if (line.matches("[a-z_]+:.*")) {
						inRules = line.startsWith("rules:");
					} else if (inRules && line.startsWith("- id: ")) {
						rows.add(line.substring("- id: ".length()).strip());
					}
				}
			}
		}
		return rows;
	}

	@Test
	void theseFamiliesHoldAtLeast55Rules() {
		List<Rule> mine = new ArrayList<>();
		mine.addAll(JvmRules.rules());
		mine.addAll(LoggingRules.rules());
		mine.addAll(ServiceRules.rules());
		assertTrue(mine.size() >= 55, mine.size() + " rules");
		for (Rule r : mine) {
			assertTrue(RuleCatalog.standard().rule(r.id()).isPresent(), r.id() + " is not in the standard catalogue");
		}
	}

	@Test
	void duplicateIdsAreRefused() {
		Rule r = JvmRules.rules().get(0);
		IllegalStateException e = assertThrows(IllegalStateException.class,
				() -> RuleCatalog.of(List.of(r, r)));
		assertTrue(e.getMessage().contains(r.id()), e.getMessage());
	}
}
