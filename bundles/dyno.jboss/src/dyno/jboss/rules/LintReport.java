package dyno.jboss.rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.Plural;
import dyno.core.analysis.Faces;

/**
 * The findings of one lint run, those of one rule in one file {@link Finding#group grouped} into one, sorted by file,
 * line, column and rule, with the text, JSON and SARIF 2.1.0 forms the CLI prints. Paths are shown relative to the
 * base (the server home, or a lone file's folder).
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
		this.findings = Finding.group(findings).stream().sorted(ORDER).toList();
	}

	/** This report without the findings below {@code min} (the CLI's {@code --min-severity}). */
	public LintReport atLeast(Severity min) {
		return new LintReport(base, filesChecked,
				findings.stream().filter(f -> f.severity().compareTo(min) >= 0).toList());
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
		b.append(summary()).append('\n');
		return b.toString();
	}

	/** "12 findings (0 errors, 5 warnings, 7 infos) in 9 files". */
	public String summary() {
		return Plural.of(findings.size(), "finding") + " (" + Plural.of(count(Severity.ERROR), "error") + ", "
				+ Plural.of(count(Severity.WARNING), "warning") + ", " + Plural.of(count(Severity.INFO), "info") + ") in "
				+ Plural.of(filesChecked, "file");
	}

	/**
	 * The report as scripts read it: {@code {"base": …, "filesChecked": n, "findings": [{file, line, column,
	 * severity, rule, message, fix, places: [{line, column, message, fix}]}]}}.
	 *
	 * @param base         the folder the findings' paths are relative to
	 * @param filesChecked how many files were linted
	 * @param findings     in the report's order
	 */
	public record Data(Path base, int filesChecked, List<Entry> findings) {
	}

	/**
	 * One finding as scripts read it.
	 *
	 * @param file   relative to the base ({@link #displayPath})
	 * @param line   1-based, of the first place; 0 when the finding is about the whole file
	 * @param column 1-based; 0 when not known
	 * @param fix    the fix's label (of every place), or null when the rule knows none
	 * @param places each place the rule found, in line order (one for most findings)
	 */
	public record Entry(String file, int line, int column, String severity, String rule, String message, String fix,
			List<PlaceEntry> places) {
	}

	/**
	 * One place of a finding as scripts read it.
	 *
	 * @param fix the fix of this place's label, or null
	 */
	public record PlaceEntry(int line, int column, String message, String fix) {
	}

	public Data data() {
		return new Data(base, filesChecked, findings.stream().map(f -> new Entry(displayPath(f), f.line(), f.column(),
				f.severity().label(), f.rule().id(), f.message(), f.fix().map(Fix::label).orElse(null),
				f.places().stream().map(p -> new PlaceEntry(p.line(), p.column(), p.message(),
						p.fix().map(Fix::label).orElse(null))).toList())).toList());
	}

	/** {@link #data()} as JSON. */
	public String toJson() {
		return Faces.json(data());
	}

	/** The report as a SARIF 2.1.0 log (one run; the rules that have findings, each with its rationale). */
	public String toSarif() {
		return SarifWriter.write(this);
	}
}
