package dyno.jvm.ui.internal.prefs;

import java.time.Duration;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import dyno.jvm.Sampler;
import dyno.jvm.threads.ThreadMonitor;
import dyno.ui.charts.TimeWindow;

/**
 * What a new Heap Generations or Threads view starts with: how often it samples and how much history its charts
 * show. A view keeps its own choice after that (and across restarts). Stored in the instance scope of
 * {@code dyno.jvm.ui}.
 */
public final class MonitoringPreferences {

	static final String HEAP_INTERVAL = "heapInterval";
	static final String THREADS_INTERVAL = "threadsInterval";
	static final String WINDOW = "window";

	private static IPreferenceStore store;

	private MonitoringPreferences() {
	}

	static synchronized IPreferenceStore store() {
		if (store == null) {
			store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "dyno.jvm.ui");
			store.setDefault(HEAP_INTERVAL, text(Sampler.DEFAULT_INTERVAL));
			store.setDefault(THREADS_INTERVAL, text(ThreadMonitor.DEFAULT_INTERVAL));
			store.setDefault(WINDOW, TimeWindow.FIVE_MINUTES.name());
		}
		return store;
	}

	/** The heap sampling interval of new views; the default when the preference is unusable. */
	public static Duration heapInterval() {
		return interval(HEAP_INTERVAL, Sampler.DEFAULT_INTERVAL);
	}

	/** The thread sampling interval of new Threads views. */
	public static Duration threadsInterval() {
		return interval(THREADS_INTERVAL, ThreadMonitor.DEFAULT_INTERVAL);
	}

	/** The time window new charts show. */
	public static TimeWindow window() {
		return TimeWindow.named(store().getString(WINDOW), TimeWindow.FIVE_MINUTES);
	}

	private static Duration interval(String key, Duration fallback) {
		try {
			return Sampler.parseInterval(store().getString(key));
		} catch (IllegalArgumentException e) {
			return fallback;
		}
	}

	/** As the command line writes an interval: "500ms", "1s". */
	static String text(Duration d) {
		return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
	}
}
