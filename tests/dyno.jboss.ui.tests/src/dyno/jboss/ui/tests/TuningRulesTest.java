package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jboss.rules.RuleCatalog;
import dyno.jboss.ui.internal.rules.RulePreferences;
import dyno.jboss.ui.internal.rules.TuningRulesEditor;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.TuningRulesPage;
import dyno.ui.tests.pages.Ui;

/**
 * Help &gt; Tuning Rules opens the rule reference (the HTML page of {@code ./dyno rules --format html}), and the
 * Tuning Rules preferences' suppressed rules leave the editors' catalogue.
 */
@ExtendWith(CleanWorkbench.class)
class TuningRulesTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void close() {
		DynoWindow.closeEditors();
		Ui.get(() -> {
			RulePreferences.store().setToDefault(RulePreferences.SUPPRESSED);
			return null;
		});
	}

	@Test
	void helpTuningRulesListsTheRules() throws Exception {
		DynoWindow window = DynoWindow.find();
		window.chooseMenu("Help", "Tuning Rules");
		TuningRulesPage rules = new TuningRulesPage(window);
		String summary = rules.summary();
		assertTrue(summary.matches("\\d+ rules \\(\\d+ live-aware\\), \\d+ reference rows not checked\\. .*"), summary);
		if (rules.inBrowser()) {
			assertTrue(rules.browserText().contains("log.console_appender"), "the page shows the rule ids");
		} else {
			List<String> ids = rules.tableIds();
			assertTrue(ids.contains("log.console_appender") && ids.contains("jvm.heap.xms"), ids.toString());
		}
		Path page = Ui.get(() -> ((TuningRulesEditor) org.eclipse.ui.PlatformUI.getWorkbench().getWorkbenchWindows()[0]
				.getActivePage().getActiveEditor()).page());
		String html = Files.readString(page);
		assertTrue(html.contains("<td>log.console_appender</td>"), "the page written for the system browser");
		// Reference rows name Apache httpd: what must not be there is a link to fetch.
		assertFalse(html.contains("http:") || html.contains("https:"), "nothing is fetched: no http reference");
		window.screenshot("tuning-rules");
	}

	@Test
	void suppressedRulesLeaveTheEditorsCatalogue() {
		assertTrue(RulePreferences.catalog().rule("jvm.heap.xms").isPresent());
		Ui.get(() -> {
			RulePreferences.store().setValue(RulePreferences.SUPPRESSED, "jvm.heap.xms, log.console_appender");
			return null;
		});
		RuleCatalog catalog = RulePreferences.catalog();
		assertFalse(catalog.rule("jvm.heap.xms").isPresent() || catalog.rule("log.console_appender").isPresent());
		assertTrue(catalog.rule("jvm.gcdebug.verbose").isPresent());
	}
}
