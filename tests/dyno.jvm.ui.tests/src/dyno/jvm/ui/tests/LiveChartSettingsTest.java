package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;

import org.eclipse.ui.XMLMemento;
import org.junit.jupiter.api.Test;

import dyno.jvm.Sampler;
import dyno.jvm.ui.LiveChartSettings;
import dyno.ui.charts.TimeWindow;

/** A live chart view's interval and window through its memento, as a workbench restart takes them. */
class LiveChartSettingsTest {

	private static final LiveChartSettings DEFAULTS = new LiveChartSettings(Duration.ofMillis(500),
			TimeWindow.FIVE_MINUTES);

	@Test
	void whatAViewSavedComesBackAndWhatItLacksIsTheDefault() {
		XMLMemento memento = XMLMemento.createWriteRoot("view");
		LiveChartSettings saved = new LiveChartSettings(Duration.ofSeconds(2), TimeWindow.THIRTY_MINUTES);
		saved.save(memento);
		assertEquals(saved, LiveChartSettings.restore(memento, DEFAULTS));

		assertEquals(DEFAULTS, LiveChartSettings.restore(null, DEFAULTS), "a view opened for the first time");
		assertEquals(DEFAULTS, LiveChartSettings.restore(XMLMemento.createWriteRoot("view"), DEFAULTS),
				"a memento of an older Dyno without them");
	}

	@Test
	void anIntervalBelowTheSamplersMinimumIsRaisedToIt() {
		XMLMemento memento = XMLMemento.createWriteRoot("view");
		memento.putInteger("intervalMillis", 1);
		memento.putString("window", "no such window");
		LiveChartSettings restored = LiveChartSettings.restore(memento, DEFAULTS);
		assertEquals(Sampler.MIN_INTERVAL, restored.interval());
		assertEquals(DEFAULTS.window(), restored.window(), "an unknown window name gives the default");
	}
}
