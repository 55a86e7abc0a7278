package dyno.ui.tests.pages;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.IJobManager;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.forms.editor.IFormPage;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.ide.IDE;
import org.jemmy.control.Wrap;
import org.jemmy.lookup.LookupCriteria;

import dyno.samples.Waits;
import dyno.ui.LinkedFiles;
import dyno.jboss.ui.internal.editor.ConfigEditor;
import dyno.jboss.ui.internal.forms.PageSpec;
import dyno.jboss.ui.internal.markers.Markers;

/**
 * A configuration file open in Dyno's form editor: its form pages (fields named {@code Class.attribute#index}), the
 * Source page's text, the file's markers and their quick fixes.
 */
public final class ConfigEditorPage {

	private final DynoWindow window;
	private final IFile file;
	private final ConfigEditor editor;

	private ConfigEditorPage(DynoWindow window, IFile file, ConfigEditor editor) {
		this.window = window;
		this.file = file;
		this.editor = editor;
	}

	/** Opens {@code path} (any file on disk) in the configuration editor, as the Servers view does. */
	public static ConfigEditorPage open(Path path) {
		DynoWindow window = DynoWindow.find();
		IFile[] file = new IFile[1];
		ConfigEditor editor = Ui.get(() -> {
			try {
				file[0] = LinkedFiles.fileFor(path);
				IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
				page.setEditorAreaVisible(true);
				return (ConfigEditor) IDE.openEditor(page, file[0], ConfigEditor.ID);
			} catch (CoreException e) {
				throw new IllegalStateException(e);
			}
		});
		return new ConfigEditorPage(window, file[0], editor);
	}

	/** What hovering the editor's tab shows. */
	public String tabToolTip() {
		return window.tabToolTip(Ui.get(editor::getPartName));
	}

	/** Brings the form page with this title ("Connectors") to the front. */
	public void showPage(String title) {
		Ui.get(() -> editor.setActivePage(PageSpec.page(title).id()));
	}

	/** Brings the Source page to the front and returns its text as shown. */
	public String sourceText() {
		Ui.get(() -> {
			editor.showSource();
			return null;
		});
		Wrap<? extends StyledText> text = window.controls().lookup(StyledText.class, visible()).wrap();
		return Ui.get(() -> text.getControl().getText());
	}

	/** Types {@code value} into the field named {@code field} (replacing its text), without leaving it. */
	public void type(String field, String value) {
		Wrap<? extends Control> c = field(field);
		Ui.get(() -> {
			if (c.getControl() instanceof Text t) {
				t.setText(value);
			} else {
				Combo combo = (Combo) c.getControl();
				combo.select(combo.indexOf(value));
				combo.notifyListeners(SWT.Selection, new Event());
			}
			return null;
		});
	}

	/** Types {@code value} into the field and presses Enter (the value goes to the document at once). */
	public void enter(String field, String value) {
		type(field, value);
		Wrap<? extends Control> c = field(field);
		Ui.get(() -> {
			c.getControl().notifyListeners(SWT.DefaultSelection, new Event());
			return null;
		});
	}

	/** The field's text as shown. */
	public String fieldText(String field) {
		Wrap<? extends Control> c = field(field);
		return Ui.get(() -> c.getControl() instanceof Text t ? t.getText() : ((Combo) c.getControl()).getText());
	}

	/** Whether the field can be edited now. */
	public boolean fieldEnabled(String field) {
		Wrap<? extends Control> c = field(field);
		return Ui.get(() -> c.getControl().isEnabled());
	}

	/**
	 * Waits until the mark beside the field shows a hover that satisfies {@code test} (null: no mark shown); returns
	 * the hover.
	 */
	public String waitForMark(String field, Predicate<String> test) {
		Wrap<? extends Control> mark = field(field + ".mark");
		return mark.waitState(() -> {
			String hover = Ui.get(() -> ((Label) mark.getControl()).getImage() == null ? null
					: mark.getControl().getToolTipText());
			return test.test(hover) ? java.util.Optional.ofNullable(hover) : null;
		}).orElse(null);
	}

	private Wrap<? extends Control> field(String name) {
		return window.controls().lookup(Control.class, new LookupCriteria<Control>() {
			@Override
			public boolean check(Control candidate) {
				return Ui.get(() -> !candidate.isDisposed() && name.equals(candidate.getData("name"))
						&& candidate.isVisible());
			}
		}).wrap();
	}

	private static <T extends Control> LookupCriteria<T> visible() {
		return new LookupCriteria<T>() {
			@Override
			public boolean check(T candidate) {
				return Ui.get(() -> !candidate.isDisposed() && candidate.isVisible());
			}
		};
	}

	/** Every error message of the active form page's fields. */
	public String fieldErrors() {
		return Ui.get(() -> {
			if (editor.getSelectedPage() instanceof IFormPage f && f.getManagedForm() != null) {
				var messages = f.getManagedForm().getForm().getForm().getChildrenMessages();
				StringBuilder b = new StringBuilder();
				for (var m : messages == null ? new org.eclipse.ui.forms.IMessage[0] : messages) {
					b.append(m.getMessage()).append('\n');
				}
				return b.toString();
			}
			return "";
		});
	}

	/** The message in the active form page's heading (a single error in full, several summed up). */
	public String heading() {
		return Ui.get(() -> editor.getSelectedPage() instanceof IFormPage f && f.getManagedForm() != null
				&& f.getManagedForm().getForm().getMessage() != null ? f.getManagedForm().getForm().getMessage() : "");
	}

	/** The broken-text banner of the visible form page; empty while the text parses. */
	public String banner() {
		List<String> shown = Ui.get(() -> {
			List<String> out = new ArrayList<>();
			collect(editor.getSite().getShell(), out);
			return out;
		});
		return shown.isEmpty() ? "" : shown.get(0);
	}

	private static void collect(Control c, List<String> out) {
		if (c instanceof Label l && "broken".equals(l.getData("name")) && l.isVisible()) {
			out.add(l.getText());
		}
		if (c instanceof org.eclipse.swt.widgets.Composite comp) {
			for (Control child : comp.getChildren()) {
				collect(child, out);
			}
		}
	}

	/** Clicks the "Fix: …" link of the hint of {@code ruleId} in the visible page's Hints section. */
	public void clickFixLink(String ruleId) {
		Wrap<? extends Hyperlink> link = window.controls().lookup(Hyperlink.class, new LookupCriteria<Hyperlink>() {
			@Override
			public boolean check(Hyperlink candidate) {
				return Ui.get(() -> !candidate.isDisposed() && ("fix:" + ruleId).equals(candidate.getData("name"))
						&& candidate.isVisible());
			}
		}).wrap();
		link.mouse().click();
	}

	/** Waits until the Dyno markers of the file satisfy {@code test}; returns them. */
	public List<IMarker> waitForMarkers(Predicate<List<IMarker>> test) {
		return window.controls().lookup(Control.class).wrap().waitState(() -> {
			List<IMarker> m = markers();
			return test.test(m) ? m : null;
		});
	}

	/**
	 * The file's Dyno markers once every lint of it has ended ({@link Markers#FAMILY}): what the Problems view settles
	 * on, with no re-lint of older bytes still on its way.
	 */
	public List<IMarker> settledMarkers() throws InterruptedException {
		Job.getJobManager().join(Markers.FAMILY, null);
		return markers();
	}

	/** The Dyno markers of the file now. */
	public List<IMarker> markers() {
		try {
			return List.of(file.findMarkers(Markers.TYPE, false, 0));
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	/**
	 * Runs the quick fix the Problems view offers for the file's marker of {@code ruleId} (the registered resolution
	 * generator), on the marker as it is now: each re-lint replaces the file's markers.
	 */
	public void quickFix(String ruleId) {
		Ui.get(() -> {
			runQuickFix(ruleId);
			return null;
		});
	}

	private void runQuickFix(String ruleId) {
		IMarker marker = markers().stream().filter(m -> m.exists() && ruleId.equals(Markers.ruleId(m))).findFirst()
				.orElseThrow(() -> new AssertionError("no marker of " + ruleId));
		var resolutions = IDE.getMarkerHelpRegistry().getResolutions(marker);
		if (resolutions.length == 0) {
			throw new AssertionError("no quick fix for " + marker.getAttribute(IMarker.MESSAGE, ""));
		}
		resolutions[0].run(marker);
	}

	/** Waits until the Source page's text satisfies {@code test}; returns it. */
	public String waitForSource(Predicate<String> test) {
		return window.controls().lookup(Control.class).wrap().waitState(() -> {
			String s = Ui.get(this::documentText);
			return test.test(s) ? s : null;
		});
	}

	private String documentText() {
		var buffer = org.eclipse.core.filebuffers.FileBuffers.getTextFileBufferManager()
				.getTextFileBuffer(file.getFullPath(), org.eclipse.core.filebuffers.LocationKind.IFILE);
		return buffer == null ? "" : buffer.getDocument().get();
	}

	public boolean dirty() {
		return Ui.get(editor::isDirty);
	}

	public void save() {
		Ui.get(() -> {
			editor.save();
			return null;
		});
	}

	/** Saves later on the UI thread, so the test can answer the dialogs the save opens. */
	public void saveLater() {
		Ui.get(() -> {
			editor.getSite().getShell().getDisplay().asyncExec(editor::save);
			return null;
		});
	}

	public void revert() {
		Ui.get(() -> {
			editor.revert();
			return null;
		});
	}

	public void undo() {
		Ui.get(() -> {
			editor.undo();
			return null;
		});
	}

	public void redo() {
		Ui.get(() -> {
			editor.redo();
			return null;
		});
	}

	/** Replaces the whole Source text, as typing there does. */
	public void setSource(String text) {
		Ui.get(() -> {
			var buffer = org.eclipse.core.filebuffers.FileBuffers.getTextFileBufferManager()
					.getTextFileBuffer(file.getFullPath(), org.eclipse.core.filebuffers.LocationKind.IFILE);
			buffer.getDocument().set(text);
			return null;
		});
	}

	/**
	 * Closes the editor and runs the quick fix of the file's {@code ruleId} marker on disk while the lint that closing
	 * started has read the file but not written its markers: the order a busy machine can give by chance, made certain.
	 * The file's lint rule ({@link Markers#lintRule}) is held meanwhile; that lint is caught either queued for the rule
	 * (it reads the file only once it has it) or, had it no rule of its own, running and stopped where its marker write
	 * takes the file's; then the rule goes to the UI thread, which runs the fix and releases it. Returns the closing's
	 * lint job, to join.
	 */
	public Job closeThenQuickFixBeforeItsLint(String ruleId) throws InterruptedException {
		ISchedulingRule rule = Markers.lintRule(file);
		IJobManager jobs = Job.getJobManager();
		String name = "Checking " + file.getName();
		jobs.beginRule(rule, null);
		boolean transferred = false;
		try {
			close();
			Job closing = Waits.value("the lint closing started, queued for or stopped at the file's rule",
					() -> Arrays.stream(jobs.find(null)).filter(j -> j.getName().equals(name)).findFirst().orElse(null),
					j -> j != null && (j.getState() == Job.WAITING && j.getRule() != null && j.getRule().isConflicting(rule)
							|| j.getState() == Job.RUNNING && waitsForARule(j)));
			Thread ui = Display.getDefault().getThread();
			jobs.transferRule(rule, ui);
			transferred = true;
			Ui.get(() -> {
				try {
					runQuickFix(ruleId);
				} finally {
					jobs.endRule(rule);
				}
				return null;
			});
			return closing;
		} finally {
			if (!transferred) {
				jobs.endRule(rule);
			}
		}
	}

	/** Whether a running job's thread is blocked in taking a scheduling rule (a workspace operation's). */
	private static boolean waitsForARule(Job job) {
		Thread t = job.getThread();
		return t != null && (t.getState() == Thread.State.WAITING || t.getState() == Thread.State.TIMED_WAITING)
				&& Arrays.stream(t.getStackTrace()).anyMatch(f -> f.getMethodName().equals("beginRule"));
	}

	/**
	 * Replaces the whole Source text and closes the editor without saving, in one step of the UI thread: the re-lint
	 * the change asks for is still due when the editor goes.
	 */
	public void setSourceAndClose(String text) {
		Ui.get(() -> {
			FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(), LocationKind.IFILE)
					.getDocument().set(text);
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			page.closeEditor(editor, false);
			page.setEditorAreaVisible(false);
			return null;
		});
	}

	public Path screenshot(String name) throws IOException {
		return window.screenshot(name);
	}

	/** Closes the editor without saving and hides the editor area again. */
	public void close() {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			page.closeEditor(editor, false);
			page.setEditorAreaVisible(false);
			return null;
		});
	}
}
