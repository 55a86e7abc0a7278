package dyno.load.ui.internal.dashboard;

import java.util.function.Function;

import dyno.core.TimeSeries;
import dyno.jvm.Metric;

/**
 * A watched JVM's series for the dashboard: live from its connection's history, or read back from the run's
 * {@code jvm-target.csv}.
 *
 * @param label  the JVM, e.g. "pid 4711"
 * @param series a metric's points (epoch ms), empty when the JVM or transport does not give it
 */
record JvmCurves(String label, Function<Metric, TimeSeries.Window> series) {
}
