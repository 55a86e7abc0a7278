package dyno.profile;

import java.time.Duration;

/**
 * How long threads waited on locks of one class, one row per class and kind of wait.
 *
 * @param lockClass the monitor's class, or for park the blocker's class ({@code ReentrantLock$NonfairSync} ...)
 * @param kind      {@value ContentionProfile#MONITOR_ENTER} (blocked entering {@code synchronized}),
 *                  {@value ContentionProfile#WAIT} ({@code Object.wait}) or {@value ContentionProfile#PARK}
 *                  ({@code LockSupport.park}: java.util.concurrent locks and conditions)
 * @param events    waits recorded (JFR records waits longer than its threshold: 20 ms default, 10 ms profile)
 * @param total     the waits' summed duration
 * @param max       the longest wait
 */
public record LockRow(String lockClass, String kind, long events, Duration total, Duration max) {
}
