package dyno.jboss.history;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The unified diff ({@code diff -u}) of two versions of a text file, three lines of context. Lines the two share at
 * the start and the end are skipped before the longest common subsequence is computed, so the minimal edits Dyno
 * makes cost little even in large files.
 */
public final class UnifiedDiff {

	private static final int CONTEXT = 3;
	/** Beyond this many cells the middle is shown as one replaced block rather than aligned line by line. */
	private static final long MAX_CELLS = 4_000_000;

	private UnifiedDiff() {
	}

	/** The diff of {@code before} and {@code after} (decoded as UTF-8), headed by {@code name}; empty when equal. */
	public static String of(String name, byte[] before, byte[] after) {
		return of(name, new String(before, StandardCharsets.UTF_8), new String(after, StandardCharsets.UTF_8));
	}

	/** The diff of two texts headed by {@code name}; empty text when they are equal. */
	public static String of(String name, String before, String after) {
		if (before.equals(after)) {
			return "";
		}
		List<String> a = lines(before);
		List<String> b = lines(after);
		List<Op> ops = align(a, b);
		StringBuilder out = new StringBuilder("--- a/").append(name).append("\n+++ b/").append(name).append('\n');
		List<Integer> changed = new ArrayList<>();
		for (int k = 0; k < ops.size(); k++) {
			if (ops.get(k).kind != ' ') {
				changed.add(k);
			}
		}
		// changes closer than two contexts share one hunk, as in diff -u
		int first = 0;
		while (first < changed.size()) {
			int last = first;
			while (last + 1 < changed.size() && changed.get(last + 1) - changed.get(last) <= 2 * CONTEXT) {
				last++;
			}
			int start = Math.max(0, changed.get(first) - CONTEXT);
			int end = Math.min(ops.size(), changed.get(last) + CONTEXT + 1);
			hunk(out, ops.subList(start, end));
			first = last + 1;
		}
		return out.toString();
	}

	private static void hunk(StringBuilder out, List<Op> ops) {
		Op first = ops.get(0);
		int oldCount = 0;
		int newCount = 0;
		for (Op op : ops) {
			oldCount += op.kind == '+' ? 0 : 1;
			newCount += op.kind == '-' ? 0 : 1;
		}
		out.append("@@ -").append(range(first.oldLine, oldCount)).append(" +").append(range(first.newLine, newCount))
				.append(" @@\n");
		for (Op op : ops) {
			out.append(op.kind).append(op.text).append('\n');
		}
	}

	/** diff's convention: a range of no lines names the line before it. */
	private static String range(int line, int count) {
		return count == 0 ? (line - 1) + ",0" : count == 1 ? Integer.toString(line) : line + "," + count;
	}

	/** One line of the diff: kept (' '), removed ('-') or added ('+'), with its 1-based numbers in either version. */
	private record Op(char kind, String text, int oldLine, int newLine) {
	}

	private static List<Op> align(List<String> a, List<String> b) {
		int prefix = 0;
		while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
			prefix++;
		}
		int suffix = 0;
		while (suffix < a.size() - prefix && suffix < b.size() - prefix
				&& a.get(a.size() - 1 - suffix).equals(b.get(b.size() - 1 - suffix))) {
			suffix++;
		}
		List<Op> ops = new ArrayList<>();
		for (int k = 0; k < prefix; k++) {
			ops.add(new Op(' ', a.get(k), k + 1, k + 1));
		}
		middle(ops, a.subList(prefix, a.size() - suffix), b.subList(prefix, b.size() - suffix), prefix);
		for (int k = suffix; k > 0; k--) {
			int ai = a.size() - k;
			int bi = b.size() - k;
			ops.add(new Op(' ', a.get(ai), ai + 1, bi + 1));
		}
		return ops;
	}

	/** The longest common subsequence of the lines that differ, as kept / removed / added lines. */
	private static void middle(List<Op> ops, List<String> a, List<String> b, int offset) {
		int n = a.size();
		int m = b.size();
		if ((long) n * m > MAX_CELLS) {
			for (int i = 0; i < n; i++) {
				ops.add(new Op('-', a.get(i), offset + i + 1, offset + 1));
			}
			for (int j = 0; j < m; j++) {
				ops.add(new Op('+', b.get(j), offset + n + 1, offset + j + 1));
			}
			return;
		}
		int[][] lcs = new int[n + 1][m + 1];
		for (int i = n - 1; i >= 0; i--) {
			for (int j = m - 1; j >= 0; j--) {
				lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
			}
		}
		int i = 0;
		int j = 0;
		while (i < n || j < m) {
			if (i < n && j < m && a.get(i).equals(b.get(j))) {
				ops.add(new Op(' ', a.get(i), offset + i + 1, offset + j + 1));
				i++;
				j++;
			} else if (j >= m || i < n && lcs[i + 1][j] >= lcs[i][j + 1]) {
				ops.add(new Op('-', a.get(i), offset + i + 1, offset + j + 1));
				i++;
			} else {
				ops.add(new Op('+', b.get(j), offset + i + 1, offset + j + 1));
				j++;
			}
		}
	}

	/** The lines without their ends (a carriage return of CRLF files too); a last line without end counts. */
	private static List<String> lines(String text) {
		List<String> out = new ArrayList<>();
		int start = 0;
		while (start < text.length()) {
			int nl = text.indexOf('\n', start);
			int end = nl < 0 ? text.length() : nl;
			out.add(text.substring(start, end > start && text.charAt(end - 1) == '\r' ? end - 1 : end));
			start = nl < 0 ? text.length() : nl + 1;
		}
		return out;
	}
}
