package dyno.profile;

import java.time.Instant;

/**
 * A recording Dyno started in a JVM.
 *
 * @param id       the recording's id in the target JVM (for {@link JfrControl#dump}, {@link JfrControl#stop})
 * @param settings what it was started with
 * @param started  when it was started (this machine's clock)
 */
public record Recording(long id, RecordingSettings settings, Instant started) {
}
