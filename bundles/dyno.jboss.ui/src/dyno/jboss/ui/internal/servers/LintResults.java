package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import dyno.core.Listeners;
import dyno.core.Listeners.Registration;
import dyno.core.Plural;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Severity;

/**
 * The last lint result of each server home (all its profiles in one report), for the summary line in the view.
 * The findings themselves are markers (the Problems view); this keeps their counts and when they were taken. One
 * per running bundle: {@link dyno.jboss.ui.internal.JBossUiPlugin#lintResults()}.
 */
public final class LintResults {

	/** One home's last lint: the merged report of its profiles, when, and whether live facts were used. */
	record Result(LintReport report, Instant at, boolean live) {

		/**
		 * "12 findings (0 errors, 5 warnings, 7 infos)", "with live facts" when they were used; "12 findings at 15
		 * places (…)" when a finding has several: the Problems view lists each place, and its count must add up.
		 */
		String summary() {
			int n = report.findings().size();
			int places = report.findings().stream().mapToInt(f -> f.places().size()).sum();
			return Plural.of(n, "finding") + (places > n ? " at " + places + " places" : "") + " ("
					+ Plural.of(report.count(Severity.ERROR), "error") + ", "
					+ Plural.of(report.count(Severity.WARNING), "warning") + ", "
					+ Plural.of(report.count(Severity.INFO), "info")
					+ (live ? ", with live facts)" : ")");
		}
	}

	private final Map<Path, Result> results = new ConcurrentHashMap<>();
	private final Listeners<Runnable> listeners = new Listeners<>();

	public LintResults() {
	}

	Optional<Result> of(Path home) {
		return Optional.ofNullable(results.get(home));
	}

	/** Keeps {@code r} as the last lint of {@code home} and tells the listeners (on this thread). */
	void put(Path home, Result r) {
		results.put(home, r);
		listeners.fire(Runnable::run);
	}

	void remove(Path home) {
		results.remove(home);
	}

	Registration addListener(Runnable r) {
		return listeners.add(r);
	}

	/** How many listeners are registered (for tests: a closed view leaves none). */
	public int listenerCount() {
		return listeners.size();
	}
}
