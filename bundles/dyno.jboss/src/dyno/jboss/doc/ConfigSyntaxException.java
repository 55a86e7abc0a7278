package dyno.jboss.doc;

import java.io.IOException;

/**
 * A configuration file Dyno cannot read: malformed XML, a bad entity, binary content, or a root element its kind
 * does not allow. The message names the file, line and column, e.g.
 * {@code standardjboss.xml:12:5: element <container-pool-conf> is not closed (opened at 9:3)}.
 */
public final class ConfigSyntaxException extends IOException {

	private static final long serialVersionUID = 1L;

	private final String sourceName;
	private final int line;
	private final int column;
	private final String problem;

	/**
	 * @param sourceName the file's name as shown to the user
	 * @param line 1-based line of the problem
	 * @param column 1-based column of the problem
	 * @param problem what is wrong, without the position
	 */
	public ConfigSyntaxException(String sourceName, int line, int column, String problem) {
		super(sourceName + ":" + line + ":" + column + ": " + problem);
		this.sourceName = sourceName;
		this.line = line;
		this.column = column;
		this.problem = problem;
	}

	/** The file's name as given to the parser. */
	public String sourceName() {
		return sourceName;
	}

	/** 1-based line of the problem. */
	public int line() {
		return line;
	}

	/** 1-based column of the problem. */
	public int column() {
		return column;
	}

	/** What is wrong, without file and position. */
	public String problem() {
		return problem;
	}
}
