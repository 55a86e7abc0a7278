package dyno.profile;

import java.time.Duration;

/**
 * Old object samples of one class ({@code jdk.OldObjectSample}: objects sampled at allocation that were still
 * alive when the recording ended; leak evidence when many are old).
 *
 * @param className       the sampled objects' class
 * @param count           samples of this class still alive
 * @param oldestAge       how long the oldest had been alive when the recording ended
 * @param rootDescription the GC root of the oldest that has one ("system: type description"); empty when the
 *                        recording has no paths to GC roots (JFR records them only with {@code path-to-gc-roots=true})
 */
public record OldObjectRow(String className, long count, Duration oldestAge, String rootDescription) {
}
