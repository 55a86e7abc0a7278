package dyno.heap.ui.internal.snapshots;

import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;

import dyno.core.Plural;

/** The Snapshots view's tree: one node per JVM (a folder of the store), its snapshots below, oldest first. */
final class SnapshotTree implements ITreeContentProvider {

	/** The snapshots of one JVM: the store's folder named by the JVM's key. */
	record Series(Path folder, List<Path> files) {
		String label() {
			return jvm(folder.getFileName().toString()) + "  (" + Plural.of(files.size(), "snapshot") + ")";
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

	/** A JVM's folder name as the store makes it from its identity: {@code host-pid-mainClass-startTime}. */
	private static final Pattern JVM_KEY = Pattern.compile("(.+?)-(-?\\d+)-(.+)-(\\d+)");
	private static final DateTimeFormatter STARTED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
	private static final DateTimeFormatter TIME_OF_DAY = DateTimeFormatter.ofPattern("HH:mm:ss");
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
		// A series equals any other of its folder: the viewer finds the node by it and expands it to reveal a file.
		return element instanceof Path file ? new Series(file.getParent(), List.of()) : null;
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof Series;
	}

	/**
	 * "dyno.samples.Leaky, pid 4711 on localhost, started 20:15:42" (the date too when not today) from a JVM's
	 * folder name; an imported file's name with "(imported)"; the folder name itself when it is none of the store's.
	 */
	static String jvm(String folder) {
		Matcher m = JVM_KEY.matcher(folder);
		if (!m.matches()) {
			return folder;
		}
		if (m.group(1).equals("imported")) {
			return m.group(3) + " (imported)";
		}
		long started = Long.parseLong(m.group(4));
		String pid = Long.parseLong(m.group(2)) > 0 ? ", pid " + m.group(2) : "";
		if (m.group(3).equals("unknown")) {
			return m.group(1) + pid; // a heap dump's histogram: the dump's file name stands for the JVM
		}
		return m.group(3) + pid + " on " + m.group(1) + (started == 0 ? "" : ", started " + started(started));
	}

	/** The time of day for a JVM started today, else the date too. */
	private static String started(long epochMillis) {
		LocalDateTime t = LocalDateTime.ofInstant(Instant.ofEpochMilli(epochMillis), ZoneId.systemDefault());
		return (t.toLocalDate().equals(LocalDate.now()) ? TIME_OF_DAY : STARTED).format(t);
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
