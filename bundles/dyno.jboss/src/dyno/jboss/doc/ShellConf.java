package dyno.jboss.doc;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A start-script configuration: {@code run.conf} / {@code standalone.conf} (Bourne shell) or {@code run.conf.bat}
 * (Windows batch). It knows the script's variable assignments, and through {@link #javaOpts()} the JVM options the
 * script puts into {@code JAVA_OPTS}. Edits change only the characters of the value they touch.
 */
public final class ShellConf extends ConfigDocument {

	/** {@code NAME=} at the start of a shell line, optionally after {@code export}. */
	private static final Pattern SH_ASSIGNMENT = Pattern.compile("[ \\t]*(?:export[ \\t]+)?([A-Za-z_][A-Za-z0-9_]*)=");
	/** {@code set "NAME=} or {@code set NAME=} at the start of a batch line. */
	private static final Pattern BAT_ASSIGNMENT = Pattern.compile("(?i)[ \\t]*@?set[ \\t]+(\"?)([A-Za-z_][A-Za-z0-9_.]*)=");

	/**
	 * Where a script assigns a variable.
	 *
	 * @param name the variable
	 * @param valueStart offset of the value's first character (inside quotes)
	 * @param valueEnd offset after the value's last character
	 * @param quoted whether the value is quoted (a shell value without quotes ends at the first blank)
	 * @param line 1-based line of the assignment
	 */
	record Assignment(String name, int valueStart, int valueEnd, boolean quoted, int line) {
	}

	private final boolean batch;
	private final JavaOpts javaOpts;
	private List<Assignment> assignments;

	private ShellConf(SourceText source, boolean batch) {
		super(source);
		this.batch = batch;
		this.javaOpts = new JavaOpts(this);
	}

	/**
	 * Reads a script: UTF-8 when the bytes are valid UTF-8, else ISO-8859-1 (the bytes are kept as read either way).
	 *
	 * @param batch true for a Windows batch file ({@code run.conf.bat}), false for a shell script
	 * @throws ConfigSyntaxException when the bytes are not text
	 */
	public static ShellConf parse(byte[] bytes, String sourceName, boolean batch) throws ConfigSyntaxException {
		return new ShellConf(SourceText.decode(bytes, sourceName, StandardCharsets.UTF_8), batch);
	}

	/** Whether this is a Windows batch file. */
	public boolean isBatch() {
		return batch;
	}

	/** The JVM options the script builds in {@code JAVA_OPTS}. */
	public JavaOpts javaOpts() {
		return javaOpts;
	}

	/** The value of the variable's last uncommented assignment, as written (references such as $X unexpanded). */
	public Optional<String> variable(String name) {
		Assignment a = last(name, Integer.MAX_VALUE);
		return a == null ? Optional.empty() : Optional.of(source.substring(a.valueStart, a.valueEnd));
	}

	/**
	 * Sets the value of the variable's last assignment in place; a variable the script does not assign gets a new
	 * line at the end.
	 */
	public void setVariable(String name, String value) {
		Assignment a = last(name, Integer.MAX_VALUE);
		if (a != null) {
			boolean needsQuotes = !batch && !a.quoted && value.chars().anyMatch(Character::isWhitespace);
			replace(a.valueStart, a.valueEnd, needsQuotes ? "\"" + value + "\"" : value);
			return;
		}
		assignments = null;
		source.appendLine(batch ? "set \"" + name + "=" + value + "\"" : name + "=\"" + value + "\"");
	}

	/** The variable's last assignment before {@code offset}, or null. */
	Assignment last(String name, int offset) {
		Assignment found = null;
		for (Assignment a : assignments()) {
			if (a.valueStart < offset && (batch ? a.name.equalsIgnoreCase(name) : a.name.equals(name))) {
				found = a;
			}
		}
		return found;
	}

	/** Every uncommented assignment, in order. */
	List<Assignment> assignments() {
		if (assignments == null) {
			assignments = batch ? batchAssignments() : shellAssignments();
		}
		return assignments;
	}

	void replace(int start, int end, String text) {
		source.replace(start, end, text);
		assignments = null;
	}

	private List<Assignment> shellAssignments() {
		List<Assignment> out = new ArrayList<>();
		String text = source.text();
		Matcher m = SH_ASSIGNMENT.matcher(text);
		int i = 0;
		while (i < text.length()) {
			int lineEnd = source.lineEnd(i);
			if (m.region(i, lineEnd).lookingAt()) {
				int v = m.end();
				char c = v < text.length() ? text.charAt(v) : 0;
				if (c == '"' || c == '\'') {
					int close = closingQuote(text, v + 1, c);
					if (close < 0) {
						// the quote is never closed: as the shell reads it, the rest of the script is inside it
						break;
					}
					out.add(new Assignment(m.group(1), v + 1, close, true, source.line(v)));
					i = source.lineEnd(close);
				} else {
					int end = v;
					while (end < lineEnd && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != ';') {
						end++;
					}
					out.add(new Assignment(m.group(1), v, end, false, source.line(v)));
				}
			}
			i = source.nextLine(Math.max(i, lineEnd));
		}
		return out;
	}

	/** The closing quote, over backslash escapes inside double quotes; -1 when there is none. */
	private static int closingQuote(String text, int from, char quote) {
		for (int k = from; k < text.length(); k++) {
			char c = text.charAt(k);
			if (c == '\\' && quote == '"') {
				k++;
			} else if (c == quote) {
				return k;
			}
		}
		return -1;
	}

	private List<Assignment> batchAssignments() {
		List<Assignment> out = new ArrayList<>();
		String text = source.text();
		Matcher m = BAT_ASSIGNMENT.matcher(text);
		for (int i = 0; i < text.length(); i = source.nextLine(i)) {
			int lineEnd = source.lineEnd(i);
			if (!m.region(i, lineEnd).lookingAt()) {
				continue;
			}
			boolean quoted = !m.group(1).isEmpty();
			int v = m.end();
			int end = lineEnd;
			if (quoted) {
				end = text.lastIndexOf('"', lineEnd - 1);
				if (end < v) {
					end = lineEnd;
				}
			} else {
				while (end > v && Character.isWhitespace(text.charAt(end - 1))) {
					end--;
				}
			}
			out.add(new Assignment(m.group(2), v, end, quoted, source.line(v)));
		}
		return out;
	}

	@Override
	public String toString() {
		return sourceName() + " (" + (batch ? "batch" : "shell") + ")";
	}
}
