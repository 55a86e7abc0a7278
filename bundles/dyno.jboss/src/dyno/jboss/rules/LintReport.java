package dyno.jboss.rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.JsonText;

/**
 * The findings of one lint run, sorted by file, line, column and rule, with the text, JSON and SARIF 2.1.0 forms
 * the CLI prints. Paths are shown relative to the base (the server home, or a lone file's folder).
 */
public final class LintReport {

	private static final Comparator<Finding> ORDER = Comparator
			.comparing((Finding f) -> f.file().path().toString())
			.thenComparingInt(Finding::line).thenComparingInt(Finding::column)
			.thenComparing(f -> f.rule().id()).thenComparing(Finding::message);

	private final Path base;
	private final int filesChecked;
	private final List<Finding> findings;

	public LintReport(Path base, int filesChecked, List<Finding> findings) {
		this.base = base.toAbsolutePath().normalize();
		this.filesChecked = filesChecked;
		this.findings = findings.stream().sorted(ORDER).toList();
	}

	/**
	 * One report of several (the profiles of one server home share bin/run.conf): the same finding of a shared file
	 * appears once.
	 */
	public static LintReport merge(Path base, List<LintReport> reports) {
		Map<String, Finding> unique = new LinkedHashMap<>();
		for (LintReport r : reports) {
			for (Finding f : r.findings) {
				unique.putIfAbsent(f.file().path() + ":" + f.line() + ":" + f.column() + ":" + f.rule().id() + ":"
						+ f.message(), f);
			}
		}
		int checked = 0;
		for (LintReport r : reports) {
			checked += r.filesChecked;
		}
		return new LintReport(base, checked, new ArrayList<>(unique.values()));
	}

	public List<Finding> findings() {
		return findings;
	}

	public Path base() {
		return base;
	}

	public int filesChecked() {
		return filesChecked;
	}

	/** Whether any finding is at or above the threshold (the CLI's exit code 1). */
	public boolean fails(Severity threshold) {
		return findings.stream().anyMatch(f -> f.severity().compareTo(threshold) >= 0);
	}

	public long count(Severity severity) {
		return findings.stream().filter(f -> f.severity() == severity).count();
	}

	/** A finding's file as the report shows it: relative to the base when inside it, with '/' separators. */
	public String displayPath(Finding f) {
		Path p = f.file().path().toAbsolutePath().normalize();
		Path shown = p.startsWith(base) ? base.relativize(p) : p;
		return shown.toString().replace('\\', '/');
	}

	/** {@code path:line:column: severity [rule] message}, one finding a line, fixes indented, and a summary. */
	public String toText() {
		StringBuilder b = new StringBuilder();
		for (Finding f : findings) {
			b.append(displayPath(f));
			if (f.line() > 0) {
				b.append(':').append(f.line());
				if (f.column() > 0) {
					b.append(':').append(f.column());
				}
			}
			b.append(": ").append(f.severity().label()).append(" [").append(f.rule().id()).append("] ")
					.append(f.message()).append('\n');
			f.fix().ifPresent(fix -> b.append("    fix: ").append(fix.label()).append('\n'));
		}
		b.append(findings.size()).append(findings.size() == 1 ? " finding" : " findings").append(" (")
				.append(count(Severity.ERROR)).append(" errors, ").append(count(Severity.WARNING)).append(" warnings, ")
				.append(count(Severity.INFO)).append(" infos) in ").append(filesChecked)
				.append(filesChecked == 1 ? " file" : " files").append('\n');
		return b.toString();
	}

	/** {@code {"base": …, "filesChecked": n, "findings": [{file, line, column, severity, rule, message, fix}]}}. */
	public String toJson() {
		StringBuilder b = new StringBuilder("{\n  \"base\": ").append(JsonText.string(base.toString()))
				.append(",\n  \"filesChecked\": ").append(filesChecked).append(",\n  \"findings\": [");
		for (int i = 0; i < findings.size(); i++) {
			Finding f = findings.get(i);
			b.append(i == 0 ? "\n" : ",\n").append("    {\"file\": ").append(JsonText.string(displayPath(f)))
					.append(", \"line\": ").append(f.line()).append(", \"column\": ").append(f.column())
					.append(", \"severity\": ").append(JsonText.string(f.severity().label()))
					.append(", \"rule\": ").append(JsonText.string(f.rule().id()))
					.append(", \"message\": ").append(JsonText.string(f.message()))
					.append(", \"fix\": ").append(JsonText.string(f.fix().map(Fix::label).orElse(null))).append('}');
		}
		return b.append(findings.isEmpty() ? "]\n}\n" : "\n  ]\n}\n").toString();
	}

	/** The report as a SARIF 2.1.0 log (one run; the rules that have findings, each with its rationale). */
	public String toSarif() {
		return new SarifWriter(this).write();
	}
}
