package dyno.cli.internal;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import dyno.core.JsonText;
import dyno.profile.AllocationRow;
import dyno.profile.HotMethod;
import dyno.profile.JfrFile;
import dyno.profile.LockRow;
import dyno.profile.RuleResult;

/** {@code dyno jfr-summary --format json}: one object, flat enough for {@code jq}; durations in nanoseconds. */
final class JfrSummaryJson {

	private JfrSummaryJson() {
	}

	static String write(JfrSummary s) {
		JfrFile f = s.file();
		StringBuilder b = new StringBuilder("{\n");
		b.append("  \"file\": ").append(JsonText.string(f.path().toString())).append(",\n");
		b.append("  \"start\": ").append(f.start() == null ? "null" : JsonText.string(f.start().toString())).append(",\n");
		b.append("  \"end\": ").append(f.end() == null ? "null" : JsonText.string(f.end().toString())).append(",\n");
		b.append("  \"executionSamples\": ").append(s.execution().samples()).append(",\n");
		array(b, "hotMethods", s.hotMethods(), JfrSummaryJson::hot);
		b.append(",\n  \"allocationBasis\": ").append(JsonText.string(s.basis().name())).append(",\n");
		b.append("  \"allocatedBytes\": ").append(s.allocatedBytes()).append(",\n");
		StringBuilder rows = new StringBuilder();
		for (int i = 0; i < s.allocations().size(); i++) {
			AllocationRow a = s.allocations().get(i);
			rows.append(i == 0 ? "\n" : ",\n").append("    {\"class\": ").append(JsonText.string(a.className()))
					.append(", \"bytesInTlab\": ").append(a.bytesInTlab()).append(", \"bytesOutsideTlab\": ")
					.append(a.bytesOutsideTlab()).append(", \"events\": ").append(a.events()).append(", \"percent\": ")
					.append(number(a.percent())).append(", \"topSite\": ").append(JsonText.string(s.allocationSites().get(i)))
					.append('}');
		}
		b.append("  \"allocations\": [").append(rows).append(s.allocations().isEmpty() ? "]" : "\n  ]").append(",\n");
		array(b, "locks", s.locks(), JfrSummaryJson::lock);
		b.append(",\n");
		array(b, "rules", s.rules(), JfrSummaryJson::rule);
		return b.append("\n}").toString();
	}

	private static <T> void array(StringBuilder b, String name, List<T> rows, Function<T, String> row) {
		b.append("  \"").append(name).append("\": [");
		for (int i = 0; i < rows.size(); i++) {
			b.append(i == 0 ? "\n" : ",\n").append("    ").append(row.apply(rows.get(i)));
		}
		b.append(rows.isEmpty() ? "]" : "\n  ]");
	}

	private static String hot(HotMethod h) {
		return "{\"method\": " + JsonText.string(h.method()) + ", \"selfSamples\": " + h.selfSamples()
				+ ", \"totalSamples\": " + h.totalSamples() + ", \"selfPercent\": " + number(h.selfPercent())
				+ ", \"totalPercent\": " + number(h.totalPercent()) + "}";
	}

	private static String lock(LockRow l) {
		return "{\"class\": " + JsonText.string(l.lockClass()) + ", \"kind\": " + JsonText.string(l.kind())
				+ ", \"events\": " + l.events() + ", \"totalNanos\": " + l.total().toNanos() + ", \"maxNanos\": "
				+ l.max().toNanos() + "}";
	}

	/** One rule result as a JSON object; {@code dyno lint --jfr} writes them alike. */
	static String rule(RuleResult r) {
		return "{\"id\": " + JsonText.string(r.id()) + ", \"name\": " + JsonText.string(r.name()) + ", \"score\": "
				+ r.score() + ", \"severity\": " + JsonText.string(r.severity()) + ", \"summary\": "
				+ JsonText.string(r.summary()) + ", \"explanation\": " + JsonText.string(r.explanation()) + "}";
	}

	private static String number(double d) {
		return String.format(Locale.ROOT, "%.2f", d);
	}
}
