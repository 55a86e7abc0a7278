package dyno.jboss.rules;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.analysis.Faces;

/**
 * Writes a {@link LintReport} as SARIF 2.1.0: one run of the tool "Dyno", its rules (those with findings) with
 * message and rationale, and one result per finding, a location per place, relative to the base folder ({@code %SRCROOT%}).
 * A fix's label goes into the result's properties: a SARIF fix would need the replacement bytes. The log is built as
 * maps in SARIF's member order (its names, such as {@code $schema}, are no Java names) and written by Gson.
 */
final class SarifWriter {

	private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

	private SarifWriter() {
	}

	static String write(LintReport report) {
		Map<String, Integer> ruleIndex = new LinkedHashMap<>();
		List<Object> rules = new ArrayList<>();
		for (Finding f : report.findings()) {
			if (ruleIndex.putIfAbsent(f.rule().id(), rules.size()) == null) {
				Rule r = f.rule();
				rules.add(object("id", r.id(), "shortDescription", text(r.message()), "fullDescription",
						text(r.rationale()), "defaultConfiguration", object("level", level(r.severity()))));
			}
		}
		List<Object> results = new ArrayList<>();
		for (Finding f : report.findings()) {
			List<Object> locations = new ArrayList<>();
			for (Finding.Place p : f.places()) {
				Map<String, Object> artifact = object("artifactLocation", object("uri", uri(report.displayPath(f)),
						"uriBaseId", "SRCROOT"));
				if (p.line() > 0) {
					Map<String, Object> region = object("startLine", p.line());
					if (p.column() > 0) {
						region.put("startColumn", p.column());
					}
					artifact.put("region", region);
				}
				locations.add(object("physicalLocation", artifact));
			}
			Map<String, Object> result = object("ruleId", f.rule().id(), "ruleIndex", ruleIndex.get(f.rule().id()),
					"level", level(f.severity()), "message", text(f.message()), "locations", locations);
			f.fix().ifPresent(fix -> result.put("properties", object("fix", fix.label())));
			results.add(result);
		}
		Map<String, Object> run = object("tool", object("driver", object("name", "Dyno", "rules", rules)),
				"originalUriBaseIds", object("SRCROOT", object("uri", directoryUri(report))), "results", results);
		return Faces.json(object("$schema", SCHEMA, "version", "2.1.0", "runs", List.of(run)));
	}

	/** A JSON object of name, value pairs, in that order. */
	private static Map<String, Object> object(Object... namesAndValues) {
		Map<String, Object> m = new LinkedHashMap<>();
		for (int i = 0; i < namesAndValues.length; i += 2) {
			m.put((String) namesAndValues[i], namesAndValues[i + 1]);
		}
		return m;
	}

	/** SARIF's message object. */
	private static Map<String, Object> text(String text) {
		return object("text", text);
	}

	private static String directoryUri(LintReport report) {
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
