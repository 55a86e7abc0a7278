package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.ui.internal.guide.GuideLayout;
import dyno.ui.internal.guide.GuidePages;
import dyno.ui.internal.guide.GuideView;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.GuidePage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.Ui;

/**
 * Help &gt; Dyno Guide: the user guide of the repository inside the workbench, from Getting Started through its links
 * with the mouse and with the keyboard alone; every link of every page leads somewhere.
 */
@ExtendWith(CleanWorkbench.class)
class GuideTest {

	private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void helpOpensGettingStartedAndItsLinksLeadThroughTheGuide() throws Exception {
		DynoWindow window = DynoWindow.find();
		assertEquals("Dyno Guide", window.menuItems("Help").get(0), "first in Help: " + window.menuItems("Help"));
		window.chooseMenu("Help", "Dyno Guide");
		GuidePage guide = GuidePage.find(window);
		String start = guide.waitForPage("Getting Started");
		assertTrue(start.contains("\nThe demo\n") && start.contains("./dyno demo"), start);
		assertTrue(guide.isLink("Load testing") && guide.pictures() >= 3, "links and the screenshots");
		window.screenshot("guide-getting-started");

		guide.clickLink("Profiling");
		assertTrue(guide.waitForPage("Profiling: JFR recordings").contains("Start JFR Recording"));
		assertEquals("user-guide/profiling.md", page());
		// The header's link to the command line page opens its top; "analyse (CLI)" its Profiling section.
		guide.clickLink("CLI");
		guide.waitForPage("The command line and the MCP server");
		guide.back();
		guide.waitForPage("Profiling: JFR recordings");
		guide.clickLink("(CLI)");
		guide.waitForPage("The command line and the MCP server");
		assertEquals("Profiling", guide.waitForCaretLine("Profiling"));
		assertEquals("user-guide/cli.md", page());

		// The keyboard alone: Alt+Left back, Enter on a link.
		guide.back();
		guide.waitForPage("Profiling: JFR recordings");
		guide.back();
		guide.waitForPage("Getting Started");
		guide.enterOnLink("Load testing");
		assertTrue(guide.waitForPage("Load testing").contains("JMeter"));
		window.screenshot("guide-load");
	}

	@Test
	void everyLinkIntoTheDocsLeadsToAPageAPictureOrAHeading() throws IOException {
		List<String> broken = new ArrayList<>();
		List<String> pages = List.of("user-guide/index.md", "user-guide/jvms.md", "user-guide/heap.md",
				"user-guide/profiling.md", "user-guide/load.md", "user-guide/servers.md", "user-guide/cli.md",
				"user-guide/ide.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "benchmarks.md");
		for (String page : pages) {
			String markdown = GuidePages.read(page);
			assertNotNull(GuideLayout.of(markdown).title(), page + " has a title");
			Matcher m = LINK.matcher(markdown);
			while (m.find()) {
				String href = m.group(1);
				String target = GuidePages.resolve(page, href);
				if (href.contains("://") || target == null) {
					continue; // the web, or a file of the repository beside docs/ (the view says it shows neither)
				}
				try {
					String anchor = GuidePages.anchor(href);
					if (anchor != null && GuideLayout.of(GuidePages.read(target)).anchor(anchor) == null) {
						broken.add(page + ": " + href + " (no such heading)");
					} else {
						GuidePages.open(target).close();
					}
				} catch (IOException e) {
					broken.add(page + ": " + href + " (" + e.getMessage() + ")");
				}
			}
		}
		assertEquals(List.of(), broken);
	}

	private static String page() {
		return Ui.get(() -> view().page());
	}

	private static GuideView view() {
		IViewPart v = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().findView(GuideView.ID);
		return (GuideView) v;
	}
}
