package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.List;

import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Severity;

/**
 * The last lint result of each server home (all its profiles in one report), for the summary line in the view.
 * The findings themselves are markers (the Problems view); this keeps their counts and when they were taken.
 */
final class LintResults {

	/** One home's last lint: the merged report of its profiles, when, and whether live facts were used. */
	record Result(LintReport report, Instant at, boolean live) {

		/** "12 findings (0 errors, 5 warnings, 7 infos)", "with live facts" when they were used. */
		String summary() {
			int n = report.findings().size();
			return n + (n == 1 ? " finding (" : " findings (") + report.count(Severity.ERROR) + " errors, "
					+ report.count(Severity.WARNING) + " warnings, " + report.count(Severity.INFO) + " infos"
					+ (live ? ", with live facts)" : ")");
		}
	}

	private static final Map<Path, Result> RESULTS = new ConcurrentHashMap<>();
	private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

	private LintResults() {
	}

	static Optional<Result> of(Path home) {
		return Optional.ofNullable(RESULTS.get(home));
	}

	static void put(Path home, Result r) {
		RESULTS.put(home, r);
		LISTENERS.forEach(Runnable::run);
	}

	static void remove(Path home) {
		RESULTS.remove(home);
	}

	static void addListener(Runnable r) {
		LISTENERS.add(r);
	}

	static void removeListener(Runnable r) {
		LISTENERS.remove(r);
	}
}
