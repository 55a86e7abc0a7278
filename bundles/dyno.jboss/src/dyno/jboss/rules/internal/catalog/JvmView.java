package dyno.jboss.rules.internal.catalog;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import dyno.jboss.ServerProduct;
import dyno.jboss.ServerVersion;
import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.model.BoundModel;
import dyno.jboss.rules.RuleContext;

/**
 * The JVM options of a run.conf / standalone.conf as the JVM rules ask about them: typed values from the file's
 * {@code JvmOptions} EMF model (sizes in bytes, the collector, switches), and for what the model does not cover the
 * flags themselves (-XX switches, agents; last one wins, like the JVM), plus the JDK generation the server runs on.
 */
final class JvmView {

	/** The JDK generation, as far as the server version or the flags tell it. */
	enum JdkEra {
		/** JDK 5-7: JBoss AS 4-7 era, permanent generation, -XX:+PrintGC* logging. */
		JDK7_OR_OLDER,
		/** JDK 9+: unified logging (-Xlog), no permanent generation; WildFly 27+ needs JDK 11+. */
		JDK9_OR_NEWER,
		UNKNOWN
	}

	/** The collector the flags select; {@code ERGONOMIC} when none is named. */
	enum Collector {
		SERIAL("UseSerialGC"), PARALLEL("UseParallelGC"), PARALLEL_OLD("UseParallelOldGC"),
		CMS("UseConcMarkSweepGC"), G1("UseG1GC"), ZGC("UseZGC"), SHENANDOAH("UseShenandoahGC"), ERGONOMIC(null);

		final String flag;

		Collector(String flag) {
			this.flag = flag;
		}
	}

	/** The model attributes that hold memory sizes of the heap and class metadata (bytes). */
	static final List<String> HEAP_SIZES = List.of("heapMax", "heapMin", "youngSize", "newSize", "maxNewSize",
			"permSize", "permMax", "metaspaceSize", "metaspaceMax");

	private final RuleContext ctx;
	private final JavaOpts opts;
	private final BoundModel model;
	private final EObject options;

	private JvmView(RuleContext ctx) {
		this.ctx = ctx;
		this.opts = ctx.javaOpts();
		this.model = ctx.model();
		this.options = model.root();
	}

	static JvmView of(RuleContext ctx) {
		return new JvmView(ctx);
	}

	/** The {@code JvmOptions} object of the model, for fixes that set its attributes. */
	EObject options() {
		return options;
	}

	/** A value of the model (Long, Integer, Boolean, String or the collector literal); empty when not set. */
	Optional<Object> value(String attribute) {
		EStructuralFeature f = feature(attribute);
		return options.eIsSet(f) ? Optional.ofNullable(options.eGet(f)) : Optional.empty();
	}

	/** A size or other long value, e.g. {@code bytes("heapMax")} for -Xmx. */
	OptionalLong bytes(String attribute) {
		Optional<Object> v = value(attribute);
		return v.isPresent() && v.get() instanceof Number n ? OptionalLong.of(n.longValue()) : OptionalLong.empty();
	}

	/** A number of the model (a size, an interval, a count) as a long; empty when not set. */
	Optional<Long> number(String attribute) {
		return value(attribute).filter(Number.class::isInstance).map(v -> ((Number) v).longValue());
	}

	/** Whether a switch of the model is on, e.g. {@code isTrue("heapDumpOnOom")}. */
	boolean isTrue(String attribute) {
		return value(attribute).map(Boolean.TRUE::equals).orElse(false);
	}

	/** The value as written in the file, also when it is not a valid one (a size without digits...). */
	Optional<String> raw(String attribute) {
		return model.rawValue(options, (EAttribute) feature(attribute));
	}

	/** The line of the flag behind an attribute; for an absent one, the line of the first flag. */
	int line(String attribute) {
		int line = model.line(options, (EAttribute) feature(attribute));
		return line > 0 ? line : line();
	}

	private EStructuralFeature feature(String attribute) {
		EStructuralFeature f = options.eClass().getEStructuralFeature(attribute);
		if (f == null) {
			throw new IllegalArgumentException("the JVM options model has no attribute " + attribute);
		}
		return f;
	}

	List<JvmFlag> flags() {
		return opts.flags();
	}

	/** The attribute that bounds the young generation: -Xmn, else MaxNewSize, else NewSize; empty when none. */
	Optional<String> youngAttribute() {
		return List.of("youngSize", "maxNewSize", "newSize").stream().filter(a -> bytes(a).isPresent()).findFirst();
	}

	/** The young generation's upper bound in bytes, as the options set it. */
	OptionalLong youngMax() {
		Optional<String> a = youngAttribute();
		return a.isPresent() ? bytes(a.get()) : OptionalLong.empty();
	}

	/** The last flag whose text starts with the prefix, e.g. {@code "-Xrunjdwp"} or {@code "-XX:+PrintGCDetails"}. */
	Optional<JvmFlag> withPrefix(String prefix) {
		JvmFlag found = null;
		for (JvmFlag f : opts.flags()) {
			if (f.text().startsWith(prefix)) {
				found = f;
			}
		}
		return Optional.ofNullable(found);
	}

	/** The last {@code -XX:+name} / {@code -XX:-name}; present only when it switches the option on. */
	Optional<JvmFlag> on(String name) {
		JvmFlag last = null;
		for (JvmFlag f : opts.flags()) {
			String t = f.text();
			if (t.equals("-XX:+" + name) || t.equals("-XX:-" + name)) {
				last = f;
			}
		}
		return last != null && last.text().startsWith("-XX:+") ? Optional.of(last) : Optional.empty();
	}

	/** The collectors switched on by flags (more than one is a conflict the JVM refuses). */
	List<Collector> collectors() {
		return Arrays.stream(Collector.values()).filter(c -> c.flag != null && on(c.flag).isPresent()).toList();
	}

	/** The collector the model reads from the flags. */
	Collector collector() {
		Optional<Object> v = value("collector");
		String name = v.isPresent() && v.get() instanceof Enumerator e ? e.getName() : "DEFAULT";
		return name.equals("DEFAULT") ? Collector.ERGONOMIC : Collector.valueOf(name);
	}

	boolean logsGc() {
		return isTrue("gcLogging") || isTrue("printGcDetails") || value("gcLogFile").isPresent()
				|| value("gcLog").isPresent() || on("PrintGC").isPresent();
	}

	JdkEra era() {
		ServerVersion v = ctx.version();
		if (v != null && v.major() > 0) {
			if (v.product() == ServerProduct.JBOSS_AS) {
				return JdkEra.JDK7_OR_OLDER;
			}
			if (v.product() == ServerProduct.WILDFLY && v.major() >= 27) {
				return JdkEra.JDK9_OR_NEWER;
			}
		}
		if (value("gcLog").isPresent() || withPrefix("-Xlog:").isPresent()) {
			return JdkEra.JDK9_OR_NEWER;
		}
		if (value("permMax").isPresent() || value("permSize").isPresent()) {
			return JdkEra.JDK7_OR_OLDER;
		}
		return JdkEra.UNKNOWN;
	}

	/** Where a finding about a missing flag goes: the line of the first flag, else the file as a whole. */
	int line() {
		return opts.flags().isEmpty() ? 0 : opts.flags().get(0).line();
	}

	/** A size for messages: "512 MB", "1.5 GB", "256 KB". */
	static String bytes(long b) {
		if (b >= 1L << 30) {
			double g = b / (double) (1L << 30);
			return (g == Math.rint(g) ? String.valueOf((long) g) : String.format(Locale.ROOT, "%.1f", g)) + " GB";
		}
		if (b >= 1L << 20) {
			return (b >> 20) + " MB";
		}
		return (b >> 10) + " KB";
	}
}
