package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * Logging of JBoss AS: the log4j configuration of AS 4–5 (jboss-log4j.xml: appenders with their {@code param}
 * values, categories with their priority, the root) and the JBoss LogManager configuration of AS 6
 * (jboss-logging.xml: handlers, loggers, root logger). Both files are watched by the server, so no value needs a
 * restart.
 */
public final class LoggingModel {

	private LoggingModel() {
	}

	/** Builds the package {@code log4j}. */
	public static EPackage log4j() {
		ModelBuilder b = ModelBuilder.pkg("log4j");
		b.eClass("Log4jConfiguration", "").contains("appenders", "Appender").contains("categories", "Category")
				.contains("roots", "RootLogger");
		b.eClass("Appender", "appender");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", false, "log.appender");
		b.xml("className", STRING, "@class").tune(Tuning.NONE, "class", false, "log.appender");
		b.xml("threshold", STRING, "param[@name='Threshold']/@value").tune(Tuning.NONE, "level", false,
				"log.console_appender");
		b.xml("immediateFlush", BOOLEAN, "param[@name='ImmediateFlush']/@value").tune("true", "flag", false,
				"log.file.immediateflush");
		b.xml("bufferedIo", BOOLEAN, "param[@name='BufferedIO']/@value").tune("false", "flag", false,
				"log.file.bufferedio");
		b.xml("bufferSize", INT, "param[@name='BufferSize']/@value").tune("128", "count", false,
				"log.asyncappender.buffersize");
		b.xml("conversionPattern", STRING, "layout/param[@name='ConversionPattern']/@value").tune(Tuning.NONE,
				"text", false, "log.layout.location_info");
		b.eClass("Category", "category|logger");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", false, "log.category_level");
		b.xml("priority", STRING, "priority|level/@value").tune(Tuning.NONE, "level", false, "log.category_level");
		b.xml("additivity", BOOLEAN, "@additivity").tune("true", "flag", false, "log.additivity");
		b.eClass("RootLogger", "root");
		b.xml("priority", STRING, "priority|level/@value").tune("DEBUG", "level", false,
				"jboss.log_level_production");
		return b.build();
	}

	/** Builds the package {@code jbosslogging}. */
	public static EPackage jbossLogging() {
		ModelBuilder b = ModelBuilder.pkg("jbosslogging");
		b.eClass("JBossLogging", "").contains("handlers", "Handler").contains("loggers", "Logger").contains("roots",
				"RootLogger");
		b.eClass("Handler",
				"console-handler|periodic-rotating-file-handler|size-rotating-file-handler|file-handler|async-handler");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", false, "log.appender");
		b.xml("level", STRING, "level/@name").tune("ALL", "level", false, "log.console_appender");
		b.xml("autoflush", BOOLEAN, "@autoflush").tune("true", "flag", false, "log.file.immediateflush");
		b.xml("queueLength", INT, "@queue-length").tune(Tuning.NONE, "count", false, "log.asyncappender.buffersize");
		b.eClass("Logger", "logger");
		b.xml("category", STRING, "@category").tune(Tuning.NONE, "text", false, "log.category_level");
		b.xml("level", STRING, "level/@name").tune(Tuning.NONE, "level", false, "log.category_level");
		b.eClass("RootLogger", "root-logger");
		b.xml("level", STRING, "level/@name").tune("INFO", "level", false, "jboss.log_level_production");
		return b.build();
	}
}
