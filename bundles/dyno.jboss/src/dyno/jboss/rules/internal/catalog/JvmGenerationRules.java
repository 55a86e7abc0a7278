package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.JvmHeapRules.jvm;
import static dyno.jboss.rules.internal.catalog.JvmView.bytes;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;
import dyno.jboss.rules.internal.catalog.JvmView.Collector;
import dyno.jboss.rules.internal.catalog.JvmView.JdkEra;

/** Generation sizing: young generation against the heap, survivors, permanent generation and metaspace. */
final class JvmGenerationRules {

	private static final long MB = 1L << 20;

	private JvmGenerationRules() {
	}

	static List<Rule> rules() {
		return List.of(youngGuarantee(), youngSmall(), newSizeEqualsMax(), survivorRatio(), g1FixedYoung(),
				profileSmall(), profileLarge(), permGenMissing(), permGenOnNewJdk(), metaspaceUnbounded());
	}

	/** Whether the young generation is the user's to size: G1, ZGC and Shenandoah size it themselves. */
	private static boolean generational(JvmView jvm) {
		Collector c = jvm.collector();
		return c != Collector.G1 && c != Collector.ZGC && c != Collector.SHENANDOAH;
	}

	private static Rule youngGuarantee() {
		return jvm("jvm.young.guarantee").severity(Severity.WARNING)
				.message("the young generation is more than half the heap")
				.rationale("With a young generation above half the heap the old generation cannot take a full "
						+ "promotion, so the collector runs full collections instead of minor ones (the 'young "
						+ "generation guarantee'). Keep it between a third and a half of -Xmx.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalLong young = jvm.youngMax();
					OptionalLong xmx = jvm.bytes("heapMax");
					if (young.isPresent() && xmx.isPresent() && young.getAsLong() * 2 > xmx.getAsLong()) {
						report.atLine(jvm.line(jvm.youngAttribute().get()), "young " + bytes(young.getAsLong()) + " of a " + bytes(xmx.getAsLong()) + " heap");
					}
				}).build();
	}

	private static Rule youngSmall() {
		return jvm("jvm.young.newsize").severity(Severity.INFO)
				.message("the young generation is less than a third of the heap")
				.rationale("A small young generation promotes short-lived objects, which only costly full collections "
						+ "reclaim. In the book's case study a saw-tooth heap spent 1.7 s per major collection and 46 s in "
						+ "total; giving the young generation a third to a half of the heap cut total GC time by over 20 s.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalLong young = jvm.youngMax();
					OptionalLong xmx = jvm.bytes("heapMax");
					if (generational(jvm) && young.isPresent() && xmx.isPresent()
							&& young.getAsLong() * 3 < xmx.getAsLong()) {
						report.atLine(jvm.line(), "young " + bytes(young.getAsLong()) + " of a " + bytes(xmx.getAsLong())
								+ " heap");
					}
				}).build();
	}

	private static Rule newSizeEqualsMax() {
		return jvm("jvm.young.maxnewsize").severity(Severity.INFO)
				.message("the young generation can resize")
				.rationale("With NewSize below MaxNewSize the young generation grows and shrinks with the heap, and "
						+ "each resize costs a full collection. Give both the same value.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					OptionalLong min = jvm.bytes("newSize");
					OptionalLong max = jvm.bytes("maxNewSize");
					if (min.isPresent() && max.isPresent() && min.getAsLong() != max.getAsLong()) {
						report.atLine(jvm.line("newSize"), "NewSize " + bytes(min.getAsLong()) + ", MaxNewSize "
								+ bytes(max.getAsLong()), Fix.onModel(ctx, jvm.options(), "newSize", max.getAsLong()));
					}
				}).build();
	}

	private static Rule survivorRatio() {
		return jvm("jvm.young.survivorratio").severity(Severity.INFO)
				.message("the survivor spaces are sized outside the usual range")
				.rationale("SurvivorRatio=N gives eden N parts and each survivor one. Between 6 and 10 keeps medium-lived "
						+ "objects in the young generation long enough to die there; much higher ratios make the "
						+ "survivors tiny and push objects into the old generation after a few collections.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					Optional<Object> ratio = jvm.value("survivorRatio");
					if (ratio.isPresent() && ratio.get() instanceof Integer r && (r < 6 || r > 10)) {
						report.atLine(jvm.line("survivorRatio"), "SurvivorRatio=" + r,
								Fix.onModel(ctx, jvm.options(), "survivorRatio", 8));
					} else if (ratio.isEmpty() && jvm.raw("survivorRatio").isPresent()) {
						report.atLine(jvm.line("survivorRatio"), "SurvivorRatio is not a number: "
								+ jvm.raw("survivorRatio").get());
					}
				}).build();
	}

	private static Rule g1FixedYoung() {
		return jvm("jvm.g1.fixed_young").severity(Severity.WARNING)
				.message("G1 with a fixed young generation size")
				.rationale("G1 meets its pause goal by resizing the young generation between collections. -Xmn or "
						+ "NewSize/MaxNewSize pin it, and the pause goal (MaxGCPauseMillis) is then ignored.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.collector() == Collector.G1) {
						for (String attribute : List.of("youngSize", "newSize", "maxNewSize")) {
							jvm.bytes(attribute).ifPresent(b -> report.atLine(jvm.line(attribute), attribute + " "
									+ bytes(b), Fix.onModel(ctx, jvm.options(), attribute, null)));
						}
					}
				}).build();
	}

	private static Rule profileSmall() {
		return jvm("jvm.profile.small").severity(Severity.INFO)
				.message("a 1 GB heap without generation sizing")
				.rationale("A proven starting point for a 1 GB instance: -Xms1024m -Xmx1024m -XX:NewSize=448m "
						+ "-XX:MaxNewSize=448m -XX:SurvivorRatio=6; then refine with load tests, one change at a time.")
				.check((ctx, report) -> profile(ctx, report, 768 * MB, 1536 * MB, "448m")).build();
	}

	private static Rule profileLarge() {
		return jvm("jvm.profile.large").severity(Severity.INFO)
				.message("a 2 GB heap without generation sizing")
				.rationale("A proven starting point for a 2 GB instance: -Xms2048m -Xmx2048m -XX:NewSize=896m "
						+ "-XX:MaxNewSize=896m -XX:SurvivorRatio=6; then refine with load tests, one change at a time.")
				.check((ctx, report) -> profile(ctx, report, 1536 * MB, 3072 * MB, "896m")).build();
	}

	private static void profile(RuleContext ctx, Reporter report, long from, long to, String young) {
		JvmView jvm = JvmView.of(ctx);
		OptionalLong xmx = jvm.bytes("heapMax");
		if (xmx.isPresent() && xmx.getAsLong() >= from && xmx.getAsLong() < to && jvm.youngMax().isEmpty()
				&& generational(jvm)) {
			report.atLine(jvm.line("heapMax"), "-Xmx " + bytes(xmx.getAsLong()),
					Fix.javaOpts("size the young generation to " + young + " with SurvivorRatio=6", opts -> {
						opts.set("-XX:NewSize", young);
						opts.set("-XX:MaxNewSize", young);
						opts.set("-XX:SurvivorRatio", "6");
					}));
		}
	}

	private static Rule permGenMissing() {
		return jvm("jvm.permgen.maxpermsize").severity(Severity.WARNING)
				.versions(Versions.jbossAs(5, 0), Versions.jbossAs(6, 99))
				.message("the permanent generation keeps the JVM's small default")
				.rationale("JBoss AS 5 and 6 load about 10,000 classes at boot, twice as many as 4.x, and the JDK 6 "
						+ "default of 64 MB for class metadata runs out ('OutOfMemoryError: PermGen space'), the sooner "
						+ "with every redeploy. Set -XX:MaxPermSize=256m; if it still fills after redeploys, a class "
						+ "loader leaks and only a restart helps.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() != JdkEra.JDK9_OR_NEWER && jvm.value("permMax").isEmpty()
							&& jvm.value("metaspaceMax").isEmpty()) {
						report.atLine(jvm.line(), "no -XX:MaxPermSize", Fix.setJavaOpt("-XX:MaxPermSize", "256m"));
					}
				}).build();
	}

	private static Rule permGenOnNewJdk() {
		return jvm("jvm.permgen.removed").severity(Severity.WARNING)
				.message("permanent generation flags on a JDK without one")
				.rationale("JDK 8 replaced the permanent generation with metaspace: it ignores -XX:PermSize and "
						+ "-XX:MaxPermSize with a warning, and newer JDKs refuse to start on flags they no longer "
						+ "know. Cap class metadata with -XX:MaxMetaspaceSize instead.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() != JdkEra.JDK9_OR_NEWER) {
						return;
					}
					jvm.bytes("permSize").ifPresent(b -> report.atLine(jvm.line("permSize"), "PermSize " + bytes(b),
							Fix.onModel(ctx, jvm.options(), "permSize", null)));
					jvm.bytes("permMax").ifPresent(b -> report.atLine(jvm.line("permMax"), "MaxPermSize " + bytes(b),
							Fix.sequence("replace with -XX:MaxMetaspaceSize", Fix.onModel(ctx, jvm.options(), "permMax", null),
									Fix.onModel(ctx, jvm.options(), "metaspaceMax", b))));
				}).build();
	}

	private static Rule metaspaceUnbounded() {
		return jvm("jvm.metaspace.max").severity(Severity.INFO)
				.message("class metadata may grow without bound")
				.rationale("Metaspace grows until native memory runs out when it has no cap; a class loader leak from "
						+ "redeploys then takes the whole host down instead of ending in an OutOfMemoryError that "
						+ "names the cause. -XX:MaxMetaspaceSize=256m (or what the application measures) bounds it.")
				.check((ctx, report) -> {
					JvmView jvm = JvmView.of(ctx);
					if (jvm.era() == JdkEra.JDK9_OR_NEWER && jvm.value("metaspaceMax").isEmpty()
							&& jvm.value("permMax").isEmpty()) {
						report.atLine(jvm.line(), "no -XX:MaxMetaspaceSize", Fix.setJavaOpt("-XX:MaxMetaspaceSize", "256m"));
					}
				}).build();
	}
}
