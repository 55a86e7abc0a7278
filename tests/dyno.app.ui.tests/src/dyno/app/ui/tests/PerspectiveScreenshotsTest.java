package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Fixtures;
import dyno.ui.DynoUi;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.Perspectives;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.Themes;
import dyno.ui.tests.pages.Ui;

/**
 * Each perspective at the suite's screen size (1280×1024) with something in it: a JVM connected with its Heap
 * Generations view, a configuration, a recording and a histogram diff open, each perspective with the editor its
 * journey is about in front; then the same with the platform's dark theme. The screenshots are for a person to look
 * at (target/screenshots/perspective-*.png); the test checks that each perspective shows the JVM's view beside the
 * editors and that the dark theme is the active one while the dark pictures are taken.
 */
@ExtendWith(CleanWorkbench.class)
class PerspectiveScreenshotsTest {

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void eachPerspectiveWithAJvmAndEditorsInTheLightAndTheDarkTheme() throws Exception {
		DynoWindow window = DynoWindow.find();
		Ui.get(() -> {
			Shell shell = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell();
			shell.setBounds(0, 0, 1280, 1024);
			return null;
		});
		Path serverXml = dir.resolve("server.xml");
		Files.copy(Fixtures.get("tomcat/9.0.98/conf/server.xml"), serverXml);
		Map<String, String> frontEditor = new LinkedHashMap<>();
		frontEditor.put(DynoUi.PERSPECTIVE_ID, "Diff");
		frontEditor.put(DynoUi.MONITOR_PERSPECTIVE_ID, "Diff");
		frontEditor.put(DynoUi.SERVERS_PERSPECTIVE_ID, "server.xml");
		frontEditor.put(DynoUi.LOAD_PERSPECTIVE_ID, "Diff");
		frontEditor.put(DynoUi.PROFILE_PERSPECTIVE_ID, "profiled.jfr");
		try (ChildJvm child = ChildJvm.start(Churn.class)) {
			String secondary = TargetCodec.encode(new Target.Local(child.pid()));
			ConfigEditorPage.open(serverXml);
			RecordingPage.open(SampleRecordings.profiled(dir.resolve("profiled.jfr")));
			RecordingPage.find(window).waitLoaded();
			Ui.get(() -> {
				SnapshotDiffEditor.open(List.of(
						Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk5_13_x32.txt"),
						Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt")));
				return null;
			});
			for (String theme : List.of(Themes.LIGHT, Themes.DARK)) {
				setTheme(theme);
				for (Map.Entry<String, String> p : frontEditor.entrySet()) {
					Perspectives.show(p.getKey());
					IViewPart heap = showView(DynoUi.JVM_VIEWS_PLACEHOLDER.replace(":*", ""), secondary);
					if (p.getKey().equals(DynoUi.MONITOR_PERSPECTIVE_ID)) {
						showView(DynoUi.JVM_THREADS_PLACEHOLDER.replace(":*", ""), secondary);
					}
					window.activateEditor(p.getValue());
					HeapGenerationsPage page = window.heapGenerations("pid " + child.pid());
					assertTrue(page.waitForState("live").startsWith("State: live"), page.state());
					assertTrue(Ui.get(() -> heap.getSite().getPage().isPartVisible(heap)),
							"the JVM's view is visible beside the editors in " + p.getKey());
					assertEquals(theme, Ui.get(Themes::active));
					// The chart follows the theme at its next frame: its background is dark in the dark one.
					int brightness = page.waitForChartBackground(theme.equals(Themes.DARK));
					assertEquals(theme.equals(Themes.DARK), brightness < 64, "the chart's background brightness "
							+ brightness + " in " + theme);
					// Status texts too: SWT's dark green and red hardly read on the dark theme's grey.
					page.waitForStateColour(theme.equals(Themes.DARK));
					window.jvmExplorer().waitForConnectionColour(child.pid(), theme.equals(Themes.DARK));
					String name = "perspective-" + p.getKey().replace("dyno.ui.perspective", "dyno").replace("dyno.", "")
							+ (theme.equals(Themes.DARK) ? "-dark" : "");
					assertTrue(Files.size(window.screenshot(name)) > 0);
				}
			}
		} finally {
			setTheme(Themes.LIGHT);
			Perspectives.show(DynoUi.PERSPECTIVE_ID);
		}
	}

	/**
	 * Switches the theme for this session only (not saved in the preferences), as the Appearance page does without
	 * the restart it asks for: what only a restart restyles (native trees and tables, the view tool bars' places)
	 * shows as such in the dark pictures.
	 */
	private static void setTheme(String id) {
		Ui.get(() -> {
			Themes.use(id);
			return null;
		});
	}

	private static IViewPart showView(String id, String secondary) {
		return Ui.get(() -> {
			try {
				return page().showView(id, secondary, IWorkbenchPage.VIEW_VISIBLE);
			} catch (PartInitException e) {
				throw new AssertionError(e);
			}
		});
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
	}
}
