package dyno.load.ui.internal.prefs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import dyno.load.AggregateStats;
import dyno.load.ApdexScores;
import dyno.load.jmeter.JMeterHome;

/**
 * The load test preferences: which JMeter runs the tests (empty: the one Dyno ships), a folder of more JMeter
 * plugins, the Aggregate Report's percentile lines and the report's APDEX thresholds. Stored in the instance scope of {@code dyno.load.ui}.
 */
public final class LoadPreferences {

	static final String JMETER_HOME = "jmeterHome";
	static final String PERCENTILES = "percentiles";
	static final String PLUGINS = "pluginsFolder";
	static final String APDEX_SATISFIED = "apdexSatisfied";
	static final String APDEX_TOLERATED = "apdexTolerated";

	private static IPreferenceStore store;

	private LoadPreferences() {
	}

	static synchronized IPreferenceStore store() {
		if (store == null) {
			store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "dyno.load.ui");
			store.setDefault(JMETER_HOME, "");
			store.setDefault(PLUGINS, "");
			store.setDefault(APDEX_SATISFIED, (int) ApdexScores.DEFAULT_SATISFIED_MS);
			store.setDefault(APDEX_TOLERATED, (int) ApdexScores.DEFAULT_TOLERATED_MS);
			store.setDefault(PERCENTILES, Arrays.stream(AggregateStats.DEFAULT_PERCENTILES)
					.mapToObj(LoadPreferences::number).collect(Collectors.joining(",")));
		}
		return store;
	}

	/**
	 * The JMeter to run: the preference's folder when set, else Dyno's own.
	 *
	 * @throws IOException naming the folder and what it lacks, or that Dyno ships none here
	 */
	public static JMeterHome jmeterHome() throws IOException {
		String chosen = store().getString(JMETER_HOME).strip();
		if (!chosen.isEmpty()) {
			return JMeterHome.at(Path.of(chosen));
		}
		Optional<JMeterHome> bundled = JMeterHome.bundled();
		if (bundled.isEmpty()) {
			throw new IOException("no JMeter installation: Dyno's own (the jmeter folder of its installation) is "
					+ "missing; choose one under Load > Load Test Preferences…");
		}
		return bundled.get();
	}

	/** The folder of JMeter plugin jars runs load beside JMETER_HOME's lib/ext, when one is set. */
	public static Optional<Path> pluginsFolder() {
		String chosen = store().getString(PLUGINS).strip();
		return chosen.isEmpty() ? Optional.empty() : Optional.of(Path.of(chosen));
	}

	/** The percentile lines of new runs' Aggregate Report; JMeter's 90, 95, 99 when the preference is unusable. */
	public static double[] percentiles() {
		try {
			return AggregateStats.parsePercentiles(store().getString(PERCENTILES));
		} catch (IllegalArgumentException e) {
			return AggregateStats.DEFAULT_PERCENTILES.clone();
		}
	}

	/** APDEX: a sample is satisfied up to this many ms (JMeter's 500 by default). */
	public static int apdexSatisfied() {
		return Math.max(0, store().getInt(APDEX_SATISFIED));
	}

	/** APDEX: tolerated up to this many ms (JMeter's 1500), at least the satisfied threshold. */
	public static int apdexTolerated() {
		return Math.max(apdexSatisfied(), store().getInt(APDEX_TOLERATED));
	}

	private static String number(double d) {
		return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
	}
}
