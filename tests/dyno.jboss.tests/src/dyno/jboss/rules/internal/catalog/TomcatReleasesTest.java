package dyno.jboss.rules.internal.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.ServerProduct;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.samples.TomcatDist;

/**
 * Each Tomcat line Dyno's rules cover, as Maven Central ships it (9.0, 10.1, 11.0: the whole installation, not only
 * the fixture's conf/), linted as the Servers view lints a home: its version is read from RELEASE-NOTES, and the
 * shipped configuration gets the findings it deserves, each with a fix.
 */
class TomcatReleasesTest {

	/** What a shipped Tomcat deserves: uncompressed HTTP, the well-known shutdown word, every jar scanned. */
	private static final List<String> SHIPPED = List.of("security.tomcat.shutdown_command",
			"tomcat.connector.compression", "tomcat.context.jar_scan");

	@ParameterizedTest
	@ValueSource(strings = { TomcatDist.VERSION, TomcatDist.VERSION_10, TomcatDist.VERSION_11 })
	void aShippedTomcatGetsItsFindingsWithFixes(String version) throws Exception {
		Server tomcat = ServerLayout.detect(TomcatDist.home(version), "");
		assertEquals(ServerProduct.TOMCAT, tomcat.product());
		assertEquals(version, tomcat.version().text());
		LintReport report = Linter.lint(tomcat, LiveFacts.none());
		Map<String, List<Finding>> byRule = report.findings().stream()
				.collect(Collectors.groupingBy(f -> f.rule().id()));
		String all = report.toText();
		assertTrue(byRule.keySet().containsAll(SHIPPED), all);
		for (String rule : SHIPPED) {
			assertEquals(1, byRule.get(rule).size(), all);
			assertTrue(byRule.get(rule).get(0).fix().isPresent(), rule + " has a fix: " + all);
		}
	}
}
