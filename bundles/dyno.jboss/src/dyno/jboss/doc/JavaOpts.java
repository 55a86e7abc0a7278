package dyno.jboss.doc;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM options a start script puts into {@code JAVA_OPTS} (and Tomcat's {@code CATALINA_OPTS}, which
 * {@code catalina.sh} passes after them), in the order the JVM gets them: uncommented assignments in script order,
 * where {@code $JAVA_OPTS} (or {@code %JAVA_OPTS%}) keeps what was there and other variables it references (WildFly's
 * {@code $JBOSS_JAVA_SIZING}) contribute their own options. Environment variables set before the script runs are not
 * known here.
 */
public final class JavaOpts {

	private static final String VARIABLE = "JAVA_OPTS";
	/** The variables that carry JVM options, in the order the start script passes them. */
	private static final List<String> VARIABLES = List.of(VARIABLE, "CATALINA_OPTS");
	private static final Pattern SH_REFERENCE = Pattern.compile("\\$\\{?([A-Za-z_][A-Za-z0-9_]*)\\}?");
	private static final Pattern BAT_REFERENCE = Pattern.compile("%([A-Za-z_][A-Za-z0-9_]*)%");

	/** An option and where its text is, so that edits replace exactly it. */
	private record Located(JvmFlag flag, int start, int end) {
	}

	private final ShellConf conf;

	JavaOpts(ShellConf conf) {
		this.conf = conf;
	}

	/** The options in the order the JVM receives them. */
	public List<JvmFlag> flags() {
		return located().stream().map(Located::flag).toList();
	}

	/** The option with this key that takes effect: the last one, as with the JVM. */
	public Optional<JvmFlag> flag(String key) {
		Located l = lastOf(key);
		return l == null ? Optional.empty() : Optional.of(l.flag);
	}

	/** Whether an option with this key is passed. */
	public boolean has(String key) {
		return lastOf(key) != null;
	}

	/**
	 * Sets an option: the effective one is rewritten where it is written (in a referenced variable such as
	 * {@code JBOSS_JAVA_SIZING} too); a new one is appended to the script's main {@code JAVA_OPTS} (else
	 * {@code CATALINA_OPTS}) assignment (the first that does not build on an earlier value), or to a new line when the
	 * script has none.
	 *
	 * @param key e.g. {@code -Xmx}, {@code -XX:UseG1GC}, {@code -Dname}
	 * @param valueOrNull the value, e.g. {@code 2g}, {@code true}; null for an option without value
	 */
	public void set(String key, String valueOrNull) {
		String text = JvmFlag.format(key, valueOrNull);
		Located l = lastOf(key);
		if (l != null) {
			if (!l.flag.text().equals(text)) {
				conf.replace(l.start, l.end, text);
			}
			return;
		}
		ShellConf.Assignment main = mainAssignment();
		if (main == null) {
			String reference = conf.isBatch() ? "%" + VARIABLE + "%" : "$" + VARIABLE;
			conf.setVariable(VARIABLE, reference + " " + text);
			return;
		}
		boolean empty = main.valueStart() == main.valueEnd();
		conf.replace(main.valueEnd(), main.valueEnd(), (empty ? "" : " ") + text);
	}

	/** Removes every option with this key, each with the blank that separated it. */
	public void remove(String key) {
		List<Located> all = located();
		for (int k = all.size() - 1; k >= 0; k--) {
			Located l = all.get(k);
			if (!l.flag.key().equals(key)) {
				continue;
			}
			SourceText src = conf.source();
			int from = l.start;
			int to = l.end;
			if (from > 0 && src.charAt(from - 1) == ' ') {
				from--;
			} else if (to < src.length() && src.charAt(to) == ' ') {
				to++;
			}
			conf.replace(from, to, "");
		}
	}

	@Override
	public String toString() {
		return flags().stream().map(JvmFlag::text).reduce((a, b) -> a + " " + b).orElse("");
	}

	private Located lastOf(String key) {
		Located found = null;
		for (Located l : located()) {
			if (l.flag.key().equals(key)) {
				found = l;
			}
		}
		return found;
	}

	/**
	 * The first JAVA_OPTS assignment that starts afresh, else the first such CATALINA_OPTS one; else the last
	 * assignment of either; null when there is none.
	 */
	private ShellConf.Assignment mainAssignment() {
		ShellConf.Assignment last = null;
		for (String variable : VARIABLES) {
			for (ShellConf.Assignment a : conf.assignments()) {
				if (sameName(a.name(), variable)) {
					if (!referencesSelf(a)) {
						return a;
					}
					last = a;
				}
			}
		}
		return last;
	}

	private boolean sameName(String name, String variable) {
		return conf.isBatch() ? name.equalsIgnoreCase(variable) : name.equals(variable);
	}

	private boolean referencesSelf(ShellConf.Assignment a) {
		Matcher m = reference().matcher(conf.source().substring(a.valueStart(), a.valueEnd()));
		while (m.find()) {
			if (sameName(m.group(1), a.name())) {
				return true;
			}
		}
		return false;
	}

	private Pattern reference() {
		return conf.isBatch() ? BAT_REFERENCE : SH_REFERENCE;
	}

	/** The options of each variable of {@link #VARIABLES}, one after the other. */
	private List<Located> located() {
		List<Located> all = new ArrayList<>();
		for (String variable : VARIABLES) {
			List<Located> flags = new ArrayList<>();
			for (ShellConf.Assignment a : conf.assignments()) {
				if (sameName(a.name(), variable)) {
					flags = expand(a, flags, 0);
				}
			}
			all.addAll(flags);
		}
		return all;
	}

	/**
	 * The options an assignment's value yields: its own words that are options, {@code previous} where it references
	 * itself, and the options of other variables it references (as assigned before it).
	 */
	private List<Located> expand(ShellConf.Assignment a, List<Located> previous, int depth) {
		List<Located> out = new ArrayList<>();
		SourceText src = conf.source();
		int i = a.valueStart();
		while (i < a.valueEnd()) {
			while (i < a.valueEnd() && Character.isWhitespace(src.charAt(i))) {
				i++;
			}
			int start = i;
			while (i < a.valueEnd() && !Character.isWhitespace(src.charAt(i))) {
				i++;
			}
			if (start == i) {
				break;
			}
			String word = src.substring(start, i);
			Matcher ref = reference().matcher(word);
			if (ref.matches()) {
				if (sameName(ref.group(1), a.name())) {
					out.addAll(previous);
				} else if (depth < 4) {
					ShellConf.Assignment other = conf.last(ref.group(1), a.valueStart());
					if (other != null) {
						out.addAll(expand(other, List.of(), depth + 1));
					}
				}
			} else if (word.startsWith("-")) {
				out.add(new Located(JvmFlag.parse(word, src.line(start)), start, i));
			}
		}
		return out;
	}
}
