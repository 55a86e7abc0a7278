package dyno.jvm.ui;

import java.time.Duration;

import org.eclipse.ui.IMemento;

import dyno.jvm.Sampler;
import dyno.ui.charts.TimeWindow;

/**
 * What a live chart view of a JVM keeps across workbench restarts in its memento: its sampling interval and the
 * time window it shows (the Heap Generations and Server Runtime views).
 */
public record LiveChartSettings(Duration interval, TimeWindow window) {

	private static final String INTERVAL = "intervalMillis";
	private static final String WINDOW = "window";

	/** The settings a view saved in {@code memento}, each one it lacks (or a null memento) from {@code defaults}. */
	public static LiveChartSettings restore(IMemento memento, LiveChartSettings defaults) {
		if (memento == null) {
			return defaults;
		}
		Integer millis = memento.getInteger(INTERVAL);
		return new LiveChartSettings(millis == null ? defaults.interval() : Sampler.clamp(Duration.ofMillis(millis)),
				TimeWindow.named(memento.getString(WINDOW), defaults.window()));
	}

	/** Writes these settings into a view's memento. */
	public void save(IMemento memento) {
		memento.putInteger(INTERVAL, (int) interval.toMillis());
		memento.putString(WINDOW, window.name());
	}
}
