package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

class JfrRulesTest {

	@Test
	void jmcRulesAreFoundInsideOsgi() {
		assertTrue(JfrRules.rules().size() > 50, "JMC 9.1.2 has about a hundred JDK rules: " + JfrRules.rules().size());
	}

	@Test
	void theRulesJudgeTheRecording() throws Exception {
		List<RuleResult> results = JfrRules.evaluate(ProfiledRecording.file());
		assertTrue(results.size() > 20, results.toString());
		for (RuleResult r : results) {
			assertTrue(Set.of(RuleResult.OK, RuleResult.INFO, RuleResult.WARNING).contains(r.severity()), r.toString());
			assertTrue(r.score() >= 0 && r.score() <= 100, r.toString());
			assertFalse(r.summary().contains("<p>") || r.summary().contains("''"), "plain text: " + r.summary());
			assertFalse(r.summary().contains("{") || r.explanation().contains("{"), "placeholders filled: " + r);
		}
		for (int i = 1; i < results.size(); i++) {
			assertTrue(results.get(i - 1).score() >= results.get(i).score(), "highest score first");
		}
		// Four threads fight over one lock: JMC's blocking rule names its class.
		RuleResult blocking = results.stream().filter(r -> r.id().equals("JavaBlocking")).findFirst()
				.orElseThrow(() -> new AssertionError(results.stream().map(RuleResult::id).toList().toString()));
		assertTrue(blocking.summary().contains("Ledger") || blocking.explanation().contains("Ledger"), blocking.toString());
	}
}
