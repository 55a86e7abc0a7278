package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolution2;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.PlatformUI;

import dyno.jboss.ConfigFile;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Fix;
import dyno.ui.LinkedFiles;
import dyno.jboss.ui.internal.markers.Markers;

/**
 * Quick fixes of Dyno's finding markers (Problems view, Source ruler): a marker with a {@code fixLabel} offers that
 * fix. Markers cannot hold the fix itself, so applying one lints the file's current contents again and takes the
 * fix of the same rule at the same line; an open file is fixed in its editor, a closed one on disk.
 */
public final class FindingResolutions implements IMarkerResolutionGenerator2 {

	@Override
	public boolean hasResolutions(IMarker marker) {
		return !marker.getAttribute(Markers.FIX, "").isEmpty() && marker.getResource() instanceof IFile;
	}

	@Override
	public IMarkerResolution[] getResolutions(IMarker marker) {
		return hasResolutions(marker) ? new IMarkerResolution[] { new Resolution(marker) } : new IMarkerResolution[0];
	}

	/** The fix of the finding a marker stands for, found by linting the file's current contents again. */
	static Optional<Fix> fixOf(IMarker marker) throws IOException {
		IFile file = (IFile) marker.getResource();
		Path path = LinkedFiles.pathOf(file);
		ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(),
				LocationKind.IFILE);
		byte[] contents;
		String text;
		if (buffer != null) {
			Charset cs = Charset.forName(buffer.getEncoding());
			text = buffer.getDocument().get();
			contents = text.getBytes(cs);
		} else {
			contents = Files.readAllBytes(path);
			text = new String(contents, StandardCharsets.ISO_8859_1);
		}
		Optional<ConfigFile> config = DocumentText.configFile(path, text, StandardCharsets.ISO_8859_1);
		if (config.isEmpty()) {
			return Optional.empty();
		}
		List<Finding> now = Hints.lint(ServerOfFile.of(config.get()), config.get(), contents);
		String rule = Markers.ruleId(marker);
		int line = marker.getAttribute(IMarker.LINE_NUMBER, 0);
		String label = marker.getAttribute(Markers.FIX, "");
		return now.stream().filter(f -> f.rule().id().equals(rule) && f.line() == line).flatMap(f -> f.fix().stream())
				.findFirst()
				.or(() -> now.stream().filter(f -> f.rule().id().equals(rule)).flatMap(f -> f.fix().stream())
						.filter(fix -> fix.label().equals(label)).findFirst());
	}

	private static final class Resolution implements IMarkerResolution2 {
		private final String label;
		private final String description;

		Resolution(IMarker marker) {
			label = marker.getAttribute(Markers.FIX, "");
			description = marker.getAttribute(IMarker.MESSAGE, "");
		}

		@Override
		public String getLabel() {
			return label;
		}

		@Override
		public String getDescription() {
			return description;
		}

		@Override
		public Image getImage() {
			return null;
		}

		@Override
		public void run(IMarker marker) {
			try {
				Optional<Fix> fix = fixOf(marker);
				if (fix.isEmpty()) {
					MessageDialog.openInformation(PlatformUI.getWorkbench().getModalDialogShellProvider().getShell(),
							"Quick fix", "The file changed since this hint was found: it no longer applies.");
					return;
				}
				OpenEditors.applyAnywhere((IFile) marker.getResource(), fix.get());
			} catch (IOException | CoreException | RuntimeException e) {
				MessageDialog.openError(PlatformUI.getWorkbench().getModalDialogShellProvider().getShell(),
						"Quick fix", "Cannot apply \"" + label + "\": " + e.getMessage());
			}
		}
	}
}
