package dyno.cli.internal;

import java.util.List;

import dyno.profile.AllocationProfile;
import dyno.profile.AllocationRow;
import dyno.profile.ContentionProfile;
import dyno.profile.ExecutionProfile;
import dyno.profile.HotMethod;
import dyno.profile.JfrFile;
import dyno.profile.JfrRules;
import dyno.profile.LockRow;
import dyno.profile.RuleResult;

/**
 * What {@code dyno jfr-summary} shows of a recording: the top rows of each analysis and the rule results at or
 * above the threshold; {@link #allocationSites} holds the allocating method of each top class.
 */
record JfrSummary(JfrFile file, ExecutionProfile execution, List<HotMethod> hotMethods, AllocationProfile.Basis basis,
		long allocatedBytes, List<AllocationRow> allocations, List<String> allocationSites, List<LockRow> locks,
		List<RuleResult> rules) {

	static JfrSummary of(JfrFile file, JfrSummaryOptions options) {
		ExecutionProfile execution = ExecutionProfile.of(file, options.filter());
		AllocationProfile allocation = AllocationProfile.of(file);
		List<AllocationRow> allocations = top(allocation.byClass(), options.top());
		List<String> sites = allocations.stream().map(a -> allocation.stacksOf(a.className()).get(0).top()).toList();
		return new JfrSummary(file, execution, top(execution.hotMethods(), options.top()), allocation.basis(),
				allocation.totalBytes(), allocations, sites, top(ContentionProfile.of(file).byLockClass(), options.top()),
				JfrRules.evaluate(file).stream().filter(r -> r.score() >= options.minScore()).toList());
	}

	private static <T> List<T> top(List<T> rows, int n) {
		return rows.subList(0, Math.min(n, rows.size()));
	}
}
