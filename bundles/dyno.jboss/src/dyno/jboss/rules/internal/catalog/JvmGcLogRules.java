package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.JvmHeapRules.jvm;

import java.util.List;
import java.util.Optional;

import dyno.jboss.doc.JvmFlag;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;
import dyno.jboss.rules.internal.catalog.JvmView.JdkEra;

/** GC logging: on at all, detailed enough, to a file, rotated, and in the syntax of the JDK in use. */
final class JvmGcLogRules {

	/** -XX switches of the JDK 8 GC log that JDK 9's unified logging replaced (several stop the JVM at start). */
	private static final List<String> PRE_JDK9_LOGGING = List.of("PrintGCDetails", "PrintGCDateStamps",
			"PrintGCTimeStamps", "PrintGCApplicationStoppedTime", "PrintTenuringDistribution", "PrintHeapAtGC",
			"UseGCLogFileRotation");

	private JvmGcLogRules() {
	}

	static List<Rule> rules() {
		return List.of(noGcLog(), details(), toFile(), rotation(), legacySyntax());
	}

	private static Rule noGcLog() {
		return jvm("jvm.gcdebug.verbose").severity(Severity.INFO)
				.message("no GC log")
				.rationale("A GC log costs next to nothing: one line per collection with the sizes before and after and "
						+ "the pause. It is the evidence for every heap and collector decision, and the only record of "
						+ "what happened before a crash or a slow spell.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (!jvm.logsGc()) {
						report.atLine(jvm.line(), null, jvm.era() == JdkEra.JDK9_OR_NEWER
								? Fix.setJavaOpt("-Xlog:gc", "gc*:file=gc.log:time,uptime:filecount=5,filesize=10m")
								: Fix.setJavaOpt("-verbose:gc", null));
					}
				}).build();
	}

	private static Rule details() {
		return jvm("jvm.gcdebug.printgcdetails").severity(Severity.INFO)
				.message("the GC log has no per-generation detail")
				.rationale("-verbose:gc alone gives the whole heap; -XX:+PrintGCDetails adds each generation, which "
						+ "shows how much of the young generation a minor collection frees (around 90% is healthy) and "
						+ "whether the young sizing is right.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() != JdkEra.JDK9_OR_NEWER && jvm.isTrue("gcLogging") && !jvm.isTrue("printGcDetails")) {
						report.atLine(jvm.line("gcLogging"), null, Fix.onModel(ctx, jvm.options(), "printGcDetails", true));
					}
				}).build();
	}

	private static Rule toFile() {
		return jvm("jvm.gcdebug.xloggc").severity(Severity.INFO)
				.message("the GC log goes to the console")
				.rationale("Without a log file the collections are mixed into the server's console output, where they "
						+ "are hard to find and lost on restart. A separate file (-Xloggc, or -Xlog:gc:file= on JDK 9+) "
						+ "can be tailed and parsed by tools, Dyno included.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					boolean file = jvm.value("gcLogFile").isPresent()
							|| jvm.value("gcLog").map(v -> v.toString().contains("file=")).orElse(false);
					if (jvm.logsGc() && !file) {
						report.atLine(jvm.line(), null, jvm.era() == JdkEra.JDK9_OR_NEWER ? null
								: Fix.setJavaOpt("-Xloggc", "gc.log"));
					}
				}).build();
	}

	private static Rule rotation() {
		return jvm("jvm.gcdebug.rotation").severity(Severity.INFO)
				.message("the GC log file is neither rotated nor kept across restarts")
				.rationale("-Xloggc rewrites its file at each start, so the log of the run that crashed is gone once the "
						+ "server is restarted, and a long run grows it without limit. From JDK 6u34/7u2 "
						+ "-XX:+UseGCLogFileRotation with NumberOfGCLogFiles and GCLogFileSize bound it; or put the start "
						+ "time into the file name.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					Optional<Object> file = jvm.value("gcLogFile");
					if (jvm.era() != JdkEra.JDK9_OR_NEWER && file.isPresent() && jvm.on("UseGCLogFileRotation").isEmpty()) {
						report.atLine(jvm.line("gcLogFile"), "-Xloggc:" + file.get());
					}
				}).build();
	}

	private static Rule legacySyntax() {
		return jvm("jvm.gcdebug.legacy_flags").severity(Severity.WARNING)
				.message("JDK 8 GC logging flags on JDK 9 or newer")
				.rationale("JDK 9 replaced the -XX:+PrintGC... switches and -Xloggc with unified logging (-Xlog:gc*). "
						+ "Some old switches are translated with a warning, others (PrintGCDateStamps, "
						+ "UseGCLogFileRotation) stop the JVM at start as unrecognized.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() != JdkEra.JDK9_OR_NEWER) {
						return;
					}
					for (JvmFlag f : jvm.flags()) {
						boolean old = f.text().startsWith("-Xloggc") || PRE_JDK9_LOGGING.stream()
								.anyMatch(name -> f.text().equals("-XX:+" + name) || f.text().equals("-XX:-" + name));
						if (old) {
							report.atLine(f.line(), f.text(), Fix.removeJavaOpt(f.key()));
						}
					}
				}).build();
	}
}
