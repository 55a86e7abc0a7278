package dyno.jvm.ui.internal.threads;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import dyno.jvm.threads.ThreadTimeline.Lane;

/**
 * Which lanes the timeline shows: all, live, finished, platform or virtual threads, optionally only those whose name
 * matches a regular expression (found anywhere in the name, as a search field does). Virtual threads form their own
 * group after the platform threads: there may be thousands, and they would bury the server's pools.
 */
record ThreadFilter(Shown shown, Pattern name) {

	enum Shown {
		ALL("All threads"), LIVE("Live threads"), FINISHED("Finished threads"), PLATFORM("Platform threads"),
		VIRTUAL("Virtual threads");

		final String label;

		Shown(String label) {
			this.label = label;
		}
	}

	static final ThreadFilter ALL = new ThreadFilter(Shown.ALL, null);

	/**
	 * The filter for a typed expression; a blank one matches every name.
	 *
	 * @throws PatternSyntaxException when the expression is not a regular expression
	 */
	static ThreadFilter of(Shown shown, String regex) {
		return new ThreadFilter(shown, regex == null || regex.isBlank() ? null : Pattern.compile(regex));
	}

	boolean accepts(Lane lane) {
		if (shown == Shown.LIVE && lane.ended() || shown == Shown.FINISHED && !lane.ended()
				|| shown == Shown.PLATFORM && lane.virtual() || shown == Shown.VIRTUAL && !lane.virtual()) {
			return false;
		}
		return name == null || name.matcher(lane.label()).find();
	}

	/** The lanes accepted, platform threads first, then the virtual ones, each group in the timeline's order. */
	List<Lane> apply(List<Lane> lanes) {
		List<Lane> kept = new ArrayList<>(lanes.size());
		List<Lane> virtual = new ArrayList<>();
		for (Lane l : lanes) {
			if (accepts(l)) {
				(l.virtual() ? virtual : kept).add(l);
			}
		}
		kept.addAll(virtual);
		return kept;
	}
}
