package dyno.jboss.rules;

import java.util.Optional;

import dyno.jboss.ConfigFile;

/**
 * One place where a rule found something: the file, its 1-based line and column (0 when the finding is about the
 * file as a whole, e.g. a flag that is missing), the message and, where the rule knows one, a fix.
 */
public record Finding(Rule rule, ConfigFile file, int line, int column, String message, Optional<Fix> fix) {

	public Severity severity() {
		return rule.severity();
	}
}
