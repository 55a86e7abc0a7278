package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.JvmHeapRules.jvm;
import static dyno.jboss.rules.internal.catalog.JvmView.bytes;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dyno.jboss.doc.JvmFlag;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;
import dyno.jboss.rules.internal.catalog.JvmView.JdkEra;

/** Everything else in JAVA_OPTS: heap dumps, debug agents, VM flavour, stacks, duplicates and exotic switches. */
final class JvmRuntimeRules {

	private static final long KB = 1L << 10;

	/** -XX options common enough not to count as exotic tuning. */
	private static final Set<String> COMMON_XX = Set.of("MaxPermSize", "PermSize", "MaxMetaspaceSize",
			"MetaspaceSize", "NewSize", "MaxNewSize", "SurvivorRatio", "NewRatio", "HeapDumpOnOutOfMemoryError",
			"HeapDumpPath", "UseG1GC", "UseParallelGC", "UseParallelOldGC", "UseConcMarkSweepGC", "UseSerialGC",
			"MaxGCPauseMillis", "PrintGCDetails", "PrintGCDateStamps", "PrintGCTimeStamps", "UseGCLogFileRotation",
			"NumberOfGCLogFiles", "GCLogFileSize", "DisableExplicitGC", "UnlockExperimentalVMOptions");

	private JvmRuntimeRules() {
	}

	static List<Rule> rules() {
		return List.of(heapDumpOnOom(), heapDumpPath(), debugAgent(), clientVm(), aggressiveOpts(), stackLarge(),
				stackSmall(), duplicate(), overSpecialized());
	}

	private static Rule heapDumpOnOom() {
		return jvm("jvm.oom.heapdump").severity(Severity.INFO)
				.message("no heap dump on OutOfMemoryError")
				.rationale("A heap dump taken at the moment of an OutOfMemoryError shows what filled the heap; without "
						+ "-XX:+HeapDumpOnOutOfMemoryError the evidence is gone after the restart and the leak has to "
						+ "be reproduced first.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (!jvm.isTrue("heapDumpOnOom")) {
						report.atLine(jvm.line("heapDumpOnOom"), null, Fix.onModel(ctx, jvm.options(), "heapDumpOnOom", true));
					}
				}).build();
	}

	private static Rule heapDumpPath() {
		return jvm("jvm.oom.heapdump_path").severity(Severity.INFO)
				.message("heap dumps go to the working directory")
				.rationale("Without -XX:HeapDumpPath the dump, as large as the heap, lands in the directory the server "
						+ "was started from (often bin/), where it can fill the disk holding the installation. Point it "
						+ "at a volume with room.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.isTrue("heapDumpOnOom") && jvm.value("heapDumpPath").isEmpty()) {
						report.atLine(jvm.line("heapDumpOnOom"), null);
					}
				}).build();
	}

	private static Rule debugAgent() {
		return jvm("jvm.debug.jdwp").severity(Severity.WARNING)
				.message("the remote debugger agent is on")
				.rationale("A JDWP agent listens on a port where anyone who connects can run code in the server; on "
						+ "older JVMs -Xdebug also slows the code down. Keep it out of the start configuration of "
						+ "production servers.")
				.check((ctx, report) -> {
					for (JvmFlag f : JvmView.of(ctx).flags()) {
						if (f.text().startsWith("-Xrunjdwp") || f.text().startsWith("-agentlib:jdwp")
								|| f.text().equals("-Xdebug")) {
							report.atLine(f.line(), f.text(), Fix.removeJavaOpt(f.key()));
						}
					}
				}).build();
	}

	private static Rule clientVm() {
		return jvm("jvm.client_vm").severity(Severity.WARNING)
				.message("the client VM")
				.rationale("-client selects the JIT compiler tuned for quick start of desktop programs; a long-running "
						+ "server gets much faster code from the server compiler (-server, the default on 64-bit JVMs).")
				.check((ctx, report) -> JvmView.of(ctx).withPrefix("-client")
						.ifPresent(f -> report.atLine(f.line(), f.text(), Fix.removeJavaOpt(f.key()))))
				.build();
	}

	private static Rule aggressiveOpts() {
		return jvm("jvm.aggressive_opts").severity(Severity.WARNING)
				.message("-XX:+AggressiveOpts on a JDK that dropped it")
				.rationale("AggressiveOpts switched on experimental optimizations of JDK 6-8; JDK 11 deprecated it and "
						+ "JDK 12 removed it, so the JVM warns or refuses to start.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() == JdkEra.JDK9_OR_NEWER) {
						jvm.on("AggressiveOpts").ifPresent(f -> report.atLine(f.line(), f.text(),
								Fix.removeJavaOpt(f.key())));
					}
				}).build();
	}

	private static Rule stackLarge() {
		return jvm("jvm.thread_stack_size").severity(Severity.INFO)
				.message("large thread stacks")
				.rationale("Every thread reserves its stack outside the heap. With hundreds of request threads a large "
						+ "-Xss adds up, and a 32-bit process runs out of address space (about 5,000 threads on 32-bit "
						+ "Windows) with 'unable to create new native thread'. 256k-1m suits most servers.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					jvm.number("threadStack").filter(b -> b > 1024 * KB).ifPresent(b -> report.atLine(
							jvm.line("threadStack"), "-Xss " + bytes(b), Fix.setJavaOpt("-Xss", "512k")));
				}).build();
	}

	private static Rule stackSmall() {
		return jvm("jvm.thread_stack_size.small").severity(Severity.WARNING)
				.message("very small thread stacks")
				.rationale("Application servers run deep call stacks (filters, interceptors, EL, XML parsers); below "
						+ "256k they end in StackOverflowError, and below the JVM's minimum the server does not start.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					jvm.number("threadStack").filter(b -> b < 256 * KB).ifPresent(b -> report.atLine(
							jvm.line("threadStack"), "-Xss " + bytes(b), Fix.setJavaOpt("-Xss", "256k")));
				}).build();
	}

	private static Rule duplicate() {
		return jvm("jvm.opts.duplicate").severity(Severity.WARNING)
				.message("the same JVM option is set twice with different values")
				.rationale("The JVM takes the last occurrence; whoever edits the first one sees no effect. Keep one.")
				.check((ctx, report) -> {
					Map<String, JvmFlag> seen = new HashMap<>();
					for (JvmFlag f : JvmView.of(ctx).flags()) {
						JvmFlag before = seen.put(f.key(), f);
						if (before != null && !before.text().equals(f.text())) {
							report.atLine(f.line(), before.text() + " (line " + before.line() + ") and " + f.text());
						}
					}
				}).build();
	}

	private static Rule overSpecialized() {
		return jvm("jvm.tuning.dont_overspecialize").severity(Severity.INFO)
				.message("many uncommon -XX switches")
				.rationale("Past heap size, generation split and collector, HotSpot switches seldom pay off, and their "
						+ "meaning changes between JDK releases. Keep the ones a measurement justified.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					List<JvmFlag> exotic = jvm.flags().stream().filter(f -> f.text().startsWith("-XX:"))
							.filter(f -> !COMMON_XX.contains(f.text().substring(4).replaceFirst("^[+-]", "")
									.replaceFirst("=.*", "")))
							.toList();
					if (exotic.size() > 5) {
						report.atLine(exotic.get(0).line(), exotic.size() + " uncommon switches, e.g. "
								+ exotic.get(0).text());
					}
				}).build();
	}
}
