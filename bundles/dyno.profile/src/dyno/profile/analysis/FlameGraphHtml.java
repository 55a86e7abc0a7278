package dyno.profile.analysis;

import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Faces;
import dyno.profile.CallTreeNode;
import dyno.profile.FlameDiff;
import dyno.profile.FlameGraph;
import dyno.profile.FlameLayout;

/**
 * A flame graph as inline SVG for an HTML report: the root at the bottom, each frame a rectangle as wide as its
 * total weight, coloured by its package (or, compared with a base, red for a self share that grew and blue for one
 * that shrank). Positions and colours come from {@link FlameLayout}. A click zooms into a frame, the search box highlights the frames whose name contains its text;
 * the script is inline and fetches nothing.
 */
final class FlameGraphHtml {

	private static final int WIDTH = 1200;
	private static final int ROW = 17;
	/** Frames narrower than this share of the graph are left out: invisible, and a big tree's file would be huge. */
	private static final double NARROWEST = 0.0005;

	private static final String STYLE = """
			<style>
			#flame g.f{cursor:pointer}#flame rect{stroke:#fff;stroke-width:.5}
			#flame text{font:11px monospace;pointer-events:none}
			#flame g.f.above rect{opacity:.55}#flame g.f.hit rect{fill:#d0f !important}
			.flamebar{margin:8px 0}.flamebar input{width:24em}
			</style>
			""";

	// Zoom: the clicked frame spans the width, its callees scale with it, its callers stay full width and dim,
	// everything else hides. Labels are cut to what fits (7 px a character in 11 px monospace).
	private static final String SCRIPT = """
			<script>
			(function(){
			var W=%d,gs=Array.from(document.querySelectorAll('#flame g.f'));
			function zoom(x0,w0,d0){gs.forEach(function(g){
			var x=+g.dataset.x,w=+g.dataset.w,d=+g.dataset.d,r=g.querySelector('rect'),t=g.querySelector('text');
			var inside=d>=d0&&x>=x0-1e-9&&x+w<=x0+w0+1e-9,above=d<d0&&x<=x0+1e-9&&x+w>=x0+w0-1e-9;
			if(!inside&&!above){g.style.display='none';return;}
			g.style.display='';g.classList.toggle('above',above);
			var px=above?0:(x-x0)/w0*W,pw=above?W:w/w0*W;
			r.setAttribute('x',px.toFixed(1));r.setAttribute('width',Math.max(pw,0.5).toFixed(1));t.setAttribute('x',(px+3).toFixed(1));
			var n=Math.floor((pw-6)/7),name=g.dataset.n;
			t.textContent=n<3?'':name.length<=n?name:name.slice(0,n-2)+'..';});}
			gs.forEach(function(g){g.addEventListener('click',function(){zoom(+g.dataset.x,+g.dataset.w,+g.dataset.d);});});
			document.getElementById('flamereset').addEventListener('click',function(){zoom(0,1,0);});
			document.getElementById('flamesearch').addEventListener('input',function(){
			var q=this.value.toLowerCase(),hits=0;
			gs.forEach(function(g){var m=q!==''&&g.dataset.n.toLowerCase().indexOf(q)>=0;g.classList.toggle('hit',m);if(m)hits++;});
			document.getElementById('flamehits').textContent=q===''?'':hits+' frames match';});
			zoom(0,1,0);})();
			</script>
			""";

	private FlameGraphHtml() {
	}

	/** The graph's heading, search bar, SVG, style and script; {@code diff} null for a graph without base. */
	static String figure(FlameGraph graph, FlameDiff diff) {
		FlameLayout layout = diff == null ? FlameLayout.of(graph, List.of(), NARROWEST)
				: FlameLayout.of(diff, List.of(), NARROWEST);
		List<FlameLayout.Frame> boxes = layout.frames();
		int maxDepth = Math.max(0, layout.rows().size() - 1);
		int height = (maxDepth + 1) * ROW;
		StringBuilder b = new StringBuilder(256 + boxes.size() * 200);
		b.append(STYLE).append("<h2>Flame graph (").append(graph.events().id())
				.append(diff == null ? "" : ", red grew and blue shrank since the base").append(")</h2>\n")
				.append("<div class=\"flamebar\"><input id=\"flamesearch\" type=\"search\" placeholder=\"Search frames\"> ")
				.append("<button id=\"flamereset\" type=\"button\">Reset zoom</button> <span id=\"flamehits\"></span></div>\n")
				.append("<svg id=\"flame\" width=\"").append(WIDTH).append("\" height=\"").append(height)
				.append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height).append("\">\n");
		for (FlameLayout.Frame box : boxes) {
			CallTreeNode n = box.node();
			String name = Faces.escapeHtml(n.method());
			b.append(String.format(Locale.ROOT, "<g class=\"f\" data-x=\"%.6f\" data-w=\"%.6f\" data-d=\"%d\" data-n=\"%s\">",
					box.x(), box.width(), box.depth(), name))
					.append("<title>").append(name).append(String.format(Locale.ROOT, " (total %,d %s, %.2f%%; self %,d)",
							n.samples(), graph.events().unit(), 100.0 * box.width(), n.selfSamples()));
			if (diff != null) {
				b.append(String.format(Locale.ROOT, " self share %+.2f points", box.change()));
			}
			int y = (maxDepth - box.depth()) * ROW;
			b.append("</title><rect y=\"").append(y).append("\" height=\"").append(ROW - 1).append("\" fill=\"")
					.append(String.format(Locale.ROOT, "#%06x", layout.colour(box, FlameLayout.Colouring.PACKAGE)))
					.append("\"></rect><text y=\"").append(y + ROW - 5).append("\"></text></g>\n");
		}
		b.append("</svg>\n").append(String.format(Locale.ROOT, SCRIPT, WIDTH));
		return b.toString();
	}
}
