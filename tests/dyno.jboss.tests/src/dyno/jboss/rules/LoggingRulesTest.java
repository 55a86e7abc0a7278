package dyno.jboss.rules;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.XmlElement;

/** Every logging rule fires on a real logging configuration (as shipped or edited) and stays quiet on another. */
class LoggingRulesTest {

	static final String LOG4J_42 = "jboss-as-4.2/4.2.3.GA/server/default/conf/jboss-log4j.xml";
	static final String LOG4J_51 = "jboss-as-5/5.1.0.GA/server/default/conf/jboss-log4j.xml";
	static final String LOGGING_6 = "jboss-as-6/6.1.0.Final/server/all/deploy/jboss-logging.xml";
	static final String STANDALONE = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";

	private static XmlElement one(XmlElement root, String path) {
		List<XmlElement> found = root.select(path);
		if (found.size() != 1) {
			throw new IllegalStateException(path + " matches " + found.size() + " elements");
		}
		return found.get(0);
	}

	private static XmlElement param(XmlElement owner, String name, String value) {
		XmlElement p = owner.addChild("param", null);
		p.setAttribute("name", name);
		p.setAttribute("value", value);
		return p;
	}

	/** Adds an AsyncAppender named ASYNC (with a BufferSize if given, wrapping FILE if asked) and routes the root to it. */
	private static void addAsync(XmlElement root, boolean wrapFile, String bufferSize) {
		XmlElement async = root.addChild("appender", null);
		async.setAttribute("name", "ASYNC");
		async.setAttribute("class", "org.apache.log4j.AsyncAppender");
		if (bufferSize != null) {
			param(async, "BufferSize", bufferSize);
		}
		if (wrapFile) {
			async.addChild("appender-ref", null).setAttribute("ref", "FILE");
		}
		one(root, "root/appender-ref[@ref='FILE']").setAttribute("ref", "ASYNC");
	}

	static List<RuleCase> cases() {
		return List.of(
				fires("log.console_appender", LOG4J_51),
				quiet("log.console_appender", LOG4J_51).xml("no CONSOLE on the root",
						r -> one(r, "root/appender-ref[@ref='CONSOLE']").remove()),
				fires("log.file.immediateflush", LOG4J_51),
				quiet("log.file.immediateflush", LOG4J_51).xml("ImmediateFlush=false",
						r -> param(one(r, "appender[@name='FILE']"), "ImmediateFlush", "false")),
				fires("log.file.bufferedio", LOG4J_51),
				quiet("log.file.bufferedio", LOG4J_51).xml("BufferedIO=true",
						r -> param(one(r, "appender[@name='FILE']"), "BufferedIO", "true")),
				fires("log.asyncappender", LOG4J_51).xml("an AsyncAppender around FILE", r -> addAsync(r, true, null)),
				quiet("log.asyncappender", LOG4J_51),
				fires("log.asyncappender.buffersize", LOG4J_51).xml("an AsyncAppender with the default queue",
						r -> addAsync(r, true, null)),
				quiet("log.asyncappender.buffersize", LOG4J_51).xml("an AsyncAppender with BufferSize 1024",
						r -> addAsync(r, true, "1024")),
				fires("log.asyncappender.empty", LOG4J_51).xml("an AsyncAppender with no appender-ref",
						r -> addAsync(r, false, "1024")),
				quiet("log.asyncappender.empty", LOG4J_51).xml("an AsyncAppender around FILE",
						r -> addAsync(r, true, "1024")),
				fires("log.additivity", LOG4J_51).xml("org.jgroups with its own FILE appender-ref",
						r -> one(r, "category[@name='org.jgroups']").addChild("appender-ref", null).setAttribute("ref", "FILE")),
				quiet("log.additivity", LOG4J_51),
				fires("log.append_false", LOG4J_42),
				quiet("log.append_false", LOG4J_51),
				fires("log.rotation.unbounded", LOG4J_51),
				quiet("log.rotation.unbounded", LOG4J_51).xml("FILE rolled by size", r -> {
					XmlElement file = one(r, "appender[@name='FILE']");
					file.setAttribute("class", "org.jboss.logging.appender.RollingFileAppender");
					one(file, "param[@name='DatePattern']").remove();
					param(file, "MaxFileSize", "100MB");
					param(file, "MaxBackupIndex", "10");
				}),
				fires("log.category_level", LOG4J_42),
				fires("log.category_level", STANDALONE),
				quiet("log.category_level", LOG4J_51),
				quiet("log.category_level", LOGGING_6),
				fires("jboss.log_level_production", LOG4J_42),
				fires("jboss.log_level_production", STANDALONE).xml("root at DEBUG",
						r -> one(r, "//subsystem/root-logger/level").setAttribute("name", "DEBUG")),
				quiet("jboss.log_level_production", LOG4J_51),
				quiet("jboss.log_level_production", STANDALONE),
				fires("log.console_threshold", LOG4J_51).xml("CONSOLE at DEBUG",
						r -> one(r, "appender[@name='CONSOLE']/param[@name='Threshold']").setAttribute("value", "DEBUG")),
				fires("log.console_threshold", STANDALONE).xml("CONSOLE at DEBUG",
						r -> one(r, "//subsystem/console-handler/level").setAttribute("name", "DEBUG")),
				quiet("log.console_threshold", LOG4J_51),
				quiet("log.console_threshold", LOGGING_6),
				quiet("log.console_threshold", STANDALONE),
				fires("log.async_handler", LOGGING_6).xml("an async handler in front of FILE", r -> {
					XmlElement async = r.addChild("async-handler", null);
					async.setAttribute("name", "ASYNC");
					async.addChild("subhandlers", null).addChild("handler-ref", null).setAttribute("name", "FILE");
					one(r, "root-logger/handlers/handler-ref[@name='FILE']").setAttribute("name", "ASYNC");
				}),
				quiet("log.async_handler", LOGGING_6),
				quiet("log.async_handler", STANDALONE),
				fires("log.layout.location_info", LOG4J_51).xml("%C:%L in the FILE pattern",
						r -> one(r, "appender[@name='FILE']/layout/param[@name='ConversionPattern']")
								.setAttribute("value", "%d %-5p [%C:%L] %m%n")),
				fires("log.layout.location_info", LOGGING_6).xml("%M in the console pattern",
						r -> one(r, "console-handler/formatter/pattern-formatter")
								.setAttribute("pattern", "%d{HH:mm:ss,SSS} %-5p [%c.%M] %s%E%n")),
				quiet("log.layout.location_info", LOG4J_51),
				quiet("log.layout.location_info", STANDALONE),
				fires("log.layout.date", LOG4J_51),
				quiet("log.layout.date", LOG4J_51).xml("%d{ISO8601} in the FILE pattern",
						r -> one(r, "appender[@name='FILE']/layout/param[@name='ConversionPattern']")
								.setAttribute("value", "%d{ISO8601} %-5p [%c] (%t) %m%n")),
				fires("log.console_handler", LOGGING_6),
				fires("log.console_handler", STANDALONE),
				quiet("log.console_handler", LOGGING_6).xml("no CONSOLE on the root logger",
						r -> one(r, "root-logger/handlers/handler-ref[@name='CONSOLE']").remove()),
				quiet("log.console_handler", STANDALONE).xml("no CONSOLE on the root logger",
						r -> one(r, "//subsystem/root-logger/handlers/handler[@name='CONSOLE']").remove()),
				fires("log.file.autoflush", LOGGING_6),
				fires("log.file.autoflush", STANDALONE),
				quiet("log.file.autoflush", STANDALONE).xml("autoflush=false",
						r -> one(r, "//subsystem/periodic-rotating-file-handler").setAttribute("autoflush", "false")),
				fires("log.handler.rotation.unbounded", STANDALONE),
				quiet("log.handler.rotation.unbounded", STANDALONE).xml("no periodic FILE handler", r -> {
					one(r, "//subsystem/root-logger/handlers/handler[@name='FILE']").remove();
					one(r, "//subsystem/periodic-rotating-file-handler").remove();
				}));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path tmp) throws IOException {
		c.verify(tmp);
	}
}
