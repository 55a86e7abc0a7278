package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.RuleContext;

/**
 * Logging configurations as the logging rules read them: log4j's jboss-log4j.xml (appenders, categories, root),
 * JBoss AS 6's jboss-logging.xml and WildFly's logging subsystems (handlers, loggers, root-logger), and log levels.
 */
final class LogView {

	/** log4j and JBoss LogManager level names from most to least verbose. */
	private static final List<String> LEVELS = List.of("ALL", "FINEST", "TRACE", "FINER", "DEBUG", "FINE", "CONFIG",
			"INFO", "WARN", "WARNING", "ERROR", "SEVERE", "FATAL", "OFF");

	private LogView() {
	}

	/** log4j's {@code <param name="X" value="..."/>} of an appender or layout, by name in any case. */
	static Optional<XmlElement> param(XmlElement owner, String name) {
		return owner.children("param").stream()
				.filter(p -> p.attribute("name").map(name::equalsIgnoreCase).orElse(false)).findFirst();
	}

	static String className(XmlElement e) {
		return e.attribute("class").orElse("");
	}

	/** log4j appenders that write files (FileAppender and its rolling subclasses, JBoss's included). */
	static List<XmlElement> log4jFileAppenders(XmlElement root) {
		return root.children("appender").stream().filter(a -> className(a).endsWith("FileAppender")).toList();
	}

	static Optional<XmlElement> log4jAppender(XmlElement root, String name) {
		return root.children("appender").stream()
				.filter(a -> a.attribute("name").map(name::equals).orElse(false)).findFirst();
	}

	/** The JBoss LogManager configurations: the whole jboss-logging.xml, or each WildFly logging subsystem. */
	static List<XmlElement> logManagerConfigs(RuleContext ctx) {
		XmlElement root = ctx.root();
		if (ctx.file().kind() == FileKind.JBOSS_LOGGING) {
			return List.of(root);
		}
		return Subsystems.named(root, "logging");
	}

	/** A LogManager configuration's handlers that write files. */
	static List<XmlElement> fileHandlers(XmlElement config) {
		return config.children().stream().filter(h -> h.localName().endsWith("file-handler")).toList();
	}

	/** The handler names the root logger refers to (AS 6 writes handler-ref, WildFly handler). */
	static List<XmlElement> rootHandlerRefs(XmlElement config) {
		return config.select("root-logger/handlers/handler-ref|handler");
	}

	/**
	 * A level's rank in {@link #LEVELS} (lower = more verbose); a property reference counts by its default
	 * ({@code ${jboss.server.log.threshold:INFO}}); empty when unknown.
	 */
	static Optional<Integer> rank(String level) {
		String l = level.trim();
		if (l.startsWith("${")) {
			int colon = l.indexOf(':');
			if (colon < 0 || !l.endsWith("}")) {
				return Optional.empty();
			}
			l = l.substring(colon + 1, l.length() - 1);
		}
		int i = LEVELS.indexOf(l.toUpperCase(Locale.ROOT));
		return i < 0 ? Optional.empty() : Optional.of(i);
	}

	/** Whether the level logs debug output or more (TRACE, DEBUG, ALL, FINE...). */
	static boolean verbose(String level) {
		return rank(level).map(r -> r < LEVELS.indexOf("CONFIG")).orElse(false);
	}

	/** log4j's level element of a category, logger or root: {@code <priority value>} or {@code <level value>}. */
	static Optional<XmlElement> log4jLevel(XmlElement logger) {
		return logger.select("priority|level").stream().findFirst();
	}

	/** The conversion patterns of a file: log4j PatternLayout params, or LogManager pattern-formatters. */
	static List<LinePattern> patterns(RuleContext ctx) {
		if (ctx.file().kind() == FileKind.LOG4J) {
			return ctx.root().select("appender/layout/param[@name='ConversionPattern']").stream()
					.map(p -> new LinePattern(p, "value", p.attribute("value").orElse(""))).toList();
		}
		return logManagerConfigs(ctx).stream().flatMap(c -> c.select("//pattern-formatter").stream())
				.map(p -> new LinePattern(p, "pattern", p.attribute("pattern").orElse(""))).toList();
	}

	/** A log line pattern and the attribute it is written in. */
	record LinePattern(XmlElement element, String attribute, String text) {
	}
}
