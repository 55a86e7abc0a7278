package dyno.jboss.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/**
 * The rules a file's own comments switch off. In XML, {@code <!-- dyno:ignore rule-id [rule-id…] -->} before an
 * element silences those rules on that element and everything in it, and before the root element (or after the
 * last one) on the whole file.
 * In shell and properties files, {@code # dyno:ignore rule-id} (also {@code rem} or {@code ::} in a .bat) silences
 * them on the next statement (with its continuation lines), and above the first statement on the whole file. A
 * finding about the file as a whole (line 0) is silenced by any such comment naming its rule. The comments are part
 * of the document, so they survive the editor's edits and Dyno's fixes, which change only the bytes they set.
 */
final class Suppressions {

	/** The marker and its rule ids (letters, digits, dot, dash, underscore), separated by blanks or commas. */
	private static final Pattern IGNORE = Pattern.compile("dyno:ignore((?:[\\s,]+[A-Za-z0-9_.\\-]+)+)");
	private static final Pattern XML_COMMENT = Pattern.compile("<!--(.*?)-->", Pattern.DOTALL);
	private static final Pattern LINE_COMMENT = Pattern.compile("^\\s*(?:#|!|::|@?rem\\b)(.*)$",
			Pattern.CASE_INSENSITIVE);

	/** Lines {@code from..to} (1-based, inclusive) where {@code rules} are silenced; from 0 = the whole file. */
	private record Scope(Set<String> rules, int from, int to) {

		boolean covers(String rule, int line) {
			return rules.contains(rule) && (from == 0 || line == 0 || line >= from && line <= to);
		}
	}

	private static final Suppressions NONE = new Suppressions(List.of());

	private final List<Scope> scopes;

	private Suppressions(List<Scope> scopes) {
		this.scopes = scopes;
	}

	/** The suppressions written in {@code doc}. */
	static Suppressions of(ConfigDocument doc) {
		String text = doc.text();
		if (!text.contains("dyno:ignore")) {
			return NONE;
		}
		return new Suppressions(doc instanceof XmlDocument xml ? xmlScopes(xml, text) : lineScopes(text,
				doc instanceof ShellConf conf && conf.isBatch()));
	}

	/** Whether the comments silence {@code rule} at {@code line}. */
	boolean silences(String rule, int line) {
		for (Scope s : scopes) {
			if (s.covers(rule, line)) {
				return true;
			}
		}
		return false;
	}

	private static Set<String> ids(String commentText) {
		Matcher m = IGNORE.matcher(commentText);
		Set<String> ids = new LinkedHashSet<>();
		while (m.find()) {
			for (String id : m.group(1).trim().split("[\\s,]+")) {
				ids.add(id);
			}
		}
		return ids;
	}

	private static List<Scope> xmlScopes(XmlDocument xml, String text) {
		List<XmlElement> elements = new ArrayList<>();
		collect(xml.root(), elements);
		int[] lineStarts = lineStarts(text);
		List<Scope> scopes = new ArrayList<>();
		Matcher m = XML_COMMENT.matcher(text);
		while (m.find()) {
			Set<String> ids = ids(m.group(1));
			if (ids.isEmpty()) {
				continue;
			}
			int line = lineOf(lineStarts, m.end());
			int column = m.end() - lineStarts[line - 1] + 1;
			XmlElement next = null;
			for (XmlElement e : elements) { // document order: the first that starts after the comment
				if (e.line() > line || e.line() == line && e.column() >= column) {
					next = e;
					break;
				}
			}
			if (next == null || next == xml.root()) {
				scopes.add(new Scope(ids, 0, 0));
			} else {
				scopes.add(new Scope(ids, next.line(), next.endLine()));
			}
		}
		return scopes;
	}

	private static void collect(XmlElement e, List<XmlElement> into) {
		into.add(e);
		for (XmlElement c : e.children()) {
			collect(c, into);
		}
	}

	private static List<Scope> lineScopes(String text, boolean batch) {
		String[] lines = text.split("\r?\n|\r", -1);
		List<Scope> scopes = new ArrayList<>();
		boolean statementSeen = false;
		for (int i = 0; i < lines.length; i++) {
			Matcher comment = LINE_COMMENT.matcher(lines[i]);
			if (lines[i].isBlank()) {
				continue;
			}
			if (!comment.matches()) {
				statementSeen = true;
				continue;
			}
			Set<String> ids = ids(comment.group(1));
			if (ids.isEmpty()) {
				continue;
			}
			if (!statementSeen) {
				scopes.add(new Scope(ids, 0, 0));
				continue;
			}
			int next = i + 1;
			while (next < lines.length && (lines[next].isBlank() || LINE_COMMENT.matcher(lines[next]).matches())) {
				next++;
			}
			if (next == lines.length) {
				continue; // nothing follows: it silences no statement
			}
			int last = next;
			String continuation = batch ? "^" : "\\";
			while (last + 1 < lines.length && lines[last].stripTrailing().endsWith(continuation)) {
				last++;
			}
			scopes.add(new Scope(ids, next + 1, last + 1));
		}
		return scopes;
	}

	private static int[] lineStarts(String text) {
		List<Integer> starts = new ArrayList<>();
		starts.add(0);
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '\n' || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n')) {
				starts.add(i + 1);
			}
		}
		return starts.stream().mapToInt(Integer::intValue).toArray();
	}

	/** The 1-based line of an offset. */
	private static int lineOf(int[] lineStarts, int offset) {
		int i = Arrays.binarySearch(lineStarts, offset);
		return i >= 0 ? i + 1 : -i - 1;
	}
}
