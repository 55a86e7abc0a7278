import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.GeneralPath;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.imageio.ImageIO;

/**
 * Draws Dyno's own icons: each glyph once, on a 16-unit grid, written as name.png (16×16) and name@2x.png (32×32,
 * which SWT picks on a HiDPI screen) into the icons/ folder of the bundle that shows it.
 * <p>
 * Run from the repository root: {@code java releng/icons/Glyphs.java} (any JDK 21+, no other dependency). One
 * palette and one stroke width for all, so the set looks like one set; the platform's shared images (save, delete,
 * undo...) are used where they fit and are not drawn here.
 */
public final class Glyphs {

	private static final Color BLUE = new Color(0x2F6DB5);
	private static final Color LIGHT_BLUE = new Color(0x9CC3EE);
	private static final Color GREEN = new Color(0x2E8B46);
	private static final Color LIGHT_GREEN = new Color(0xA6DDB0);
	private static final Color ORANGE = new Color(0xE07B1F);
	private static final Color YELLOW = new Color(0xF2C230);
	private static final Color RED = new Color(0xC9352B);
	private static final Color GREY = new Color(0x5B6572);
	private static final Color LIGHT_GREY = new Color(0xDCE1E7);
	private static final Color WHITE = Color.WHITE;

	/** A glyph: where it goes and how it is drawn on the 16-unit grid. */
	private record Glyph(String bundle, String name, Consumer<Graphics2D> draw) {
	}

	public static void main(String[] args) throws IOException {
		for (Glyph g : glyphs()) {
			for (int scale : new int[] { 1, 2 }) {
				BufferedImage image = new BufferedImage(16 * scale, 16 * scale, BufferedImage.TYPE_INT_ARGB);
				Graphics2D g2 = image.createGraphics();
				g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
				g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
				g2.scale(scale, scale);
				g2.setStroke(new BasicStroke(1.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
				g.draw().accept(g2);
				g2.dispose();
				File out = new File("bundles/" + g.bundle() + "/icons/" + g.name() + (scale == 2 ? "@2x" : "") + ".png");
				out.getParentFile().mkdirs();
				ImageIO.write(image, "png", out);
			}
		}
	}

	private static List<Glyph> glyphs() {
		Map<String, Consumer<Graphics2D>> shared = new LinkedHashMap<>();
		shared.put("compare", Glyphs::compare);
		shared.put("refresh", Glyphs::refresh);
		shared.put("flame", Glyphs::flame);
		shared.put("server", Glyphs::server);
		List<Glyph> out = new java.util.ArrayList<>(List.of(
				// The perspectives (dyno.ui): one glyph per journey.
				new Glyph("dyno.ui", "perspective-dyno", Glyphs::gauge),
				new Glyph("dyno.ui", "perspective-monitor", Glyphs::heartbeat),
				new Glyph("dyno.ui", "perspective-servers", Glyphs::server),
				new Glyph("dyno.ui", "perspective-load", Glyphs::load),
				new Glyph("dyno.ui", "perspective-profile", Glyphs::flame),
				// The JVM Explorer and the per-JVM views.
				new Glyph("dyno.jvm.ui", "jvm-explorer", Glyphs::explorer),
				new Glyph("dyno.jvm.ui", "jvm", Glyphs::jvm),
				new Glyph("dyno.jvm.ui", "local", Glyphs::computer),
				new Glyph("dyno.jvm.ui", "remote", Glyphs::globe),
				new Glyph("dyno.jvm.ui", "jstatd-host", g -> computer(g)),
				new Glyph("dyno.jvm.ui", "add-jstatd-host", g -> plus(g, Glyphs::computer)),
				new Glyph("dyno.jvm.ui", "add-jmx-connection", g -> plus(g, Glyphs::plug)),
				new Glyph("dyno.jvm.ui", "jmx-connection", Glyphs::plug),
				new Glyph("dyno.jvm.ui", "jstatd-setup", Glyphs::wrench),
				new Glyph("dyno.jvm.ui", "heap-generations", Glyphs::generations),
				new Glyph("dyno.jvm.ui", "threads", Glyphs::threads),
				new Glyph("dyno.jvm.ui", "mbeans", Glyphs::bean),
				new Glyph("dyno.jvm.ui", "perform-gc", Glyphs::recycle),
				new Glyph("dyno.jvm.ui", "heap-dump", Glyphs::dump),
				new Glyph("dyno.jvm.ui", "class-histogram", Glyphs::histogram),
				new Glyph("dyno.jvm.ui", "thread-dump", Glyphs::threadDump),
				new Glyph("dyno.jvm.ui", "group-by-stack", Glyphs::layers),
				// Heap analysis.
				new Glyph("dyno.heap.ui", "snapshots", Glyphs::camera),
				new Glyph("dyno.heap.ui", "holders", Glyphs::chain),
				new Glyph("dyno.heap.ui", "import-histogram", Glyphs::importHistogram),
				new Glyph("dyno.heap.ui", "heap-dump", Glyphs::dump),
				new Glyph("dyno.heap.ui", "find-leaks", Glyphs::leak),
				new Glyph("dyno.heap.ui", "dominator-tree", Glyphs::tree),
				// Profiling.
				new Glyph("dyno.profile.ui", "recording", Glyphs::recording),
				new Glyph("dyno.profile.ui", "start-recording", Glyphs::record),
				new Glyph("dyno.profile.ui", "stop-recording", Glyphs::stop),
				new Glyph("dyno.profile.ui", "dump-recording", Glyphs::dumpRecording),
				new Glyph("dyno.profile.ui", "pause", Glyphs::pause),
				new Glyph("dyno.profile.ui", "resume", Glyphs::play),
				// Servers.
				new Glyph("dyno.jboss.ui", "config-editor", Glyphs::configFile),
				new Glyph("dyno.jboss.ui", "tuning-history", Glyphs::clock),
				new Glyph("dyno.jboss.ui", "lint", Glyphs::lint),
				new Glyph("dyno.jboss.ui", "safe-fixes", Glyphs::wand),
				new Glyph("dyno.jboss.ui", "add-server", g -> plus(g, Glyphs::server)),
				new Glyph("dyno.jboss.ui", "start-server", Glyphs::play),
				new Glyph("dyno.jboss.ui", "stop-server", Glyphs::stopServer),
				new Glyph("dyno.jboss.ui", "reload-server", Glyphs::reloadServer),
				new Glyph("dyno.jboss.ui", "restart-server", Glyphs::restartServer),
				new Glyph("dyno.jboss.ui", "compare-recordings", Glyphs::compareRecordings),
				// Load tests.
				new Glyph("dyno.load.ui", "open-load-run", Glyphs::folderWithBars),
				new Glyph("dyno.load.ui", "stop-run", Glyphs::stop),
				new Glyph("dyno.load.ui", "open-range", Glyphs::recording)));
		// Glyphs more than one bundle shows, each in its own bundle (a bundle's icons/ is all it can count on).
		for (String bundle : List.of("dyno.jvm.ui", "dyno.heap.ui", "dyno.jboss.ui", "dyno.profile.ui")) {
			out.add(new Glyph(bundle, "compare", shared.get("compare")));
			out.add(new Glyph(bundle, "refresh", shared.get("refresh")));
		}
		out.add(new Glyph("dyno.load.ui", "compare", shared.get("compare")));
		out.add(new Glyph("dyno.profile.ui", "live-profile", shared.get("flame")));
		out.add(new Glyph("dyno.jboss.ui", "servers", shared.get("server")));
		return out;
	}

	// ---- the glyphs: each fits the 16×16 grid with a half-unit margin ----

	private static void gauge(Graphics2D g) {
		g.setColor(LIGHT_BLUE);
		g.fill(new Arc2D.Double(1.5, 2.5, 13, 13, 0, 180, Arc2D.PIE));
		g.setColor(BLUE);
		g.setStroke(new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Arc2D.Double(1.5, 2.5, 13, 13, 0, 180, Arc2D.OPEN));
		g.draw(new Line2D.Double(1.5, 9, 14.5, 9));
		g.setColor(RED);
		g.draw(new Line2D.Double(8, 9, 11.5, 4.5));
		g.setColor(GREY);
		g.fill(new Ellipse2D.Double(6.5, 7.5, 3, 3));
		g.setColor(GREEN);
		g.fill(new RoundRectangle2D.Double(2, 11.5, 12, 3, 1.5, 1.5));
	}

	private static void heartbeat(Graphics2D g) {
		g.setColor(LIGHT_GREY);
		g.fill(new RoundRectangle2D.Double(0.5, 1.5, 15, 13, 3, 3));
		g.setColor(GREY);
		g.draw(new RoundRectangle2D.Double(0.5, 1.5, 15, 13, 3, 3));
		g.setColor(GREEN);
		g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(polyline(2, 9, 5, 9, 6.5, 4, 9, 12.5, 10.5, 7, 14, 7));
	}

	private static void server(Graphics2D g) {
		for (int i = 0; i < 3; i++) {
			double y = 1.5 + i * 4.5;
			g.setColor(i == 0 ? LIGHT_BLUE : LIGHT_GREY);
			g.fill(new RoundRectangle2D.Double(2.5, y, 11, 4, 1.5, 1.5));
			g.setColor(GREY);
			g.draw(new RoundRectangle2D.Double(2.5, y, 11, 4, 1.5, 1.5));
			g.setColor(GREEN);
			g.fill(new Ellipse2D.Double(10.5, y + 1.2, 1.7, 1.7));
		}
	}

	private static void load(Graphics2D g) {
		double[] heights = { 4, 7, 10 };
		for (int i = 0; i < heights.length; i++) {
			g.setColor(i == 2 ? ORANGE : LIGHT_BLUE);
			g.fill(new RoundRectangle2D.Double(1.5 + i * 4, 15 - heights[i], 3, heights[i], 1, 1));
		}
		g.setColor(RED);
		g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(polyline(2, 8, 8, 4, 14, 1.5));
		g.draw(polyline(10.5, 1.5, 14, 1.5, 14, 5));
	}

	private static void flame(Graphics2D g) {
		GeneralPath outer = new GeneralPath();
		outer.moveTo(8, 0.8);
		outer.curveTo(9.5, 4, 14, 6, 13.5, 10.5);
		outer.curveTo(13, 14, 10.5, 15.3, 8, 15.3);
		outer.curveTo(5.5, 15.3, 2.6, 14, 2.5, 10.5);
		outer.curveTo(2.4, 7.5, 4.5, 6.5, 5, 4.5);
		outer.curveTo(6, 6, 6.2, 7, 6.5, 8);
		outer.curveTo(7.5, 6, 8.5, 4, 8, 0.8);
		outer.closePath();
		g.setColor(ORANGE);
		g.fill(outer);
		GeneralPath inner = new GeneralPath();
		inner.moveTo(8, 7.5);
		inner.curveTo(9, 9.5, 11, 10.5, 10.8, 12.5);
		inner.curveTo(10.5, 14.3, 9, 14.8, 8, 14.8);
		inner.curveTo(6.8, 14.8, 5.2, 14.2, 5.2, 12.3);
		inner.curveTo(5.2, 10.5, 7.5, 9.5, 8, 7.5);
		inner.closePath();
		g.setColor(YELLOW);
		g.fill(inner);
	}

	private static void explorer(Graphics2D g) {
		g.setColor(GREY);
		g.draw(polyline(4, 4, 4, 12, 8, 12));
		g.draw(new Line2D.Double(4, 8, 8, 8));
		node(g, 1.5, 1.5, BLUE);
		node(g, 8.5, 5.5, GREEN);
		node(g, 8.5, 9.5, GREEN);
	}

	private static void node(Graphics2D g, double x, double y, Color color) {
		g.setColor(color);
		g.fill(new RoundRectangle2D.Double(x, y, 5, 5, 1.5, 1.5));
	}

	/** A coffee cup: the JVM. */
	private static void jvm(Graphics2D g) {
		g.setColor(BLUE);
		GeneralPath cup = new GeneralPath();
		cup.moveTo(2, 6.5);
		cup.lineTo(11.5, 6.5);
		cup.lineTo(11, 12.5);
		cup.curveTo(10.8, 14, 9.8, 14.8, 8.5, 14.8);
		cup.lineTo(5, 14.8);
		cup.curveTo(3.7, 14.8, 2.7, 14, 2.5, 12.5);
		cup.closePath();
		g.fill(cup);
		g.setStroke(new BasicStroke(1.4f));
		g.draw(new Arc2D.Double(9.5, 7.5, 5, 4.5, -90, 180, Arc2D.OPEN));
		g.setColor(ORANGE);
		g.setStroke(new BasicStroke(1.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(wave(5, 1, 4.5));
		g.draw(wave(8.2, 1.5, 4));
	}

	private static Path2D wave(double x, double top, double height) {
		Path2D p = new Path2D.Double();
		p.moveTo(x, top + height);
		p.curveTo(x - 1.2, top + height * 0.66, x + 1.2, top + height * 0.33, x, top);
		return p;
	}

	private static void computer(Graphics2D g) {
		g.setColor(LIGHT_BLUE);
		g.fill(new RoundRectangle2D.Double(1.5, 2, 13, 9, 2, 2));
		g.setColor(GREY);
		g.draw(new RoundRectangle2D.Double(1.5, 2, 13, 9, 2, 2));
		g.setStroke(new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(8, 11, 8, 13.5));
		g.draw(new Line2D.Double(4.5, 14.3, 11.5, 14.3));
	}

	private static void globe(Graphics2D g) {
		g.setColor(LIGHT_BLUE);
		g.fill(new Ellipse2D.Double(1.5, 1.5, 13, 13));
		g.setColor(BLUE);
		g.draw(new Ellipse2D.Double(1.5, 1.5, 13, 13));
		g.draw(new Ellipse2D.Double(5, 1.5, 6, 13));
		g.draw(new Line2D.Double(1.5, 8, 14.5, 8));
		g.draw(new Line2D.Double(2.8, 4.8, 13.2, 4.8));
		g.draw(new Line2D.Double(2.8, 11.2, 13.2, 11.2));
	}

	private static void plug(Graphics2D g) {
		g.setColor(GREY);
		g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(5.5, 1.5, 5.5, 4.5));
		g.draw(new Line2D.Double(10.5, 1.5, 10.5, 4.5));
		g.setColor(BLUE);
		g.fill(new RoundRectangle2D.Double(3, 4.5, 10, 5, 2, 2));
		GeneralPath neck = new GeneralPath();
		neck.moveTo(4.5, 9);
		neck.lineTo(11.5, 9);
		neck.lineTo(9.5, 12);
		neck.lineTo(6.5, 12);
		neck.closePath();
		g.fill(neck);
		g.setColor(GREY);
		g.draw(new Line2D.Double(8, 12, 8, 15));
	}

	/** {@code base} with a green plus in its lower right corner: "add one". */
	private static void plus(Graphics2D g, Consumer<Graphics2D> base) {
		Graphics2D smaller = (Graphics2D) g.create();
		smaller.scale(0.8, 0.8);
		base.accept(smaller);
		smaller.dispose();
		g.setColor(WHITE);
		g.fill(new Ellipse2D.Double(8.5, 8.5, 7.5, 7.5));
		g.setColor(GREEN);
		g.fill(new Ellipse2D.Double(9, 9, 6.8, 6.8));
		g.setColor(WHITE);
		g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(12.4, 10.5, 12.4, 14.3));
		g.draw(new Line2D.Double(10.5, 12.4, 14.3, 12.4));
	}

	private static void wrench(Graphics2D g) {
		g.setColor(GREY);
		g.setStroke(new BasicStroke(2.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(3, 13, 9, 7));
		g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Arc2D.Double(8, 1.5, 7, 7, 135, 270, Arc2D.OPEN));
	}

	private static void generations(Graphics2D g) {
		Color[] colors = { LIGHT_GREEN, GREEN, BLUE };
		double[] widths = { 6, 9, 13 };
		for (int i = 0; i < 3; i++) {
			g.setColor(colors[i]);
			g.fill(new RoundRectangle2D.Double(1.5, 1.5 + i * 4.7, widths[i], 3.6, 1.2, 1.2));
		}
		g.setColor(GREY);
		g.draw(new Line2D.Double(1, 0.8, 1, 15.2));
	}

	private static void threads(Graphics2D g) {
		Color[][] segments = { { GREEN, GREEN, YELLOW }, { GREEN, RED, GREEN }, { YELLOW, GREEN, GREEN } };
		for (int row = 0; row < 3; row++) {
			for (int s = 0; s < 3; s++) {
				g.setColor(segments[row][s]);
				g.fill(new RoundRectangle2D.Double(1 + s * 4.8, 2 + row * 4.6, 4.4, 3, 1, 1));
			}
		}
	}

	private static void bean(Graphics2D g) {
		GeneralPath bean = new GeneralPath();
		bean.moveTo(4, 2.5);
		bean.curveTo(8, 0.5, 14.5, 4, 13.5, 9.5);
		bean.curveTo(12.8, 13.5, 8, 16, 4.5, 13.5);
		bean.curveTo(1.5, 11.5, 3.5, 9.5, 5, 8.5);
		bean.curveTo(6, 7.5, 1.5, 4, 4, 2.5);
		bean.closePath();
		g.setColor(GREEN);
		g.fill(bean);
		g.setColor(LIGHT_GREEN);
		g.setStroke(new BasicStroke(1.1f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Arc2D.Double(6, 4, 6, 8, -60, 120, Arc2D.OPEN));
	}

	private static void recycle(Graphics2D g) {
		g.setColor(GREEN);
		g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Arc2D.Double(2.5, 2.5, 11, 11, 100, 250, Arc2D.OPEN));
		arrowHead(g, 6.5, 2.6, 0);
	}

	/** A filled arrow head pointing right (angle 0) at (x, y). */
	private static void arrowHead(Graphics2D g, double x, double y, double angle) {
		Graphics2D a = (Graphics2D) g.create();
		a.translate(x, y);
		a.rotate(angle);
		GeneralPath p = new GeneralPath();
		p.moveTo(3, 0);
		p.lineTo(-1.5, -3);
		p.lineTo(-1.5, 3);
		p.closePath();
		a.fill(p);
		a.dispose();
	}

	private static void dump(Graphics2D g) {
		g.setColor(GREY);
		g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(polyline(2, 10, 2, 14.5, 14, 14.5, 14, 10));
		g.setColor(BLUE);
		g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(8, 1.5, 8, 8));
		arrowHead(g, 8, 10, Math.PI / 2);
	}

	private static void histogram(Graphics2D g) {
		double[] widths = { 13, 10, 7, 4 };
		for (int i = 0; i < widths.length; i++) {
			g.setColor(i == 0 ? ORANGE : BLUE);
			g.fill(new RoundRectangle2D.Double(1.5, 1.5 + i * 3.4, widths[i], 2.6, 1, 1));
		}
	}

	private static void threadDump(Graphics2D g) {
		page(g);
		g.setColor(GREEN);
		g.setStroke(new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		for (int i = 0; i < 4; i++) {
			g.draw(new Line2D.Double(5, 4.5 + i * 2.6, i % 2 == 0 ? 11 : 9, 4.5 + i * 2.6));
		}
	}

	private static void page(Graphics2D g) {
		GeneralPath p = new GeneralPath();
		p.moveTo(2.5, 0.8);
		p.lineTo(10, 0.8);
		p.lineTo(13.5, 4.3);
		p.lineTo(13.5, 15.2);
		p.lineTo(2.5, 15.2);
		p.closePath();
		g.setColor(WHITE);
		g.fill(p);
		g.setColor(GREY);
		g.draw(p);
	}

	private static void layers(Graphics2D g) {
		Color[] colors = { BLUE, LIGHT_BLUE, LIGHT_GREY };
		for (int i = 2; i >= 0; i--) {
			GeneralPath p = new GeneralPath();
			double y = 2 + i * 3.5;
			p.moveTo(8, y);
			p.lineTo(15, y + 3);
			p.lineTo(8, y + 6);
			p.lineTo(1, y + 3);
			p.closePath();
			g.setColor(colors[i]);
			g.fill(p);
			g.setColor(GREY);
			g.draw(p);
		}
	}

	private static void compare(Graphics2D g) {
		for (int i = 0; i < 2; i++) {
			g.setColor(i == 0 ? LIGHT_BLUE : LIGHT_GREEN);
			g.fill(new RoundRectangle2D.Double(1 + i * 8, 1.5, 6, 13, 1.5, 1.5));
			g.setColor(GREY);
			g.draw(new RoundRectangle2D.Double(1 + i * 8, 1.5, 6, 13, 1.5, 1.5));
		}
		g.setColor(BLUE);
		g.setStroke(new BasicStroke(1.3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(3, 5, 5, 5));
		g.draw(new Line2D.Double(3, 8, 5, 8));
		g.setColor(GREEN);
		g.draw(new Line2D.Double(11, 5, 13, 5));
		g.draw(new Line2D.Double(11, 8, 13, 8));
		g.draw(new Line2D.Double(11, 11, 13, 11));
	}

	/** Two recordings side by side: the compare glyph with a recording's red dot. */
	private static void compareRecordings(Graphics2D g) {
		compare(g);
		g.setColor(WHITE);
		g.fill(new Ellipse2D.Double(8.5, 8.5, 7.5, 7.5));
		g.setColor(RED);
		g.fill(new Ellipse2D.Double(9.2, 9.2, 6, 6));
	}

	private static void refresh(Graphics2D g) {
		g.setColor(BLUE);
		g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Arc2D.Double(2.5, 2.5, 11, 11, 30, 280, Arc2D.OPEN));
		arrowHead(g, 12.8, 4.2, -Math.PI / 2 + 0.5);
	}

	private static void camera(Graphics2D g) {
		g.setColor(GREY);
		g.fill(new RoundRectangle2D.Double(5, 2.5, 6, 3, 1, 1));
		g.fill(new RoundRectangle2D.Double(1, 4, 14, 10, 2.5, 2.5));
		g.setColor(WHITE);
		g.fill(new Ellipse2D.Double(4.5, 5.5, 7, 7));
		g.setColor(BLUE);
		g.fill(new Ellipse2D.Double(5.8, 6.8, 4.4, 4.4));
	}

	private static void chain(Graphics2D g) {
		g.setColor(GREY);
		g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		Graphics2D r = (Graphics2D) g.create();
		r.rotate(-Math.PI / 4, 8, 8);
		r.draw(new RoundRectangle2D.Double(0.5, 5.5, 8, 5, 5, 5));
		r.setColor(BLUE);
		r.draw(new RoundRectangle2D.Double(7.5, 5.5, 8, 5, 5, 5));
		r.dispose();
	}

	private static void importHistogram(Graphics2D g) {
		page(g);
		double[] widths = { 7, 5, 3 };
		for (int i = 0; i < widths.length; i++) {
			g.setColor(BLUE);
			g.fill(new RoundRectangle2D.Double(4.5, 5 + i * 3, widths[i], 2, 0.8, 0.8));
		}
		g.setColor(GREEN);
		arrowHead(g, 12.5, 12.5, Math.PI / 2);
	}

	private static void leak(Graphics2D g) {
		GeneralPath drop = new GeneralPath();
		drop.moveTo(6, 1);
		drop.curveTo(7.5, 4, 10, 6, 10, 8.5);
		drop.curveTo(10, 10.8, 8.2, 12, 6, 12);
		drop.curveTo(3.8, 12, 2, 10.8, 2, 8.5);
		drop.curveTo(2, 6, 4.5, 4, 6, 1);
		drop.closePath();
		g.setColor(LIGHT_BLUE);
		g.fill(drop);
		g.setColor(BLUE);
		g.draw(drop);
		g.setColor(WHITE);
		g.fill(new Ellipse2D.Double(7, 6.5, 7, 7));
		g.setColor(GREY);
		g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Ellipse2D.Double(7.5, 7, 5.8, 5.8));
		g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(12.6, 12.3, 15, 14.8));
	}

	private static void tree(Graphics2D g) {
		g.setColor(GREY);
		g.draw(polyline(8, 4, 8, 7, 3.5, 7, 3.5, 10));
		g.draw(polyline(8, 7, 12.5, 7, 12.5, 10));
		node(g, 5.5, 0.5, ORANGE);
		node(g, 1, 10, BLUE);
		node(g, 10, 10, LIGHT_BLUE);
	}

	private static void recording(Graphics2D g) {
		g.setColor(GREY);
		g.fill(new RoundRectangle2D.Double(1, 2, 14, 12, 2, 2));
		g.setColor(WHITE);
		for (int i = 0; i < 4; i++) {
			g.fill(new java.awt.geom.Rectangle2D.Double(2.3 + i * 3.2, 3, 1.6, 1.4));
			g.fill(new java.awt.geom.Rectangle2D.Double(2.3 + i * 3.2, 11.6, 1.6, 1.4));
		}
		g.setColor(RED);
		g.fill(new Ellipse2D.Double(5.5, 5.5, 5, 5));
	}

	private static void record(Graphics2D g) {
		g.setColor(RED);
		g.fill(new Ellipse2D.Double(2.5, 2.5, 11, 11));
		g.setColor(new Color(0xE8776F));
		g.fill(new Ellipse2D.Double(5, 4.5, 3.5, 3));
	}

	private static void stop(Graphics2D g) {
		g.setColor(GREY);
		g.fill(new RoundRectangle2D.Double(3, 3, 10, 10, 2, 2));
	}

	/** Red where the recording's stop is grey: a server's stop ends its JVM. */
	private static void stopServer(Graphics2D g) {
		g.setColor(RED);
		g.fill(new RoundRectangle2D.Double(3, 3, 10, 10, 2, 2));
	}

	/** The refresh circle in the start's green: the server goes round once, its JVM stays. */
	private static void reloadServer(Graphics2D g) {
		g.setColor(GREEN);
		g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Arc2D.Double(2.5, 2.5, 11, 11, 30, 280, Arc2D.OPEN));
		arrowHead(g, 12.8, 4.2, -Math.PI / 2 + 0.5);
	}

	/** The start's triangle inside the circle: stop, then start (a new JVM). */
	private static void restartServer(Graphics2D g) {
		g.setColor(ORANGE);
		g.setStroke(new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Arc2D.Double(1.5, 1.5, 13, 13, 30, 280, Arc2D.OPEN));
		arrowHead(g, 13.6, 3.6, -Math.PI / 2 + 0.5);
		GeneralPath p = new GeneralPath();
		p.moveTo(6.2, 5);
		p.lineTo(11, 8);
		p.lineTo(6.2, 11);
		p.closePath();
		g.setColor(GREEN);
		g.fill(p);
	}

	private static void dumpRecording(Graphics2D g) {
		g.setColor(RED);
		g.fill(new Ellipse2D.Double(1, 1, 9, 9));
		g.setColor(BLUE);
		g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(12.5, 6, 12.5, 11));
		arrowHead(g, 12.5, 13, Math.PI / 2);
	}

	private static void pause(Graphics2D g) {
		g.setColor(BLUE);
		g.fill(new RoundRectangle2D.Double(3.5, 2.5, 3, 11, 1, 1));
		g.fill(new RoundRectangle2D.Double(9.5, 2.5, 3, 11, 1, 1));
	}

	private static void play(Graphics2D g) {
		GeneralPath p = new GeneralPath();
		p.moveTo(4, 2);
		p.lineTo(13.5, 8);
		p.lineTo(4, 14);
		p.closePath();
		g.setColor(GREEN);
		g.fill(p);
	}

	private static void configFile(Graphics2D g) {
		page(g);
		g.setColor(BLUE);
		g.setStroke(new BasicStroke(1.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(polyline(6.5, 6, 4.5, 8.5, 6.5, 11));
		g.draw(polyline(9.5, 6, 11.5, 8.5, 9.5, 11));
	}

	private static void clock(Graphics2D g) {
		g.setColor(WHITE);
		g.fill(new Ellipse2D.Double(1.5, 1.5, 13, 13));
		g.setColor(BLUE);
		g.setStroke(new BasicStroke(1.5f));
		g.draw(new Ellipse2D.Double(1.5, 1.5, 13, 13));
		g.setColor(GREY);
		g.setStroke(new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(polyline(8, 4, 8, 8, 11, 10));
	}

	private static void lint(Graphics2D g) {
		page(g);
		g.setColor(GREEN);
		g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(polyline(4.5, 8.5, 7, 11.5, 11.5, 5.5));
	}

	private static void wand(Graphics2D g) {
		g.setColor(GREY);
		g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
		g.draw(new Line2D.Double(2, 14, 9.5, 6.5));
		g.setColor(YELLOW);
		star(g, 11.5, 4.5, 3.8);
		g.setColor(ORANGE);
		star(g, 5, 3.5, 1.8);
		star(g, 13.5, 11, 1.8);
	}

	private static void star(Graphics2D g, double cx, double cy, double r) {
		GeneralPath p = new GeneralPath();
		for (int i = 0; i < 8; i++) {
			double radius = i % 2 == 0 ? r : r * 0.4;
			double a = Math.PI / 4 * i - Math.PI / 2;
			double x = cx + radius * Math.cos(a);
			double y = cy + radius * Math.sin(a);
			if (i == 0) {
				p.moveTo(x, y);
			} else {
				p.lineTo(x, y);
			}
		}
		p.closePath();
		g.fill(p);
	}

	private static void folderWithBars(Graphics2D g) {
		GeneralPath folder = new GeneralPath();
		folder.moveTo(1, 3);
		folder.lineTo(6, 3);
		folder.lineTo(7.5, 4.5);
		folder.lineTo(15, 4.5);
		folder.lineTo(15, 14);
		folder.lineTo(1, 14);
		folder.closePath();
		g.setColor(YELLOW);
		g.fill(folder);
		g.setColor(ORANGE);
		g.draw(folder);
		double[] heights = { 3, 5, 7 };
		for (int i = 0; i < heights.length; i++) {
			g.setColor(BLUE);
			g.fill(new java.awt.geom.Rectangle2D.Double(4 + i * 3, 12.5 - heights[i], 2, heights[i]));
		}
	}

	private static Path2D polyline(double... xy) {
		Path2D p = new Path2D.Double();
		p.moveTo(xy[0], xy[1]);
		for (int i = 2; i < xy.length; i += 2) {
			p.lineTo(xy[i], xy[i + 1]);
		}
		return p;
	}
}
