package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/** JBoss LogManager handlers (AS 6 jboss-logging.xml, WildFly's logging subsystem): console, flushing, rotation. */
final class LogManagerRules {

	private LogManagerRules() {
	}

	static List<Rule> rules() {
		return List.of(consoleHandler(), autoflush(), unboundedRotation(), asyncHandler());
	}

	private static Rule.Builder logManager(String id) {
		return Rule.builder(id).appliesTo(FileKind.JBOSS_LOGGING, FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN);
	}

	private static Rule consoleHandler() {
		return logManager("log.console_handler").severity(Severity.WARNING)
				.message("the root logger writes to the console")
				.rationale("Console output is slow (unbuffered, and blocking on Windows) and in production it usually "
						+ "ends in a file nobody rotates. In the JBoss AS 5 book's test, dropping the console appender "
						+ "took the server from 100.2 to 218.1 requests/s. Log to files only.")
				.check((ctx, report) -> {
					for (XmlElement config : LogView.logManagerConfigs(ctx)) {
						for (XmlElement ref : LogView.rootHandlerRefs(config)) {
							String name = ref.attribute("name").orElse("");
							Optional<XmlElement> handler = config.children("console-handler").stream()
									.filter(h -> h.attribute("name").map(name::equals).orElse(false)).findFirst();
							handler.ifPresent(h -> report.at(ref, "handler " + name,
									Fix.onElement(ref, "remove the console from the root logger", XmlElement::remove)));
						}
					}
				}).build();
	}

	private static Rule autoflush() {
		return logManager("log.file.autoflush").severity(Severity.INFO)
				.message("the log file is flushed after every event")
				.rationale("autoflush (true by default) writes each event to disk on its own. With autoflush=\"false\" "
						+ "the handler buffers; log4j's equivalent gained 100% and more for short messages and 40-60% for "
						+ "long ones in the JBoss AS 5 book's test. The last lines may be lost in a crash.")
				.check((ctx, report) -> {
					for (XmlElement config : LogView.logManagerConfigs(ctx)) {
						for (XmlElement h : LogView.fileHandlers(config)) {
							if (!h.attribute("autoflush").map("false"::equalsIgnoreCase).orElse(false)) {
								report.at(h, "handler " + h.attribute("name").orElse(""), Fix.onElement(h,
										"set autoflush=\"false\"", e -> e.setAttribute("autoflush", "false")));
							}
						}
					}
				}).build();
	}

	private static Rule asyncHandler() {
		return logManager("log.async_handler").severity(Severity.INFO)
				.message("the root logger writes through an async handler")
				.rationale("An async handler hands events to a background thread. That helps applications that wait on "
						+ "I/O and costs CPU-bound ones: in the JBoss AS 5 book's CPU-bound test log4j's equivalent cut "
						+ "throughput from 304 to 191.4 requests/s. Keep it only if a load test shows a gain.")
				.check((ctx, report) -> {
					for (XmlElement config : LogView.logManagerConfigs(ctx)) {
						for (XmlElement ref : LogView.rootHandlerRefs(config)) {
							String name = ref.attribute("name").orElse("");
							config.children("async-handler").stream()
									.filter(h -> h.attribute("name").map(name::equals).orElse(false)).findFirst()
									.ifPresent(h -> report.at(ref, "handler " + name));
						}
					}
				}).build();
	}

	private static Rule unboundedRotation() {
		return logManager("log.handler.rotation.unbounded").severity(Severity.INFO)
				.message("old log files are never deleted")
				.rationale("A periodic-rotating file handler starts a new file each period and keeps every old one; over "
						+ "months a busy server fills its disk. A size-rotating or periodic-size-rotating handler with "
						+ "max-backup-index keeps a bounded number.")
				.check((ctx, report) -> {
					for (XmlElement config : LogView.logManagerConfigs(ctx)) {
						for (XmlElement h : config.children("periodic-rotating-file-handler")) {
							report.at(h, "handler " + h.attribute("name").orElse(""));
						}
					}
				}).build();
	}
}
