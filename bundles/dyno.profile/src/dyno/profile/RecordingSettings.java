package dyno.profile;

import java.time.Duration;
import java.util.Objects;

/**
 * What a new JFR recording records and for how long.
 *
 * @param name          the recording's name in the target JVM (shown by {@code jcmd JFR.check})
 * @param configuration the JDK's settings file: {@value #DEFAULT} (about 1 % overhead) or {@value #PROFILE}
 *                      (more detail: shorter thresholds, allocation in and outside TLABs)
 * @param duration      how long it records; null records until {@link JfrControl#stop(long)}
 * @param maxBytes      the most the target keeps on disk for it, 0 for no limit
 */
public record RecordingSettings(String name, String configuration, Duration duration, long maxBytes) {

	public static final String DEFAULT = "default";
	public static final String PROFILE = "profile";

	public RecordingSettings {
		Objects.requireNonNull(name, "name");
		if (!DEFAULT.equals(configuration) && !PROFILE.equals(configuration)) {
			throw new IllegalArgumentException("settings must be '" + DEFAULT + "' or '" + PROFILE + "', not '"
					+ configuration + "'");
		}
		if (duration != null && (duration.isNegative() || duration.isZero())) {
			throw new IllegalArgumentException("a recording's duration must be positive, not " + duration);
		}
		if (maxBytes < 0) {
			throw new IllegalArgumentException("maxBytes must be 0 (no limit) or positive, not " + maxBytes);
		}
	}

	/** A recording named {@code name} with the given settings for {@code duration}, no size limit. */
	public static RecordingSettings of(String name, String configuration, Duration duration) {
		return new RecordingSettings(name, configuration, duration, 0);
	}
}
