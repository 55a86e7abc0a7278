package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.JvmView.bytes;

import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/** Heap size rules of JAVA_OPTS: -Xmx, -Xms and their relation, units, and the limits of the host. */
final class JvmHeapRules {

	private static final long MB = 1L << 20;
	private static final long GB = 1L << 30;

	private JvmHeapRules() {
	}

	static List<Rule> rules() {
		return List.of(xmxMissing(), xmxDefaultSize(), xmxSoftCap(), xmx32Bit(), xmxUpperBound(), xmsEqualsXmx(),
				xmsAboveXmx(), sizeWithoutUnit(), heapHeadroom());
	}

	static Rule.Builder jvm(String id) {
		return Rule.builder(id).appliesTo(FileKind.RUN_CONF, FileKind.RUN_CONF_BAT);
	}

	private static Rule xmxMissing() {
		return jvm("jvm.heap.xmx").severity(Severity.WARNING).live(LiveInput.HEAP_USED_PEAK_BYTES)
				.message("the maximum heap is not sized for the load")
				.rationale("Without -Xmx the JVM picks its own limit (64 MB before Java 5, later a quarter of the RAM "
						+ "capped at 1 GB), far from what an application server needs. Measure the heap peak under a "
						+ "steady, representative load and set -Xmx 25-30% above it: a 768 MB peak gives -Xmx1024m.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalLong xmx = jvm.bytes("heapMax");
					if (xmx.isEmpty()) {
						report.atLine(jvm.line(), "no -Xmx in JAVA_OPTS", Fix.setJavaOpt("-Xmx", "1024m"));
						return;
					}
					OptionalDouble peak = ctx.live().get(LiveInput.HEAP_USED_PEAK_BYTES);
					if (peak.isPresent() && peak.getAsDouble() * 1.25 > xmx.getAsLong()) {
						long wanted = (long) Math.ceil(peak.getAsDouble() * 1.3 / MB);
						report.atLine(jvm.line("heapMax"), "the measured peak of "
								+ bytes((long) peak.getAsDouble()) + " leaves less than 25% headroom below -Xmx "
								+ bytes(xmx.getAsLong()) + ctx.live().over(), Fix.setJavaOpt("-Xmx", wanted + "m"));
					}
				}).build();
	}

	private static Rule xmxDefaultSize() {
		return jvm("jvm.heap.xmx.default_size").severity(Severity.INFO)
				.message("the heap is still the distribution's default size")
				.rationale("The shipped run.conf and standalone.conf size the heap for a developer laptop (512 MB). "
						+ "A production instance is sized from a load test: peak heap plus 25-30%.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					jvm.bytes("heapMax").ifPresent(xmx -> {
						if (xmx <= 512 * MB) {
							report.atLine(jvm.line("heapMax"), "-Xmx is " + bytes(xmx));
						}
					});
				}).build();
	}

	private static Rule xmxSoftCap() {
		return jvm("jvm.heap.xmx.soft_cap_2gb").severity(Severity.INFO)
				.reference("jvm.heap.xmx.soft_cap_2gb", "cluster.jvm_heap_per_node")
				.message("one instance with a heap above 2 GB")
				.rationale("Full-collection pauses grow with the heap. The JBoss tuning literature keeps one instance "
						+ "at about 2 GB and scales out with more instances before growing one heap; if a big heap is "
						+ "needed, keep it as small as the live data allows and pick a low-pause collector.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					jvm.bytes("heapMax").ifPresent(xmx -> {
						if (xmx > 2 * GB) {
							report.atLine(jvm.line("heapMax"), "-Xmx is " + bytes(xmx));
						}
					});
				}).build();
	}

	private static Rule xmx32Bit() {
		return jvm("jvm.heap.xmx.32bit_limit").severity(Severity.WARNING)
				.message("the heap may not fit a 32-bit JVM")
				.rationale("A 32-bit JVM needs the whole heap in one contiguous block of its address space: about "
						+ "1.5 GB on Windows, 2 GB on Linux (3.5 GB on Solaris). A larger -Xmx stops the JVM at start "
						+ "with 'Could not reserve enough space'. Use a 64-bit JVM, or more instances.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalLong xmx = jvm.bytes("heapMax");
					boolean forced32 = jvm.withPrefix("-d32").isPresent();
					// A .bat of the JBoss AS era most often ran on a 32-bit Windows JVM; -d32 says so on any OS.
					boolean windows = ctx.file().kind() == FileKind.RUN_CONF_BAT
							&& jvm.era() == JvmView.JdkEra.JDK7_OR_OLDER;
					long limit = windows ? 1536 * MB : 2 * GB;
					if (xmx.isPresent() && (forced32 || windows) && xmx.getAsLong() > limit) {
						report.atLine(jvm.line("heapMax"), "-Xmx " + bytes(xmx.getAsLong()) + " is above the "
								+ bytes(limit) + (windows ? " a 32-bit JVM on Windows" : " a 32-bit JVM") + " can reserve");
					}
				}).build();
	}

	private static Rule xmxUpperBound() {
		return jvm("jvm.heap.xmx.upper_bound").severity(Severity.WARNING).live(LiveInput.PHYSICAL_MEMORY_BYTES)
				.message("the heap leaves too little memory for the operating system")
				.rationale("The heap plus the JVM's own memory must fit in RAM with about 1 GB left for the OS and "
						+ "other processes; otherwise the host swaps and every collection crawls. On a 3 GB host that "
						+ "means -Xmx2048m at most.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalDouble ram = ctx.live().get(LiveInput.PHYSICAL_MEMORY_BYTES);
					OptionalLong xmx = jvm.bytes("heapMax");
					if (ram.isPresent() && xmx.isPresent() && xmx.getAsLong() > ram.getAsDouble() - GB) {
						report.atLine(jvm.line("heapMax"), "-Xmx " + bytes(xmx.getAsLong()) + " on a host with "
								+ bytes((long) ram.getAsDouble()) + " of RAM");
					}
				}).build();
	}

	private static Rule xmsEqualsXmx() {
		return jvm("jvm.heap.xms").severity(Severity.INFO)
				.message("the initial heap differs from the maximum")
				.rationale("On a dedicated production host, start the heap at its maximum: the JVM then never spends "
						+ "full collections growing and shrinking it. On a shared or development host a smaller start "
						+ "(the post-GC floor under load, or half of -Xmx) is fine.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalLong xmx = jvm.bytes("heapMax");
					OptionalLong xms = jvm.bytes("heapMin");
					if (xmx.isEmpty() || (xms.isPresent() && xms.getAsLong() >= xmx.getAsLong())) {
						return;
					}
					Fix fix = Fix.setJavaOpt("set -Xms to the -Xmx value", "-Xms",
							opts -> opts.flag("-Xmx").map(JvmFlag::value).orElseThrow());
					int line = jvm.line(xms.isPresent() ? "heapMin" : "heapMax");
					report.atLine(line, xms.isPresent() ? "-Xms " + bytes(xms.getAsLong()) + ", -Xmx "
							+ bytes(xmx.getAsLong()) : "no -Xms; -Xmx " + bytes(xmx.getAsLong()), fix);
				}).build();
	}

	private static Rule xmsAboveXmx() {
		return jvm("jvm.heap.xms_above_xmx").severity(Severity.ERROR)
				.message("the initial heap is larger than the maximum")
				.rationale("The JVM refuses to start when -Xms exceeds -Xmx ('Initial heap size set to a larger value "
						+ "than the maximum heap size').")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalLong xmx = jvm.bytes("heapMax");
					OptionalLong xms = jvm.bytes("heapMin");
					if (xmx.isPresent() && xms.isPresent() && xms.getAsLong() > xmx.getAsLong()) {
						report.atLine(jvm.line("heapMin"), "-Xms " + bytes(xms.getAsLong()) + " > -Xmx "
								+ bytes(xmx.getAsLong()), Fix.setJavaOpt("set -Xms to the -Xmx value", "-Xms",
										opts -> opts.flag("-Xmx").map(JvmFlag::value).orElseThrow()));
					}
				}).build();
	}

	private static Rule sizeWithoutUnit() {
		return jvm("jvm.heap.size_unit").severity(Severity.ERROR)
				.message("a memory size without unit is read as bytes")
				.rationale("-Xmx512 means 512 bytes, not megabytes: the JVM stops at start with 'Too small initial "
						+ "heap' or runs with a tiny space. Write the unit: 512m, 2g.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					for (String attribute : JvmView.HEAP_SIZES) {
						jvm.raw(attribute).filter(v -> v.matches("\\d+") && Long.parseLong(v) < MB)
								.ifPresent(v -> report.atLine(jvm.line(attribute), attribute + " = " + v + " bytes"));
					}
				}).build();
	}

	private static Rule heapHeadroom() {
		return jvm("jvm.heap.old_floor").severity(Severity.WARNING).live(LiveInput.OLD_GEN_FLOOR_BYTES)
				.message("the live data fills most of the heap")
				.rationale("When the old generation is still more than 70% full right after full collections, the "
						+ "heap is too small for the live data (collections come ever faster) or the floor keeps "
						+ "rising because of a leak; check the trend before raising -Xmx.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalDouble floor = ctx.live().get(LiveInput.OLD_GEN_FLOOR_BYTES);
					OptionalLong xmx = jvm.bytes("heapMax");
					if (floor.isPresent() && xmx.isPresent() && floor.getAsDouble() > 0.7 * xmx.getAsLong()) {
						report.atLine(jvm.line("heapMax"), "post-GC floor "
								+ bytes((long) floor.getAsDouble()) + " of -Xmx " + bytes(xmx.getAsLong()) + ctx.live().over());
					}
				}).build();
	}
}
