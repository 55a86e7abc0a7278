package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/** Log levels and line patterns in all three logging formats, and the server log threshold of run.conf. */
final class LogLevelRules {

	/** Caller-location conversions: class, file, line, method and the whole location. */
	private static final Pattern LOCATION = Pattern.compile("%[-.\\d]*([CFLMl])(?![a-zA-Z])");
	/** A log4j %d with no formatter named, or with a SimpleDateFormat pattern. */
	private static final Pattern SLOW_DATE = Pattern
			.compile("%[-.\\d]*d(?!\\{(ABSOLUTE|DATE|ISO8601)\\})");

	private LogLevelRules() {
	}

	static List<Rule> rules() {
		return List.of(debugCategory(), rootLevel(), consoleThreshold(), locationInfo(), slowDate(), thresholdProperty());
	}

	private static Rule.Builder allFormats(String id) {
		return Rule.builder(id).appliesTo(FileKind.LOG4J, FileKind.JBOSS_LOGGING, FileKind.WILDFLY_STANDALONE,
				FileKind.WILDFLY_DOMAIN);
	}

	/** Each logger except the root, with its level element. */
	private static void eachLogger(RuleContext ctx, BiConsumer<XmlElement, XmlElement> action) {
		if (ctx.file().kind() == FileKind.LOG4J) {
			for (XmlElement c : ctx.root().select("category|logger")) {
				LogView.log4jLevel(c).ifPresent(l -> action.accept(c, l));
			}
			return;
		}
		for (XmlElement config : LogView.logManagerConfigs(ctx)) {
			for (XmlElement logger : config.children("logger")) {
				logger.child("level").ifPresent(l -> action.accept(logger, l));
			}
		}
	}

	/** The level's value: log4j writes it in {@code value}, LogManager in {@code name}. */
	private static String levelAttribute(RuleContext ctx) {
		return ctx.file().kind() == FileKind.LOG4J ? "value" : "name";
	}

	private static Rule debugCategory() {
		return allFormats("log.category_level").severity(Severity.WARNING)
				.reference("log.category_level", "jboss32.web_container_debug_off")
				.message("a category logs at DEBUG or TRACE")
				.rationale("Debug output multiplies the log volume and the I/O behind it, and it is built even where "
						+ "nobody reads it. Production logs keep to warnings and errors; raise the level of your own "
						+ "packages to WARN too.")
				.check((ctx, report) -> {
					String attr = levelAttribute(ctx);
					eachLogger(ctx, (logger, level) -> {
						String value = level.attribute(attr).orElse("");
						if (LogView.verbose(value)) {
							String name = logger.attribute("name").or(() -> logger.attribute("category")).orElse("");
							report.at(level, name + " at " + value,
									Fix.onElement(level, "set " + name + " to INFO", l -> l.setAttribute(attr, "INFO")));
						}
					});
				}).build();
	}

	private static Rule rootLevel() {
		return allFormats("jboss.log_level_production").severity(Severity.WARNING)
				.message("the root logger logs debug output")
				.rationale("With the root at DEBUG every library's debug lines reach the log files. log4j's root has "
						+ "DEBUG when no priority is given, which is how JBoss AS 4.2 ships. In production set the root "
						+ "to INFO or WARN; it can be lowered at run time when needed.")
				.check((ctx, report) -> {
					if (ctx.file().kind() == FileKind.LOG4J) {
						ctx.root().child("root").ifPresent(root -> {
							Optional<XmlElement> level = LogView.log4jLevel(root);
							String value = level.flatMap(l -> l.attribute("value")).orElse("DEBUG");
							if (LogView.verbose(value)) {
								report.at(level.orElse(root), level.isEmpty() ? "no priority (log4j's default is DEBUG)"
										: "root at " + value, level.isEmpty() ? null
												: Fix.onElement(level.get(), "set the root to INFO", l -> l.setAttribute("value", "INFO")));
							}
						});
						return;
					}
					for (XmlElement config : LogView.logManagerConfigs(ctx)) {
						config.select("root-logger/level").forEach(l -> {
							String value = l.attribute("name").orElse("");
							if (LogView.verbose(value)) {
								report.at(l, "root at " + value,
										Fix.onElement(l, "set the root to INFO", e -> e.setAttribute("name", "INFO")));
							}
						});
					}
				}).build();
	}

	private static Rule consoleThreshold() {
		return allFormats("log.console_threshold").severity(Severity.WARNING)
				.message("the console takes debug output")
				.rationale("A console appender or handler without a threshold of INFO or higher writes every debug line "
						+ "the loggers let through to a slow, unbuffered stream (blocking on Windows). The shipped "
						+ "configurations set INFO; keep the console at INFO or above, or drop it in production.")
				.check((ctx, report) -> {
					if (ctx.file().kind() == FileKind.LOG4J) {
						for (XmlElement a : ctx.root().children("appender")) {
							if (LogView.className(a).endsWith("ConsoleAppender")) {
								Optional<XmlElement> t = LogView.param(a, "Threshold");
								String level = t.flatMap(p -> p.attribute("value")).orElse("ALL");
								if (LogView.verbose(level) || level.equalsIgnoreCase("ALL")) {
									report.at(t.orElse(a), "appender " + a.attribute("name").orElse("") + " at " + level,
											Log4jAppenderRules.setParam(a, "Threshold", "INFO"));
								}
							}
						}
						return;
					}
					for (XmlElement config : LogView.logManagerConfigs(ctx)) {
						for (XmlElement h : config.children("console-handler")) {
							Optional<XmlElement> l = h.child("level");
							String level = l.flatMap(e -> e.attribute("name")).orElse("ALL");
							if (LogView.verbose(level) || level.equalsIgnoreCase("ALL")) {
								report.at(l.orElse(h), "handler " + h.attribute("name").orElse("") + " at " + level,
										l.isEmpty() ? null : Fix.onElement(l.get(), "set the console to INFO",
												e -> e.setAttribute("name", "INFO")));
							}
						}
					}
				}).build();
	}

	private static Rule locationInfo() {
		return allFormats("log.layout.location_info").severity(Severity.WARNING)
				.message("the log pattern computes the caller's location")
				.rationale("%C (class) and %L (line) make the logger walk the stack for every event; %M (method), %F "
						+ "(file) and %l (all of it) are slower still. Leave them out of production patterns; the "
						+ "category (%c) usually names the class anyway.")
				.check((ctx, report) -> {
					for (LogView.LinePattern p : LogView.patterns(ctx)) {
						Matcher m = LOCATION.matcher(p.text());
						if (m.find()) {
							report.at(p.element(), m.group() + " in \"" + p.text() + "\"");
						}
					}
				}).build();
	}

	private static Rule slowDate() {
		return Rule.builder("log.layout.date").appliesTo(FileKind.LOG4J).severity(Severity.INFO)
				.message("the log pattern formats dates the slow way")
				.rationale("A plain %d (or a SimpleDateFormat pattern) formats every timestamp through "
						+ "SimpleDateFormat; log4j's own %d{ABSOLUTE}, %d{DATE} and %d{ISO8601} formatters are much "
						+ "cheaper: about 10% more throughput in the book's test (304 to 336.6 requests/s).")
				.check((ctx, report) -> {
					for (LogView.LinePattern p : LogView.patterns(ctx)) {
						Matcher m = SLOW_DATE.matcher(p.text());
						if (m.find()) {
							String faster = p.text().replaceAll("%([-.\\d]*)d(\\{[^}]*\\})?", "%$1d{ISO8601}");
							report.at(p.element(), "\"" + p.text() + "\"", Fix.onElement(p.element(),
									"use %d{ISO8601}", e -> e.setAttribute(p.attribute(), faster)));
						}
					}
				}).build();
	}

	private static Rule thresholdProperty() {
		return Rule.builder("log.server_threshold_property").appliesTo(FileKind.RUN_CONF, FileKind.RUN_CONF_BAT)
				.versions(Versions.jbossAs(5, 0), Versions.jbossAs(6, 99)).severity(Severity.INFO)
				.message("the server log threshold is left at its default")
				.rationale("JBoss AS 5 and 6 take the root log level from -Djboss.server.log.threshold (INFO when "
						+ "unset). Setting it to WARN in JAVA_OPTS quiets a production server without editing the "
						+ "logging configuration.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.value("logThreshold").isEmpty()) {
						report.atLine(jvm.line("logThreshold"), null, Fix.onModel(ctx, jvm.options(), "logThreshold", "WARN"));
					}
				}).build();
	}
}
