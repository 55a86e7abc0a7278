package dyno.core.analysis;

import java.util.List;
import java.util.Map;

/**
 * A {@link Report} as one HTML file that opens offline: inline CSS and script, no fetch of anything. Tables sort by
 * a click on a column's title (numbers as numbers, by their raw value; total rows stay last); a table whose first
 * numeric column has values gets a bar chart of it without its totals, drawn in inline SVG.
 */
final class HtmlReport {

	private static final String STYLE = """
			body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1d1d1f}
			h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
			p.meta{color:#666;margin:0 0 16px}
			table{border-collapse:collapse;margin:8px 0}
			th,td{padding:3px 10px;border-bottom:1px solid #ddd;white-space:nowrap}
			th{background:#f3f3f5;cursor:pointer;user-select:none;text-align:left}
			th.num,td.num{text-align:right}td:not(.num){white-space:normal;max-width:36em;overflow-wrap:anywhere}
			th[aria-sort=ascending]::after{content:" \\25B2"}th[aria-sort=descending]::after{content:" \\25BC"}
			tr:hover td{background:#f7f9fc}tfoot td{font-weight:600;border-top:2px solid #bbb}
			ul.notes{padding-left:20px}svg text{font:11px system-ui,sans-serif}
			table.arguments td{border:0;padding:0 10px 0 0;color:#444}table.arguments td:first-child{color:#666}
			""";

	// Sorts a table's body by the clicked column: raw numbers in data-v, else the text.
	private static final String SCRIPT = """
			document.querySelectorAll('table.sortable th').forEach(function(th,col){
			th.addEventListener('click',function(){
			var table=th.closest('table'),body=table.tBodies[0],rows=Array.from(body.rows);
			var up=th.getAttribute('aria-sort')!=='ascending';
			table.querySelectorAll('th').forEach(function(o){o.removeAttribute('aria-sort');});
			th.setAttribute('aria-sort',up?'ascending':'descending');
			rows.sort(function(a,b){var x=a.cells[col],y=b.cells[col];
			var p=x.dataset.v!==undefined?parseFloat(x.dataset.v):x.textContent,q=y.dataset.v!==undefined?parseFloat(y.dataset.v):y.textContent;
			var c=(typeof p==='number'&&typeof q==='number')?(isNaN(p)?1:isNaN(q)?-1:p-q):String(p).localeCompare(String(q));
			return up?c:-c;});
			rows.forEach(function(r){body.appendChild(r);});});});
			""";

	/** What every report has under its heading; the arguments of the run follow it. */
	private static final String META = "<p class=\"meta\">Dyno report</p>\n";

	private HtmlReport() {
	}

	/**
	 * {@code html} (a report this class wrote) with the arguments of its run under the heading, a row each, so a
	 * report says what it was asked ("top 20", "by class").
	 */
	static String withArguments(String html, Arguments arguments) {
		Map<String, String> given = arguments.asText();
		int at = html.indexOf(META);
		if (given.isEmpty() || at < 0) {
			return html;
		}
		StringBuilder b = new StringBuilder("<table class=\"arguments\">\n");
		given.forEach((name, value) -> b.append("<tr><td>").append(esc(name)).append("</td><td>").append(esc(value))
				.append("</td></tr>\n"));
		b.append("</table>\n");
		int end = at + META.length();
		return html.substring(0, end) + b + html.substring(end);
	}

	static String of(Report report) {
		return of(report, "");
	}

	/** @param figure HTML of the result's own (inline SVG, style and script) shown above the tables */
	static String of(Report report, String figure) {
		StringBuilder b = new StringBuilder(8192 + figure.length());
		b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(esc(report.title()))
				.append("</title>\n<style>").append(STYLE).append("</style></head>\n<body>\n<h1>")
				.append(esc(report.title())).append("</h1>\n").append(META).append(figure);
		for (Report.Section s : report.sections()) {
			switch (s) {
			case Table t -> table(b, t);
			case Report.Notes n -> notes(b, n);
			}
		}
		b.append("<script>").append(SCRIPT).append("</script>\n</body></html>\n");
		return b.toString();
	}

	private static void table(StringBuilder b, Table t) {
		if (t.title() != null) {
			b.append("<h2>").append(esc(t.title())).append("</h2>\n");
		}
		b.append("<table class=\"sortable\"><thead><tr>");
		for (Column c : t.columns()) {
			b.append(c.numeric() ? "<th class=\"num\">" : "<th>").append(esc(c.title())).append("</th>");
		}
		b.append("</tr></thead>\n<tbody>\n");
		int body = t.rows().size() - t.totals();
		for (int r = 0; r < t.rows().size(); r++) {
			if (r == body) {
				b.append("</tbody>\n<tfoot>\n"); // totals stay last when the body is sorted
			}
			List<Object> row = t.rows().get(r);
			b.append("<tr>");
			for (int i = 0; i < row.size(); i++) {
				Column c = t.columns().get(i);
				Object v = row.get(i);
				b.append(c.numeric() ? "<td class=\"num\"" : "<td");
				if (v instanceof Number n) {
					b.append(" data-v=\"").append(Double.isFinite(n.doubleValue()) ? n.toString() : "NaN").append('"');
				}
				b.append('>').append(esc(c.show(v))).append("</td>");
			}
			b.append("</tr>\n");
		}
		b.append(t.totals() > 0 ? "</tfoot></table>\n" : "</tbody></table>\n");
		chart(b, t);
	}

	/** Horizontal bars of the first numeric column, one per row, to scale. */
	private static void chart(StringBuilder b, Table t) {
		int col = -1;
		for (int i = 0; i < t.columns().size() && col < 0; i++) {
			if (t.columns().get(i).numeric()) {
				col = i;
			}
		}
		List<List<Object>> rows = t.rows().subList(0, t.rows().size() - t.totals());
		if (col < 0 || rows.isEmpty() || rows.size() > 60) {
			return;
		}
		double max = 0;
		for (List<Object> row : rows) {
			if (row.get(col) instanceof Number n && Double.isFinite(n.doubleValue())) {
				max = Math.max(max, n.doubleValue());
			}
		}
		if (max <= 0) {
			return;
		}
		int bar = 18, label = 220, width = 420, height = rows.size() * bar + 24;
		Column c = t.columns().get(col);
		b.append("<svg role=\"img\" width=\"").append(label + width + 90).append("\" height=\"").append(height)
				.append("\" aria-label=\"").append(esc(c.title())).append("\">\n<text x=\"").append(label)
				.append("\" y=\"12\">").append(esc(c.title())).append("</text>\n");
		int y = 20;
		for (List<Object> row : rows) {
			double v = row.get(col) instanceof Number n && Double.isFinite(n.doubleValue()) ? n.doubleValue() : 0;
			long w = Math.round(width * v / max);
			String name = t.columns().get(0).show(row.get(0));
			b.append("<text x=\"").append(label - 6).append("\" y=\"").append(y + 12)
					.append("\" text-anchor=\"end\">").append(esc(name.length() > 34 ? name.substring(0, 33) + "…" : name))
					.append("</text><rect x=\"").append(label).append("\" y=\"").append(y + 2).append("\" width=\"")
					.append(w).append("\" height=\"").append(bar - 4).append("\" fill=\"#4a7fc1\"/><text x=\"")
					.append(label + w + 4).append("\" y=\"").append(y + 12).append("\">").append(esc(c.show(row.get(col))))
					.append("</text>\n");
			y += bar;
		}
		b.append("</svg>\n");
	}

	private static void notes(StringBuilder b, Report.Notes n) {
		if (n.title() != null) {
			b.append("<h2>").append(esc(n.title())).append("</h2>\n");
		}
		b.append("<ul class=\"notes\">");
		n.lines().forEach(l -> b.append("<li>").append(esc(l)).append("</li>"));
		b.append("</ul>\n");
	}

	static String esc(String s) {
		StringBuilder b = new StringBuilder(s.length());
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
			case '<' -> b.append("&lt;");
			case '>' -> b.append("&gt;");
			case '&' -> b.append("&amp;");
			case '"' -> b.append("&quot;");
			case '\'' -> b.append("&#39;");
			default -> b.append(c);
			}
		}
		return b.toString();
	}
}
