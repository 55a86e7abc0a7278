package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import dyno.profile.AllocationProfile;
import dyno.profile.AllocationRow;
import dyno.profile.HotMethod;
import dyno.profile.JfrFile;
import dyno.profile.LockRow;
import dyno.profile.RuleResult;

/**
 * {@code ./dyno jfr-summary <rec.jfr>}: the three analyses of a JFR recording (hot methods, allocation by class
 * with the allocating method, locks by total wait) and JMC's rule results worth a look, as text or JSON.
 */
final class JfrSummaryCommand implements Command {

	@Override
	public String name() {
		return "jfr-summary";
	}

	@Override
	public String usage() {
		return JfrSummaryOptions.USAGE;
	}

	@Override
	public String summary() {
		return "hot methods, allocations, locks and JMC's rule results of a JFR recording (--format json)";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		JfrSummaryOptions options;
		try {
			options = JfrSummaryOptions.parse(args);
		} catch (IllegalArgumentException e) {
			err.println("dyno jfr-summary: " + e.getMessage() + " (usage: dyno jfr-summary " + usage() + ")");
			return ExitCode.USAGE;
		}
		JfrSummary s;
		try {
			s = JfrSummary.of(JfrFile.load(options.file()), options);
		} catch (IOException e) {
			err.println("dyno jfr-summary: " + e.getMessage());
			return ExitCode.FAILED;
		}
		if ("json".equals(options.format())) {
			out.println(JfrSummaryJson.write(s));
		} else {
			text(s, options, out);
		}
		return ExitCode.OK;
	}

	private static void text(JfrSummary s, JfrSummaryOptions options, PrintStream out) {
		JfrFile f = s.file();
		out.printf(Locale.ROOT, "%s: %s, %s, %d event types%n", f.path(), f.start(), seconds(f.length()),
				f.eventTypes().size());
		out.println();
		out.printf(Locale.ROOT, "Hot methods (%,d execution samples%s)%n", s.execution().samples(),
				options.filter().isNone() ? "" : ", frames " + options.filter());
		out.printf(Locale.ROOT, "%7s %7s %8s %8s  %s%n", "self%", "total%", "self", "total", "method");
		for (HotMethod h : s.hotMethods()) {
			out.printf(Locale.ROOT, "%6.1f%% %6.1f%% %,8d %,8d  %s%n", h.selfPercent(), h.totalPercent(), h.selfSamples(),
					h.totalSamples(), h.method());
		}
		out.println();
		out.printf(Locale.ROOT, "Allocation by class (%s, %,d bytes)%n", basis(s.basis()), s.allocatedBytes());
		out.printf(Locale.ROOT, "%6s %15s %15s %8s  %s%n", "%", "in TLABs", "outside", "events", "class  <- allocated in");
		for (int i = 0; i < s.allocations().size(); i++) {
			AllocationRow a = s.allocations().get(i);
			out.printf(Locale.ROOT, "%5.1f%% %,15d %,15d %,8d  %s  <- %s%n", a.percent(), a.bytesInTlab(),
					a.bytesOutsideTlab(), a.events(), a.className(), s.allocationSites().get(i));
		}
		out.println();
		out.println("Locks (by total wait)");
		out.printf(Locale.ROOT, "%10s %10s %7s  %-13s  %s%n", "total", "max", "events", "kind", "class");
		for (LockRow l : s.locks()) {
			out.printf(Locale.ROOT, "%10s %10s %,7d  %-13s  %s%n", seconds(l.total()), seconds(l.max()), l.events(),
					l.kind(), l.lockClass());
		}
		out.println();
		out.printf(Locale.ROOT, "Rules (score %d and above)%n", options.minScore());
		for (RuleResult r : s.rules()) {
			out.printf(Locale.ROOT, "  %-7s %3d  %s: %s%n", r.severity(), r.score(), r.name(), r.summary());
		}
		if (s.rules().isEmpty()) {
			out.println("  none");
		}
	}

	private static String basis(AllocationProfile.Basis b) {
		return switch (b) {
		case TLAB_EVENTS -> "TLAB events";
		case ALLOCATION_SAMPLES -> "allocation samples: estimated bytes, no TLAB split";
		case NONE -> "no allocation events recorded";
		};
	}

	static String seconds(Duration d) {
		return String.format(Locale.ROOT, "%.3f s", d.toNanos() / 1e9);
	}
}
