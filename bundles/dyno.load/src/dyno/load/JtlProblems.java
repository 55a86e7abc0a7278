package dyno.load;

import java.util.ArrayList;
import java.util.List;

import dyno.core.Plural;

/** Rows skipped while reading a JTL: all are counted, the first {@value #KEPT} kept with line and cause. Thread-safe. */
public final class JtlProblems {

	static final int KEPT = 20;
	private static final int TEXT_LIMIT = 200;

	private final String file;
	private final List<JtlProblem> first = new ArrayList<>();
	private long count;

	JtlProblems(String file) {
		this.file = file;
	}

	synchronized void add(long line, String cause, String text) {
		count++;
		if (first.size() < KEPT) {
			String t = text.length() > TEXT_LIMIT ? text.substring(0, TEXT_LIMIT) + "…" : text;
			first.add(new JtlProblem(line, cause, t.strip()));
		}
	}

	/** Forgets every problem: the file is being read again. */
	synchronized void clear() {
		first.clear();
		count = 0;
	}

	/** Takes in the problems of a later part of the file, whose line numbers start at {@code lineOffset} + 1. */
	void addAll(JtlProblems part, long lineOffset) {
		synchronized (part) {
			synchronized (this) {
				for (JtlProblem p : part.first) {
					if (first.size() < KEPT) {
						first.add(new JtlProblem(p.line() + lineOffset, p.cause(), p.text()));
					}
				}
				count += part.count;
			}
		}
	}

	public synchronized long count() {
		return count;
	}

	/** The first {@value #KEPT} problems, in file order. */
	public synchronized List<JtlProblem> first() {
		return List.copyOf(first);
	}

	/** E.g. "results.jtl: 3 rows skipped; line 7: ...". Empty string when there was no problem. */
	public synchronized String summary() {
		if (count == 0) {
			return "";
		}
		StringBuilder b = new StringBuilder(file).append(": ").append(Plural.of(count, "row"))
				.append(" skipped");
		for (JtlProblem p : first) {
			b.append(System.lineSeparator()).append("  ").append(p);
		}
		if (count > first.size()) {
			b.append(System.lineSeparator()).append("  … and ").append(count - first.size()).append(" more");
		}
		return b.toString();
	}
}
