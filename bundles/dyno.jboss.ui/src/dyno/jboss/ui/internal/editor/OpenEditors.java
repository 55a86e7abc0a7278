package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.ConfigSyntaxException;
import dyno.jboss.rules.Fix;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.markers.Markers;
import dyno.ui.LinkedFiles;

/**
 * Applies fixes to files that are open in an editor through the editor's document, so the fix is an undoable edit
 * the user sees (and saves) there, instead of a write to disk under an editor that would then be stale.
 */
public final class OpenEditors {

	private OpenEditors() {
	}

	/**
	 * Applies {@code fix} to the open editor of {@code file}, if there is one (any thread; the edit runs on the UI
	 * thread). The editor becomes dirty; saving is the user's choice.
	 *
	 * @return true when an open editor took the edit; false when the file is not open (apply it through the engine:
	 *         {@code ConfigFiles.read}, {@code Fix.apply}, {@code ConfigFiles.save}, {@code ConfigSaves.fire})
	 * @throws IllegalStateException when the file is open but its text does not parse (the message names line and
	 *         column), or the fix no longer fits the text; nothing is changed then
	 */
	public static boolean apply(IFile file, Fix fix) {
		Display display = PlatformUI.getWorkbench().getDisplay();
		if (Display.getCurrent() == display) {
			return applyHere(file, fix);
		}
		AtomicBoolean taken = new AtomicBoolean();
		AtomicReference<RuntimeException> failure = new AtomicReference<>();
		display.syncExec(() -> {
			try {
				taken.set(applyHere(file, fix));
			} catch (RuntimeException e) {
				failure.set(e);
			}
		});
		if (failure.get() != null) {
			throw failure.get();
		}
		return taken.get();
	}

	/**
	 * Applies {@code fix} to {@code file} wherever it is: through its open editor (unsaved, undoable), else through
	 * the engine on disk: read, fix, save (minimal diff, {@code .dyno-orig} backup), {@link dyno.jboss.ui.ConfigSaves#fire}, refresh
	 * the workspace file and its markers. Any thread; slow for a closed file (reads and lints it): not on the UI
	 * thread then.
	 *
	 * @return true when an open editor took the edit, false when it was saved to disk
	 */
	public static boolean applyAnywhere(IFile file, Fix fix) throws IOException, CoreException {
		if (apply(file, fix)) {
			return true;
		}
		Path path = LinkedFiles.pathOf(file);
		IOException[] failed = new IOException[1];
		// the fixed bytes and their markers in one step: a lint of the bytes before (the closed editor's) waits
		file.getWorkspace().run(monitor -> {
			try {
				byte[] before = Files.readAllBytes(path);
				ConfigFile config = DocumentText.configFile(path, new String(before, StandardCharsets.ISO_8859_1),
						StandardCharsets.ISO_8859_1)
						.orElseThrow(() -> new IOException(path + " is not a configuration file Dyno knows"));
				byte[] after = saveFixed(file, config, before, List.of(fix));
				Markers.update(file, Hints.lint(ServerOfFile.of(config), config, after));
			} catch (IOException e) {
				failed[0] = e;
			}
		}, Markers.lintRule(file), 0, null);
		if (failed[0] != null) {
			throw failed[0];
		}
		return false;
	}

	/**
	 * Applies {@code fixes} to a file no editor has open, {@code before} being its bytes: saves it (minimal diff,
	 * {@code .dyno-orig} backup), refreshes its workspace file and tells {@link dyno.jboss.ui.ConfigSaves} when the bytes changed.
	 * Returns the bytes now on disk.
	 *
	 * @throws CoreException when the file is saved but its workspace file cannot be refreshed
	 */
	public static byte[] saveFixed(IFile file, ConfigFile config, byte[] before, List<Fix> fixes)
			throws IOException, CoreException {
		ConfigDocument doc = ConfigFiles.parse(config, before);
		fixes.forEach(f -> f.apply(doc));
		ConfigFiles.save(config, doc);
		byte[] after = doc.toBytes(); // what save wrote (nothing, when no fix changed a byte)
		file.refreshLocal(IResource.DEPTH_ZERO, null);
		if (!Arrays.equals(before, after)) {
			JBossUiPlugin.configSaves().fire(config, before, after);
		}
		return after;
	}

	/** Whether {@code file} is open in an editor of some workbench window (UI thread). */
	public static boolean isOpen(IFile file) {
		IWorkbench workbench = PlatformUI.getWorkbench();
		FileEditorInput input = new FileEditorInput(file);
		for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
			for (IWorkbenchPage page : window.getPages()) {
				IEditorPart editor = page.findEditor(input);
				if (editor != null) {
					return true;
				}
			}
		}
		return false;
	}

	private static boolean applyHere(IFile file, Fix fix) {
		if (!isOpen(file)) {
			return false;
		}
		// every editor of a workspace file (ours and a plain text editor alike) shares the file buffer's document
		ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(),
				LocationKind.IFILE);
		if (buffer == null) {
			return false;
		}
		Charset charset = Charset.forName(buffer.getEncoding());
		String text = buffer.getDocument().get();
		ConfigFile config = DocumentText.configFile(LinkedFiles.pathOf(file), text, charset).orElseThrow(
				() -> new IllegalStateException(file.getName() + " is not a configuration file Dyno knows"));
		try {
			new DocumentText(config, buffer.getDocument(), charset).edit(fix::apply);
		} catch (ConfigSyntaxException e) {
			throw new IllegalStateException("cannot apply \"" + fix.label() + "\": the open editor's text of "
					+ file.getName() + " does not parse (" + e.getMessage() + "); correct it there first", e);
		}
		return true;
	}
}
