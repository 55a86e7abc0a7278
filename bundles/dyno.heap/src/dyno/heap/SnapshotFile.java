package dyno.heap;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes snapshots as {@code .histo} files: UTF-8 text, the line {@code dyno-snapshot 1}, header lines
 * {@code key: value}, a blank line, then one line per class {@code instances<TAB>bytes<TAB>class<TAB>module}.
 * The format is described for other tools in {@code SNAPSHOT-FORMAT.md} of this bundle.
 */
public final class SnapshotFile {

	/** The file name extension of snapshot files. */
	public static final String EXTENSION = ".histo";
	static final String MAGIC = "dyno-snapshot";

	private SnapshotFile() {
	}

	/** Writes the file whole or not at all (through a temporary file beside it, then a move). */
	public static void write(Snapshot snapshot, Path file) throws IOException {
		Path dir = file.toAbsolutePath().getParent();
		Files.createDirectories(dir);
		Path temp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
		try {
			try (BufferedWriter w = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
				w.write(MAGIC + " " + Snapshot.FORMAT_VERSION + "\n");
				for (Map.Entry<String, String> h : header(snapshot).entrySet()) {
					w.write(h.getKey() + ": " + oneLine(h.getValue()) + "\n");
				}
				w.write("\n");
				for (ClassRow r : snapshot.rows()) {
					w.write(r.instances() + "\t" + r.bytes() + "\t" + r.className() + "\t" + r.module() + "\n");
				}
			}
			Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} finally {
			Files.deleteIfExists(temp);
		}
	}

	private static Map<String, String> header(Snapshot s) {
		JvmIdentity jvm = s.jvm();
		Map<String, String> h = new LinkedHashMap<>();
		h.put("time", Instant.ofEpochMilli(s.time()).toString());
		h.put("host", jvm.host());
		h.put("pid", Long.toString(jvm.pid()));
		h.put("main-class", jvm.mainClass());
		h.put("jdk", jvm.jdk());
		h.put("jvm-start", Instant.ofEpochMilli(jvm.startTime()).toString());
		h.put("after-full-gc", Boolean.toString(s.afterFullGc()));
		h.put("source", s.source());
		h.put("classes", Integer.toString(s.rows().size()));
		h.put("total-instances", Long.toString(s.totalInstances()));
		h.put("total-bytes", Long.toString(s.totalBytes()));
		return h;
	}

	/** Header values are one line each; a line break in a file name must not start a new header line. */
	private static String oneLine(String value) {
		return value.replaceAll("[\\r\\n\\t]", " ");
	}

	/** Whether the file starts like a snapshot file (any version), as opposed to histogram text. */
	public static boolean isSnapshot(Path file) throws IOException {
		try (InputStream in = Files.newInputStream(file)) {
			byte[] start = in.readNBytes(MAGIC.length());
			return new String(start, StandardCharsets.UTF_8).equals(MAGIC);
		} catch (NoSuchFileException e) {
			throw new IOException(file + ": no such file", e);
		}
	}

	/**
	 * A snapshot file, or else histogram text ({@code jmap -histo}, {@code jcmd GC.class_histogram}) through
	 * {@link HistogramImport}: what the command line and the workbench accept wherever a snapshot is asked for.
	 */
	public static Snapshot readAny(Path file) throws IOException {
		return isSnapshot(file) ? read(file) : HistogramImport.read(file, null);
	}

	/**
	 * @throws IOException              when the file cannot be read
	 * @throws IllegalArgumentException when it is not a snapshot file of a version this code reads, or a line is
	 *                                  malformed (the message names the file and the line)
	 */
	public static Snapshot read(Path file) throws IOException {
		try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			return new Reader(file, r).read();
		} catch (NoSuchFileException e) {
			throw new IOException(file + ": no such file", e);
		} catch (java.nio.charset.MalformedInputException e) {
			throw new IllegalArgumentException(file + ": not a Dyno snapshot file (not UTF-8 text)", e);
		}
	}

	/** One pass over the lines, counting them for messages. */
	private static final class Reader {
		private final Path file;
		private final BufferedReader in;
		private int lineNumber;

		Reader(Path file, BufferedReader in) {
			this.file = file;
			this.in = in;
		}

		Snapshot read() throws IOException {
			int version = version(next());
			Map<String, String> header = new LinkedHashMap<>();
			String line;
			while ((line = next()) != null && !line.isEmpty()) {
				int colon = line.indexOf(": ");
				if (colon <= 0) {
					throw malformed("a header line 'key: value'", line);
				}
				header.put(line.substring(0, colon), line.substring(colon + 2));
			}
			List<ClassRow> rows = new ArrayList<>();
			while ((line = next()) != null) {
				if (!line.isEmpty()) {
					rows.add(row(line));
				}
			}
			JvmIdentity jvm = new JvmIdentity(header.getOrDefault("host", ""), number(header, "pid", -1),
					header.getOrDefault("main-class", ""), header.getOrDefault("jdk", ""),
					instant(header, "jvm-start"));
			Snapshot s = new Snapshot(version, instant(header, "time"), jvm,
					Boolean.parseBoolean(header.get("after-full-gc")), header.getOrDefault("source", ""), rows);
			checkCounts(header, s);
			return s;
		}

		private String next() throws IOException {
			String line = in.readLine();
			if (line != null) {
				lineNumber++;
			}
			return line;
		}

		private int version(String first) {
			if (first == null || !first.startsWith(MAGIC + " ")) {
				throw new IllegalArgumentException(file + ": not a Dyno snapshot file (it does not start with '"
						+ MAGIC + " <version>')");
			}
			int version;
			try {
				version = Integer.parseInt(first.substring(MAGIC.length() + 1).strip());
			} catch (NumberFormatException e) {
				throw malformed("'" + MAGIC + " <version>'", first);
			}
			if (version > Snapshot.FORMAT_VERSION || version < 1) {
				throw new IllegalArgumentException(file + " is a snapshot file of format version " + version
						+ ", but this Dyno reads format version " + Snapshot.FORMAT_VERSION
						+ (version > Snapshot.FORMAT_VERSION ? " (written by a newer Dyno: update Dyno to read it)" : ""));
			}
			return version;
		}

		private ClassRow row(String line) {
			String[] f = line.split("\t", -1);
			if (f.length < 3 || f.length > 4 || f[2].isEmpty()) {
				throw malformed("'instances<TAB>bytes<TAB>class<TAB>module'", line);
			}
			try {
				long instances = Long.parseLong(f[0]);
				long bytes = Long.parseLong(f[1]);
				if (instances < 0 || bytes < 0) {
					throw malformed("counts of zero or more", line);
				}
				return new ClassRow(f[2], f.length == 4 ? f[3] : "", instances, bytes);
			} catch (NumberFormatException e) {
				throw malformed("'instances<TAB>bytes<TAB>class<TAB>module' with whole numbers", line);
			}
		}

		private long number(Map<String, String> header, String key, long orElse) {
			String v = header.get(key);
			if (v == null) {
				return orElse;
			}
			try {
				return Long.parseLong(v.strip());
			} catch (NumberFormatException e) {
				throw new IllegalArgumentException(file + ": header '" + key + "' is not a whole number: '" + v + "'");
			}
		}

		private long instant(Map<String, String> header, String key) {
			String v = header.get(key);
			if (v == null) {
				return 0;
			}
			try {
				return Instant.parse(v.strip()).toEpochMilli();
			} catch (DateTimeParseException e) {
				throw new IllegalArgumentException(file + ": header '" + key + "' is not an ISO-8601 time such as "
						+ "2026-11-23T19:50:00.123Z: '" + v + "'");
			}
		}

		/** The header's counts say how many rows were written: fewer means the file was cut off. */
		private void checkCounts(Map<String, String> header, Snapshot s) {
			long classes = number(header, "classes", s.rows().size());
			long bytes = number(header, "total-bytes", s.totalBytes());
			if (classes != s.rows().size() || bytes != s.totalBytes()) {
				throw new IllegalArgumentException(file + ": the header says " + classes + " classes and " + bytes
						+ " bytes, the rows hold " + s.rows().size() + " classes and " + s.totalBytes()
						+ " bytes (the file is cut off or was edited)");
			}
		}

		private IllegalArgumentException malformed(String expected, String line) {
			String shown = line.length() > 80 ? line.substring(0, 77) + "..." : line;
			return new IllegalArgumentException(file + ", line " + lineNumber + ": expected " + expected
					+ ", found '" + shown + "'");
		}
	}
}
