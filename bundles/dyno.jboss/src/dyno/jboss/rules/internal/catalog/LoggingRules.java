package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import dyno.jboss.rules.Rule;

/**
 * Logging rules: jboss-log4j.xml (JBoss AS 4-5), jboss-logging.xml (AS 6), WildFly's logging subsystem, and the
 * log threshold property of run.conf: console output in production, debug levels, buffering, async appenders,
 * slow pattern conversions, rotation.
 */
public final class LoggingRules {

	private LoggingRules() {
	}

	public static List<Rule> rules() {
		List<Rule> all = new ArrayList<>();
		all.addAll(Log4jAppenderRules.rules());
		all.addAll(LogLevelRules.rules());
		all.addAll(LogManagerRules.rules());
		return all;
	}
}
