package dyno.profile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import dyno.profile.internal.Quantities;

/**
 * Where the frames of a {@link FlameGraph} (or of a {@link FlameDiff}'s after graph) go: each frame's start and
 * width as shares of the drawing's width and its depth (the root is depth 0), the frames of each depth from left
 * to right. Zoomed into a frame (its {@link #focus()}), that frame spans the width, its callees scale with it and
 * its callers span the width too; the other frames are left out. Frames narrower than a given share are left out
 * as well: they cannot be seen, and a big tree would take long to draw. Drawings (the HTML report's SVG, the
 * Recording editor's canvas) take the positions and colours from here, so they agree.
 */
public final class FlameLayout {

	/** How frames are coloured without a base to compare with. */
	public enum Colouring {
		/** a warm colour per package, the same for every frame of it */
		PACKAGE,
		/** by what the code is: the JDK's, generated (lambdas, proxies, reflection) or the application's */
		KIND
	}

	/**
	 * A frame to draw.
	 *
	 * @param parent its caller's frame; null for the root
	 * @param x      where it starts, as a share of the width
	 * @param width  its width, as a share of the drawing's width
	 * @param change the change of its self share since the base in percentage points; 0 without a base
	 */
	public record Frame(CallTreeNode node, Frame parent, double x, double width, int depth, double change) {

		public String method() {
			return node.method();
		}

		/** The methods from the root's child down to this frame: what {@link FlameLayout#of} zooms into. */
		public List<String> path() {
			List<String> path = new ArrayList<>();
			for (Frame f = this; f.parent != null; f = f.parent) {
				path.add(f.method());
			}
			Collections.reverse(path);
			return path;
		}
	}

	/** A change of the self share smaller than this (in percentage points) is none: rounding, or no self weight. */
	private static final double UNCHANGED = 0.005;

	private final FlameGraph graph;
	private final FlameDiff diff;
	private final Frame focus;
	private final List<List<Frame>> rows = new ArrayList<>();
	private double largestChange;

	private FlameLayout(FlameGraph graph, FlameDiff diff, List<String> focusPath, double narrowest) {
		this.graph = graph;
		this.diff = diff;
		CallTreeNode node = graph.root();
		CallTreeNode baseNode = diff == null ? null : diff.base().root();
		Frame frame = null;
		int depth = 0;
		for (String m : focusPath) {
			CallTreeNode child = node.child(m);
			if (child == null) {
				break; // a focus from another graph: the deepest frame both have
			}
			frame = add(new Frame(node, frame, 0, 1, depth++, change(node, baseNode)));
			node = child;
			baseNode = baseNode == null ? null : baseNode.child(m);
		}
		long scale = node.samples();
		focus = scale == 0 ? null : layout(node, baseNode, frame, 0, depth, scale, narrowest);
	}

	/** The layout of {@code graph} zoomed into the frame at {@code focus} (empty: the whole graph). */
	public static FlameLayout of(FlameGraph graph, List<String> focus, double narrowest) {
		return new FlameLayout(graph, null, focus, narrowest);
	}

	/** The layout of {@code diff}'s after graph, each frame with the change of its self share since the base. */
	public static FlameLayout of(FlameDiff diff, List<String> focus, double narrowest) {
		return new FlameLayout(diff.after(), diff, focus, narrowest);
	}

	private Frame layout(CallTreeNode node, CallTreeNode baseNode, Frame parent, double x, int depth, long scale,
			double narrowest) {
		Frame frame = add(new Frame(node, parent, x, (double) node.samples() / scale, depth, change(node, baseNode)));
		double childX = x;
		for (CallTreeNode child : node.children()) {
			double width = (double) child.samples() / scale;
			if (width < narrowest) {
				break; // the children come heaviest first: the rest are narrower still
			}
			layout(child, baseNode == null ? null : baseNode.child(child.method()), frame, childX, depth + 1, scale,
					narrowest);
			childX += width;
		}
		return frame;
	}

	private Frame add(Frame frame) {
		while (rows.size() <= frame.depth()) {
			rows.add(new ArrayList<>());
		}
		rows.get(frame.depth()).add(frame);
		largestChange = Math.max(largestChange, Math.abs(frame.change()));
		return frame;
	}

	/** The change of a node's self share since the base's node at the same path (none: its share was 0). */
	private double change(CallTreeNode node, CallTreeNode baseNode) {
		if (diff == null) {
			return 0;
		}
		double before = baseNode == null ? 0 : Quantities.percent(baseNode.selfSamples(), diff.base().total());
		return Quantities.percent(node.selfSamples(), graph.total()) - before;
	}

	public FlameGraph graph() {
		return graph;
	}

	/** The comparison laid out; null for a graph without base. */
	public FlameDiff diff() {
		return diff;
	}

	/** The frame that spans the width (the root unless zoomed); null for an empty graph. */
	public Frame focus() {
		return focus;
	}

	/** The frames of each depth, left to right; the root's row first. */
	public List<List<Frame>> rows() {
		return rows;
	}

	/** Every frame laid out, row by row. */
	public List<Frame> frames() {
		return rows.stream().flatMap(List::stream).toList();
	}

	/** The largest change of a laid-out frame's self share (up or down), in percentage points; 0 without a base. */
	public double largestChange() {
		return largestChange;
	}

	/** The frame at {@code x} (a share of the width) and {@code depth}; null where there is none. */
	public Frame at(double x, int depth) {
		if (depth < 0 || depth >= rows.size()) {
			return null;
		}
		List<Frame> row = rows.get(depth);
		int low = 0;
		int high = row.size() - 1;
		while (low <= high) {
			int mid = (low + high) >>> 1;
			Frame f = row.get(mid);
			if (x < f.x()) {
				high = mid - 1;
			} else if (x >= f.x() + f.width()) {
				low = mid + 1;
			} else {
				return f;
			}
		}
		return null;
	}

	/** The laid-out frame with the most self weight: where the events happen most. */
	public Frame hottest() {
		Frame hottest = null;
		for (List<Frame> row : rows) {
			for (Frame f : row) {
				if (f.parent() != null && (hottest == null || f.node().selfSamples() > hottest.node().selfSamples())) {
					hottest = f;
				}
			}
		}
		return hottest;
	}

	/** A move of the keyboard's selection through the graph. */
	public enum Step {
		/** To the frame's caller (toward the root). */
		CALLER,
		/** To the frame's widest callee: down the hot path. */
		CALLEE,
		/** To the frame before it in its row. */
		PREVIOUS,
		/** To the frame after it in its row. */
		NEXT
	}

	/**
	 * The frame a step from {@code from} reaches; {@code from} itself where there is none (the root has no caller, a
	 * leaf no callee, a row's ends no neighbour). Null from null: the root then.
	 */
	public Frame step(Frame from, Step step) {
		if (rows.isEmpty()) {
			return null;
		}
		if (from == null) {
			return rows.get(0).get(0);
		}
		List<Frame> row = rows.get(from.depth());
		int i = row.indexOf(from);
		Frame to = switch (step) {
		case CALLER -> from.parent();
		case CALLEE -> from.depth() + 1 >= rows.size() ? null
				: rows.get(from.depth() + 1).stream().filter(f -> f.parent() == from)
						.max(Comparator.comparingDouble(Frame::width)).orElse(null);
		case PREVIOUS -> i > 0 ? row.get(i - 1) : null;
		case NEXT -> i >= 0 && i + 1 < row.size() ? row.get(i + 1) : null;
		};
		return to == null ? from : to;
	}

	/** The laid-out frame of this {@link Frame#path() path} (the empty path: the root); null when it is not laid out. */
	public Frame find(List<String> path) {
		if (path.size() >= rows.size()) {
			return null;
		}
		return rows.get(path.size()).stream().filter(f -> f.path().equals(path)).findFirst().orElse(null);
	}

	/** Whether a frame's method contains {@code text}, ignoring case; an empty text matches nothing. */
	public static boolean matches(String method, String text) {
		return !text.isEmpty() && method.toLowerCase(Locale.ROOT).contains(text.toLowerCase(Locale.ROOT));
	}

	/**
	 * The share of the whole graph's weight that passes through a frame whose method contains {@code text}, in
	 * percent: each event counts once, however many matching frames its stack has. Counted on the whole tree, the
	 * frames too narrow to draw too.
	 */
	public double matchedPercent(String text) {
		return Quantities.percent(matched(graph.root(), text), graph.total());
	}

	private static long matched(CallTreeNode node, String text) {
		if (!node.method().equals(CallTreeNode.ROOT) && matches(node.method(), text)) {
			return node.samples();
		}
		long sum = 0;
		for (CallTreeNode child : node.children()) {
			sum += matched(child, text);
		}
		return sum;
	}

	/** A frame's colour as 0xRRGGBB: by the change of its self share with a base, else as {@code colouring} says. */
	public int colour(Frame frame, Colouring colouring) {
		if (diff != null) {
			return changeColour(frame.change(), largestChange);
		}
		if (frame.parent() == null) {
			return hsl(0, 0, 80);
		}
		return colouring == Colouring.KIND ? kindColour(frame.method()) : packageColour(frame.method());
	}

	/** A warm colour per package. */
	static int packageColour(String method) {
		int classEnd = method.lastIndexOf('.');
		String type = classEnd < 0 ? method : method.substring(0, classEnd);
		int packageEnd = type.lastIndexOf('.');
		String pkg = packageEnd < 0 ? type : type.substring(0, packageEnd);
		int h = pkg.hashCode();
		return hsl(Math.floorMod(h, 50), 65 + Math.floorMod(h >> 8, 25), 55 + Math.floorMod(h >> 16, 12));
	}

	/** Orange for the JDK's code, blue for generated code, green for the application's (and its libraries'). */
	static int kindColour(String method) {
		if (method.contains("$$Lambda") || method.contains("$Proxy") || method.startsWith("jdk.internal.reflect.")
				|| method.startsWith("java.lang.invoke.")) {
			return hsl(200, 60, 65);
		}
		for (String jdk : List.of("java.", "javax.", "jdk.", "sun.", "com.sun.")) {
			if (method.startsWith(jdk)) {
				return hsl(30, 80, 62);
			}
		}
		return hsl(110, 50, 55);
	}

	/**
	 * Red for a self share that grew, blue for one that shrank, the stronger the larger the change; grey for one
	 * that did not change (a caller without self weight).
	 */
	static int changeColour(double change, double largest) {
		if (Math.abs(change) < UNCHANGED) {
			return hsl(0, 0, 88);
		}
		double strength = largest == 0 ? 0 : Math.abs(change) / largest;
		return hsl(change >= 0 ? 0 : 220, 80, (int) Math.round(92 - 40 * strength));
	}

	/** 0xRRGGBB of a hue (degrees), saturation and lightness (percent). */
	static int hsl(int hue, int saturation, int lightness) {
		double s = saturation / 100.0;
		double l = lightness / 100.0;
		double c = (1 - Math.abs(2 * l - 1)) * s;
		double h = hue / 60.0;
		double x = c * (1 - Math.abs(h % 2 - 1));
		double[] rgb = switch ((int) h % 6) {
		case 0 -> new double[] { c, x, 0 };
		case 1 -> new double[] { x, c, 0 };
		case 2 -> new double[] { 0, c, x };
		case 3 -> new double[] { 0, x, c };
		case 4 -> new double[] { x, 0, c };
		default -> new double[] { c, 0, x };
		};
		double m = l - c / 2;
		int colour = 0;
		for (double v : rgb) {
			colour = colour << 8 | (int) Math.round((v + m) * 255);
		}
		return colour;
	}
}
