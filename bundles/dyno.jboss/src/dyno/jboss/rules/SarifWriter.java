package dyno.jboss.rules;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.JsonText;

/**
 * Writes a {@link LintReport} as SARIF 2.1.0: one run of the tool "Dyno", its rules (those with findings) with
 * message and rationale, and one result per finding located relative to the base folder ({@code %SRCROOT%}).
 * A fix's label goes into the result's properties: a SARIF fix would need the replacement bytes.
 */
final class SarifWriter {

	private final LintReport report;
	private final StringBuilder b = new StringBuilder();

	SarifWriter(LintReport report) {
		this.report = report;
	}

	String write() {
		Map<String, Integer> ruleIndex = new LinkedHashMap<>();
		List<Rule> rules = new ArrayList<>();
		for (Finding f : report.findings()) {
			if (ruleIndex.putIfAbsent(f.rule().id(), rules.size()) == null) {
				rules.add(f.rule());
			}
		}
		b.append("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n")
				.append("  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": \"Dyno\", \"rules\": [");
		for (int i = 0; i < rules.size(); i++) {
			Rule r = rules.get(i);
			b.append(i == 0 ? "\n" : ",\n").append("      {\"id\": ").append(JsonText.string(r.id()))
					.append(", \"shortDescription\": {\"text\": ").append(JsonText.string(r.message()))
					.append("}, \"fullDescription\": {\"text\": ").append(JsonText.string(r.rationale()))
					.append("}, \"defaultConfiguration\": {\"level\": ").append(JsonText.string(level(r.severity())))
					.append("}}");
		}
		b.append(rules.isEmpty() ? "]}},\n" : "\n    ]}},\n");
		b.append("    \"originalUriBaseIds\": {\"SRCROOT\": {\"uri\": ")
				.append(JsonText.string(directoryUri())).append("}},\n    \"results\": [");
		List<Finding> findings = report.findings();
		for (int i = 0; i < findings.size(); i++) {
			Finding f = findings.get(i);
			b.append(i == 0 ? "\n" : ",\n").append("      {\"ruleId\": ").append(JsonText.string(f.rule().id()))
					.append(", \"ruleIndex\": ").append(ruleIndex.get(f.rule().id()))
					.append(", \"level\": ").append(JsonText.string(level(f.severity())))
					.append(", \"message\": {\"text\": ").append(JsonText.string(f.message())).append('}')
					.append(", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ")
					.append(JsonText.string(uri(report.displayPath(f)))).append(", \"uriBaseId\": \"SRCROOT\"}");
			if (f.line() > 0) {
				b.append(", \"region\": {\"startLine\": ").append(f.line());
				if (f.column() > 0) {
					b.append(", \"startColumn\": ").append(f.column());
				}
				b.append('}');
			}
			b.append("}}]");
			f.fix().ifPresent(fix -> b.append(", \"properties\": {\"fix\": ").append(JsonText.string(fix.label()))
					.append('}'));
			b.append('}');
		}
		b.append(findings.isEmpty() ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n");
		return b.toString();
	}

	private String directoryUri() {
		String u = report.base().toUri().toString();
		return u.endsWith("/") ? u : u + "/";
	}

	/** A relative path as a URI reference: each segment percent-encoded where needed. */
	private static String uri(String relativePath) {
		StringBuilder u = new StringBuilder();
		for (String segment : relativePath.split("/", -1)) {
			if (u.length() > 0) {
				u.append('/');
			}
			u.append(URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20"));
		}
		return u.toString();
	}

	private static String level(Severity s) {
		return switch (s) {
		case INFO -> "note";
		case WARNING -> "warning";
		case ERROR -> "error";
		};
	}
}
