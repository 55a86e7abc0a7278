package dyno.heap.ui.internal.leaks;

import java.util.List;

import dyno.core.Plural;
import dyno.core.ClassNames;
import dyno.heap.LeakReport;
import dyno.heap.Snapshot;
import dyno.heap.Suspect;
import dyno.heap.analysis.LeaksResult;

/** The leak finder's words and numbers for a suspect's row and for the series as a whole. */
final class SuspectText {

	private SuspectText() {
	}

	/** The cells of a suspect's row; the trend column stays empty (its sparkline is drawn). */
	static String[] cells(Suspect s) {
		int last = s.bytes().length - 1;
		return new String[] { ClassNames.readable(s.className()), s.verdict() == Suspect.Verdict.LEAK ? "leak" : "watch",
				String.format("%+,.1f", s.bytesPerMinute() / 1024), String.format("%.0f %%", 100 * s.confidence()),
				String.format("%.0f %%", 100 * s.shareOfGrowth()), "", String.format("%,d", s.bytes()[last]),
				String.format("%,d", s.instances()[s.instances().length - 1]), s.note() };
	}

	static String summary(LeaksResult result) {
		List<Snapshot> series = result.series();
		LeakReport report = result.ranking();
		long leaks = report.leaks().size();
		long span = series.get(series.size() - 1).time() - series.get(0).time();
		return String.format("%s over %s; the heap grew by %,.1f MB; %s, %d to watch.", Plural.of(series.size(), "snapshot"),
				duration(span), report.heapGrowthBytes() / (1024.0 * 1024), Plural.of(leaks, "leak"),
				report.suspects().size() - leaks);
	}

	private static String duration(long millis) {
		long s = Math.round(millis / 1000.0);
		return s < 120 ? s + " s" : s / 60 + " min " + s % 60 + " s";
	}
}
