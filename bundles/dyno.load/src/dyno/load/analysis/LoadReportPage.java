package dyno.load.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleFunction;

import dyno.core.TimeSeries;
import dyno.core.analysis.Faces;
import dyno.jvm.Metric;
import dyno.load.RunTimeline;
import dyno.load.run.JvmTrace;

/**
 * The charts of a {@link LoadReportResult}'s HTML page, in inline SVG on one time axis (time since the run's first
 * bucket): response-time percentiles per label (a button per percentile line), throughput, errors, response codes,
 * active threads, latency and connect time, then the watched JVM's heap, GC pauses and threads. With a baseline, each
 * chart is drawn for both runs side by side, on the same scales. A legend entry hides or shows its line; hovering a
 * line names it. No script or style is fetched.
 */
final class LoadReportPage {

	private static final int WIDE = 1160, HALF = 574, HEIGHT = 190, LEFT = 70, RIGHT = 12, TOP = 8, BOTTOM = 22;
	private static final String[] COLORS = { "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
			"#e377c2", "#7f7f7f", "#bcbd22", "#17becf" };
	private static final String TOTAL_COLOR = "#222";

	private static final String STYLE = """
			<style>
			.charts h2{margin:28px 0 4px}.charts p.hint{color:#666;margin:0 0 6px;font-size:12px}
			.row{display:flex;gap:12px}.run{flex:1}.run h3{font-size:13px;margin:4px 0}
			.chart svg{background:#fcfcfd;border:1px solid #e3e3e8}
			.legend{font-size:12px;margin:2px 0 8px}.legend span{cursor:pointer;margin-right:12px;white-space:nowrap}
			.legend span.off{opacity:.35;text-decoration:line-through}.legend i{display:inline-block;width:14px;height:3px;vertical-align:middle;margin-right:4px}
			.pct button{font:12px system-ui,sans-serif;margin-right:4px;padding:2px 8px;border:1px solid #bbb;background:#fff;border-radius:3px;cursor:pointer}
			.pct button.on{background:#4a7fc1;color:#fff;border-color:#4a7fc1}
			.view{display:none}.view.on{display:block}
			svg path.line{fill:none;stroke-width:1.6;stroke-linecap:round}svg path.line:hover{stroke-width:3}
			svg line.grid{stroke:#e6e6ea}svg text.tick{fill:#555}
			.summary{font-size:15px;margin:4px 0 12px}
			</style>
			""";

	// Legend entries toggle their line in every chart of the same figure; the percentile buttons switch views.
	private static final String SCRIPT = """
			<script>
			document.querySelectorAll('.legend span').forEach(function(s){s.addEventListener('click',function(){
			s.classList.toggle('off');var fig=s.closest('.figure'),k=s.dataset.s;
			fig.querySelectorAll('path[data-s="'+k+'"]').forEach(function(p){p.style.display=s.classList.contains('off')?'none':'';});});});
			document.querySelectorAll('.pct button').forEach(function(btn){btn.addEventListener('click',function(){
			var fig=btn.closest('.figure');fig.querySelectorAll('.pct button').forEach(function(o){o.classList.toggle('on',o===btn);});
			fig.querySelectorAll('.view').forEach(function(v){v.classList.toggle('on',v.dataset.p===btn.dataset.p);});});});
			</script>
			""";

	private LoadReportPage() {
	}

	/** A line of a chart; {@code times} epoch ms, NaN values break it. */
	private record Line(String name, String color, long[] times, double[] values, boolean dashed) {
	}

	/** Where a run's time maps to x: {@code start} at the left edge, {@code span} ms across. */
	private record Axis(long start, long span, int width) {

		double x(long t) {
			return LEFT + (double) (t - start) / span * (width - LEFT - RIGHT);
		}
	}

	/** The charts of one chart row: lines per run (one run, or the baseline and the run). */
	private interface Lines {
		List<Line> of(LoadReportResult run);
	}

	static String charts(LoadReportResult result) {
		List<LoadReportResult> runs = result.baseline() == null ? List.of(result) : List.of(result.baseline(), result);
		long span = 1;
		for (LoadReportResult r : runs) {
			span = Math.max(span, spanOf(r.timeline()));
		}
		int width = runs.size() == 1 ? WIDE : HALF;
		List<Axis> axes = new ArrayList<>();
		for (LoadReportResult r : runs) {
			long[] t = r.timeline().times();
			axes.add(new Axis(t.length == 0 ? 0 : t[0], span, width));
		}
		StringBuilder b = new StringBuilder(1 << 16).append(STYLE).append("<div class=\"charts\">\n");
		for (LoadReportResult r : runs) {
			b.append("<p class=\"summary\">").append(runs.size() > 1 ? esc((r == result ? "Run " : "Baseline ")
					+ r.name() + ": ") : "").append(esc(r.overview())).append("</p>\n");
		}
		b.append("<p class=\"hint\">Time runs from each run's first sample. Click a legend entry to hide or show its "
				+ "line; hover a line to name it.</p>\n");

		RunTimeline.Snapshot first = result.timeline();
		List<String> percentiles = List.copyOf(first.total().percentiles().keySet());
		String shown = percentiles.size() > 1 ? percentiles.get(1) : percentiles.get(0);
		b.append("<div class=\"figure\"><h2>Response times over time</h2>\n<p class=\"hint\">Exact percentile of the "
				+ "samples that ended in each step, per label; TOTAL dashed.</p>\n<div class=\"pct\">");
		for (String p : percentiles) {
			b.append("<button data-p=\"").append(esc(p)).append(p.equals(shown) ? "\" class=\"on\">" : "\">")
					.append(p.equals("50%") ? "median" : esc(p)).append("</button>");
		}
		b.append("</div>\n");
		for (String p : percentiles) {
			b.append("<div class=\"view").append(p.equals(shown) ? " on" : "").append("\" data-p=\"").append(esc(p))
					.append("\">\n");
			row(b, runs, axes, r -> perLabel(r.timeline(), s -> s.percentiles().get(p), true), LoadReportPage::millis);
			b.append("</div>\n");
		}
		legend(b, result.timeline(), true);
		b.append("</div>\n");

		figure(b, "Throughput over time", "Samples ended per second, per label and in total.", runs, axes,
				r -> perLabel(r.timeline(), RunTimeline.Series::throughput, true), LoadReportPage::rate, result, true);
		figure(b, "Errors over time", "Failed samples per second, per label.", runs, axes,
				r -> perLabel(r.timeline(), RunTimeline.Series::errors, false), LoadReportPage::rate, result, false);
		codes(b, runs, axes);
		simple(b, "Active threads", "The highest number of active threads JMeter reported in each step.", runs, axes,
				r -> List.of(new Line("active threads", COLORS[0], centers(r.timeline()), r.timeline().activeThreads(),
						false)), LoadReportPage::count);
		simple(b, "Latency and connect time", "Mean time to the first byte (latency) and mean connect time of the "
				+ "samples that ended in each step, with the median response time.", runs, axes,
				r -> List.of(new Line("latency (mean)", COLORS[0], centers(r.timeline()), r.timeline().latency(), false),
						new Line("connect (mean)", COLORS[1], centers(r.timeline()), r.timeline().connect(), false),
						new Line("response time (median)", TOTAL_COLOR, centers(r.timeline()),
								r.timeline().total().percentiles().getOrDefault("50%", new double[0]), true)),
				LoadReportPage::millis);
		jvm(b, runs, axes);
		b.append("</div>\n").append(SCRIPT);
		return b.toString();
	}

	private static long spanOf(RunTimeline.Snapshot t) {
		long[] times = t.times();
		return times.length == 0 ? 1 : times[times.length - 1] + t.widthMs() - times[0];
	}

	/** Each bucket's middle, where its point is drawn. */
	private static long[] centers(RunTimeline.Snapshot t) {
		long[] c = t.times().clone();
		for (int i = 0; i < c.length; i++) {
			c[i] += t.widthMs() / 2;
		}
		return c;
	}

	private static List<Line> perLabel(RunTimeline.Snapshot t, java.util.function.Function<RunTimeline.Series,
			double[]> values, boolean withTotal) {
		List<Line> lines = new ArrayList<>();
		long[] at = centers(t);
		for (int i = 0; i < t.labels().size(); i++) {
			RunTimeline.Series s = t.labels().get(i);
			lines.add(new Line(s.label(), COLORS[i % COLORS.length], at, values.apply(s), false));
		}
		if (withTotal) {
			lines.add(new Line(t.total().label(), TOTAL_COLOR, at, values.apply(t.total()), true));
		}
		return lines;
	}

	private static void figure(StringBuilder b, String title, String hint, List<LoadReportResult> runs,
			List<Axis> axes, Lines lines, DoubleFunction<String> unit, LoadReportResult result, boolean withTotal) {
		b.append("<div class=\"figure\"><h2>").append(esc(title)).append("</h2>\n<p class=\"hint\">").append(esc(hint))
				.append("</p>\n");
		row(b, runs, axes, lines, unit);
		legend(b, result.timeline(), withTotal);
		b.append("</div>\n");
	}

	private static void legend(StringBuilder b, RunTimeline.Snapshot t, boolean withTotal) {
		List<String> names = new ArrayList<>(t.labels().stream().map(RunTimeline.Series::label).toList());
		List<String> colors = new ArrayList<>();
		for (int i = 0; i < names.size(); i++) {
			colors.add(COLORS[i % COLORS.length]);
		}
		if (withTotal) {
			names.add(t.total().label());
			colors.add(TOTAL_COLOR);
		}
		legend(b, names, colors);
	}

	private static void legend(StringBuilder b, List<String> names, List<String> colors) {
		b.append("<div class=\"legend\">");
		for (int i = 0; i < names.size(); i++) {
			b.append("<span data-s=\"").append(esc(names.get(i))).append("\"><i style=\"background:")
					.append(colors.get(i)).append("\"></i>").append(esc(names.get(i))).append("</span>");
		}
		b.append("</div>\n");
	}

	/** A figure whose lines are the same for every run, with a legend of them. */
	private static void simple(StringBuilder b, String title, String hint, List<LoadReportResult> runs,
			List<Axis> axes, Lines lines, DoubleFunction<String> unit) {
		List<Line> shown = lines.of(runs.get(runs.size() - 1));
		if (shown.stream().allMatch(l -> allNaN(l.values))) {
			return; // the JTL has no such column
		}
		b.append("<div class=\"figure\"><h2>").append(esc(title)).append("</h2>\n<p class=\"hint\">").append(esc(hint))
				.append("</p>\n");
		row(b, runs, axes, lines, unit);
		legend(b, shown.stream().map(Line::name).toList(), shown.stream().map(Line::color).toList());
		b.append("</div>\n");
	}

	private static void codes(StringBuilder b, List<LoadReportResult> runs, List<Axis> axes) {
		List<String> all = new ArrayList<>();
		for (LoadReportResult r : runs) {
			r.timeline().codes().keySet().stream().filter(c -> !all.contains(c)).forEach(all::add);
		}
		List<String> names = all.stream().map(c -> c.isEmpty() ? "(none)" : c).toList();
		List<String> colors = new ArrayList<>();
		for (int i = 0; i < all.size(); i++) {
			colors.add(COLORS[i % COLORS.length]);
		}
		b.append("<div class=\"figure\"><h2>Response codes per second</h2>\n<p class=\"hint\">Samples ended per second "
				+ "by response code.</p>\n");
		row(b, runs, axes, r -> {
			List<Line> lines = new ArrayList<>();
			for (Map.Entry<String, double[]> e : r.timeline().codes().entrySet()) {
				int i = all.indexOf(e.getKey());
				lines.add(new Line(names.get(i), colors.get(i), centers(r.timeline()), e.getValue(), false));
			}
			return lines;
		}, LoadReportPage::rate);
		legend(b, names, colors);
		b.append("</div>\n");
	}

	private static void jvm(StringBuilder b, List<LoadReportResult> runs, List<Axis> axes) {
		if (runs.stream().allMatch(r -> r.jvm() == null)) {
			b.append("<h2>The watched JVM</h2>\n<p class=\"hint\">No JVM was watched: a run of <code>./dyno load "
					+ "--watch</code> or of the workbench records the target JVM's heap, GC pauses and threads "
					+ "beside its samples.</p>\n");
			return;
		}
		String label = runs.stream().filter(r -> r.jvm() != null).map(r -> r.jvm().label()).findFirst().orElse("");
		b.append("<h2>The watched JVM (").append(esc(label)).append(")</h2>\n");
		simple(b, "Heap", "Heap used (Eden, survivors and old generation), the old generation, and the old "
				+ "generation right after the latest collection that covered it (a floor that keeps rising leaks).",
				runs, axes, r -> jvmLines(r.jvm(), List.of(new Metric[] { Metric.EDEN_USED, Metric.SURVIVORS_USED,
						Metric.OLD_USED }, new Metric[] { Metric.OLD_USED }, new Metric[] { Metric.OLD_FLOOR }),
						List.of("heap used", "old used", "old after GC (floor)")), LoadReportPage::bytes);
		simple(b, "GC pauses", "Share of wall time spent in GC pauses between two samples of the JVM.", runs, axes,
				r -> jvmLines(r.jvm(), List.<Metric[]>of(new Metric[] { Metric.GC_PAUSE_PERCENT }),
						List.of("GC pause time")), v -> String.format(Locale.ROOT, "%.1f%%", v));
		simple(b, "Threads", "Live threads of the JVM.", runs, axes,
				r -> jvmLines(r.jvm(), List.<Metric[]>of(new Metric[] { Metric.LIVE_THREADS }), List.of("live threads")),
				LoadReportPage::count);
	}

	/** One line per group of metrics, the group's sum (NaN when a metric of it has no value). */
	private static List<Line> jvmLines(JvmTrace trace, List<Metric[]> groups, List<String> names) {
		List<Line> lines = new ArrayList<>();
		for (int g = 0; g < groups.size(); g++) {
			long[] times = new long[0];
			double[] sum = null;
			for (Metric m : groups.get(g)) {
				TimeSeries.Window w = trace == null ? null : trace.series().get(m);
				if (w == null) {
					sum = null;
					break;
				}
				times = w.times();
				if (sum == null) {
					sum = w.values().clone();
				} else {
					for (int i = 0; i < sum.length; i++) {
						sum[i] += w.values()[i];
					}
				}
			}
			lines.add(new Line(names.get(g), g == 0 ? COLORS[0] : COLORS[g], sum == null ? new long[0] : times,
					sum == null ? new double[0] : sum, false));
		}
		return lines;
	}

	/** The charts of one figure: one per run, side by side, on the same value scale. */
	private static void row(StringBuilder b, List<LoadReportResult> runs, List<Axis> axes, Lines lines,
			DoubleFunction<String> unit) {
		List<List<Line>> perRun = new ArrayList<>();
		double max = 0;
		for (int i = 0; i < runs.size(); i++) {
			List<Line> l = lines.of(runs.get(i));
			perRun.add(l);
			for (Line line : l) {
				for (int k = 0; k < line.values.length; k++) {
					if (Double.isFinite(line.values[k]) && inRange(axes.get(i), line.times[k])) {
						max = Math.max(max, line.values[k]);
					}
				}
			}
		}
		double top = niceCeiling(max);
		b.append("<div class=\"row\">");
		for (int i = 0; i < runs.size(); i++) {
			b.append("<div class=\"run chart\">");
			if (runs.size() > 1) {
				b.append("<h3>").append(esc((i == 0 ? "Baseline " : "Run ") + runs.get(i).name())).append("</h3>");
			}
			svg(b, axes.get(i), perRun.get(i), top, unit);
			b.append("</div>");
		}
		b.append("</div>\n");
	}

	private static boolean inRange(Axis a, long t) {
		return t >= a.start && t <= a.start + a.span;
	}

	private static void svg(StringBuilder b, Axis axis, List<Line> lines, double top, DoubleFunction<String> unit) {
		int plotHeight = HEIGHT - TOP - BOTTOM;
		b.append("<svg role=\"img\" width=\"").append(axis.width).append("\" height=\"").append(HEIGHT).append("\">");
		for (int g = 0; g <= 4; g++) {
			double v = top * g / 4;
			double y = TOP + plotHeight - plotHeight * g / 4.0;
			b.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\"/>",
					LEFT, axis.width - RIGHT, y, y));
			b.append(String.format(Locale.ROOT, "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>",
					LEFT - 4, y + 4, esc(unit.apply(v))));
		}
		long step = tickStep(axis.span);
		for (long t = 0; t <= axis.span; t += step) {
			double x = axis.x(axis.start + t);
			b.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\"/>"
					+ "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>", x, x, TOP,
					TOP + plotHeight, x, HEIGHT - 6, clock(t)));
		}
		for (Line line : lines) {
			StringBuilder d = new StringBuilder();
			int run = 0; // points in the current piece of line: a lone point between gaps is drawn as a dot
			for (int k = 0; k <= line.values.length; k++) {
				double v = k < line.values.length ? line.values[k] : Double.NaN;
				if (!Double.isFinite(v) || !inRange(axis, line.times[k])) {
					if (run == 1) {
						d.append("h0.01");
					}
					run = 0;
					continue;
				}
				double y = TOP + plotHeight - (top <= 0 ? 0 : v / top * plotHeight);
				d.append(run > 0 ? 'L' : 'M').append(String.format(Locale.ROOT, "%.1f %.1f", axis.x(line.times[k]), y));
				run++;
			}
			if (!d.isEmpty()) {
				b.append("<path class=\"line\" data-s=\"").append(esc(line.name)).append("\" stroke=\"")
						.append(line.color).append(line.dashed ? "\" stroke-dasharray=\"5 3" : "").append("\" d=\"")
						.append(d).append("\"><title>").append(esc(line.name)).append("</title></path>");
			}
		}
		b.append("</svg>");
	}

	/** Time ticks 6 to 12 across: a round step of seconds, minutes or hours. */
	private static long tickStep(long span) {
		long[] steps = { 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000,
				1_800_000, 3_600_000, 7_200_000, 14_400_000, 21_600_000, 43_200_000, 86_400_000 };
		for (long s : steps) {
			if (span / s <= 10) {
				return s;
			}
		}
		return span / 10;
	}

	/** The smallest round number (1, 2, 4, 6 or 8 times a power of ten: quarters stay round) at or above {@code max}; 1 for none. */
	static double niceCeiling(double max) {
		if (!(max > 0)) {
			return 1;
		}
		double power = Math.pow(10, Math.floor(Math.log10(max)));
		for (double m : new double[] { 1, 2, 4, 6, 8, 10 }) {
			if (m * power >= max * 0.999_999) {
				return m * power;
			}
		}
		return 10 * power;
	}

	private static boolean allNaN(double[] values) {
		for (double v : values) {
			if (!Double.isNaN(v)) {
				return false;
			}
		}
		return true;
	}

	/** Time since a start as {@code m:ss} or {@code h:mm:ss}. */
	static String clock(long ms) {
		long s = Math.max(0, ms) / 1000;
		return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
				: String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
	}

	/** A duration in words: "250 ms", "12 s", "10 min 3 s", "2 h 5 min". */
	static String duration(long ms) {
		if (ms < 1000) {
			return ms + " ms";
		}
		long s = ms / 1000;
		if (s < 60) {
			return s + " s";
		}
		if (s < 3600) {
			return s / 60 + " min" + (s % 60 == 0 ? "" : " " + s % 60 + " s");
		}
		return s / 3600 + " h" + (s / 60 % 60 == 0 ? "" : " " + s / 60 % 60 + " min");
	}

	private static String millis(double v) {
		return v >= 10_000 ? String.format(Locale.ROOT, "%.0f s", v / 1000) : String.format(Locale.ROOT, "%.0f ms", v);
	}

	private static String rate(double v) {
		return count(v) + "/s";
	}

	/** Whole numbers as they are, others with up to two decimals: a scale of 0 to 1 reads 0, 0.25, 0.5 .... */
	private static String count(double v) {
		return new BigDecimal(v).setScale(v >= 100 ? 0 : 2, RoundingMode.HALF_UP)
				.stripTrailingZeros().toPlainString();
	}

	private static String bytes(double v) {
		return v >= 1 << 30 ? String.format(Locale.ROOT, "%.1f GB", v / (1 << 30))
				: String.format(Locale.ROOT, "%.0f MB", v / (1 << 20));
	}

	private static String esc(String s) {
		return Faces.escapeHtml(s);
	}
}
