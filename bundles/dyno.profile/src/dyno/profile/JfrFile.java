package dyno.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.openjdk.jmc.common.item.IMemberAccessor;
import org.openjdk.jmc.common.item.IItem;
import org.openjdk.jmc.common.item.IItemCollection;
import org.openjdk.jmc.common.item.IItemFilter;
import org.openjdk.jmc.common.item.IItemIterable;
import org.openjdk.jmc.common.item.ItemFilters;
import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.common.unit.UnitLookup;
import org.openjdk.jmc.flightrecorder.JfrAttributes;
import org.openjdk.jmc.flightrecorder.CouldNotLoadRecordingException;
import org.openjdk.jmc.flightrecorder.JfrLoaderToolkit;
import org.openjdk.jmc.flightrecorder.jdk.JdkAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkTypeIDs;
import org.openjdk.jmc.flightrecorder.rules.util.RulesToolkit;

import dyno.profile.internal.Chunks;
import dyno.profile.internal.Quantities;

/**
 * A {@code .jfr} recording read into memory with JMC's parser: its events ({@link #items()}), time span and event
 * types. The analyses ({@link ExecutionProfile}, {@link AllocationProfile}, {@link ContentionProfile},
 * {@link JfrRules}) work on it; it can be shared between threads once loaded.
 */
public final class JfrFile {

	/**
	 * JMC 9.1.2's parser warns once per load that JDK 25's thread type has a field ({@code virtual}) it does not
	 * model; the field is not needed, and the warning would reach every CLI user's terminal and the workbench log.
	 * Kept in a field: the logging framework holds loggers weakly, and a collected one forgets its level.
	 */
	private static final Logger FIELD_WARNINGS = Logger
			.getLogger("org.openjdk.jmc.flightrecorder.internal.parser.v1.ValueReaders$ReflectiveReader");

	static {
		FIELD_WARNINGS.setLevel(Level.SEVERE);
	}

	private final Path path;
	private final IItemCollection items;
	private final Instant start;
	private final Instant end;
	private final Set<String> eventTypes;
	private final TimeRange range;
	/** The whole recording a range is taken of: itself when it is whole. */
	private final JfrFile whole;

	private JfrFile(Path path, IItemCollection items) {
		IQuantity first = RulesToolkit.getEarliestStartTime(items);
		IQuantity last = RulesToolkit.getLatestEndTime(items);
		this.path = path;
		this.items = items;
		this.start = first == null ? null : Quantities.instant(first);
		this.end = last == null ? null : Quantities.instant(last);
		this.eventTypes = typesOf(items);
		this.range = TimeRange.ALL;
		this.whole = this;
	}

	private JfrFile(JfrFile whole, TimeRange range, IItemCollection items, Instant start, Instant end) {
		this.path = whole.path;
		this.items = items;
		this.start = start;
		this.end = end;
		this.eventTypes = typesOf(items);
		this.range = range;
		this.whole = whole;
	}

	private static Set<String> typesOf(IItemCollection items) {
		Set<String> types = new TreeSet<>();
		for (IItemIterable it : items) {
			if (it.hasItems()) {
				types.add(it.getType().getIdentifier());
			}
		}
		return Set.copyOf(types);
	}

	/**
	 * Reads a recording.
	 *
	 * @throws IOException naming the file and the cause when it is missing, no JFR recording, truncated (a
	 *                     recording still being written or cut off while copied) or unreadable
	 */
	public static JfrFile load(Path file) throws IOException {
		if (!Files.isRegularFile(file)) {
			throw new IOException(file + ": no such file");
		}
		// Checked first: JMC's parser reports a cut-off chunk with an exception that does not say so.
		Chunks.check(file);
		try {
			return new JfrFile(file, JfrLoaderToolkit.loadEvents(file.toFile()));
		} catch (CouldNotLoadRecordingException e) {
			throw new IOException(file + ": cannot read the recording: " + message(e), e);
		} catch (IOException | RuntimeException e) {
			throw new IOException(file + ": cannot read the recording: " + message(e), e);
		} catch (OutOfMemoryError e) {
			// JMC allocates a string or array as long as the recording says before reading it (found by fuzzing: a
			// metadata string length of a few GB in a 120 KB file). That one allocation fails before the heap fills,
			// so the workbench goes on; a real recording too large for the heap ends here too.
			throw new IOException(file + ": cannot read the recording: it needs more memory than the heap has ("
					+ Files.size(file) + " bytes; a damaged length field, or a recording too large for -Xmx)", e);
		} catch (StackOverflowError e) {
			// JMC reads a value of a type that holds itself by recursion: metadata naming such a type in a cycle
			// recurses until the stack ends (found by fuzzing). The parse's state is its own, so nothing is left half
			// made when the stack unwinds to here.
			throw new IOException(file + ": cannot read the recording: its type metadata nests without end "
					+ "(a damaged file)", e);
		}
	}

	private static String message(Exception e) {
		return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
	}

	public Path path() {
		return path;
	}

	/**
	 * The part of the whole recording inside {@code range}: the events that start in it, from the range's start to
	 * its end (within the recording's). Every analysis of a range works on this one filter; a range of a range is
	 * taken of the whole recording.
	 */
	public JfrFile in(TimeRange range) {
		if (range.isAll() || whole.start == null) {
			return range.isAll() ? whole : new JfrFile(whole, range, whole.items, null, null);
		}
		Instant from = range.from(whole.start);
		Instant to = range.to(whole.start);
		IItemFilter starts = ItemFilters.and(
				from == null ? ItemFilters.all() : ItemFilters.moreOrEqual(JfrAttributes.START_TIME, timestamp(from)),
				to == null ? ItemFilters.all() : ItemFilters.less(JfrAttributes.START_TIME, timestamp(to)));
		Instant first = from == null || from.isBefore(whole.start) ? whole.start : from;
		Instant last = to == null || to.isAfter(whole.end) ? whole.end : to;
		return new JfrFile(whole, range, whole.items.apply(starts), first, last.isBefore(first) ? first : last);
	}

	private static IQuantity timestamp(Instant at) {
		return UnitLookup.EPOCH_NS.quantity(at.getEpochSecond() * 1_000_000_000L + at.getNano());
	}

	/** The range this is of the recording: {@link TimeRange#ALL} for the whole. */
	public TimeRange range() {
		return range;
	}

	/** The whole recording this is a range of (itself when whole). */
	public JfrFile whole() {
		return whole;
	}

	/** Every event of the recording, as JMC's analyses (and Dyno's UI) query them. */
	public IItemCollection items() {
		return items;
	}

	/** When the first event started (of a range: where the range starts); null for a recording without events. */
	public Instant start() {
		return start;
	}

	/** When the last event ended (of a range: where it ends); null for a recording without events. */
	public Instant end() {
		return end;
	}

	/** How long the recording spans, zero without events. */
	public Duration length() {
		return start == null || end == null ? Duration.ZERO : Duration.between(start, end);
	}

	/** The ids of the event types that have events in it ({@code jdk.ExecutionSample} ...), sorted. */
	public Set<String> eventTypes() {
		return eventTypes;
	}

	/**
	 * The recorded JVM's main class or jar with its arguments, as its {@code jdk.JVMInformation} event says; empty
	 * when the recording has none.
	 */
	public Optional<String> javaCommand() {
		for (IItemIterable events : whole.items.apply(ItemFilters.type(JdkTypeIDs.VM_INFO))) {
			IMemberAccessor<String, IItem> arguments = JdkAttributes.JAVA_ARGUMENTS.getAccessor(events.getType());
			for (IItem event : events) {
				String command = arguments == null ? null : arguments.getMember(event);
				if (command != null && !command.isBlank()) {
					return Optional.of(command);
				}
			}
		}
		return Optional.empty();
	}

	@Override
	public String toString() {
		return path.toString();
	}
}
