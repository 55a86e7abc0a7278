package dyno.profile;

import java.time.Duration;
import java.time.Instant;

/**
 * A recording as the target JVM reports it (also those others started, e.g. with {@code -XX:StartFlightRecording}).
 *
 * @param id       the recording's id in the target
 * @param name     its name
 * @param state    NEW, DELAYED, RUNNING, STOPPED or CLOSED
 * @param start    when it started, null when it has not
 * @param duration its fixed duration, null when it records until stopped
 * @param size     bytes recorded so far (0 while the target has not written a chunk)
 */
public record RecordingInfo(long id, String name, String state, Instant start, Duration duration, long size) {

	/** Whether it still records. */
	public boolean running() {
		return "RUNNING".equals(state);
	}
}
