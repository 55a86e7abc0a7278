package dyno.profile;

import java.time.Duration;

/**
 * How long one thread waited on locks.
 *
 * @param thread      the thread's name
 * @param events      its recorded waits
 * @param total       their summed duration
 * @param max         the longest
 * @param topLock     the lock class it waited longest on, with its kind ("Inventory (monitor enter)")
 */
public record ThreadLockRow(String thread, long events, Duration total, Duration max, String topLock) {
}
