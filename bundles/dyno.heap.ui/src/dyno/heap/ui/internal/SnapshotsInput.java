package dyno.heap.ui.internal;

import java.nio.file.Path;
import java.util.List;

import dyno.core.Plural;
import dyno.ui.TransientInput;

/**
 * Snapshot files for the diff or the leak finder, oldest first; two inputs of the same files are equal, so a
 * series has one editor of each kind.
 */
public class SnapshotsInput extends TransientInput {

	private final List<Path> files;

	public SnapshotsInput(List<Path> files) {
		this.files = List.copyOf(files);
	}

	public List<Path> files() {
		return files;
	}

	@Override
	protected Object key() {
		return files;
	}

	/** The JVM's folder name when all files are of one JVM, else the number of JVMs. */
	@Override
	public String getName() {
		long folders = files.stream().map(Path::getParent).distinct().count();
		String of = folders == 1 ? String.valueOf(files.get(0).getParent().getFileName()) : Plural.of(folders, "JVM");
		return Plural.of(files.size(), "snapshot") + " of " + of;
	}

	@Override
	public String getToolTipText() {
		return String.join("\n", files.stream().map(Path::toString).toList());
	}
}
