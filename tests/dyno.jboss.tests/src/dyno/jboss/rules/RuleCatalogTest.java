package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

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
