package dyno.ui.tests.pages;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;

import dyno.profile.ui.internal.editor.RecordingEditor;

/**
 * The Recording editor of a {@code .jfr} file ("recording.editor"): its header, its four pages (a tab folder at the
 * bottom) and their tables, found by name ("execution.hotMethods", "memory.byClass", "threads.byLock",
 * "rules.table" …). Each step that reads waits (Jemmy's 20 s) for the editor's jobs.
 */
public final class RecordingPage {

	private final DynoWindow window;
	private final HeapEditorPage parts;
	private final Parent<Control> controls;

	@SuppressWarnings("unchecked")
	private RecordingPage(DynoWindow window) {
		this.window = window;
		Wrap<? extends Composite> area = window.controls().lookup(Composite.class, Ui.named("recording.editor")).wrap();
		controls = area.as(Parent.class, Control.class);
		parts = new HeapEditorPage(window, "recording.editor");
	}

	/** The Recording editor, once open (the first one). */
	public static RecordingPage find(DynoWindow window) {
		return new RecordingPage(window);
	}

	/** Waits until the file is read (or could not be) and returns the header: its times, or why it failed. */
	public String waitLoaded() {
		return parts.waitForLabel("recording.header", h -> !h.startsWith("Reading "));
	}

	/** Shows the page with this tab title ("Execution Time", "Memory", "Threads", "Rules"), as a click on its tab does. */
	public RecordingPage show(String title) {
		Wrap<? extends CTabFolder> folder = controls.lookup(CTabFolder.class, Ui.named("recording.pages")).wrap();
		Ui.get(() -> {
			CTabFolder f = folder.getControl();
			for (CTabItem item : f.getItems()) {
				if (item.getText().equals(title)) {
					f.setSelection(item);
					return null;
				}
			}
			throw new AssertionError("no page '" + title + "'");
		});
		return this;
	}

	public String label(String name) {
		return parts.label(name);
	}

	public String waitForLabel(String name, Predicate<String> test) {
		return parts.waitForLabel(name, test);
	}

	public List<List<String>> waitForRows(String table, Predicate<List<List<String>>> test) {
		return parts.waitForRows(table, test);
	}

	public void selectRow(String table, int index) {
		parts.selectRow(table, index);
	}

	/** Types a filter into the Execution Time page and presses Enter. */
	public void filter(String text) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named("execution.filter")).wrap();
		Ui.get(() -> {
			t.getControl().setText(text);
			t.getControl().notifyListeners(SWT.DefaultSelection, new Event());
			return null;
		});
	}

	/** The first cells of the selected call tree node and its ancestors, root first. */
	public List<String> callTreeSelection() {
		Wrap<? extends Tree> t = controls.lookup(Tree.class, Ui.named("execution.callTree")).wrap();
		return Ui.get(() -> {
			TreeItem[] selected = t.getControl().getSelection();
			java.util.LinkedList<String> path = new java.util.LinkedList<>();
			for (TreeItem i = selected.length == 0 ? null : selected[0]; i != null; i = i.getParentItem()) {
				path.addFirst(i.getText(0));
			}
			return path;
		});
	}

	/** The top-level items of the tree named {@code name} with their cells. */
	public List<List<String>> treeRows(String name) {
		Wrap<? extends Tree> t = controls.lookup(Tree.class, Ui.named(name)).wrap();
		return Ui.get(() -> {
			List<List<String>> rows = new java.util.ArrayList<>();
			for (TreeItem item : t.getControl().getItems()) {
				List<String> cells = new java.util.ArrayList<>();
				for (int c = 0; c < t.getControl().getColumnCount(); c++) {
					cells.add(item.getText(c));
				}
				rows.add(cells);
			}
			return rows;
		});
	}

	/** Maximizes the editor (or restores it), so a screenshot shows its pages at a readable size. */
	public void maximize(boolean maximized) {
		parts.maximize(maximized);
	}

	/** Opens the Recording editor of {@code file}, as Open JFR File… does once the file is chosen. */
	public static void open(Path file) {
		Ui.get(() -> {
			RecordingEditor.open(file);
			return null;
		});
	}

	/** Closes every editor and hides the editor area, the layout the Dyno perspective starts with. */
	public static void closeAll() {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			page.closeAllEditors(false);
			page.setEditorAreaVisible(false);
			return null;
		});
	}

	public Path screenshot(String name) throws IOException {
		return window.screenshot(name);
	}
}
