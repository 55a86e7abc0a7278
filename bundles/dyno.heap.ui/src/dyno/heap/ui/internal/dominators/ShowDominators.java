package dyno.heap.ui.internal.dominators;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * The Leak Finder's Show Dominators: a suspect class's biggest keepers in the dominator tree of the JVM's latest heap
 * dump (the newest HPROF file next to its snapshots, where Find Holders writes them), or of a file the user picks.
 */
public final class ShowDominators {

	private ShowDominators() {
	}

	/** @param series the class's snapshot files */
	public static void of(Shell shell, String className, List<Path> series) {
		Optional<Path> latest = series.isEmpty() ? Optional.empty() : latestDump(series.get(series.size() - 1).getParent());
		Path dump = latest.orElseGet(() -> {
			FileDialog d = new FileDialog(shell, SWT.OPEN);
			d.setText("Dominators of " + className + ": heap dump");
			d.setFilterExtensions(new String[] { "*.hprof;*.hprof.gz", "*" });
			String chosen = d.open();
			return chosen == null ? null : Path.of(chosen);
		});
		if (dump != null) {
			DominatorTreeEditor.open(dump, className);
		}
	}

	private static Optional<Path> latestDump(Path folder) {
		if (folder == null || !Files.isDirectory(folder)) {
			return Optional.empty();
		}
		try (Stream<Path> files = Files.list(folder)) {
			return files.filter(f -> f.getFileName().toString().endsWith(".hprof"))
					.max(Comparator.comparingLong(f -> f.toFile().lastModified()));
		} catch (IOException e) {
			return Optional.empty(); // an unreadable folder has no dump to offer: the user picks one
		}
	}
}
