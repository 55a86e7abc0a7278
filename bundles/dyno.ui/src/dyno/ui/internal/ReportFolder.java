package dyno.ui.internal;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;
import org.osgi.service.prefs.Preferences;

/**
 * The folder the Export Report file dialog opens in: the one the last report was written to, while it exists, else
 * the user's home. Left to itself the dialog opens in the working directory, which for the product is its install
 * folder, no place for reports.
 */
public final class ReportFolder {

	private static final String KEY = "exportReport.folder";

	private final Preferences node;

	/** Kept in {@code node} across sessions. */
	public ReportFolder(Preferences node) {
		this.node = node;
	}

	/** The workbench's: in the instance preferences of dyno.ui. */
	static ReportFolder ofWorkbench() {
		return new ReportFolder(InstanceScope.INSTANCE.getNode("dyno.ui"));
	}

	public Path start() {
		String last = node.get(KEY, null);
		return last != null && Files.isDirectory(Path.of(last)) ? Path.of(last)
				: Path.of(System.getProperty("user.home"));
	}

	/** Notes that a report was written to {@code report}: its folder is where the next one is proposed. */
	public void used(Path report) {
		Path folder = report.toAbsolutePath().getParent();
		if (folder == null) {
			return;
		}
		node.put(KEY, folder.toString());
		try {
			node.flush();
		} catch (BackingStoreException e) {
			// Kept for this session still; the next one opens in the home again.
		}
	}
}
