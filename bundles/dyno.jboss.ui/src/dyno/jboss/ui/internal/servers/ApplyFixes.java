package dyno.jboss.ui.internal.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.history.UnifiedDiff;
import dyno.jboss.rules.Fix;
import dyno.jboss.ui.internal.editor.OpenEditors;
import dyno.ui.LinkedFiles;

/**
 * The preview and the application of chosen fixes, file by file: all fixes of a file are applied to one document
 * and saved once (minimal diff, atomic, {@code .dyno-orig} backup), then the tuning history hears of the save.
 */
final class ApplyFixes {

	private ApplyFixes() {
	}

	/** The chosen fixes grouped by file, in the order of first appearance. */
	static Map<ConfigFile, List<Fix>> byFile(List<SafeFixes.Candidate> chosen) {
		Map<ConfigFile, List<Fix>> out = new LinkedHashMap<>();
		for (SafeFixes.Candidate c : chosen) {
			out.computeIfAbsent(c.finding().file(), f -> new ArrayList<>()).add(c.finding().fix().orElseThrow());
		}
		return out;
	}

	/** The unified diff of every file the chosen fixes change, paths relative to {@code home}. */
	static String preview(Path home, List<SafeFixes.Candidate> chosen) throws IOException {
		StringBuilder out = new StringBuilder();
		for (Map.Entry<ConfigFile, List<Fix>> e : byFile(chosen).entrySet()) {
			ConfigFile file = e.getKey();
			byte[] before = Files.readAllBytes(file.path());
			ConfigDocument doc = ConfigFiles.parse(file, before);
			e.getValue().forEach(f -> f.apply(doc));
			out.append(UnifiedDiff.of(shown(home, file.path()), before, doc.toBytes()));
		}
		return out.toString();
	}

	/**
	 * Applies the chosen fixes (any thread but the UI's): a file open in an editor gets them in the editor's
	 * document (undoable, saved when the user saves); any other file through the engine, saved at once and announced
	 * to {@link dyno.jboss.ui.ConfigSaves}. Returns the files saved; the open ones are in {@code edited}.
	 */
	static List<Path> apply(List<SafeFixes.Candidate> chosen, List<Path> edited) throws IOException {
		List<Path> saved = new ArrayList<>();
		for (Map.Entry<ConfigFile, List<Fix>> e : byFile(chosen).entrySet()) {
			ConfigFile file = e.getKey();
			IFile workspaceFile;
			try {
				workspaceFile = LinkedFiles.fileFor(file.path());
			} catch (CoreException ex) {
				throw new IOException("cannot link " + file.path() + " into the workspace: " + ex.getMessage(), ex);
			}
			if (inEditor(workspaceFile, e.getValue())) {
				edited.add(file.path());
				continue;
			}
			try {
				OpenEditors.saveFixed(workspaceFile, file, Files.readAllBytes(file.path()), e.getValue());
			} catch (CoreException ex) {
				throw new IOException("saved " + file.path() + " but cannot refresh the workspace: " + ex.getMessage(), ex);
			}
			saved.add(file.path());
		}
		return saved;
	}

	/** Applies the fixes in the file's open editor, if it has one; false when it is not open. */
	private static boolean inEditor(IFile file, List<Fix> fixes) throws IOException {
		try {
			if (!OpenEditors.apply(file, fixes.get(0))) {
				return false;
			}
			fixes.subList(1, fixes.size()).forEach(f -> OpenEditors.apply(file, f));
			return true;
		} catch (IllegalStateException e) {
			throw new IOException(e.getMessage(), e);
		}
	}

	private static String shown(Path home, Path file) {
		Path abs = file.toAbsolutePath().normalize();
		return (abs.startsWith(home) ? home.relativize(abs) : abs).toString().replace('\\', '/');
	}
}
