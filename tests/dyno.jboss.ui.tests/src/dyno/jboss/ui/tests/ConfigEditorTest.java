package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IMarker;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.core.Listeners.Registration;
import dyno.jboss.ConfigFile;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.ui.ConfigSaves;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.editor.ConfigEditor;
import dyno.jboss.ui.internal.markers.Markers;
import dyno.samples.Fixtures;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.LinkedFiles;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.Jemmy;

/**
 * The configuration form editor on copies of real JBoss AS 5.1.0.GA and WildFly files: a value set in a form lands
 * in the Source text as the only change of the saved file; the re-lint puts a marker on the file whose quick fix
 * (the registered marker resolution, or the form's Hints link) clears it; typing errors and broken text are shown
 * and nothing is lost; undo spans both pages.
 */
@ExtendWith(CleanWorkbench.class)
class ConfigEditorTest {

	private static final List<byte[][]> SAVES = new CopyOnWriteArrayList<>();
	private static final ConfigSaves.Listener RECORDER = (ConfigFile f, byte[] before, byte[] after) -> SAVES
			.add(new byte[][] { before, after });

	private static Registration recording;
	private ConfigEditorPage editor;

	@BeforeAll
	static void setUp() {
		Jemmy.setUp();
		recording = JBossUiPlugin.configSaves().add(RECORDER);
	}

	@AfterAll
	static void tearDown() {
		recording.close();
		JBossUiPlugin.liveHints().provider(home -> LiveFacts.none());
	}

	@AfterEach
	void close() {
		if (editor != null) {
			editor.close();
		}
	}

	@Test
	void serverXmlRoundWithLiveBusyThreads(@TempDir Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml", dir);
		byte[] original = Files.readAllBytes(file);
		// the live facts as the provider of connected JVMs gives them: at most 150 busy threads on the 8080 connector
		JBossUiPlugin.liveHints().provider(home -> LiveFacts.none().with(LiveInput.BUSY_THREADS_PEAK, "8080", 150));
		JBossUiPlugin.liveHints().changed();
		editor = ConfigEditorPage.open(file);
		editor.showPage("Connectors");
		String field = "Connector.maxThreads#0";
		// 150 of the default 200 is fine: no hint on the pool size before the edit
		assertFalse(has(editor.waitForMarkers(ms -> !ms.isEmpty()), "jbossweb.connector.max_threads"));

		editor.type(field, "lots");
		assertTrue(editor.fieldErrors().contains("Max threads: a whole number, not \"lots\""), editor.fieldErrors());
		assertEquals("lots", editor.fieldText(field), "what was typed stays in the field");
		assertFalse(editor.waitForSource(s -> true).contains("maxThreads"), "a wrong value never reaches the text");
		editor.type(field, "20000");
		assertTrue(editor.fieldErrors().contains("outside"), editor.fieldErrors());

		editor.enter(field, "180");
		editor.waitForSource(s -> s.contains("maxThreads=\"180\""));
		assertTrue(editor.dirty());
		assertEquals("", editor.fieldErrors().strip());
		IMarker marker = editor.waitForMarkers(ms -> has(ms, "jbossweb.connector.max_threads")).stream()
				.filter(m -> Markers.ruleId(m).equals("jbossweb.connector.max_threads")).findFirst().orElseThrow();
		assertEquals("set maxThreads to 188", marker.getAttribute(Markers.FIX, ""));
		// opened from the Problems view in this editor, not in the one the file's content type would pick
		assertEquals(ConfigEditor.ID, marker.getAttribute(IDE.EDITOR_ID_ATTR, ""));
		// The Problems view's Path is the folder on disk, not the hidden project's "/.dyno-files/…" (issue 26, point 8).
		assertEquals(file.toAbsolutePath().normalize().getParent().toString(),
				marker.getAttribute(org.eclipse.ui.views.markers.MarkerViewUtil.PATH_ATTRIBUTE, ""));
		assertTrue(marker.getAttribute(IMarker.MESSAGE, "").contains("peak 150 busy threads of 180"),
				marker.getAttribute(IMarker.MESSAGE, ""));
		assertTrue(marker.getAttribute(IMarker.LINE_NUMBER, 0) == 12, "the HTTP connector's line");
		editor.screenshot("config-editor-server-xml-connectors");

		SAVES.clear();
		editor.save();
		assertFalse(editor.dirty());
		byte[] saved = Files.readAllBytes(file);
		assertOnlyChange(original, saved, "maxThreads=\"180\"");
		assertArrayEquals(original, Files.readAllBytes(dir.resolve("server.xml.dyno-orig")), "the backup");
		assertEquals(1, SAVES.size(), "ConfigSaves heard the save");
		assertArrayEquals(original, SAVES.get(0)[0]);
		assertArrayEquals(saved, SAVES.get(0)[1]);

		String source = editor.sourceText();
		assertTrue(source.contains("<Connector protocol=\"HTTP/1.1\" port=\"8080\"") && source.contains("maxThreads=\"180\""),
				"the Source page shows it");
		editor.screenshot("config-editor-server-xml-source");

		editor.quickFix("jbossweb.connector.max_threads");
		editor.waitForSource(s -> s.contains("maxThreads=\"188\""));
		editor.waitForMarkers(ms -> !has(ms, "jbossweb.connector.max_threads"));
		editor.undo();
		editor.waitForSource(s -> s.contains("maxThreads=\"180\""));
		editor.redo();
		editor.waitForSource(s -> s.contains("maxThreads=\"188\""));
		editor.showPage("Connectors");
		assertEquals("188", editor.fieldText(field), "the form follows the text");
		editor.save();
		assertOnlyChange(original, Files.readAllBytes(file), "maxThreads=\"188\"");

		// new live facts re-lint the open editor: a higher peak asks for more threads again
		JBossUiPlugin.liveHints().provider(home -> LiveFacts.none().with(LiveInput.BUSY_THREADS_PEAK, "8080", 180));
		JBossUiPlugin.liveHints().changed();
		editor.waitForMarkers(ms -> ms.stream().anyMatch(m -> m.exists()
				&& "set maxThreads to 225".equals(m.getAttribute(Markers.FIX, ""))));
	}

	/** The tab's tooltip names the file on disk, not Dyno's link to it in its hidden project (issue 39, point 7). */
	@Test
	void theTabsTooltipIsTheFileOnDisk(@TempDir Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml", dir);
		editor = ConfigEditorPage.open(file);
		editor.waitForSource(s -> !s.isEmpty());
		String tip = editor.tabToolTip();
		assertTrue(tip.startsWith(file + " — "), tip);
		assertFalse(tip.contains(LinkedFiles.PROJECT), tip);
	}

	@Test
	void brokenXmlShowsABannerAndKeepsTheText(@TempDir Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml", dir);
		editor = ConfigEditorPage.open(file);
		String good = editor.waitForSource(s -> !s.isEmpty());
		String broken = good.replace("<Engine name=\"jboss.web\"", "<Engine name=\"jboss.web\" <oops");
		editor.setSource(broken);
		editor.showPage("Connectors");
		String banner = Waits.value("the banner of the broken text", editor::banner, b -> !b.isEmpty());
		assertTrue(banner.contains("does not parse") && banner.contains("server.xml:32:32: unexpected '<'"), banner);
		assertFalse(editor.fieldEnabled("Connector.port#0"), "read-only while broken");
		editor.waitForMarkers(ms -> has(ms, "config.syntax"));
		editor.screenshot("config-editor-broken-xml");
		assertEquals(broken, editor.sourceText(), "nothing typed is lost");
		editor.revert();
		assertEquals(good, editor.waitForSource(s -> !s.contains("<oops")), "Revert gives the saved text back");
		assertFalse(editor.dirty());
		editor.showPage("Connectors");
		Waits.value("no banner once the saved text is back", editor::banner, String::isEmpty);
		assertTrue(editor.fieldEnabled("Connector.port#0"));
		editor.waitForMarkers(ms -> !has(ms, "config.syntax"));
	}

	@Test
	void runConfRound(@TempDir Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/bin/run.conf", dir);
		byte[] original = Files.readAllBytes(file);
		editor = ConfigEditorPage.open(file);
		editor.showPage("Heap");
		editor.type("JvmOptions.heapMin#0", "2g");
		assertTrue(editor.fieldErrors().contains("exceeds heap max"), editor.fieldErrors());
		editor.enter("JvmOptions.heapMin#0", "128m");
		editor.enter("JvmOptions.heapMax#0", "1g");
		editor.waitForSource(s -> s.contains("-Xmx1g"));
		assertTrue(marker("jvm.heap.xms").getAttribute(Markers.FIX, "").contains("-Xms"));
		editor.screenshot("config-editor-run-conf-heap");
		editor.save();
		byte[] saved = Files.readAllBytes(file);
		assertEquals(new String(original, StandardCharsets.ISO_8859_1).replace("-Xmx512m", "-Xmx1g"),
				new String(saved, StandardCharsets.ISO_8859_1));
		editor.quickFix("jvm.heap.xms");
		editor.waitForSource(s -> s.contains("-Xms1g -Xmx1g"));
		editor.waitForMarkers(ms -> !has(ms, "jvm.heap.xms"));
		assertTrue(editor.sourceText().contains("-Xms1g -Xmx1g"), "the Source page shows the fix");
		editor.screenshot("config-editor-run-conf-source");
	}

	@Test
	void datasourceRound(@TempDir Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml", dir);
		byte[] original = Files.readAllBytes(file);
		editor = ConfigEditorPage.open(file);
		editor.showPage("Pool");
		editor.type("Datasource.minPoolSize#0", "50");
		assertTrue(editor.fieldErrors().contains("Min pool size (50) exceeds max pool size (20)"), editor.fieldErrors());
		// The heading says the reason, not "1 error detected" (issue 26, point 8).
		assertEquals("Min pool size (50) exceeds max pool size (20)", editor.heading().strip());
		editor.screenshot("config-editor-ds-cross-field");
		editor.enter("Datasource.minPoolSize#0", "5");
		editor.enter("Datasource.blockingTimeoutMillis#0", "60000");
		editor.waitForSource(s -> s.contains("60000"));
		String fixLabel = marker("ds.blocking_timeout_millis").getAttribute(Markers.FIX, "");
		editor.screenshot("config-editor-ds-pool");
		editor.save();
		assertOnlyChange(original, Files.readAllBytes(file), "<blocking-timeout-millis>60000</blocking-timeout-millis>");
		editor.clickFixLink("ds.blocking_timeout_millis");
		editor.waitForSource(s -> s.contains("30000") && !s.contains("60000"));
		editor.waitForMarkers(ms -> !has(ms, "ds.blocking_timeout_millis"));
		assertTrue(fixLabel.contains("30000"), fixLabel);
	}

	@Test
	void standardJBossRound(@TempDir Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/conf/standardjboss.xml", dir);
		byte[] original = Files.readAllBytes(file);
		editor = ConfigEditorPage.open(file);
		editor.showPage("Instance Pools");
		String before = editor.fieldText("ContainerConfiguration.poolMaximumSize#0");
		editor.enter("ContainerConfiguration.poolMaximumSize#0", "150");
		editor.waitForSource(s -> s.contains("<MaximumSize>150</MaximumSize>"));
		editor.screenshot("config-editor-standardjboss");
		editor.save();
		assertOnlyChange(original, Files.readAllBytes(file), "150");
		assertEquals("100", before);

		// A strict pool without a timeout: the marker appears, its quick fix sets the timeout and clears it.
		editor.enter("ContainerConfiguration.strictMaximumSize#0", "true");
		editor.waitForSource(s -> s.contains("<strictMaximumSize>true</strictMaximumSize>"));
		assertTrue(marker("ejb2.pool.strict_timeout").getAttribute(Markers.FIX, "").contains("30000"));
		editor.quickFix("ejb2.pool.strict_timeout");
		editor.waitForSource(s -> s.contains("<strictTimeout>30000</strictTimeout>"));
		editor.waitForMarkers(ms -> !has(ms, "ejb2.pool.strict_timeout"));
	}

	@Test
	void wildflyStandaloneRound(@TempDir Path dir) throws Exception {
		Path file = copy("wildfly-39.0.1.Final/standalone/configuration/standalone.xml", dir);
		byte[] original = Files.readAllBytes(file);
		editor = ConfigEditorPage.open(file);
		editor.showPage("Datasources");
		editor.enter("WildFlyDatasource.blockingTimeoutMillis#0", "60000");
		editor.waitForSource(s -> s.contains("<blocking-timeout-millis>60000</blocking-timeout-millis>"));
		assertTrue(marker("ds.blocking_timeout_millis").getAttribute(Markers.FIX, "").contains("30000"));
		// The field's mark hovers the marker's own message and its fix.
		String hint = marker("ds.blocking_timeout_millis").getAttribute(IMarker.MESSAGE, "?");
		String hover = editor.waitForMark("WildFlyDatasource.blockingTimeoutMillis#0", h -> h != null && h.contains(hint));
		assertTrue(hover.contains("Recommended: ") && hover.contains("30000"), hover);
		editor.screenshot("config-editor-wildfly-datasources");
		editor.save();
		assertOnlyChange(original, Files.readAllBytes(file), "<blocking-timeout-millis>60000</blocking-timeout-millis>",
				"<timeout>", "</timeout>");
		editor.quickFix("ds.blocking_timeout_millis");
		editor.waitForSource(s -> s.contains("<blocking-timeout-millis>30000</blocking-timeout-millis>"));
		editor.waitForMarkers(ms -> !has(ms, "ds.blocking_timeout_millis"));
		editor.waitForMark("WildFlyDatasource.blockingTimeoutMillis#0", h -> h == null || !h.contains(hint));
		editor.showPage("Undertow");
		editor.screenshot("config-editor-wildfly-undertow");
	}

	@Test
	void quickFixOfAClosedFileGoesToDisk(@TempDir Path dir) throws Exception {
		Path file = waitingLong(dir);
		editor.save();
		byte[] saved = Files.readAllBytes(file);
		editor.close();
		// after closing, the markers are those of the file on disk
		marker("ds.blocking_timeout_millis");
		SAVES.clear();
		editor.quickFix("ds.blocking_timeout_millis");
		byte[] fixed = Files.readAllBytes(file);
		assertEquals(new String(saved, StandardCharsets.ISO_8859_1).replace(">60000<", ">30000<"),
				new String(fixed, StandardCharsets.ISO_8859_1), "only the value changed on disk");
		assertEquals(1, SAVES.size(), "ConfigSaves heard the fix saved to disk");
		// the lint of the saved bytes that closing started must not write its finding over the fix's markers
		List<IMarker> settled = editor.settledMarkers();
		assertFalse(has(settled, "ds.blocking_timeout_millis"), "the fixed finding is gone once the lints ended: "
				+ describe(settled));
		editor = null;
	}

	/**
	 * The fresh machine's failure of {@link #quickFixOfAClosedFileGoesToDisk}, made certain: the lint that closing
	 * starts has read the saved bytes (or waits to) when the quick fix saves the fixed ones; its finding of the old
	 * bytes must never be written over the fix's markers.
	 */
	@Test
	void closingsLintNeverWritesOverAQuickFix(@TempDir Path dir) throws Exception {
		Path file = waitingLong(dir);
		editor.save();
		marker("ds.blocking_timeout_millis"); // the saved file has the finding
		editor.closeThenQuickFixBeforeItsLint("ds.blocking_timeout_millis").join();
		assertTrue(Files.readString(file, StandardCharsets.ISO_8859_1).contains(">30000<"), "the fix is on disk");
		List<IMarker> settled = editor.settledMarkers();
		assertFalse(has(settled, "ds.blocking_timeout_millis"), "the lint of the bytes before the fix wrote its "
				+ "finding over the fix's markers: " + describe(settled));
		editor = null;
	}

	@Test
	void textDiscardedByClosingLeavesNoMarkers(@TempDir Path dir) throws Exception {
		waitingLong(dir);
		String text = editor.sourceText();
		marker("ds.blocking_timeout_millis"); // the editor's text has the finding, the file on disk not
		editor.setSourceAndClose(text.replace(">60000<", ">90000<"));
		List<IMarker> settled = editor.settledMarkers();
		assertFalse(has(settled, "ds.blocking_timeout_millis"), "after closing without saving, the markers are the "
				+ "file's on disk, not the discarded text's: " + describe(settled));
		editor = null;
	}

	@Test
	void otherModelledKindsGetGeneratedPages(@TempDir Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml", dir);
		editor = ConfigEditorPage.open(file);
		editor.showPage("Thread pool service");
		assertEquals("jboss.system:service=ThreadPool", editor.fieldText("ThreadPoolService.name#0"));
		assertEquals("10", editor.fieldText("ThreadPoolService.maximumPoolSize#0"));
		editor.screenshot("config-editor-jboss-service");
	}

	/**
	 * A copy of JBoss 5's hsqldb-ds.xml open in the editor, its pool's blocking timeout typed as 60 s: the
	 * {@code ds.blocking_timeout_millis} finding, whose quick fix writes the default 30 s.
	 */
	private Path waitingLong(Path dir) throws Exception {
		Path file = copy("jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml", dir);
		editor = ConfigEditorPage.open(file);
		editor.showPage("Pool");
		editor.enter("Datasource.blockingTimeoutMillis#0", "60000");
		editor.waitForSource(s -> s.contains(">60000<"));
		return file;
	}

	private IMarker marker(String rule) {
		return editor.waitForMarkers(ms -> has(ms, rule)).stream().filter(m -> Markers.ruleId(m).equals(rule))
				.findFirst().orElseThrow();
	}

	private static String describe(List<IMarker> markers) {
		return markers.stream().map(m -> Markers.ruleId(m) + " (line " + m.getAttribute(IMarker.LINE_NUMBER, 0) + ")")
				.toList().toString();
	}

	private static boolean has(List<IMarker> markers, String rule) {
		return markers.stream().anyMatch(m -> m.exists() && Markers.ruleId(m).equals(rule));
	}

	private static Path copy(String fixture, Path dir) throws Exception {
		Path from = Fixtures.get(fixture);
		Path copy = Files.copy(from, dir.resolve(from.getFileName()));
		// the fixtures are read-only, and so would be the copy: saving would ask to make it writable
		assertTrue(copy.toFile().setWritable(true, true));
		return copy;
	}

	/**
	 * Asserts that {@code after} is {@code before} with one change: nothing but whitespace removed, and inserted text
	 * that is {@code inserted} with whitespace around it (or a changed value that now reads {@code inserted}), inside
	 * new {@code wrappers} elements where the engine had to create them.
	 */
	private static void assertOnlyChange(byte[] before, byte[] after, String inserted, String... wrappers) {
		String a = new String(before, StandardCharsets.ISO_8859_1);
		String b = new String(after, StandardCharsets.ISO_8859_1);
		int prefix = 0;
		while (prefix < Math.min(a.length(), b.length()) && a.charAt(prefix) == b.charAt(prefix)) {
			prefix++;
		}
		int suffix = 0;
		while (suffix < Math.min(a.length(), b.length()) - prefix
				&& a.charAt(a.length() - 1 - suffix) == b.charAt(b.length() - 1 - suffix)) {
			suffix++;
		}
		String removed = a.substring(prefix, a.length() - suffix);
		String added = b.substring(prefix, b.length() - suffix);
		String context = b.substring(Math.max(0, prefix - 40), Math.min(b.length(), b.length() - suffix + 40));
		assertTrue(context.contains(inserted), "the change reads " + inserted + ": " + context);
		List<String> other = new ArrayList<>(List.of(removed.split("\\s+")));
		other.removeIf(s -> s.isEmpty() || inserted.contains(s));
		assertTrue(other.isEmpty(), "only " + inserted + " changed, but also " + other + " (was '" + removed
				+ "', is '" + added + "')");
		String addedRest = added.replace(inserted, "");
		for (String piece : addedRest.split("\\s+")) {
			assertTrue(piece.isEmpty() || inserted.contains(piece) || List.of(wrappers).contains(piece),
					"unexpected addition '" + piece + "' in '" + added + "'");
		}
	}
}
