package dyno.heap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jvm.ClassHistogram;

/**
 * Reads histogram text that a JDK tool wrote: {@code jmap -histo} of JDK 5 to 25, {@code jcmd <pid>
 * GC.class_histogram}. Whether a full GC ran first cannot be told from the text: {@code jcmd} and
 * {@code jmap -histo:live} run one, plain {@code jmap -histo} does not; an import says "not after a full GC".
 */
public final class HistogramImport {

	/** jcmd's first line names the process it asked. */
	private static final Pattern JCMD_PID = Pattern.compile("\\A\\s*(\\d+):\\s*\\R");

	private HistogramImport() {
	}

	/**
	 * @param jvm whose histogram it is; null when not known: then the file name stands for the JVM (and the pid
	 *            when jcmd printed it)
	 * @return the snapshot, taken at the file's modification time
	 * @throws IllegalArgumentException when the text is not a histogram (the message names the file and line)
	 */
	public static Snapshot read(Path file, JvmIdentity jvm) throws IOException {
		return read(file, jvm, Files.getLastModifiedTime(existing(file)).toMillis());
	}

	/** As {@link #read(Path, JvmIdentity)}, taken at {@code time} (epoch milliseconds). */
	public static Snapshot read(Path file, JvmIdentity jvm, long time) throws IOException {
		String text = text(Files.readAllBytes(existing(file)));
		ClassHistogram histogram;
		try {
			histogram = ClassHistogram.parse(text, time);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
		}
		String name = file.getFileName().toString();
		JvmIdentity identity = jvm != null ? jvm : JvmIdentity.ofFile(name, pid(text));
		return new Snapshot(Snapshot.FORMAT_VERSION, time, identity, false, "import: " + name, rows(histogram));
	}

	/** The histogram's rows as a snapshot's rows. */
	static List<ClassRow> rows(ClassHistogram histogram) {
		List<ClassRow> rows = new ArrayList<>(histogram.rows().size());
		for (ClassHistogram.Row r : histogram.rows()) {
			rows.add(new ClassRow(r.className(), r.module(), r.instances(), r.bytes()));
		}
		return rows;
	}

	private static Path existing(Path file) throws IOException {
		if (!Files.isRegularFile(file)) {
			throw new NoSuchFileException(file.toString(), null, "no such file");
		}
		return file;
	}

	/** jcmd writes UTF-8; jmap of old JDKs wrote the platform charset: Latin-1 reads any byte. */
	private static String text(byte[] bytes) {
		try {
			return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.decode(ByteBuffer.wrap(bytes)).toString();
		} catch (CharacterCodingException e) {
			return new String(bytes, StandardCharsets.ISO_8859_1);
		}
	}

	private static long pid(String text) {
		Matcher m = JCMD_PID.matcher(text);
		return m.find() ? Long.parseLong(m.group(1)) : -1;
	}
}
