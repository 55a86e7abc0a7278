package dyno.profile.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Column;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.profile.CallTreeNode;
import dyno.profile.FlameDiff;
import dyno.profile.FlameGraph;

/**
 * What {@link FlameAnalysis} built: the recording's flame graph and, with a base recording, the comparison. The
 * report's tables are the top methods by self weight (and the largest changes); {@link #html()} adds the graph.
 *
 * @param base the base recording; null without a comparison
 * @param diff the comparison with it; null without
 * @param top  rows per table of the report and methods in the JSON
 */
public record FlameResult(Path file, FlameGraph graph, Path base, FlameDiff diff, int top) implements Result {

	@Override
	public Report report() {
		List<Report.Section> sections = new ArrayList<>();
		FlameGraph.Events events = graph.events();
		sections.add(new Report.Notes(null, List.of(String.format(Locale.ROOT, "%s: %s events%s, %,d %s in all%s", file,
				events.id(),
				(graph.range().isAll() ? "" : " from " + graph.range())
						+ (graph.filter().isNone() ? "" : " of the frames " + graph.filter()),
				graph.total(), events.unit(), base == null ? "" : ", compared with " + base))));
		if (graph.ownWork() != null) {
			sections.add(new Report.Notes(null, List.of(graph.ownWork())));
		}
		List<FlameGraph.Method> methods = graph.methods();
		sections.add(new Table(String.format(Locale.ROOT, "Top frames by self %s", events.unit()),
				List.of(Column.decimal("self%", "0.0'%'", "0.00"), Column.decimal("total%", "0.0'%'", "0.00"),
						Column.count("self"), Column.count("total"), Column.text("method")),
				methods.subList(0, Math.min(top, methods.size())).stream().<List<Object>>map(m -> List.of(
						m.selfPercent(), m.totalPercent(), m.self(), m.total(), m.method())).toList()));
		if (diff != null) {
			sections.add(new Table("Largest changes of the self share since " + base.getFileName(),
					List.of(Column.decimal("base%", "0.0'%'", "0.00"), Column.decimal("now%", "0.0'%'", "0.00"),
							Column.decimal("change", "+0.0;-0.0", "0.00"), Column.text("method")),
					changes().stream().<List<Object>>map(c -> List.of(c.baseSelfPercent(), c.afterSelfPercent(),
							c.change(), c.method())).toList()));
		}
		return new Report("Flame graph " + file.getFileName(), sections);
	}

	/** The largest changes, at most {@link #top}; empty without a comparison. */
	public List<FlameDiff.Change> changes() {
		if (diff == null) {
			return List.of();
		}
		List<FlameDiff.Change> all = diff.changes();
		return all.subList(0, Math.min(top, all.size()));
	}

	/** Scripts read the top methods and the whole tree; weights in {@link FlameGraph.Events#unit()}. */
	@Override
	public Object data() {
		List<FlameGraph.Method> methods = graph.methods();
		return new Flame(file.toString(), graph.events().id(), graph.events().unit(),
				graph.range().toString(), graph.total(), graph.ownWeight(), graph.own() == FlameGraph.Own.HIDE, methods.subList(0, Math.min(top, methods.size())),
				base == null ? null : base.toString(), diff == null ? null : changes(),
				frame(graph.root(), new ArrayList<>()));
	}

	private Frame frame(CallTreeNode node, List<String> path) {
		List<Frame> children = new ArrayList<>();
		for (CallTreeNode child : node.children()) {
			path.add(child.method());
			children.add(frame(child, path));
			path.remove(path.size() - 1);
		}
		return new Frame(node.method(), node.samples(), node.selfSamples(), diff == null ? null : diff.change(path),
				children);
	}

	/** The HTML report with the flame graph drawn above its tables. */
	@Override
	public String html() {
		return Faces.html(report(), FlameGraphHtml.figure(graph, diff));
	}

	/**
	 * The JSON of {@code dyno flame --format json}.
	 *
	 * @param own       the weight of the profiler's own work, in {@code total} unless {@code ownHidden}
	 * @param ownHidden whether it was left out ({@code --hide-own})
	 */
	public record Flame(String file, String events, String unit, String range, long total, long own, boolean ownHidden,
			List<FlameGraph.Method> methods, String base, List<FlameDiff.Change> changes, Frame tree) {
	}

	/**
	 * A frame of the tree, its children heaviest first.
	 *
	 * @param change the change of its self share since the base in percentage points; null without a comparison
	 */
	public record Frame(String method, long total, long self, Double change, List<Frame> children) {
	}
}
