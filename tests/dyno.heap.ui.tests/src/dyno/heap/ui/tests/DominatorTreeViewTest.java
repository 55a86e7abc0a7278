package dyno.heap.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.heap.ui.internal.dominators.DominatorTreeEditor;
import dyno.samples.ChildJvm;
import dyno.samples.Leaky;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapEditorPage;
import dyno.ui.tests.pages.Jemmy;

/**
 * The Dominator Tree editor on a real dump of {@link Leaky} (2,000 sessions of 4 KB in a static map): the biggest
 * entry is what keeps the sessions, grouping by class puts {@code Leaky$Session} near the top with most of the heap,
 * Find of the class selects its keeper (the map) under that top entry, and the keeper's path from a GC root ends in
 * the static field {@code Leaky.SESSIONS}.
 */
@ExtendWith(CleanWorkbench.class)
class DominatorTreeViewTest {

	private static final String SESSION = Leaky.Session.class.getName();

	@TempDir
	static Path tmp;

	@BeforeAll
	static void setUp() {
		Jemmy.setUp();
	}

	@Test
	void theTopEntryKeepsTheLeakingSessions() throws Exception {
		Path dump = tmp.resolve("leaky.hprof");
		try (ChildJvm child = ChildJvm.start(Leaky.class, "200", "2", "2000", "4096")) {
			// Ten ticks of 200: the sample prints "full" once it holds all 2,000 sessions (the line sent is ignored).
			child.command("", "full", Waits.LIMIT.toSeconds());
			jcmd(child.pid(), "GC.heap_dump", dump.toString());
		}
		Display.getDefault().asyncExec(() -> DominatorTreeEditor.open(dump, null));
		DynoWindow window = DynoWindow.find();
		HeapEditorPage view = window.dominatorTree();
		view.waitForLabel("dominators.summary", s -> s.contains("bytes reachable from the GC roots"));
		List<String> top = view.waitForTreeItem("dominators.tree", ""); // the first, biggest entry
		assertTrue(share(top.get(3)) > 50, top.toString());

		view.type("dominators.find", SESSION);
		view.press("dominators.findButton");
		String found = view.waitForLabel("dominators.summary", s -> s.startsWith("Instances of " + SESSION));
		assertTrue(found.contains("2,000 kept by static dyno.samples.Leaky.SESSIONS"), found);
		List<String> selected = view.selectedTreePath("dominators.tree");
		assertTrue(selected.size() >= 2 && selected.get(0).equals(top.get(0))
				&& selected.get(selected.size() - 1).startsWith("java.util.HashMap@0x"), selected.toString());
		String path = view.waitForText("dominators.path", s -> s.startsWith("GC root"));
		String[] steps = path.split("\n");
		assertTrue(steps[steps.length - 1].trim().startsWith("SESSIONS → java.util.HashMap@0x"), path);
		assertTrue(path.contains("class dyno.samples.Leaky"), path);
		window.screenshot("dominator-tree");

		view.choose("dominators.groupBy", "class");
		List<String> byClass = view.waitForTreeItem("dominators.tree", SESSION);
		assertTrue(share(byClass.get(3)) > 50, byClass.toString());
		List<List<String>> classes = view.rows("consumers.classes");
		assertTrue(classes.stream().anyMatch(row -> row.get(0).equals(SESSION) && share(row.get(2)) > 50),
				classes.toString());
		window.screenshot("dominator-tree-by-class");
	}

	private static double share(String percent) {
		return Double.parseDouble(percent.replace("%", ""));
	}

	private static void jcmd(long pid, String... command) throws IOException, InterruptedException {
		List<String> line = new java.util.ArrayList<>(
				List.of(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(), Long.toString(pid)));
		line.addAll(List.of(command));
		Process p = new ProcessBuilder(line).redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "jcmd did not end");
		assertEquals(0, p.exitValue(), out);
	}
}
