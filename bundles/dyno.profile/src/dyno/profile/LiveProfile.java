package dyno.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

import javax.management.MBeanServerConnection;

import dyno.core.ClassNames;
import dyno.core.Listeners;
import dyno.core.analysis.Column;
import dyno.core.analysis.Table;
import dyno.jvm.JvmConnection;
import dyno.profile.internal.FlightRecorderBean;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.management.jfr.RemoteRecordingStream;

/**
 * A live profile of a connected JVM (JDK 17 and later): JFR's execution and allocation samples streamed over the
 * connection's JMX channel through the JDK's {@link RemoteRecordingStream}, counted into a rolling window of whole
 * seconds by when they happened (their start time), and told to {@link Listener}s as a {@link Snapshot} every
 * second: hot methods by self samples and allocation by class. The stream delivers in bursts when either machine is
 * busy, so a second counts what happened in it, however late that arrives, as long as the second is in the window.
 * Pausing stops the snapshots (the stream runs on, so resuming shows the current window at once); {@link #save}
 * turns what the stream kept into a recording file.
 * <p>
 * The target is never left with Dyno's recording: {@link #close} ends the stream, which closes the recording in the
 * target, and that recording keeps at most {@link #KEPT} of data on the target's disk in case Dyno dies first.
 * <p>
 * The stream is renewed every {@link #RENEW_AFTER}: the JDK's stream parser keeps the constants (stack traces,
 * methods, classes) of the recording it reads, so one stream of a busy JVM holds more of Dyno's heap each hour (the
 * soak bench measured 2.65 MB an hour). A new stream starts and is counted from then on; the old one runs on for
 * {@link #KEPT}, so {@link #save} always has the last {@link #KEPT}, and is then closed in Dyno and in the target.
 * Snapshots and {@link Listener#ended} come from a thread of the profile's own: hand them to the UI thread.
 */
public final class LiveProfile implements AutoCloseable {

	/**
	 * Time between execution samples of a thread. At 20 ms a running thread costs about 50 stack walks a
	 * second; the live-overhead bench (releng/bench) measures the cost to the target at this setting.
	 */
	public static final Duration DEFAULT_PERIOD = Duration.ofMillis(20);
	/** The seconds a snapshot sums up. */
	public static final Duration DEFAULT_WINDOW = Duration.ofSeconds(10);
	/**
	 * The allocation samples JFR takes at most per second; it weighs each by the bytes allocated since the last, so
	 * the estimate by class holds with few. Few, because each sample's stack walk and bytes are paid in the target
	 * (the JDK's default settings take 150/s).
	 */
	static final String ALLOCATION_THROTTLE = "25/s";
	/** How far back the stream keeps events for {@link #save}, here and in the target's recording. */
	static final Duration KEPT = Duration.ofMinutes(2);
	/** The most bytes of events the stream keeps for {@link #save}, here and in the target's recording. */
	static final long KEPT_BYTES = 32L << 20;
	/** How long one stream is read before a new one takes over (see the class comment). */
	static final Duration RENEW_AFTER = Duration.ofMinutes(10);

	static final String EXECUTION_SAMPLE = "jdk.ExecutionSample";
	/** How the JDK's remote stream names the recording it makes in the target. */
	static final String STREAM_RECORDING = "Remote Recording Stream";
	static final String ALLOCATION_SAMPLE = "jdk.ObjectAllocationSample";

	/**
	 * What the profile saw in its window.
	 *
	 * @param jvm               the JVM's label
	 * @param time              when the snapshot was taken
	 * @param window            the time it sums up (shorter while the profile is younger than its window)
	 * @param samples           execution samples in the window with a frame the filter keeps
	 * @param methods           hot methods, most self samples first
	 * @param allocationSamples allocation samples in the window
	 * @param allocations       allocation by class, most bytes first (estimated bytes: JFR weighs each sample)
	 * @param seconds           the window's whole seconds, oldest first, as they had been counted when the snapshot
	 *                          was taken (a second's samples still under way show in the next snapshots); they sum
	 *                          up to {@code samples} and {@code methods}
	 */
	public record Snapshot(String jvm, Instant time, Duration window, long samples, List<HotMethod> methods,
			long allocationSamples, List<AllocationRow> allocations, List<SecondCount> seconds) {

		/** The hot method with the most self samples, null before the first sample. */
		public HotMethod hottest() {
			return methods.isEmpty() ? null : methods.get(0);
		}

		/** The {@code limit} hottest methods as a table titled with the time, the JVM and the window. */
		public Table methodTable(int limit) {
			return new Table(String.format(Locale.ROOT, "%s  %s  last %d s, %,d execution samples",
					CLOCK.format(time), jvm, window.toSeconds(), samples),
					List.of(Column.decimal("self%", "0.0'%'", "0.00"), Column.decimal("total%", "0.0'%'", "0.00"),
							Column.count("self"), Column.count("total"), Column.text("method")),
					methods.stream().limit(limit).<List<Object>>map(h -> List.of(h.selfPercent(), h.totalPercent(),
							h.selfSamples(), h.totalSamples(), h.method())).toList());
		}
	}

	/**
	 * One second of a snapshot's window: the execution samples that happened in it (by the target's clock, as JFR
	 * stamps them), those with a frame the filter keeps.
	 *
	 * @param start   when the second began
	 * @param samples its execution samples
	 * @param self    its self samples by method
	 */
	public record SecondCount(Instant start, long samples, Map<String, Long> self) {

		/** The self samples of {@code method} in this second, 0 when it had none. */
		public long selfSamples(String method) {
			return self.getOrDefault(method, 0L);
		}
	}

	/** Told on the profile's thread: hand over to the UI thread. */
	public interface Listener {
		/** A new snapshot, every second while the profile is neither paused nor ended. */
		void updated(Snapshot snapshot);

		/**
		 * Every second while the profile is paused, instead of {@link #updated}: how many snapshots the pause has held
		 * back so far (1, 2, …), so that a paused view can say for how long it has shown the same second.
		 */
		default void heldBack(int snapshots) {
		}

		/** The stream ended by itself (the JVM ended, the connection dropped); no snapshots follow. */
		default void ended(String why) {
		}
	}

	/**
	 * One JFR stream of the target: the JDK's remote stream, the folder it downloads into and the recording it made
	 * in the target (its id is the stream's secret: the one that was new).
	 */
	private static final class Feed {
		final RemoteRecordingStream stream;
		final Path downloads;
		final Set<Long> targetRecordings;
		/**
		 * Its events are counted from this time on, by Dyno's clock: the feed before counts those before it. On a
		 * remote JVM whose clock is off, the seconds around a renewal count a little twice or not at all.
		 */
		volatile Instant countsFrom = Instant.EPOCH;

		Feed(RemoteRecordingStream stream, Path downloads, Set<Long> targetRecordings) {
			this.stream = stream;
			this.downloads = downloads;
			this.targetRecordings = targetRecordings;
		}
	}

	private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT)
			.withZone(ZoneId.systemDefault());

	/** What happened in one second, by the events' start time; read and written under the profile's lock. */
	private static final class Second {
		final long epochSecond;
		long samples;
		long allocationSamples;
		final Map<String, long[]> selfAndTotal = new HashMap<>();
		final Map<String, long[]> bytesAndEvents = new HashMap<>();

		Second(long epochSecond) {
			this.epochSecond = epochSecond;
		}
	}

	private final String jvm;
	private final FrameFilter filter;
	private final Duration window;
	private final Duration period;
	private final MBeanServerConnection mbeans;
	private final FlightRecorderBean bean;
	private final Duration renewAfter;
	private final Duration overlap;
	/** Held while feeds are opened, retired, dumped or closed. */
	private final ReentrantLock feeds = new ReentrantLock();
	/** The feed whose events are counted. */
	private volatile Feed counting;
	/** The feed before, kept for {@link #save} until {@code overlap} after the renewal; null when there is none. */
	private volatile Feed retiring;
	/** When the next renewal is due (put off by a renewal that failed). */
	private Instant renewAt;
	private final Listeners<Listener> listeners = new Listeners<>();
	private final ScheduledExecutorService ticks;
	private final Instant started = Instant.now();
	/**
	 * The newest second first, one after the other without a gap: the window's whole seconds, plus the one being
	 * filled (Dyno's current second).
	 */
	private final Deque<Second> seconds = new ArrayDeque<>();
	private volatile boolean paused;
	/** The snapshots held back since the profile was last paused; counted by the ticks. */
	private final AtomicInteger heldBack = new AtomicInteger();
	private volatile boolean closed;

	private LiveProfile(String jvm, FrameFilter filter, Duration window, Duration period, MBeanServerConnection mbeans,
			FlightRecorderBean bean, Duration renewAfter, Duration overlap) {
		this.jvm = jvm;
		this.filter = filter;
		this.window = window;
		this.period = period;
		this.mbeans = mbeans;
		this.bean = bean;
		this.renewAfter = renewAfter;
		this.overlap = overlap;
		this.renewAt = started.plus(renewAfter);
		this.seconds.addFirst(new Second(started.getEpochSecond()));
		this.ticks = Executors.newSingleThreadScheduledExecutor(r -> {
			Thread t = new Thread(r, "dyno-live-profile " + jvm);
			t.setDaemon(true);
			return t;
		});
	}

	/**
	 * Starts streaming execution samples every {@code period} and throttled allocation samples of the JVM.
	 *
	 * @param filter which frames count (self time goes to the topmost kept frame)
	 * @throws IOException when the connection has no JMX channel, the JVM has no Flight Recorder or refuses to
	 *                     stream (JDK before 17), naming the cause
	 */
	public static LiveProfile start(JvmConnection connection, Duration period, Duration window, FrameFilter filter)
			throws IOException {
		return start(connection, period, window, filter, RENEW_AFTER, KEPT);
	}

	/** {@link #start} with the stream renewed every {@code renewAfter}, the old one kept {@code overlap} longer. */
	static LiveProfile start(JvmConnection connection, Duration period, Duration window, FrameFilter filter,
			Duration renewAfter, Duration overlap) throws IOException {
		String jvm = connection.target().label();
		FlightRecorderBean bean = FlightRecorderBean.find(connection);
		// The stream reads the target for as long as it runs, not within one read: it gets the channel itself.
		MBeanServerConnection mbeans = connection.readMBeans(m -> m)
				.orElseThrow(() -> new IOException(jvm + ": no JMX channel to stream JFR events"));
		LiveProfile profile = new LiveProfile(jvm, filter, window, period, mbeans, bean, renewAfter, overlap);
		profile.counting = profile.openFeed();
		profile.ticks.scheduleAtFixedRate(profile::tick, 1, 1, TimeUnit.SECONDS);
		return profile;
	}

	/**
	 * A new stream of the target's execution and allocation samples, started; its events count once it is the
	 * {@link #counting} feed.
	 */
	private Feed openFeed() throws IOException {
		Path downloads = Files.createTempDirectory("dyno-live-");
		Set<Long> before = streamRecordingIds(bean);
		RemoteRecordingStream stream;
		try {
			stream = new RemoteRecordingStream(mbeans, downloads);
		} catch (IOException | RuntimeException e) {
			deleteTree(downloads);
			throw new IOException(jvm + " cannot stream JFR events (JDK 17 or later is needed): " + e.getMessage(), e);
		}
		Feed feed;
		try {
			Set<Long> made = streamRecordingIds(bean);
			made.removeAll(before);
			feed = new Feed(stream, downloads, made);
		} catch (IOException e) {
			stream.close();
			deleteTree(downloads);
			throw e;
		}
		try {
			limitTargetRecording(feed);
			stream.setMaxAge(KEPT);
			stream.setMaxSize(KEPT_BYTES);
			stream.enable(EXECUTION_SAMPLE).withPeriod(period);
			stream.enable(ALLOCATION_SAMPLE).with("throttle", ALLOCATION_THROTTLE).withStackTrace();
			stream.onEvent(EXECUTION_SAMPLE, e -> {
				if (counts(feed, e)) {
					executionSample(e);
				}
			});
			stream.onEvent(ALLOCATION_SAMPLE, e -> {
				if (counts(feed, e)) {
					allocationSample(e);
				}
			});
			stream.onClose(() -> feedClosed(feed));
			stream.startAsync();
		} catch (IOException | RuntimeException e) {
			closeFeed(feed);
			throw new IOException(jvm + " cannot stream JFR events: " + e.getMessage(), e);
		}
		return feed;
	}

	/** Whether an event of {@code feed} is counted: each instant by one feed only, across a renewal. */
	private boolean counts(Feed feed, RecordedEvent event) {
		Feed now = counting;
		if (feed == now) {
			return !event.getStartTime().isBefore(now.countsFrom);
		}
		return feed == retiring && event.getStartTime().isBefore(now.countsFrom);
	}

	/**
	 * Bounds the target's side of the stream: should Dyno die without closing it, it keeps recording, but its data
	 * on the target's disk stays small.
	 */
	private void limitTargetRecording(Feed feed) throws IOException {
		for (long id : feed.targetRecordings) {
			bean.setRecordingOptions(id, Map.of("maxAge", KEPT.toSeconds() + " s", "maxSize", Long.toString(KEPT_BYTES)));
		}
	}

	/**
	 * The ids of the target's recordings that remote streams made (the JDK names them {@value #STREAM_RECORDING}
	 * and a time): the one that is new after Dyno's stream was made is its own, and no one else's is touched.
	 */
	private static Set<Long> streamRecordingIds(FlightRecorderBean bean) throws IOException {
		Set<Long> ids = new HashSet<>();
		for (var r : bean.recordings()) {
			if (String.valueOf(r.get("name")).startsWith(STREAM_RECORDING)) {
				ids.add(((Number) r.get("id")).longValue());
			}
		}
		return ids;
	}

	public String jvm() {
		return jvm;
	}

	public Duration window() {
		return window;
	}

	/** Registers a listener until the registration is closed. */
	public Listeners.Registration addListener(Listener listener) {
		return listeners.add(listener);
	}

	/** Stops or restarts the snapshots; the stream and its window run on. */
	public void setPaused(boolean pause) {
		if (pause && !paused) {
			heldBack.set(0);
		}
		paused = pause;
	}

	public boolean paused() {
		return paused;
	}

	/** Whether the profile ended: closed, or its stream ended with the JVM or the connection. */
	public boolean ended() {
		return closed;
	}

	/**
	 * Whether a renewal's overlap is on: the feed before still runs beside the counting one. For tests (package
	 * access), which must see the overlap as the product has it rather than guess it from the clock.
	 */
	boolean overlapping() {
		return retiring != null;
	}

	/**
	 * Runs {@code check} while holding the feeds, as a save does: no renewal or retirement starts meanwhile, and one
	 * under way has ended (its recording closed in the target) once {@code check} runs. For tests (package access),
	 * which look at the target's recordings while the feeds stand still.
	 */
	<T> T withFeedsHeld(Callable<T> check) throws Exception {
		feeds.lock();
		try {
			return check.call();
		} finally {
			feeds.unlock();
		}
	}

	/**
	 * Writes what the stream kept (at most the last {@link #KEPT}) as a recording file, whole or not at all.
	 *
	 * @return {@code file}
	 * @throws IOException when the profile has ended or the file cannot be written
	 */
	public Path save(Path file) throws IOException {
		if (closed) {
			throw new IOException("the live profile of " + jvm + " has ended: nothing left to save");
		}
		Path parent = file.toAbsolutePath().getParent();
		Files.createDirectories(parent);
		// The stream writes a file of its own: it gets a name that is free, not a file.
		Path partial = parent.resolve(".dyno-" + UUID.randomUUID() + ".jfr.part");
		feeds.lock();
		try {
			// The feed before has the whole of the last KEPT until it retires; the new one is younger.
			(retiring != null ? retiring : counting).stream.dump(partial);
			if (Files.size(partial) == 0) {
				throw new IOException("the live profile of " + jvm + " has nothing to save yet");
			}
			Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
			return file;
		} finally {
			feeds.unlock();
			Files.deleteIfExists(partial);
		}
	}

	/** The snapshot of the window now. */
	public Snapshot snapshot() {
		Map<String, long[]> methods = new HashMap<>();
		Map<String, long[]> classes = new HashMap<>();
		long samples = 0;
		long allocationSamples = 0;
		List<SecondCount> counted = new ArrayList<>();
		synchronized (seconds) {
			advance();
			// The whole seconds: all but the newest, the one being filled.
			for (var it = seconds.descendingIterator(); it.hasNext();) {
				Second s = it.next();
				if (s == seconds.peekFirst()) {
					break;
				}
				samples += s.samples;
				allocationSamples += s.allocationSamples;
				s.selfAndTotal.forEach((m, c) -> add(methods, m, c));
				s.bytesAndEvents.forEach((k, c) -> add(classes, k, c));
				Map<String, Long> self = new HashMap<>();
				s.selfAndTotal.forEach((m, c) -> {
					if (c[0] > 0) {
						self.put(m, c[0]);
					}
				});
				counted.add(new SecondCount(Instant.ofEpochSecond(s.epochSecond), s.samples, Map.copyOf(self)));
			}
		}
		List<HotMethod> hot = new ArrayList<>(methods.size());
		for (Map.Entry<String, long[]> e : methods.entrySet()) {
			long[] c = e.getValue();
			hot.add(new HotMethod(e.getKey(), c[0], c[1], percent(c[0], samples), percent(c[1], samples)));
		}
		hot.sort(Comparator.comparingLong(HotMethod::selfSamples).thenComparingLong(HotMethod::totalSamples).reversed()
				.thenComparing(HotMethod::method));
		long bytes = classes.values().stream().mapToLong(c -> c[0]).sum();
		List<AllocationRow> allocations = new ArrayList<>(classes.size());
		for (Map.Entry<String, long[]> e : classes.entrySet()) {
			long[] c = e.getValue();
			allocations.add(new AllocationRow(e.getKey(), c[0], 0, c[1], percent(c[0], bytes)));
		}
		allocations.sort(Comparator.comparingLong(AllocationRow::bytes).reversed()
				.thenComparing(AllocationRow::className));
		Instant now = Instant.now();
		Duration age = Duration.between(started, now);
		return new Snapshot(jvm, now, age.compareTo(window) < 0 ? age : window, samples, List.copyOf(hot),
				allocationSamples, List.copyOf(allocations), List.copyOf(counted));
	}

	/**
	 * Ends the stream, its recording in the target, and deletes what it downloaded. The stream keeps a failure to
	 * close that recording to itself (and may throw the target's refusal unchecked), so the recording is closed here
	 * again whatever happened: once closed, the second close fails, quietly. Calls the target: keep it off the UI
	 * thread.
	 */
	@Override
	public void close() {
		closed = true;
		ticks.shutdownNow();
		feeds.lock();
		try {
			Feed old = retiring;
			retiring = null;
			try {
				closeFeed(counting);
			} finally {
				if (old != null) {
					closeFeed(old);
				}
			}
		} finally {
			feeds.unlock();
		}
	}

	/** Ends a feed's stream and its recording in the target, and deletes what it downloaded. */
	private void closeFeed(Feed feed) {
		try {
			feed.stream.close();
		} finally {
			feed.targetRecordings.forEach(bean::closeQuietly);
			deleteTree(feed.downloads);
		}
	}

	/**
	 * Retires the feed before once it has served its overlap, and renews the counting feed when it is due. Skipped
	 * for a second while a save holds the feeds.
	 */
	private void tendFeeds() {
		if (!feeds.tryLock()) {
			return;
		}
		try {
			Instant now = Instant.now();
			Feed old = retiring;
			if (old != null && !now.isBefore(counting.countsFrom.plus(overlap))) {
				retiring = null;
				closeFeed(old);
			}
			if (retiring == null && !closed && !now.isBefore(renewAt)) {
				renew();
			}
		} finally {
			feeds.unlock();
		}
	}

	/** A new feed takes over counting from now; the one before runs on as {@link #retiring}. */
	private void renew() {
		renewAt = Instant.now().plus(renewAfter);
		Feed next;
		try {
			next = openFeed();
		} catch (IOException | RuntimeException e) {
			// The feed counting runs on, and is tried again after renewAfter: its end, if the JVM went, ends the
			// profile. (Nothing may escape: an exception would end the ticks' schedule, and the snapshots with it.)
			return;
		}
		if (closed) {
			closeFeed(next);
			return;
		}
		next.countsFrom = Instant.now();
		retiring = counting;
		counting = next;
	}

	private void executionSample(RecordedEvent event) {
		RecordedStackTrace trace = event.getStackTrace();
		if (trace == null) {
			return;
		}
		String self = null;
		Set<String> kept = new LinkedHashSet<>();
		for (RecordedFrame frame : trace.getFrames()) {
			if (frame.getMethod() == null) {
				continue;
			}
			String method = frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
			if (filter.keeps(method)) {
				if (self == null) {
					self = method;
				}
				kept.add(method);
			}
		}
		if (self == null) {
			return;
		}
		synchronized (seconds) {
			Second second = secondOf(event);
			if (second == null) {
				return;
			}
			second.samples++;
			second.selfAndTotal.computeIfAbsent(self, m -> new long[2])[0]++;
			for (String method : kept) {
				second.selfAndTotal.computeIfAbsent(method, m -> new long[2])[1]++;
			}
		}
	}

	private void allocationSample(RecordedEvent event) {
		RecordedClass type = event.getClass("objectClass");
		if (type == null) {
			return;
		}
		String name = ClassNames.readable(type.getName());
		long weight = event.getLong("weight");
		synchronized (seconds) {
			Second second = secondOf(event);
			if (second == null) {
				return;
			}
			second.allocationSamples++;
			long[] c = second.bytesAndEvents.computeIfAbsent(name, k -> new long[2]);
			c[0] += weight;
			c[1]++;
		}
	}

	/**
	 * The second {@code event} happened in, by its start time (truncated to the second), when it is still in the
	 * window: a late one too. Under the lock.
	 *
	 * @return the second to count it in, null when it is older than the oldest kept second: the window has moved past
	 *         it, and it is dropped
	 */
	private Second secondOf(RecordedEvent event) {
		advance();
		long at = event.getStartTime().getEpochSecond();
		Second newest = seconds.peekFirst();
		if (at >= newest.epochSecond) {
			// Dyno's current second, or after it: a remote target whose clock is ahead counts in the newest.
			return newest;
		}
		if (at < seconds.peekLast().epochSecond) {
			// Older than the oldest kept second: the window has moved past it, it is dropped.
			return null;
		}
		// The seconds follow each other without a gap, newest first; a late event is most often a second or two old.
		for (Second s : seconds) {
			if (s.epochSecond == at) {
				return s;
			}
		}
		return null;
	}

	/**
	 * Makes Dyno's current second the newest (the seconds up to it join the window, empty) and lets those before the
	 * window go. A clock set back keeps the seconds as they are until it has caught up. Under the lock.
	 */
	private void advance() {
		long keep = Math.max(1, window.toSeconds());
		long now = Instant.now().getEpochSecond();
		long newest = seconds.peekFirst().epochSecond;
		// After a long gap (a machine that slept) only the seconds that can still be in the window are made.
		for (long s = Math.max(newest + 1, now - keep); s <= now; s++) {
			seconds.addFirst(new Second(s));
		}
		while (seconds.size() > keep + 1) {
			seconds.removeLast();
		}
	}

	/** Every second: the seconds just filled join the window, the oldest leave it, the listeners hear of it. */
	private void tick() {
		synchronized (seconds) {
			advance();
		}
		if (closed) {
			return;
		}
		if (!paused) {
			Snapshot snapshot = snapshot();
			listeners.fire(l -> l.updated(snapshot));
		} else {
			int held = heldBack.incrementAndGet();
			listeners.fire(l -> l.heldBack(held));
		}
		tendFeeds();
	}

	/** A feed's stream ended: renewed away, or by itself when it was the counting one (JVM or connection gone). */
	private void feedClosed(Feed feed) {
		if (closed || feed != counting) {
			return;
		}
		closed = true;
		ticks.shutdownNow();
		Feed old = retiring;
		deleteTree(feed.downloads);
		if (old != null) {
			old.stream.close();
			deleteTree(old.downloads);
		}
		listeners.fire(l -> l.ended(jvm + " stopped streaming (the JVM ended or the connection dropped)"));
	}

	private static void add(Map<String, long[]> sums, String key, long[] counts) {
		long[] sum = sums.computeIfAbsent(key, k -> new long[2]);
		sum[0] += counts[0];
		sum[1] += counts[1];
	}

	private static double percent(long part, long whole) {
		return whole == 0 ? 0 : 100.0 * part / whole;
	}

	private static void deleteTree(Path root) {
		try (var paths = Files.walk(root)) {
			paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		} catch (IOException e) {
			// a temporary folder left behind is no failure of the profile
		}
	}
}
