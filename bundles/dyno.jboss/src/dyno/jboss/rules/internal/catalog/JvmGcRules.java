package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.JvmHeapRules.jvm;

import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;
import dyno.jboss.rules.internal.catalog.JvmView.Collector;
import dyno.jboss.rules.internal.catalog.JvmView.JdkEra;

/** Collector choice per JDK generation, collector conflicts, explicit and RMI-driven collections, GC overhead. */
final class JvmGcRules {

	private JvmGcRules() {
	}

	static List<Rule> rules() {
		return List.of(ergonomics(), serial(), parallelWithoutOld(), parallelOldRemoved(), cmsRemoved(),
				cmsIncremental(), g1OnOldJdk(), conflict(), disableExplicitGc(), rmiDgcInterval(), g1PauseTarget(),
				overhead(), parallelThreads());
	}

	private static Rule ergonomics() {
		return jvm("jvm.ergonomics.server_class").severity(Severity.INFO)
				.message("the collector is left to JVM ergonomics")
				.rationale("JDK 5-7 ergonomics pick the collector and heap by machine class: the parallel collector on "
						+ "a 'server-class' box (2+ CPUs and 2+ GB), the serial one otherwise, and a 2 GB server gets "
						+ "only 32 MB initial and 512 MB maximum heap. Name the collector and the heap explicitly.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() != JdkEra.JDK9_OR_NEWER && jvm.collector() == Collector.ERGONOMIC) {
						report.atLine(jvm.line(), "no -XX:+Use...GC", Fix.switchOn("UseParallelGC"));
					}
				}).build();
	}

	private static Rule serial() {
		return jvm("jvm.gc.serial").severity(Severity.WARNING)
				.message("the single-threaded serial collector")
				.rationale("The serial collector stops the application and collects on one CPU while the others idle. "
						+ "It suits one-CPU hosts and small heaps, not an application server.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.collector() == Collector.SERIAL) {
						report.atLine(jvm.line("collector"), null, Fix.removeJavaOpt("-XX:UseSerialGC"));
					}
				}).build();
	}

	private static Rule parallelWithoutOld() {
		return jvm("jvm.gc.parallel_old").severity(Severity.INFO)
				.message("the parallel collector compacts the old generation on one thread")
				.rationale("On JDK 5 and 6 -XX:+UseParallelGC collects the young generation on all CPUs but runs full "
						+ "collections single-threaded. -XX:+UseParallelOldGC makes them parallel too and compacts the "
						+ "old generation, which helps applications that allocate large objects (over 500 KB).")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() == JdkEra.JDK7_OR_OLDER && jvm.collector() == Collector.PARALLEL
							&& jvm.on("UseParallelOldGC").isEmpty()) {
						report.atLine(jvm.line("collector"), null,
								Fix.switchOn("UseParallelOldGC"));
					}
				}).build();
	}

	private static Rule parallelOldRemoved() {
		return jvm("jvm.gc.parallel_old.removed").severity(Severity.WARNING)
				.message("-XX:+UseParallelOldGC on a JDK that dropped it")
				.rationale("Since JDK 7u4 the parallel collector compacts the old generation in parallel by itself. "
						+ "JDK 14 deprecated the switch and later JDKs reject it at start. -XX:+UseParallelGC is enough.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() == JdkEra.JDK9_OR_NEWER) {
						jvm.on("UseParallelOldGC").ifPresent(f -> report.atLine(f.line(), f.text(),
								Fix.sequence("use -XX:+UseParallelGC", Fix.removeJavaOpt("-XX:UseParallelOldGC"),
										Fix.switchOn("UseParallelGC"))));
					}
				}).build();
	}

	private static Rule cmsRemoved() {
		return jvm("jvm.gc.cms.removed").severity(Severity.WARNING)
				.message("the CMS collector on a JDK that deprecated or removed it")
				.rationale("Concurrent Mark Sweep was deprecated in JDK 9 and removed in JDK 14, where the JVM ignores "
						+ "the switch and runs its default collector instead. G1 is the low-pause successor.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() == JdkEra.JDK9_OR_NEWER && jvm.collector() == Collector.CMS) {
						report.atLine(jvm.line("collector"), null, Fix.sequence("use G1 instead",
								Fix.removeJavaOpt("-XX:UseConcMarkSweepGC"), Fix.switchOn("UseG1GC")));
					}
				}).build();
	}

	private static Rule cmsIncremental() {
		return jvm("jvm.gc.cms.incremental").severity(Severity.INFO)
				.message("incremental CMS")
				.rationale("Incremental mode spreads CMS work in small slices for hosts with one or two CPUs; on a "
						+ "multi-CPU server it lengthens collections. JDK 8 deprecated it and JDK 9 removed it.")
				.check((ctx, report) -> JvmView.of(ctx).on("CMSIncrementalMode")
						.ifPresent(f -> report.atLine(f.line(), f.text(), Fix.removeJavaOpt("-XX:CMSIncrementalMode"))))
				.build();
	}

	private static Rule g1OnOldJdk() {
		return jvm("jvm.gc.g1").severity(Severity.WARNING)
				.message("G1 on a JDK 6/7-era server")
				.rationale("G1 was experimental in JDK 6 (from 6u14) and young in JDK 7; on JBoss AS 5.1 with JDK 6u20 it "
						+ "was reported to crash the JVM frequently. On that stack prefer the parallel or CMS collector; "
						+ "G1 is a sound choice from JDK 8u40 on.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() == JdkEra.JDK7_OR_OLDER && jvm.collector() == Collector.G1) {
						report.atLine(jvm.line("collector"), null, Fix.removeJavaOpt("-XX:UseG1GC"));
					}
				}).build();
	}

	private static Rule conflict() {
		return jvm("jvm.gc.conflict").severity(Severity.ERROR)
				.message("more than one collector selected")
				.rationale("The JVM refuses to start with two collectors switched on ('Conflicting collector "
						+ "combinations in option list'). Keep one -XX:+Use...GC.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					List<Collector> on = jvm.collectors();
					// -XX:+UseParallelOldGC is the parallel collector with a parallel old generation, not a second one.
					long distinct = on.stream().map(c -> c == Collector.PARALLEL_OLD ? Collector.PARALLEL : c).distinct()
							.count();
					if (distinct > 1) {
						report.atLine(jvm.on(on.get(on.size() - 1).flag).get().line(),
								on.stream().map(c -> "-XX:+" + c.flag).toList().toString());
					}
				}).build();
	}

	private static Rule disableExplicitGc() {
		return jvm("jvm.gc.disable_explicit").severity(Severity.INFO)
				.message("System.gc() is disabled")
				.rationale("-XX:+DisableExplicitGC also stops the collections that free NIO direct buffers when their "
						+ "memory runs low, so servers using NIO can die with 'OutOfMemoryError: Direct buffer memory'. "
						+ "With CMS or G1, -XX:+ExplicitGCInvokesConcurrent keeps System.gc() cheap instead.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.isTrue("disableExplicitGc")) {
						report.atLine(jvm.line("disableExplicitGc"), null);
					}
				}).build();
	}

	private static Rule rmiDgcInterval() {
		return jvm("jvm.rmi.dgc_interval").severity(Severity.WARNING)
				.message("RMI's distributed GC forces frequent full collections")
				.rationale("RMI's distributed garbage collector calls System.gc() at the interval of "
						+ "sun.rmi.dgc.client/server.gcInterval: a full collection each time (every 60 s by default "
						+ "on JDK 5). The JBoss scripts set one hour (3600000 ms); shorter values cost a full GC "
						+ "each period.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					for (String attribute : List.of("rmiClientGcInterval", "rmiServerGcInterval")) {
						jvm.number(attribute).filter(ms -> ms < 3_600_000L).ifPresent(ms -> report.atLine(
								jvm.line(attribute), attribute + " " + ms + " ms",
								Fix.onModel(ctx, jvm.options(), attribute, 3_600_000L)));
						if (jvm.value(attribute).isEmpty() && jvm.raw(attribute).isPresent()) {
							report.atLine(jvm.line(attribute), "not a number of milliseconds: " + jvm.raw(attribute).get());
						}
					}
				}).build();
	}

	private static Rule g1PauseTarget() {
		return jvm("jvm.g1.pause_target").severity(Severity.INFO)
				.message("a very short G1 pause goal")
				.rationale("G1 shrinks the young generation to meet MaxGCPauseMillis; a goal below about 50 ms makes "
						+ "collections so frequent that throughput drops, and the goal is often missed anyway. The "
						+ "default 200 ms suits most servers.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.collector() == Collector.G1) {
						jvm.number("maxGcPauseMillis").filter(ms -> ms < 50).ifPresent(ms -> report.atLine(
								jvm.line("maxGcPauseMillis"), ms + " ms", Fix.onModel(ctx, jvm.options(), "maxGcPauseMillis", 200)));
					}
				}).build();
	}

	private static Rule parallelThreads() {
		return jvm("jvm.gc.parallel_threads").severity(Severity.WARNING).live(LiveInput.AVAILABLE_PROCESSORS)
				.message("more parallel GC threads than processors")
				.rationale("Parallel collectors run one GC thread per ParallelGCThreads; more threads than processors "
						+ "only add context switches, and on a shared host the collections take every CPU from the other "
						+ "processes. Leave it to the JVM (it follows the processor count) or set it at most to the "
						+ "processors this server may use.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalDouble cpus = ctx.live().get(LiveInput.AVAILABLE_PROCESSORS);
					jvm.number("parallelGcThreads").filter(n -> cpus.isPresent() && n > cpus.getAsDouble())
							.ifPresent(n -> report.atLine(jvm.line("parallelGcThreads"), n + " GC threads on "
									+ (long) cpus.getAsDouble() + " processors", Fix.onModel(ctx, jvm.options(),
											"parallelGcThreads", (int) cpus.getAsDouble())));
				}).build();
	}

	private static Rule overhead() {
		return jvm("jvm.gc.overhead").severity(Severity.WARNING).live(LiveInput.GC_PAUSE_PERCENT)
				.message("the server spends a large share of its time in GC pauses")
				.rationale("More than 5% of wall time in collection pauses means the heap or its generations are too "
						+ "small for the load, or the live data keeps growing. Check the post-GC old floor before "
						+ "changing sizes.")
				.check((ctx, report) -> {
					OptionalDouble pct = ctx.live().get(LiveInput.GC_PAUSE_PERCENT);
					if (pct.isPresent() && pct.getAsDouble() > 5) {
						report.atLine(JvmView.of(ctx).line(),
								String.format(Locale.ROOT, "%.1f%% of the time in GC pauses", pct.getAsDouble())
										+ ctx.live().over());
					}
				}).build();
	}
}
