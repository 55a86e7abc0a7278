package dyno.load.run;

import java.util.Map;

import dyno.core.TimeSeries;
import dyno.jvm.Metric;

/** The JVM samples of one role in a run (epoch ms times), as read back from its {@code jvm-<role>.csv}. */
public record JvmTrace(String label, Map<Metric, TimeSeries.Window> series) {
}
