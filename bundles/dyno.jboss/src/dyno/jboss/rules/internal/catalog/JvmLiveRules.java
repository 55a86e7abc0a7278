package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.JvmHeapRules.jvm;
import static dyno.jboss.rules.internal.catalog.JvmView.bytes;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;

import dyno.jboss.doc.JvmFlag;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;
import dyno.jboss.rules.internal.catalog.JvmView.Collector;

/**
 * JVM rules that weigh JAVA_OPTS against what a running server's JVM showed while it was observed: the heap
 * against the old generation's use, the generations against the allocation and promotion rates and how often
 * they are collected, the collector against its pause share, metaspace and the code cache against their limits,
 * and the thread stack size against the threads alive. Each finding names the facts it used and how long they
 * were observed ({@link LiveFacts#over()}); without facts the rules are quiet.
 */
final class JvmLiveRules {

	private static final long KB = 1L << 10;
	private static final long MB = 1L << 20;
	/** Below this the heap is small enough that trimming it saves nothing worth a finding. */
	private static final long SMALL_HEAP = 512 * MB;
	/** How long a young generation should last at the measured allocation rate, as the fix sizes it. */
	private static final double YOUNG_SECONDS_FIX = 5;
	/** The old generation should take at least this long to fill at the measured promotion rate. */
	private static final double OLD_FILL_SECONDS_MIN = 600;
	/** Stacks of all threads above this much address space are worth a look (and the fix aims below it). */
	private static final long STACKS_BUDGET = 256 * MB;
	private static final long STACKS_AIM = 200 * MB;
	/** The collectors that stop the application for every collection, old generation included. */
	private static final Set<Collector> STOP_THE_WORLD = Set.of(Collector.SERIAL, Collector.PARALLEL,
			Collector.PARALLEL_OLD);

	/** The flag behind each attribute of {@link JvmView#youngAttribute()}, for messages. */
	private static final Map<String, String> YOUNG_FLAGS = Map.of("youngSize", "-Xmn", "maxNewSize", "-XX:MaxNewSize",
			"newSize", "-XX:NewSize");

	private JvmLiveRules() {
	}

	static List<Rule> rules() {
		return List.of(heapOversized(), promotionFillsOld(), youngCollectedTooOften(), collectorPauseShare(),
				fullCollections(), explicitCollections(), metaspaceNearMax(), metaspaceUnbounded(), threadStacks(),
				codeCacheFull(), heapResized());
	}

	private static Rule heapOversized() {
		return jvm("jvm.heap.oversized").severity(Severity.INFO)
				.live(LiveInput.OLD_GEN_USED_PEAK_BYTES, LiveInput.OLD_GEN_FLOOR_BYTES, LiveInput.YOUNG_GC_PER_MINUTE)
				.message("the heap is far larger than the data it holds")
				.checks("-Xmx against the old generation's peak use (or its post-GC floor) of the running server")
				.rationale("A heap eight times the old generation's use wastes memory the host could give the OS "
						+ "cache or another instance, and a full collection of a big heap scans it all. Size -Xmx from "
						+ "the post-GC floor under a representative load: about three to four times it, and keep "
						+ "-Xms at or below it.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalLong xmx = jvm.bytes("heapMax");
					OptionalDouble oldPeak = live.get(LiveInput.OLD_GEN_USED_PEAK_BYTES);
					OptionalDouble floor = live.get(LiveInput.OLD_GEN_FLOOR_BYTES);
					// Only collections tell what survives: before the first one the old generation says nothing.
					if (xmx.isEmpty() || oldPeak.isEmpty() || live.get(LiveInput.YOUNG_GC_PER_MINUTE).orElse(0) <= 0) {
						return;
					}
					double held = floor.isPresent() ? Math.min(floor.getAsDouble(), oldPeak.getAsDouble())
							: oldPeak.getAsDouble();
					if (xmx.getAsLong() <= SMALL_HEAP || held * 8 >= xmx.getAsLong()) {
						return;
					}
					long wanted = Math.max(SMALL_HEAP, roundUp((long) (held * 4), 64 * MB));
					OptionalLong xms = jvm.bytes("heapMin");
					String size = wanted / MB + "m";
					report.atLine(jvm.line("heapMax"), "the old generation held at most " + bytes((long) oldPeak.getAsDouble())
							+ (floor.isPresent() ? " (post-GC floor " + bytes((long) floor.getAsDouble()) + ")" : "")
							+ " of -Xmx " + bytes(xmx.getAsLong()) + live.over(),
							Fix.javaOpts("set -Xmx to " + size, opts -> {
								opts.set("-Xmx", size);
								if (xms.isPresent() && xms.getAsLong() > wanted) {
									opts.set("-Xms", size);
								}
							}));
				}).build();
	}

	private static Rule promotionFillsOld() {
		return jvm("jvm.old.promotion_rate").severity(Severity.WARNING)
				.live(LiveInput.PROMOTION_RATE, LiveInput.OLD_GEN_MAX_BYTES, LiveInput.OLD_GEN_FLOOR_BYTES)
				.message("young collections promote fast enough to fill the old generation within minutes")
				.checks("the old generation's free space (-Xmx less the young generation, less the post-GC floor) "
						+ "against the measured promotion rate")
				.rationale("What survives young collections moves to the old generation; when it fills in less than "
						+ "ten minutes, full collections come that often. Objects that live a little longer than a young "
						+ "cycle (a request, a session's first minutes) are promoted early when the young generation or "
						+ "its survivor spaces are too small: grow the young generation (-Xmn, SurvivorRatio) first, "
						+ "then the heap.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble rate = live.get(LiveInput.PROMOTION_RATE);
					OptionalLong xmx = jvm.bytes("heapMax");
					OptionalDouble old = live.get(LiveInput.OLD_GEN_MAX_BYTES);
					if (old.isEmpty() && xmx.isPresent() && jvm.youngMax().isPresent()) {
						old = OptionalDouble.of(xmx.getAsLong() - jvm.youngMax().getAsLong());
					}
					if (rate.isEmpty() || rate.getAsDouble() <= 0 || old.isEmpty()) {
						return;
					}
					double floor = live.get(LiveInput.OLD_GEN_FLOOR_BYTES).orElse(0);
					double seconds = Math.max(0, old.getAsDouble() - floor) / rate.getAsDouble();
					if (seconds < OLD_FILL_SECONDS_MIN) {
						report.atLine(jvm.line("heapMax"), "young collections promote " + rate(rate.getAsDouble())
								+ " into an old generation of " + bytes((long) old.getAsDouble())
								+ (xmx.isPresent() ? " (-Xmx " + bytes(xmx.getAsLong()) + ")" : "")
								+ (floor > 0 ? " holding " + bytes((long) floor) + " after GC" : "")
								+ ": full at that rate in " + duration(seconds) + live.over());
					}
				}).build();
	}

	private static Rule youngCollectedTooOften() {
		return jvm("jvm.young.gc_frequency").severity(Severity.WARNING)
				.live(LiveInput.YOUNG_GC_PER_MINUTE, LiveInput.YOUNG_GEN_BYTES)
				.message("the young generation is collected more than once a second")
				.checks("the young generation's size (-Xmn, MaxNewSize, else as the JVM sized it) against the measured "
						+ "young collections per minute in the young generation the JVM had")
				.rationale("Each young collection is a pause, and objects still in use when it comes are copied and "
						+ "soon promoted. A young generation that lasts a few seconds at the server's allocation rate "
						+ "lets request-scoped objects die young: size it to about five seconds of allocation, with a "
						+ "heap about three times as large.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble perMinute = live.get(LiveInput.YOUNG_GC_PER_MINUTE);
					OptionalDouble measuredYoung = live.get(LiveInput.YOUNG_GEN_BYTES);
					// G1 and the ergonomic choice size their young generation to a pause goal: -Xmn would defeat it.
					boolean sized = jvm.youngMax().isPresent() || STOP_THE_WORLD.contains(jvm.collector())
							|| jvm.collector() == Collector.CMS;
					if (!sized || perMinute.isEmpty() || measuredYoung.isEmpty() || measuredYoung.getAsDouble() <= 0) {
						return;
					}
					// What the configured size would give at the measured allocation (the young generation it had,
					// filled perMinute times): the measured frequency itself when the file sizes it as it ran.
					double allocated = measuredYoung.getAsDouble() * perMinute.getAsDouble() / 60;
					OptionalLong configured = jvm.youngMax();
					double young = configured.isPresent() ? configured.getAsLong() : measuredYoung.getAsDouble();
					double expected = allocated * 60 / young;
					if (expected <= 60) {
						return;
					}
					long wanted = roundUp((long) (allocated * YOUNG_SECONDS_FIX), MB);
					OptionalLong xmx = jvm.bytes("heapMax");
					String line = String.format(Locale.ROOT, "%.0f young collections a minute in a young generation "
							+ "of %s%s: about %s allocated", perMinute.getAsDouble(), bytes((long) young),
							configured.isPresent() ? " (" + YOUNG_FLAGS.get(jvm.youngAttribute().get()) + ")" : "",
							rate(allocated));
					report.atLine(jvm.line(jvm.youngAttribute().orElse("heapMax")), line + live.over(),
							Fix.javaOpts("set -Xmn to " + wanted / MB + "m", opts -> {
								opts.remove("-XX:NewSize");
								opts.remove("-XX:MaxNewSize");
								opts.set("-Xmn", wanted / MB + "m");
								if (xmx.isPresent() && xmx.getAsLong() < 3 * wanted) {
									opts.set("-Xmx", 3 * wanted / MB + "m");
								}
							}));
				}).build();
	}

	private static Rule collectorPauseShare() {
		return jvm("jvm.gc.collector_pause_share").severity(Severity.WARNING)
				.live(LiveInput.GC_PAUSE_PERCENT, LiveInput.AVAILABLE_PROCESSORS)
				.message("a stop-the-world collector pauses the server noticeably")
				.checks("the collector of JAVA_OPTS (Serial, Parallel) against the measured share of time in GC pauses "
						+ "and the processors")
				.rationale("The Serial and Parallel collectors stop every request thread for each collection, the old "
						+ "generation included. When that adds up to more than 5% of the time on a host with several "
						+ "processors, G1 does most of the old generation's work beside the application and keeps "
						+ "each pause near its goal (200 ms by default).")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble pause = live.get(LiveInput.GC_PAUSE_PERCENT);
					OptionalDouble cpus = live.get(LiveInput.AVAILABLE_PROCESSORS);
					Collector c = jvm.collector();
					if (!STOP_THE_WORLD.contains(c) || pause.isEmpty() || pause.getAsDouble() <= 5
							|| cpus.orElse(2) < 2) {
						return;
					}
					String name = c == Collector.SERIAL ? "Serial" : "Parallel";
					report.atLine(jvm.line("collector"), String.format(Locale.ROOT,
							"the %s collector held the server in pauses %.1f%% of the time%s", name,
							pause.getAsDouble(), cpus.isPresent() ? " on " + (long) cpus.getAsDouble() + " processors"
									: "") + live.over(),
							Fix.javaOpts("switch to G1", opts -> {
								for (Collector stw : STOP_THE_WORLD) {
									opts.remove("-XX:" + stw.flag);
								}
								opts.set("-XX:UseG1GC", "true");
							}));
				}).build();
	}

	private static Rule fullCollections() {
		return jvm("jvm.gc.full_gc_frequency").severity(Severity.WARNING)
				.live(LiveInput.FULL_GC_PER_HOUR, LiveInput.OLD_GEN_FLOOR_BYTES)
				.message("full collections come more than once a minute")
				.checks("-Xmx against the measured full collections per hour and the post-GC floor")
				.rationale("A full collection stops the server for the whole heap. More than one a minute means the "
						+ "live data barely fits: the floor after collections is more than a third of -Xmx. Give the "
						+ "heap about three times its floor, or find what fills it (a heap dump's dominators).")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble perHour = live.get(LiveInput.FULL_GC_PER_HOUR);
					OptionalLong xmx = jvm.bytes("heapMax");
					OptionalDouble floor = live.get(LiveInput.OLD_GEN_FLOOR_BYTES);
					if (perHour.isEmpty() || perHour.getAsDouble() <= 60 || xmx.isEmpty()
							|| (floor.isPresent() && xmx.getAsLong() >= 3 * floor.getAsDouble())) {
						return;
					}
					double n = perHour.getAsDouble();
					String often = n >= 120 ? String.format(Locale.ROOT, "%.0f full collections a minute", n / 60)
							: String.format(Locale.ROOT, "%.0f full collections an hour", n);
					String detail = often + " with -Xmx " + bytes(xmx.getAsLong())
							+ (floor.isPresent() ? " and a post-GC floor of " + bytes((long) floor.getAsDouble()) : "")
							+ live.over();
					if (floor.isEmpty()) {
						report.atLine(jvm.line("heapMax"), detail);
						return;
					}
					String size = roundUp((long) (3 * floor.getAsDouble()), MB) / MB + "m";
					report.atLine(jvm.line("heapMax"), detail, Fix.setJavaOpt("-Xmx", size));
				}).build();
	}

	private static Rule explicitCollections() {
		return jvm("jvm.gc.explicit_observed").severity(Severity.WARNING).live(LiveInput.EXPLICIT_GC_PER_HOUR)
				.message("System.gc() calls stop the server for full collections")
				.checks("-XX:+ExplicitGCInvokesConcurrent / -XX:+DisableExplicitGC and the collector against the "
						+ "collections System.gc() caused while the server was observed")
				.rationale("Each System.gc() is a full, stop-the-world collection of the whole heap unless the "
						+ "collector runs it concurrently. Application servers call it through RMI's distributed GC "
						+ "(every sun.rmi.dgc.server.gcInterval, one minute on old JDKs) and some libraries call it "
						+ "themselves. With G1 or CMS add -XX:+ExplicitGCInvokesConcurrent; otherwise raise the RMI "
						+ "intervals to an hour and find the caller. -XX:+DisableExplicitGC also stops the collections "
						+ "that free direct buffers.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble perHour = live.get(LiveInput.EXPLICIT_GC_PER_HOUR);
					Collector c = jvm.collector();
					boolean concurrent = c == Collector.ZGC || c == Collector.SHENANDOAH
							|| ((c == Collector.G1 || c == Collector.CMS) && jvm.on("ExplicitGCInvokesConcurrent").isPresent());
					if (perHour.isEmpty() || perHour.getAsDouble() <= 0 || concurrent || jvm.isTrue("disableExplicitGc")) {
						return;
					}
					long seconds = live.observedFor().toSeconds();
					String detail = (seconds > 0 ? Math.round(perHour.getAsDouble() * seconds / 3600) + " collections ("
							: "") + String.format(Locale.ROOT, "%.0f an hour", perHour.getAsDouble())
							+ (seconds > 0 ? ")" : "") + " caused by System.gc()" + live.over();
					if (c == Collector.G1 || c == Collector.CMS) {
						report.atLine(jvm.line("collector"), detail, Fix.switchOn("ExplicitGCInvokesConcurrent"));
					} else {
						report.atLine(jvm.line(), detail);
					}
				}).build();
	}

	private static Rule metaspaceNearMax() {
		return jvm("jvm.metaspace.growth").severity(Severity.WARNING)
				.live(LiveInput.METASPACE_USED_BYTES, LiveInput.METASPACE_GROWTH_PER_MINUTE)
				.message("metaspace grows toward its maximum")
				.checks("-XX:MaxMetaspaceSize against metaspace used and its measured growth (full within 30 min, or 90% used)")
				.rationale("Class metadata that keeps growing after the server has started means classes are still "
						+ "being defined: redeployments whose class loaders stay reachable, or generated proxies and "
						+ "scripts without a cache. At MaxMetaspaceSize the JVM throws 'OutOfMemoryError: Metaspace'. "
						+ "Raising the limit only buys time; find the loader that leaks (a heap dump's class loaders).")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalLong max = jvm.bytes("metaspaceMax");
					OptionalDouble used = live.get(LiveInput.METASPACE_USED_BYTES);
					double growth = live.get(LiveInput.METASPACE_GROWTH_PER_MINUTE).orElse(0);
					if (max.isEmpty() || used.isEmpty()) {
						return;
					}
					double minutesLeft = growth > 0 ? (max.getAsLong() - used.getAsDouble()) / growth
							: Double.POSITIVE_INFINITY;
					if (used.getAsDouble() > 0.9 * max.getAsLong() || minutesLeft < 30) {
						report.atLine(jvm.line("metaspaceMax"), "metaspace " + bytes((long) used.getAsDouble())
								+ " of -XX:MaxMetaspaceSize " + bytes(max.getAsLong())
								+ (growth > 0 ? ", growing " + bytes((long) growth) + " a minute: full in "
										+ duration(minutesLeft * 60) : "")
								+ live.over());
					}
				}).build();
	}

	private static Rule metaspaceUnbounded() {
		return jvm("jvm.metaspace.unbounded_growth").severity(Severity.WARNING)
				.live(LiveInput.METASPACE_GROWTH_PER_MINUTE, LiveInput.METASPACE_USED_BYTES)
				.message("metaspace keeps growing and nothing caps it")
				.checks("the absence of -XX:MaxMetaspaceSize against the measured growth of metaspace")
				.rationale("Without MaxMetaspaceSize class metadata may take all the native memory the host has: a "
						+ "class loader leak then ends in swapping or the OOM killer instead of an OutOfMemoryError "
						+ "with a heap dump. Cap it (twice what a started server uses, 256 MB at least) and find the "
						+ "loader that leaks.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble growth = live.get(LiveInput.METASPACE_GROWTH_PER_MINUTE);
					double used = live.get(LiveInput.METASPACE_USED_BYTES).orElse(0);
					// 3 MB a minute: well above what a started server's lazily loaded classes add.
					if (jvm.bytes("metaspaceMax").isPresent() || growth.isEmpty() || growth.getAsDouble() < 3 * MB) {
						return;
					}
					long cap = Math.max(256 * MB, roundUp((long) (2 * used), 64 * MB));
					report.atLine(jvm.line(), "metaspace grows " + bytes((long) growth.getAsDouble()) + " a minute ("
							+ bytes((long) used) + " used), with no -XX:MaxMetaspaceSize" + live.over(),
							Fix.setJavaOpt("-XX:MaxMetaspaceSize", cap / MB + "m"));
				}).build();
	}

	private static Rule threadStacks() {
		return jvm("jvm.thread_stack_size.total").severity(Severity.WARNING).live(LiveInput.LIVE_THREADS_PEAK)
				.message("the threads' stacks add up to a large share of memory")
				.checks("-Xss (1 MB when not set, the 64-bit default) times the most threads alive, against -Xmx")
				.rationale("Each thread reserves its -Xss outside the heap; hundreds of pool threads with large stacks "
						+ "reserve as much as the heap itself, and the process runs into its limits ('unable to create "
						+ "new native thread') long before the heap is full. Cut idle pool threads, or the stack size "
						+ "(256k-1m suits most servers).")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble threads = live.get(LiveInput.LIVE_THREADS_PEAK);
					Long stack = jvm.number("threadStack").orElse(MB);
					OptionalLong xmx = jvm.bytes("heapMax");
					if (threads.isEmpty()) {
						return;
					}
					long total = (long) threads.getAsDouble() * stack;
					if (total < STACKS_BUDGET || (xmx.isPresent() && total < xmx.getAsLong() / 2)) {
						return;
					}
					String detail = (long) threads.getAsDouble() + " threads × -Xss " + bytes(stack)
							+ (jvm.number("threadStack").isPresent() ? "" : " (the default)") + " = " + bytes(total)
							+ " of stacks" + (xmx.isPresent() ? " beside -Xmx " + bytes(xmx.getAsLong()) : "") + live.over();
					long smaller = Math.min(MB, STACKS_AIM / (long) threads.getAsDouble() / (128 * KB) * (128 * KB));
					if (smaller < 256 * KB || smaller >= stack) {
						report.atLine(jvm.line("threadStack"), detail); // a smaller stack alone would not do
						return;
					}
					report.atLine(jvm.line("threadStack"), detail, Fix.setJavaOpt("-Xss", smaller / KB + "k"));
				}).build();
	}

	private static Rule codeCacheFull() {
		return jvm("jvm.code_cache.full").severity(Severity.WARNING)
				.live(LiveInput.CODE_CACHE_PEAK_BYTES, LiveInput.CODE_CACHE_MAX_BYTES)
				.message("the code cache ran full")
				.checks("-XX:ReservedCodeCacheSize (else the running JVM's) against the code cache's peak use")
				.rationale("Compiled code lives in the code cache. When it is full the JIT stops ('CodeCache is full. "
						+ "Compiler has been disabled') and new hot code stays interpreted, many times slower. A large "
						+ "server with many deployments needs more than a small default; 240 MB is the default of "
						+ "tiered compilation.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalDouble used = live.get(LiveInput.CODE_CACHE_PEAK_BYTES);
					OptionalLong configured = jvm.withPrefix("-XX:ReservedCodeCacheSize").map(JvmFlag::bytes)
							.orElse(OptionalLong.empty());
					double size = configured.isPresent() ? configured.getAsLong()
							: live.get(LiveInput.CODE_CACHE_MAX_BYTES).orElse(Double.NaN);
					if (used.isEmpty() || !(used.getAsDouble() >= 0.9 * size)) {
						return;
					}
					long wanted = Math.max(240 * MB, roundUp((long) (2 * used.getAsDouble()), 16 * MB));
					int line = jvm.withPrefix("-XX:ReservedCodeCacheSize").map(JvmFlag::line).orElse(jvm.line());
					report.atLine(line, "code cache use peaked at " + bytes((long) used.getAsDouble()) + " of "
							+ (configured.isPresent() ? "-XX:ReservedCodeCacheSize " : "") + bytes((long) size)
							+ live.over(), Fix.setJavaOpt("-XX:ReservedCodeCacheSize", wanted / MB + "m"));
				}).build();
	}

	private static Rule heapResized() {
		return jvm("jvm.heap.resized").severity(Severity.INFO)
				.live(LiveInput.HEAP_COMMITTED_MIN_BYTES, LiveInput.HEAP_COMMITTED_MAX_BYTES)
				.message("the heap was resized while the server ran")
				.checks("-Xms against -Xmx and the range of heap committed while the server was observed (a change of "
						+ "a quarter, 4 MB at least)")
				.rationale("With -Xms below -Xmx the JVM grows and shrinks the heap as its use changes, and each resize "
						+ "comes with a collection. A dedicated server does better with -Xms equal to -Xmx: the heap "
						+ "is committed once, at start.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					LiveFacts live = ctx.live();
					OptionalLong xmx = jvm.bytes("heapMax");
					OptionalLong xms = jvm.bytes("heapMin");
					OptionalDouble low = live.get(LiveInput.HEAP_COMMITTED_MIN_BYTES);
					OptionalDouble high = live.get(LiveInput.HEAP_COMMITTED_MAX_BYTES);
					if (xmx.isEmpty() || (xms.isPresent() && xms.getAsLong() >= xmx.getAsLong()) || low.isEmpty()
							|| high.isEmpty() || high.getAsDouble() - low.getAsDouble() < Math.max(4 * MB,
									low.getAsDouble() / 4)) {
						return;
					}
					report.atLine(jvm.line(xms.isPresent() ? "heapMin" : "heapMax"), "heap committed between "
							+ bytes((long) low.getAsDouble()) + " and " + bytes((long) high.getAsDouble()) + " ("
							+ (xms.isPresent() ? "-Xms " + bytes(xms.getAsLong()) : "no -Xms") + ", -Xmx "
							+ bytes(xmx.getAsLong()) + ")" + live.over(),
							Fix.setJavaOpt("set -Xms to the -Xmx value", "-Xms",
									opts -> opts.flag("-Xmx").map(JvmFlag::value).orElseThrow()));
				}).build();
	}

	private static long roundUp(long value, long unit) {
		return Math.max(unit, (value + unit - 1) / unit * unit);
	}

	private static String rate(double bytesPerSecond) {
		return bytes((long) bytesPerSecond) + "/s";
	}

	/** "45 s", "12 min", "3 h". */
	private static String duration(double seconds) {
		if (seconds < 120) {
			return Math.round(seconds) + " s";
		}
		if (seconds < 7200) {
			return Math.round(seconds / 60) + " min";
		}
		return Math.round(seconds / 3600) + " h";
	}
}
