package dyno.heap.ui.internal.snapshots;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;

/** The Snapshots view's tree: one node per JVM (a folder of the store), its snapshots below, oldest first. */
final class SnapshotTree implements ITreeContentProvider {

	/** The snapshots of one JVM: the store's folder named by the JVM's key. */
	record Series(Path folder, List<Path> files) {
		String label() {
			return folder.getFileName() + "  (" + files.size() + (files.size() == 1 ? " snapshot)" : " snapshots)");
		}

		/** The same JVM's node before and after new snapshots, so the tree keeps it expanded and selected. */
		@Override
		public boolean equals(Object o) {
			return o instanceof Series other && other.folder.equals(folder);
		}

		@Override
		public int hashCode() {
			return folder.hashCode();
		}
	}

	private static final DateTimeFormatter FILE_STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");
	private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

	/** The store's files (newest last) grouped by folder, in the order of each folder's first file. */
	static List<Series> group(List<Path> files) {
		Map<Path, List<Path>> byFolder = new LinkedHashMap<>();
		for (Path f : files) {
			byFolder.computeIfAbsent(f.getParent(), k -> new ArrayList<>()).add(f);
		}
		List<Series> out = new ArrayList<>();
		byFolder.forEach((folder, list) -> out.add(new Series(folder, List.copyOf(list))));
		return out;
	}

	@Override
	public Object[] getElements(Object input) {
		return ((List<?>) input).toArray();
	}

	@Override
	public Object[] getChildren(Object parent) {
		return parent instanceof Series s ? s.files().toArray() : new Object[0];
	}

	@Override
	public Object getParent(Object element) {
		return null;
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof Series;
	}

	/** A snapshot's time from its file name as the store writes it; the name itself for other files. */
	static String label(Path file) {
		String name = file.getFileName().toString();
		String stem = name.endsWith(".histo") ? name.substring(0, name.length() - ".histo".length()) : name;
		try {
			return LocalDateTime.parse(stem, FILE_STAMP).format(SHOWN);
		} catch (DateTimeParseException e) {
			return name;
		}
	}

	static final class Labels extends LabelProvider {
		@Override
		public String getText(Object element) {
			if (element instanceof Series s) {
				return s.label();
			}
			return element instanceof Path p ? label(p) : String.valueOf(element);
		}
	}
}
