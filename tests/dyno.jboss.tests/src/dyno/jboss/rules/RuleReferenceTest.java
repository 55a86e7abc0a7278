package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Format;
import dyno.core.analysis.Progress;
import dyno.jboss.FileKind;
import dyno.jboss.analysis.RuleReference;
import dyno.jboss.analysis.RuleReferenceAnalysis;

/** The rule reference of the standard catalogue: every rule with its facts and tests, in JSON, text and HTML. */
class RuleReferenceTest {

	private static RuleReference reference() throws Exception {
		RuleReferenceAnalysis analysis = new RuleReferenceAnalysis();
		return analysis.run(Arguments.of(analysis).build(), Progress.NONE);
	}

	@Test
	void listsEveryRuleOfTheCatalogueWithItsFacts() throws Exception {
		RuleReference reference = reference();
		assertEquals(RuleCatalog.standard().rules().stream().map(Rule::id).toList(),
				reference.rules().stream().map(RuleReference.Entry::id).toList());
		Map<String, RuleReference.Entry> byId = reference.rules().stream()
				.collect(Collectors.toMap(RuleReference.Entry::id, e -> e));
		RuleReference.Entry console = byId.get("log.console_appender");
		assertEquals("warning", console.severity());
		assertEquals(List.of(FileKind.LOG4J.label()), console.fileKinds());
		assertEquals(RuleCatalog.standard().rule("log.console_appender").orElseThrow().rationale(), console.why());
		assertEquals(List.of("log.console_appender"), console.referenceRows());
		assertTrue(console.tests().contains("dyno.jboss.tests:LoggingRulesTest"), console.tests().toString());
		assertEquals(RuleReference.DYNO, console.origin());
		assertEquals(RuleCatalog.standard().rules().stream().filter(Rule::liveAware).count(),
				reference.liveAwareCount());
		assertTrue(reference.rules().stream().filter(RuleReference.Entry::liveAware)
				.allMatch(e -> !e.liveInputs().isEmpty()));
	}

	@Test
	void jsonTextAndHtmlFaces() throws Exception {
		RuleReference reference = reference();
		JsonObject json = JsonParser.parseString(Faces.json(reference.data())).getAsJsonObject();
		JsonArray rules = json.getAsJsonArray("rules");
		assertEquals(reference.rules().size(), rules.size());
		assertTrue(rules.get(0).getAsJsonObject().keySet().containsAll(List.of("id", "severity", "fileKinds", "versions",
				"checks", "why", "measured", "fix", "liveAware", "liveInputs", "referenceRows", "tests", "origin")));
		assertTrue(json.has("notChecked"));
		String text = reference.text();
		assertTrue(text.contains("log.console_appender (warning)\n  files: " + FileKind.LOG4J.label()), text);
		assertTrue(text.endsWith(reference.summary() + "\n"), text);
		String html = Format.HTML.render(reference);
		assertTrue(html.contains("log.console_appender") && html.contains("Reference rows not checked"), html);
		// Reference rows name Apache httpd: what must not be there is a link to fetch.
		assertFalse(html.contains("http:") || html.contains("https:"), "no http reference in the page");
	}
}
