package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.ServerProduct;
import dyno.jboss.ServerVersion;
import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.rules.RuleContext;

/**
 * The JVM flags of a run.conf / standalone.conf as the JVM rules ask about them: sizes, -XX switches (last one
 * wins, like the JVM), the chosen collector and the JDK generation the server runs on.
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
		CMS("UseConcMarkSweepGC"), G1("UseG1GC"), ZGC("UseZGC"), SHENANDOAH("UseShenandoahGC"),
		EPSILON("UseEpsilonGC"), ERGONOMIC(null);

		final String flag;

		Collector(String flag) {
			this.flag = flag;
		}
	}

	private final RuleContext ctx;
	private final JavaOpts opts;

	private JvmView(RuleContext ctx) {
		this.ctx = ctx;
		this.opts = ctx.javaOpts();
	}

	static JvmView of(RuleContext ctx) {
		return new JvmView(ctx);
	}

	JavaOpts opts() {
		return opts;
	}

	List<JvmFlag> flags() {
		return opts.flags();
	}

	Optional<JvmFlag> flag(String key) {
		return opts.flag(key);
	}

	/** A size flag in bytes, e.g. {@code size("-Xmx")}; empty when absent or not a size. */
	OptionalLong size(String key) {
		Optional<JvmFlag> f = opts.flag(key);
		return f.isPresent() ? f.get().bytes() : OptionalLong.empty();
	}

	/** The flag that bounds the young generation: -Xmn, else MaxNewSize, else NewSize. */
	Optional<JvmFlag> youngFlag() {
		for (String key : List.of("-Xmn", "-XX:MaxNewSize", "-XX:NewSize")) {
			Optional<JvmFlag> f = opts.flag(key);
			if (f.isPresent() && f.get().bytes().isPresent()) {
				return f;
			}
		}
		return Optional.empty();
	}

	/** The young generation's upper bound in bytes, as the flags set it. */
	OptionalLong youngMax() {
		Optional<JvmFlag> f = youngFlag();
		return f.isPresent() ? f.get().bytes() : OptionalLong.empty();
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

	/** The collectors switched on, in flag order (more than one is a conflict the JVM refuses). */
	List<Collector> collectors() {
		return java.util.Arrays.stream(Collector.values())
				.filter(c -> c.flag != null && on(c.flag).isPresent()).toList();
	}

	Collector collector() {
		List<Collector> on = collectors();
		if (on.contains(Collector.PARALLEL_OLD)) {
			return Collector.PARALLEL_OLD;
		}
		return on.isEmpty() ? Collector.ERGONOMIC : on.get(0);
	}

	boolean logsGc() {
		return withPrefix("-verbose:gc").isPresent() || withPrefix("-Xlog:gc").isPresent()
				|| withPrefix("-Xloggc").isPresent() || on("PrintGC").isPresent() || on("PrintGCDetails").isPresent();
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
		if (withPrefix("-Xlog:").isPresent()) {
			return JdkEra.JDK9_OR_NEWER;
		}
		if (withPrefix("-XX:MaxPermSize").isPresent() || withPrefix("-XX:PermSize").isPresent()) {
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
			return (g == Math.rint(g) ? String.valueOf((long) g) : String.format(java.util.Locale.ROOT, "%.1f", g)) + " GB";
		}
		if (b >= 1L << 20) {
			return (b >> 20) + " MB";
		}
		return (b >> 10) + " KB";
	}
}
