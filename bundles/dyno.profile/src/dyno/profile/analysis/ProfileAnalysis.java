package dyno.profile.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;
import dyno.jvm.analysis.JvmTargets;
import dyno.profile.JfrControl;
import dyno.profile.RecordingSettings;
import dyno.profile.RecordingStore;

/**
 * Records a JVM with JDK Flight Recorder for a while and fetches the recording over JMX (so it works for remote
 * JVMs) into a file: the recording store's next one, or {@link #OUT}. The workflow is {@link TimedRecording}'s.
 * {@link #UNTIL_STOPPED} waits until the run is interrupted (the command line's Ctrl-C, which fetches what it has)
 * or the recording is stopped in the JVM.
 */
public final class ProfileAnalysis implements Analysis<ProfileResult> {

	private static final Pattern DURATION_TEXT = Pattern.compile("(\\d+)\\s*(ms|s|m|h)?");

	/** A recording's length as typed: {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}; a plain number is seconds. */
	public static final ValueType<Duration> DURATION_TYPE = new ValueType<>("DURATION", ProfileAnalysis::duration,
			d -> d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms");

	public static final Parameter<Target> TARGET = JvmTargets.agentOnly();
	public static final Parameter<Duration> DURATION = Parameter.option("duration", DURATION_TYPE,
			Duration.ofSeconds(30), "how long to record: 500ms, 30s, 5m, 1h; a plain number is seconds");
	public static final Parameter<String> SETTINGS = Parameter.option("settings",
			ValueType.choice(List.of(RecordingSettings.DEFAULT, RecordingSettings.PROFILE)),
			RecordingSettings.DEFAULT, "Flight Recorder's settings: default (about 1% overhead) or profile (more detail)");
	public static final Parameter<Boolean> UNTIL_STOPPED = Parameter.flag("until-stopped",
			"record until stopped, not for a duration: Ctrl-C on the command line fetches it, as Stop JFR Recording "
					+ "and Open does in the workbench");
	public static final Parameter<String> NAME = Parameter.option("name", ValueType.TEXT, "dyno",
			"the recording's name in the JVM, as jcmd JFR.check lists it");
	public static final Parameter<Integer> MAX_SIZE = Parameter.option("max-size", ValueType.wholeNumber(0), 0,
			"the most the JVM keeps on disk for the recording, in MB (0: no limit)");
	public static final Parameter<Path> OUT = Parameter.optional("out", ValueType.FILE,
			"the recording file to write (default: a new file of the recording store)");

	private static final long MB = 1024 * 1024;

	private final JvmAccess access;
	private final Consumer<TimedRecording> started;

	/**
	 * @param access  how the run gets its connection
	 * @param started told once the recording runs, before the wait: the command line says so and fetches it when
	 *                interrupted
	 */
	public ProfileAnalysis(JvmAccess access, Consumer<TimedRecording> started) {
		this.access = access;
		this.started = started;
	}

	@Override
	public String name() {
		return "profile";
	}

	@Override
	public String title() {
		return "JFR recording";
	}

	@Override
	public String summary() {
		return "record a JVM with JDK Flight Recorder and fetch the .jfr (" + RecordingStore.defaultStore().root()
				+ " or -o FILE); read it with jfr-summary";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(TARGET, DURATION, UNTIL_STOPPED, SETTINGS, NAME, MAX_SIZE, OUT, JvmTargets.USER);
	}

	/** What the arguments record: every face starts its recording from these, none from its own defaults. */
	public static RecordingSettings settings(Arguments arguments) {
		String name = arguments.get(NAME).strip();
		return new RecordingSettings(name.isEmpty() ? NAME.defaultValue() : name, arguments.get(SETTINGS),
				arguments.get(UNTIL_STOPPED) ? null : arguments.get(DURATION), arguments.get(MAX_SIZE) * MB);
	}

	@Override
	public ProfileResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		Target target = Target.withUser(arguments.get(TARGET), arguments.get(JvmTargets.USER));
		RecordingSettings settings = settings(arguments);
		try (JvmAccess.Lease lease = access.open(target)) {
			return record(JfrControl.on(lease.connection()), settings, arguments.get(OUT), progress, started);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}

	/**
	 * The workflow: start, wait out the duration (or until the recording is stopped), fetch.
	 *
	 * @param file null for the recording store's next file
	 */
	public static ProfileResult record(JfrControl control, RecordingSettings settings, Path file, Progress progress,
			Consumer<TimedRecording> started) throws IOException, InterruptedException {
		Path to = file != null ? file : RecordingStore.defaultStore().newFile(control.jvm(), Instant.now());
		TimedRecording recording = TimedRecording.start(control, settings, to);
		started.accept(recording);
		recording.awaitEnd(progress);
		Path fetched = recording.fetch();
		return new ProfileResult(control.jvm(), recording.id(), settings.configuration(), settings.duration(), fetched,
				Files.size(fetched));
	}

	private static Duration duration(String text) {
		Matcher m = DURATION_TEXT.matcher(text.strip());
		if (m.matches()) {
			long n = Long.parseLong(m.group(1));
			String unit = m.group(2) == null ? "s" : m.group(2);
			Duration d = switch (unit) {
			case "ms" -> Duration.ofMillis(n);
			case "m" -> Duration.ofMinutes(n);
			case "h" -> Duration.ofHours(n);
			default -> Duration.ofSeconds(n);
			};
			if (!d.isZero()) {
				return d;
			}
		}
		throw new IllegalArgumentException("not a positive duration such as 30s, 5m or 1h");
	}
}
