package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.LogView.className;
import static dyno.jboss.rules.internal.catalog.LogView.log4jAppender;
import static dyno.jboss.rules.internal.catalog.LogView.log4jFileAppenders;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/** jboss-log4j.xml appenders: console in production, buffered file output, async appenders, rotation, additivity. */
final class Log4jAppenderRules {

	private Log4jAppenderRules() {
	}

	static List<Rule> rules() {
		return List.of(console(), immediateFlush(), bufferedIo(), async(), asyncBuffer(), asyncEmpty(), additivity(),
				appendFalse(), unboundedRotation());
	}

	private static Rule.Builder log4j(String id) {
		return Rule.builder(id).appliesTo(FileKind.LOG4J);
	}

	/** A fix that adds {@code <param name="..." value="..."/>} to an appender, or sets the one that is there. */
	static Fix setParam(XmlElement appender, String name, String value) {
		return Fix.onElement(appender, "set " + name + " to " + value, a -> {
			Optional<XmlElement> p = LogView.param(a, name);
			if (p.isPresent()) {
				p.get().setAttribute("value", value);
			} else {
				XmlElement added = a.addChild("param", null);
				added.setAttribute("name", name);
				added.setAttribute("value", value);
			}
		});
	}

	private static Rule console() {
		return log4j("log.console_appender").severity(Severity.WARNING)
				.message("the root logger writes to the console")
				.rationale("Console output is slow (unbuffered, and blocking on Windows) and in production nobody reads "
						+ "it. In the book's test the server did 100.2 requests/s logging to console and file, 218.1/s "
						+ "logging to the file alone. Log to files only.")
				.check((ctx, report) -> {
					XmlElement root = ctx.root();
					for (XmlElement ref : root.select("root/appender-ref")) {
						String name = ref.attribute("ref").orElse("");
						log4jAppender(root, name).filter(a -> className(a).endsWith("ConsoleAppender"))
								.ifPresent(a -> report.at(ref, "appender " + name,
										Fix.onElement(ref, "remove the console from the root logger", XmlElement::remove)));
					}
				}).build();
	}

	private static Rule immediateFlush() {
		return log4j("log.file.immediateflush").severity(Severity.INFO)
				.message("the log file is flushed after every event")
				.rationale("With ImmediateFlush=true (log4j's default) every event goes to disk on its own. Setting it "
						+ "to false lets the writer buffer: 100% faster and more for short messages, 40-60% for long ones "
						+ "(218.1 to 277.5 requests/s in the book's test). The last lines may be lost in a crash.")
				.check((ctx, report) -> {
					for (EObject a : fileAppenders(ctx)) {
						if (ModelValues.value(a, "immediateFlush").map(Boolean.TRUE::equals).orElse(true)) {
							report.at(ctx.model().elementOf(a), name(a), Fix.onModel(ctx, a, "immediateFlush", false));
						}
					}
				}).build();
	}

	private static Rule bufferedIo() {
		return log4j("log.file.bufferedio").severity(Severity.INFO)
				.message("the log file is written without a buffer")
				.rationale("BufferedIO=true wraps the file writer in a buffer; together with ImmediateFlush=false it "
						+ "gained another 10-40% (277.5 to 304.0 requests/s in the book's test), more on busy disks.")
				.check((ctx, report) -> {
					for (EObject a : fileAppenders(ctx)) {
						if (!ModelValues.value(a, "bufferedIo").map(Boolean.TRUE::equals).orElse(false)) {
							report.at(ctx.model().elementOf(a), name(a), Fix.onModel(ctx, a, "bufferedIo", true));
						}
					}
				}).build();
	}

	/** The model's appenders that write files (FileAppender and its rolling subclasses, JBoss's included). */
	private static List<EObject> fileAppenders(RuleContext ctx) {
		return ctx.model().all("Appender").stream()
				.filter(a -> ModelValues.text(a, "className").orElse("").endsWith("FileAppender")).toList();
	}

	private static String name(EObject appender) {
		return "appender " + ModelValues.text(appender, "name").orElse("");
	}

	private static List<XmlElement> asyncAppenders(XmlElement root) {
		return root.children("appender").stream().filter(a -> className(a).endsWith("AsyncAppender")).toList();
	}

	/** Whether the root logger or a category refers to the appender. */
	private static boolean used(XmlElement root, XmlElement appender) {
		String name = appender.attribute("name").orElse("");
		return root.select("root|category|logger/appender-ref").stream()
				.anyMatch(r -> r.attribute("ref").map(name::equals).orElse(false));
	}

	private static Rule async() {
		return log4j("log.asyncappender").severity(Severity.INFO)
				.message("logging goes through an AsyncAppender")
				.rationale("The AsyncAppender hands events to a dispatcher thread. That helps applications that wait on "
						+ "I/O, but costs CPU-bound ones: in the book's CPU-bound test throughput fell from 304 to 191.4 "
						+ "requests/s. Keep it only if a load test shows a gain.")
				.check((ctx, report) -> {
					for (XmlElement a : asyncAppenders(ctx.root())) {
						if (used(ctx.root(), a)) {
							report.at(a, "appender " + a.attribute("name").orElse(""));
						}
					}
				}).build();
	}

	private static Rule asyncBuffer() {
		return log4j("log.asyncappender.buffersize").severity(Severity.INFO)
				.message("the AsyncAppender queue is small")
				.rationale("The AsyncAppender queues 128 events by default; in a burst the callers block once it is "
						+ "full. A larger BufferSize absorbs bursts.")
				.check((ctx, report) -> {
					for (EObject a : ctx.model().all("Appender")) {
						if (ModelValues.text(a, "className").orElse("").endsWith("AsyncAppender")) {
							long size = ModelValues.number(a, "bufferSize").orElse(128L);
							if (size <= 128) {
								report.at(ctx.model().elementOf(a), "BufferSize " + size,
										Fix.onModel(ctx, a, "bufferSize", 512));
							}
						}
					}
				}).build();
	}

	private static Rule asyncEmpty() {
		return log4j("log.asyncappender.empty").severity(Severity.WARNING)
				.message("an AsyncAppender without a target appender")
				.rationale("An AsyncAppender only forwards events to the appenders it refers to; without an "
						+ "appender-ref everything sent to it is dropped.")
				.check((ctx, report) -> {
					for (XmlElement a : asyncAppenders(ctx.root())) {
						if (a.children("appender-ref").isEmpty()) {
							report.at(a, "appender " + a.attribute("name").orElse(""));
						}
					}
				}).build();
	}

	private static Rule additivity() {
		return log4j("log.additivity").severity(Severity.INFO)
				.message("a category with its own appenders also logs through its parents")
				.rationale("An event of a category with appender-refs also goes to every appender of its ancestors "
						+ "unless additivity is false: the same line is written twice and every event walks the "
						+ "whole chain.")
				.check((ctx, report) -> {
					for (EObject c : ctx.model().all("Category")) {
						XmlElement e = ctx.model().elementOf(c);
						if (!e.children("appender-ref").isEmpty()
								&& ModelValues.value(c, "additivity").map(Boolean.TRUE::equals).orElse(true)) {
							report.at(e, ModelValues.text(c, "name").orElse(""), Fix.onModel(ctx, c, "additivity", false));
						}
					}
				}).build();
	}

	private static Rule appendFalse() {
		return log4j("log.append_false").severity(Severity.INFO)
				.message("the log file is emptied at every start")
				.rationale("With Append=false the server truncates its log when it starts, so the lines that explain "
						+ "a crash are gone as soon as the server is restarted.")
				.check((ctx, report) -> {
					for (XmlElement a : log4jFileAppenders(ctx.root())) {
						LogView.param(a, "Append").filter(p -> p.attribute("value").map("false"::equalsIgnoreCase)
								.orElse(false)).ifPresent(p -> report.at(p, "appender " + a.attribute("name").orElse(""),
										setParam(a, "Append", "true")));
					}
				}).build();
	}

	private static Rule unboundedRotation() {
		return log4j("log.rotation.unbounded").severity(Severity.INFO)
				.message("old log files are never deleted")
				.rationale("A daily rolling appender starts a new file each day and keeps every old one; a busy or "
						+ "chatty server fills its disk over months. Roll by size with MaxBackupIndex, or clean the "
						+ "folder with a scheduled job.")
				.check((ctx, report) -> {
					for (EObject a : fileAppenders(ctx)) {
						if (ModelValues.text(a, "className").orElse("").endsWith("DailyRollingFileAppender")) {
							report.at(ctx.model().elementOf(a), name(a));
						}
					}
				}).build();
	}
}
