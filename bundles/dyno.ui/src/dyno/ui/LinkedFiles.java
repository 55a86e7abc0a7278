package dyno.ui;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HexFormat;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

/**
 * Workspace files for files that live anywhere on disk (a server's configuration files, JFR recordings), so that
 * markers (the Problems view), file buffers and {@code IFileEditorInput}s work on them. Each folder holding such a
 * file is linked into one hidden project; linking writes nothing into the folders themselves.
 */
public final class LinkedFiles {
	/** The project that holds the links; hidden from the user's views by its leading dot. */
	public static final String PROJECT = ".dyno-files";

	private LinkedFiles() {
	}

	/**
	 * The workspace file of {@code file}: the one an open project already has (in an IDE), else one in the hidden
	 * project, linking its folder on first use.
	 */
	public static synchronized IFile fileFor(Path file) throws CoreException {
		Path absolute = file.toAbsolutePath().normalize();
		for (IFile known : ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(absolute.toUri())) {
			if (known.isAccessible()) {
				return known;
			}
		}
		IProject project = project();
		IFolder folder = project.getFolder(folderName(absolute.getParent()));
		if (!folder.exists()) {
			folder.createLink(IPath.fromPath(absolute.getParent()), IResource.REPLACE | IResource.ALLOW_MISSING_LOCAL,
					null);
		}
		IFile f = folder.getFile(absolute.getFileName().toString());
		f.refreshLocal(IResource.DEPTH_ZERO, null);
		return f;
	}

	/** The file on disk of a workspace file, e.g. the one a marker is on. */
	public static Path pathOf(IFile file) {
		return file.getLocation().toPath();
	}

	private static IProject project() throws CoreException {
		IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
		if (!p.exists()) {
			p.create(null);
		}
		if (!p.isOpen()) {
			p.open(null);
		}
		return p;
	}

	/** The folder's last two names (what the Problems view shows as the path) and a hash that keeps them unique. */
	static String folderName(Path folder) {
		int n = folder.getNameCount();
		String tail = n >= 2 ? folder.getName(n - 2) + "_" + folder.getName(n - 1) : String.valueOf(folder.getFileName());
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(folder.toString().getBytes(StandardCharsets.UTF_8));
			return tail + "_" + HexFormat.of().formatHex(digest, 0, 4);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("the JDK lacks SHA-256", e);
		}
	}
}
