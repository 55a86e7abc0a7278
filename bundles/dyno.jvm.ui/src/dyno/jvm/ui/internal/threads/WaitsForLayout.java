package dyno.jvm.ui.internal.threads;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

import org.eclipse.elk.alg.layered.LayeredLayoutProvider;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.swt.graphics.Rectangle;

import dyno.jvm.threads.WaitsForGraph;

/**
 * Lays out a {@link WaitsForGraph} with ELK's layered algorithm, top down (the labels are long, so a cycle of
 * four stacks better than it lines up): threads and locks as boxes as
 * wide as their labels, edges as polylines. ELK breaks the cycle for layering and routes the back edge around,
 * which is what shows a deadlock as a loop. No SWT drawing here, only geometry.
 */
final class WaitsForLayout {

	static {
		// Outside Eclipse's extension registry ELK knows no options (nor how to copy their values) until told.
		LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
	}

	private static final int PADDING = 10;
	private static final int HEIGHT = 26;

	/** A laid-out edge: its points, first to last, and its kind. */
	record Route(int[] points, WaitsForGraph.EdgeKind kind, boolean inCycle) {
	}

	private final Map<WaitsForGraph.Node, Rectangle> boxes = new LinkedHashMap<>();
	private final List<Route> routes = new ArrayList<>();
	private int width;
	private int height;

	/** @param textWidth pixels a label needs in the font the canvas draws with */
	WaitsForLayout(WaitsForGraph graph, ToIntFunction<String> textWidth) {
		ElkNode root = ElkGraphUtil.createGraph();
		root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
		root.setProperty(CoreOptions.SPACING_NODE_NODE, 30.0);
		root.setProperty(CoreOptions.PADDING, new org.eclipse.elk.core.math.ElkPadding(PADDING));
		Map<WaitsForGraph.Node, ElkNode> nodes = new LinkedHashMap<>();
		for (WaitsForGraph.Node n : graph.nodes()) {
			ElkNode e = ElkGraphUtil.createNode(root);
			e.setWidth(textWidth.applyAsInt(n.label()) + 2 * PADDING);
			e.setHeight(HEIGHT);
			nodes.put(n, e);
		}
		Map<ElkEdge, WaitsForGraph.Edge> edges = new LinkedHashMap<>();
		for (WaitsForGraph.Edge edge : graph.edges()) {
			edges.put(ElkGraphUtil.createSimpleEdge(nodes.get(edge.from()), nodes.get(edge.to())), edge);
		}
		new LayeredLayoutProvider().layout(root, new BasicProgressMonitor());
		nodes.forEach((n, e) -> boxes.put(n, new Rectangle((int) e.getX(), (int) e.getY(), (int) e.getWidth(),
				(int) e.getHeight())));
		edges.forEach((e, edge) -> {
			if (!e.getSections().isEmpty()) {
				routes.add(new Route(points(e.getSections().get(0)), edge.kind(),
						graph.inCycle(edge.from()) && graph.inCycle(edge.to())));
			}
		});
		width = (int) Math.ceil(root.getWidth());
		height = (int) Math.ceil(root.getHeight());
	}

	private static int[] points(ElkEdgeSection s) {
		int[] p = new int[4 + 2 * s.getBendPoints().size()];
		int i = 0;
		p[i++] = (int) s.getStartX();
		p[i++] = (int) s.getStartY();
		for (ElkBendPoint b : s.getBendPoints()) {
			p[i++] = (int) b.getX();
			p[i++] = (int) b.getY();
		}
		p[i++] = (int) s.getEndX();
		p[i] = (int) s.getEndY();
		return p;
	}

	Map<WaitsForGraph.Node, Rectangle> boxes() {
		return boxes;
	}

	List<Route> routes() {
		return routes;
	}

	int width() {
		return width;
	}

	int height() {
		return height;
	}
}
