package dyno.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Two flame graphs of the same events compared: the frames are as wide as in the {@link #after} graph, and each
 * method's share of the self weight in the {@link #base} and after graphs says what grew and what shrank. Shares,
 * not weights, are compared, so recordings of different lengths compare.
 */
public record FlameDiff(FlameGraph base, FlameGraph after) {

	/** A method's self share before and after, in percent. */
	public record Change(String method, double baseSelfPercent, double afterSelfPercent) {

		/** The change in percentage points: positive grew, negative shrank. */
		public double change() {
			return afterSelfPercent - baseSelfPercent;
		}
	}

	/** Every method of either graph, the largest change (up or down) first. */
	public List<Change> changes() {
		Map<String, double[]> shares = new HashMap<>();
		base.methods().forEach(m -> shares.computeIfAbsent(m.method(), k -> new double[2])[0] = m.selfPercent());
		after.methods().forEach(m -> shares.computeIfAbsent(m.method(), k -> new double[2])[1] = m.selfPercent());
		List<Change> list = new ArrayList<>(shares.size());
		shares.forEach((m, s) -> list.add(new Change(m, s[0], s[1])));
		list.sort(Comparator.comparingDouble((Change c) -> -Math.abs(c.change())).thenComparing(Change::method));
		return list;
	}

	/** The change of the self share of the frame at {@code path} (root-most first), in percentage points. */
	public double change(List<String> path) {
		return after.selfPercent(path) - base.selfPercent(path);
	}
}
