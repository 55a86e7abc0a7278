package dyno.profile.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.profile.ui.DynoProfileUi;
import dyno.samples.Fixtures;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ProblemsPage;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.Ui;

/**
 * JMC's rule results of a recording as Dyno hints: in the Problems view beside a configuration file's findings, one
 * row per result worth a look, and a double-click on one opens the recording's Rules page at that rule.
 */
@ExtendWith(CleanWorkbench.class)
class RecordingHintsTest {

	private static final String RECORDING_HINT = "Dyno Recording Hint";
	private static final String CONFIG_HINT = "Dyno Tuning Hint";

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void restore() {
		DynoWindow window = DynoWindow.find();
		window.maximizeView("org.eclipse.ui.views.ProblemView", false);
		window.hideView("org.eclipse.ui.views.ProblemView");
		DynoWindow.closeEditors();
	}

	@Test
	void aRecordingsHintsSitBesideTheConfigHintsAndOpenTheirRule() throws Exception {
		Path jfr = SampleRecordings.profiled(dir.resolve("profiled.jfr"));
		Path serverXml = Fixtures.copy("jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml",
				dir.resolve("server.xml"));
		ConfigEditorPage.open(serverXml);
		DynoWindow window = DynoWindow.find();
		RecordingPage.open(jfr);
		RecordingPage recording = RecordingPage.find(window);
		assertTrue(recording.waitLoaded().contains("event types"));
		recording.show("Rules");
		recording.waitForLabel("rules.summary", s -> s.contains("rules evaluated"));
		List<List<String>> rules = recording.waitForRows("rules.table", r -> !r.isEmpty());
		List<List<String>> worthALook = rules.stream().filter(r -> !r.get(0).equals("ok")).toList();
		assertTrue(worthALook.size() >= 2, "the sample's recording has hints (hot method, blocking): " + rules);

		ProblemsPage problems = ProblemsPage.show(window);
		List<List<String>> rows = problems.waitForRows(r -> count(r, RECORDING_HINT, "profiled.jfr") == worthALook.size()
				&& count(r, CONFIG_HINT, "server.xml") > 0);
		for (List<String> row : rows.stream().filter(r -> r.get(ProblemsPage.RESOURCE).equals("profiled.jfr")).toList()) {
			assertEquals(RECORDING_HINT, row.get(ProblemsPage.TYPE), row.toString());
			assertTrue(row.get(ProblemsPage.LOCATION).matches("JMC score \\d+"), row.toString());
			assertTrue(worthALook.stream().anyMatch(rule -> row.get(ProblemsPage.DESCRIPTION).equals(rule.get(2) + ": " + rule.get(3))),
					"the row says the rule's name and summary: " + row + " / " + worthALook);
		}
		assertEquals(List.of(), problems.rowsWithoutIcon(), "each hint has its severity icon (with a quick fix: the bulb's)");
		problems.maximize(true);
		window.screenshot("problems-recording-hints");
		problems.maximize(false);

		// Not the rule the Rules page selects by itself (the first): the jump must be seen.
		List<String> last = worthALook.get(worthALook.size() - 1);
		String description = last.get(2) + ": " + last.get(3);
		recording.show("Execution Time");
		problems.open(r -> r.get(ProblemsPage.DESCRIPTION).equals(description) && r.get(ProblemsPage.RESOURCE).equals("profiled.jfr"));
		recording = RecordingPage.find(window);
		assertEquals("Rules", waitFor(recording::shownPage, "Rules"), "the Rules page comes to the front");
		assertEquals(last, recording.selectedRow("rules.table"), "the marker's rule is selected");
		assertEquals(1, recordingEditors(), "the Problems view reuses the open editor of the file");
		window.screenshot("problems-recording-hint-opened");
	}

	/** Rows of this type on this test's files (earlier tests' recordings may have hints there too). */
	private static long count(List<List<String>> rows, String type, String resource) {
		return rows.stream().filter(r -> r.get(ProblemsPage.TYPE).equals(type) && r.get(ProblemsPage.RESOURCE).equals(resource))
				.count();
	}

	/** Waits until {@code value} gives {@code expected}, and returns it; the failure names the last value seen. */
	private static String waitFor(Supplier<String> value, String expected) throws InterruptedException {
		return Waits.value("'" + expected + "' shown", value::get, expected::equals);
	}

	private static long recordingEditors() {
		return Ui.get(() -> List.of(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage()
				.getEditorReferences()).stream().filter(e -> e.getId().equals(DynoProfileUi.RECORDING_EDITOR_ID)).count());
	}

	/** Four seconds of the profiling sample with the profile settings (a hot method, an allocation site, a lock). */}
