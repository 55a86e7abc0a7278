package dyno.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import dyno.core.DynoFolders;
import dyno.profile.internal.Chunks;

/**
 * The folder where Dyno keeps the recordings it fetches: one sub-folder per JVM, one {@code .jfr} file per
 * recording named by the time it was fetched in UTC ({@code 20261123-221500.jfr}), so names sort in time order.
 */
public final class RecordingStore {

	/** The system property that moves the default store. */
	public static final String PROPERTY = DynoFolders.Store.RECORDINGS.property;
	/** The environment variable that moves it when the property is not set (for {@code ./dyno}). */
	public static final String VARIABLE = DynoFolders.Store.RECORDINGS.variable;
	public static final String EXTENSION = ".jfr";
	private static final DateTimeFormatter FILE_NAME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
			.withZone(ZoneOffset.UTC);

	private final Path root;

	public RecordingStore(Path root) {
		this.root = root.toAbsolutePath().normalize();
	}

	/** {@code ~/.dyno/recordings}, or the folder that {@link #PROPERTY} or {@link #VARIABLE} names. */
	public static RecordingStore defaultStore() {
		return new RecordingStore(DynoFolders.Store.RECORDINGS.folder());
	}

	public Path root() {
		return root;
	}

	/**
	 * A new, not yet existing file for a recording of {@code jvm} fetched at {@code time}; its folder is created.
	 *
	 * @param jvm names the JVM, e.g. a target's label ("pid 4711", "jmx app1:9010"); made safe as a folder name
	 */
	public Path newFile(String jvm, Instant time) throws IOException {
		Path dir = Files.createDirectories(root.resolve(folderName(jvm)));
		return DynoFolders.freeFile(dir, FILE_NAME.format(time), EXTENSION);
	}

	/**
	 * A JVM's folder name: letters, digits, dots and dashes, everything else a dash; never starting or ending with
	 * either (no hidden folder, no "..").
	 */
	public static String folderName(String jvm) {
		String name = jvm.strip().replaceAll("[^A-Za-z0-9.]+", "-").replaceAll("^[-.]+|[-.]+$", "");
		return name.isEmpty() ? "jvm" : name;
	}

	/** A recording of the store and when it starts and ends. */
	public record Stored(Path file, Instant start, Instant end) {

		/** How long it overlaps the span from {@code from} to {@code to}; zero when not at all. */
		public Duration overlap(Instant from, Instant to) {
			Instant a = start.isAfter(from) ? start : from;
			Instant b = end.isBefore(to) ? end : to;
			return a.isBefore(b) ? Duration.between(a, b) : Duration.ZERO;
		}
	}

	/**
	 * The recordings of {@code jvm} (a target's label, as {@link #newFile} takes it), oldest first, each with its
	 * span from its chunk headers; files that are no complete recording are left out.
	 */
	public List<Stored> recordingsOf(String jvm) throws IOException {
		Path dir = root.resolve(folderName(jvm));
		List<Stored> out = new ArrayList<>();
		if (!Files.isDirectory(dir)) {
			return out;
		}
		for (Path file : DynoFolders.filesIn(dir, EXTENSION)) {
			try {
				long[] span = Chunks.span(file);
				out.add(new Stored(file, nanos(span[0]), nanos(span[1])));
			} catch (IOException e) {
				// a recording still being fetched, or cut off: nothing to open
			}
		}
		out.sort(Comparator.comparing(Stored::start));
		return out;
	}

	private static Instant nanos(long epochNanos) {
		return Instant.ofEpochSecond(0, epochNanos);
	}

	/**
	 * The recording of {@code jvm} that covers most of the span from {@code from} to {@code to}; empty when none
	 * overlaps it.
	 */
	public Optional<Stored> covering(String jvm, Instant from, Instant to) throws IOException {
		return recordingsOf(jvm).stream().filter(s -> !s.overlap(from, to).isZero())
				.max(Comparator.comparing((Stored s) -> s.overlap(from, to)).thenComparing(Stored::start));
	}

	/**
	 * The last recording of {@code jvm} that ended at or before {@code at}: the one before a tuning change, say;
	 * empty when there is none.
	 */
	public Optional<Stored> lastBefore(String jvm, Instant at) throws IOException {
		return recordingsOf(jvm).stream().filter(s -> !s.end().isAfter(at)).max(Comparator.comparing(Stored::end));
	}

	/** The first recording of {@code jvm} that started at or after {@code at}; empty when there is none. */
	public Optional<Stored> firstAfter(String jvm, Instant at) throws IOException {
		return recordingsOf(jvm).stream().filter(s -> !s.start().isBefore(at)).min(Comparator.comparing(Stored::start));
	}

	/** Every recording of the store, oldest first (by the time in its name, then its folder). */
	public List<Path> list() throws IOException {
		return DynoFolders.filesByName(root, EXTENSION);
	}
}
