package dyno.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;
import dyno.samples.Waits;

/**
 * One recording of the {@link Profiled} sample, made once for all test classes (a child JVM and 4 s of
 * recording each would triple the suite's time): started with the profile settings, dumped while still running
 * (the clone path), then stopped and closed. What the control reported on the way is kept for the tests.
 */
final class ProfiledRecording {

	static final Duration LENGTH = Duration.ofSeconds(4);
	/** The hot method's samples a ranking needs (what ExecutionProfileTest asks of the fixture). */
	static final int HOT_SAMPLES = 20;

	/**
	 * @param file         the dumped recording
	 * @param id           its id in the child
	 * @param whileRunning the child's recordings while it ran
	 * @param afterStop    after {@link JfrControl#stop}
	 * @param afterClose   after {@link JfrControl#close}
	 */
	record Made(Path file, long id, List<RecordingInfo> whileRunning, List<RecordingInfo> afterStop,
			List<RecordingInfo> afterClose) {
	}

	private static Made made;
	private static JfrFile loaded;

	private ProfiledRecording() {
	}

	static synchronized Made made() throws Exception {
		if (made == null) {
			made = record();
		}
		return made;
	}

	/** The recording read once (the analyses only read it). */
	static synchronized JfrFile file() throws Exception {
		if (loaded == null) {
			loaded = JfrFile.load(made().file());
		}
		return loaded;
	}

	private static Made record() throws Exception {
		Path dir = Files.createTempDirectory("dyno-profile-tests");
		Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir)));
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			if (c.connectAndWait(Waits.LIMIT) != JvmConnection.State.LIVE) {
				throw new IOException("cannot connect to the sample: " + c.problem());
			}
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(new RecordingSettings("dyno-test", RecordingSettings.PROFILE, null, 0));
			// Recorded until a copy of the running recording holds what the test classes check (not for a span of the
			// test's clock: a busy machine gives the sample's threads less done per second).
			// time-based: the fixture is a recording of LENGTH in one chunk (JfrFileTest cuts and corrupts that chunk),
			// and any look into a running recording (a dump, a stream) makes the target start a new chunk; so it is
			// waited for by its own start as the target reports it, not by its content as recordUntil does.
			Waits.value("recording " + r.id() + " running for " + LENGTH, () -> control.recordings().stream()
					.filter(i -> i.id() == r.id()).findFirst().map(i -> Duration.between(i.start(), Instant.now()))
					.orElseThrow(), age -> age.compareTo(LENGTH) >= 0);
			List<RecordingInfo> running = control.recordings();
			Path file = control.dump(r.id(), dir.resolve("profiled.jfr"));
			control.stop(r.id());
			List<RecordingInfo> stopped = control.recordings();
			control.close(r.id());
			return new Made(file, r.id(), running, stopped, control.recordings());
		}
	}

	/**
	 * Lets recording {@code id} of {@code child} run until a copy of it lacks nothing ({@code lacking} names what a
	 * recording still lacks): recorded for what it must hold, not for a span of the test's clock, since a busy machine
	 * gives the sample's threads less done per second. The copies are dumped into {@code scratch} and deleted.
	 */
	static void recordUntil(JfrControl control, long id, Path scratch, ChildJvm child,
			Function<JfrFile, List<String>> lacking) throws Exception {
		Path probe = scratch.resolve("probe-" + id + ".jfr");
		Waits.of("a recording of " + child.pid() + " with what the test checks")
				.unless(() -> !child.isAlive(), () -> "the JVM ended").value(() -> {
					control.dump(id, probe);
					return lacking.apply(JfrFile.load(probe));
				}, List::isEmpty);
		Files.deleteIfExists(probe);
	}

	/**
	 * The samples a ranking of the hot method, the allocated class and the contended lock needs: {@value #HOT_SAMPLES}
	 * of {@code Profiled.crunch}, 50 allocation events of long[], 10 waits on the ledger.
	 */
	static List<String> lackingForRankings(JfrFile f) {
		List<String> lacking = new ArrayList<>();
		long hot = ExecutionProfile.of(f, FrameFilter.NONE).hotMethods().stream()
				.filter(h -> h.method().equals("dyno.samples.Profiled.crunch")).mapToLong(HotMethod::selfSamples).sum();
		if (hot < HOT_SAMPLES) {
			lacking.add(HOT_SAMPLES + " samples of Profiled.crunch, not " + hot);
		}
		long allocations = AllocationProfile.of(f).byClass().stream().filter(a -> a.className().equals("long[]"))
				.mapToLong(AllocationRow::events).sum();
		if (allocations < 50) {
			lacking.add("50 allocation events of long[], not " + allocations);
		}
		long waits = ContentionProfile.of(f).byLockClass().stream()
				.filter(l -> l.lockClass().equals("dyno.samples.Profiled$Ledger")).mapToLong(LockRow::events).sum();
		if (waits < 10) {
			lacking.add("10 waits on the ledger, not " + waits);
		}
		return lacking;
	}

	private static void delete(Path dir) {
		try (Stream<Path> files = Files.walk(dir)) {
			files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		} catch (IOException e) {
			// a temp folder left behind
		}
	}
}
