package dyno.jboss.rules;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.ShellConf;

/** Every JVM rule fires on a real run.conf / standalone.conf (as shipped or edited) and stays quiet on another. */
class JvmRulesTest {

	static final String RUN_CONF_51 = "jboss-as-5/5.1.0.GA/bin/run.conf";
	static final String RUN_CONF_BAT_51 = "jboss-as-5/5.1.0.GA/bin/run.conf.bat";
	static final String RUN_CONF_DEBUG = "jboss-as-5/variants/davenkin__jboss5-server/bin/run.conf";
	static final String STANDALONE_CONF = "wildfly-39.0.1.Final/bin/standalone.conf";
	static final String HOST_XML = "wildfly-39.0.1.Final/domain/configuration/host.xml";
	static final String DOMAIN_XML = "wildfly-39.0.1.Final/domain/configuration/domain.xml";

	private static final long MB = 1L << 20;

	/** Switches a boolean -XX option on, as a user would add it. */
	static void on(JavaOpts opts, String name) {
		opts.set("-XX:" + name, "true");
	}

	static List<RuleCase> cases() {
		return List.of(
				fires("jvm.heap.xmx", RUN_CONF_51).opts("no -Xmx", o -> o.remove("-Xmx")),
				fires("jvm.heap.xmx", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.HEAP_USED_PEAK_BYTES, 480 * MB)),
				quiet("jvm.heap.xmx", RUN_CONF_51),
				quiet("jvm.heap.xmx", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.HEAP_USED_PEAK_BYTES, 200 * MB)),
				fires("jvm.heap.xmx.default_size", RUN_CONF_51),
				quiet("jvm.heap.xmx.default_size", RUN_CONF_BAT_51),
				fires("jvm.heap.xmx.soft_cap_2gb", RUN_CONF_51).opts("-Xmx4g", o -> o.set("-Xmx", "4g")),
				quiet("jvm.heap.xmx.soft_cap_2gb", RUN_CONF_BAT_51),
				fires("jvm.heap.xmx.32bit_limit", RUN_CONF_BAT_51).opts("-Xmx2048M", o -> o.set("-Xmx", "2048M")),
				fires("jvm.heap.xmx.32bit_limit", RUN_CONF_51).opts("-d32 -Xmx3g", o -> {
					o.set("-d32", null);
					o.set("-Xmx", "3g");
				}),
				quiet("jvm.heap.xmx.32bit_limit", RUN_CONF_BAT_51),
				quiet("jvm.heap.xmx.32bit_limit", RUN_CONF_51).opts("-Xmx3g", o -> o.set("-Xmx", "3g")),
				fires("jvm.heap.xmx.upper_bound", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.PHYSICAL_MEMORY_BYTES, 1024 * MB)),
				quiet("jvm.heap.xmx.upper_bound", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.PHYSICAL_MEMORY_BYTES, 8192 * MB)),
				quiet("jvm.heap.xmx.upper_bound", RUN_CONF_51),
				fires("jvm.heap.xms", RUN_CONF_51),
				fires("jvm.heap.xms", RUN_CONF_BAT_51),
				quiet("jvm.heap.xms", RUN_CONF_51).opts("-Xms512m", o -> o.set("-Xms", "512m")),
				fires("jvm.heap.xms_above_xmx", RUN_CONF_51).opts("-Xms1g", o -> o.set("-Xms", "1g")),
				quiet("jvm.heap.xms_above_xmx", RUN_CONF_51),
				fires("jvm.heap.size_unit", RUN_CONF_51).opts("-Xmx512 (no unit)", o -> o.set("-Xmx", "512")),
				quiet("jvm.heap.size_unit", RUN_CONF_51),
				fires("jvm.heap.old_floor", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.OLD_GEN_FLOOR_BYTES, 450 * MB)),
				quiet("jvm.heap.old_floor", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.OLD_GEN_FLOOR_BYTES, 100 * MB)),
				fires("jvm.young.guarantee", RUN_CONF_51).opts("-Xmn300m", o -> o.set("-Xmn", "300m")),
				quiet("jvm.young.guarantee", RUN_CONF_51).opts("-Xmn200m", o -> o.set("-Xmn", "200m")),
				fires("jvm.young.newsize", RUN_CONF_51).opts("-Xmn100m", o -> o.set("-Xmn", "100m")),
				quiet("jvm.young.newsize", RUN_CONF_51).opts("-Xmn200m", o -> o.set("-Xmn", "200m")),
				fires("jvm.young.maxnewsize", RUN_CONF_51).opts("NewSize 100m, MaxNewSize 200m", o -> {
					o.set("-XX:NewSize", "100m");
					o.set("-XX:MaxNewSize", "200m");
				}),
				quiet("jvm.young.maxnewsize", RUN_CONF_51).opts("NewSize = MaxNewSize = 200m", o -> {
					o.set("-XX:NewSize", "200m");
					o.set("-XX:MaxNewSize", "200m");
				}),
				fires("jvm.young.survivorratio", RUN_CONF_51).opts("SurvivorRatio=32", o -> o.set("-XX:SurvivorRatio", "32")),
				quiet("jvm.young.survivorratio", RUN_CONF_51).opts("SurvivorRatio=8", o -> o.set("-XX:SurvivorRatio", "8")),
				fires("jvm.g1.fixed_young", STANDALONE_CONF).opts("G1 with -Xmn200m", o -> {
					on(o, "UseG1GC");
					o.set("-Xmn", "200m");
				}),
				quiet("jvm.g1.fixed_young", STANDALONE_CONF).opts("G1", o -> on(o, "UseG1GC")),
				fires("jvm.profile.small", RUN_CONF_BAT_51),
				quiet("jvm.profile.small", RUN_CONF_51),
				fires("jvm.profile.large", RUN_CONF_51).opts("-Xmx2048m", o -> o.set("-Xmx", "2048m")),
				quiet("jvm.profile.large", RUN_CONF_BAT_51),
				fires("jvm.permgen.maxpermsize", RUN_CONF_51).opts("no MaxPermSize", o -> o.remove("-XX:MaxPermSize")),
				quiet("jvm.permgen.maxpermsize", RUN_CONF_51),
				fires("jvm.permgen.removed", STANDALONE_CONF).opts("MaxPermSize=256m",
						o -> o.set("-XX:MaxPermSize", "256m")),
				quiet("jvm.permgen.removed", STANDALONE_CONF),
				quiet("jvm.permgen.removed", RUN_CONF_51),
				fires("jvm.metaspace.max", STANDALONE_CONF),
				quiet("jvm.metaspace.max", STANDALONE_CONF).opts("MaxMetaspaceSize=256m",
						o -> o.set("-XX:MaxMetaspaceSize", "256m")),
				fires("jvm.ergonomics.server_class", RUN_CONF_51),
				quiet("jvm.ergonomics.server_class", RUN_CONF_51).opts("UseParallelGC", o -> on(o, "UseParallelGC")),
				quiet("jvm.ergonomics.server_class", STANDALONE_CONF),
				fires("jvm.gc.serial", RUN_CONF_51).opts("UseSerialGC", o -> on(o, "UseSerialGC")),
				quiet("jvm.gc.serial", RUN_CONF_51),
				fires("jvm.gc.parallel_old", RUN_CONF_51).opts("UseParallelGC", o -> on(o, "UseParallelGC")),
				quiet("jvm.gc.parallel_old", RUN_CONF_51).opts("UseParallelGC and UseParallelOldGC", o -> {
					on(o, "UseParallelGC");
					on(o, "UseParallelOldGC");
				}),
				fires("jvm.gc.parallel_old.removed", STANDALONE_CONF).opts("UseParallelOldGC", o -> on(o, "UseParallelOldGC")),
				quiet("jvm.gc.parallel_old.removed", RUN_CONF_51).opts("UseParallelOldGC", o -> on(o, "UseParallelOldGC")),
				fires("jvm.gc.cms.removed", STANDALONE_CONF).opts("UseConcMarkSweepGC", o -> on(o, "UseConcMarkSweepGC")),
				quiet("jvm.gc.cms.removed", RUN_CONF_51).opts("UseConcMarkSweepGC", o -> on(o, "UseConcMarkSweepGC")),
				fires("jvm.gc.cms.incremental", RUN_CONF_51).opts("incremental CMS", o -> {
					on(o, "UseConcMarkSweepGC");
					on(o, "CMSIncrementalMode");
				}),
				quiet("jvm.gc.cms.incremental", RUN_CONF_51).opts("CMS", o -> on(o, "UseConcMarkSweepGC")),
				fires("jvm.gc.g1", RUN_CONF_51).opts("UseG1GC", o -> on(o, "UseG1GC")),
				quiet("jvm.gc.g1", STANDALONE_CONF).opts("UseG1GC", o -> on(o, "UseG1GC")),
				fires("jvm.gc.conflict", RUN_CONF_51).opts("parallel and CMS", o -> {
					on(o, "UseParallelGC");
					on(o, "UseConcMarkSweepGC");
				}),
				quiet("jvm.gc.conflict", RUN_CONF_51).opts("UseParallelGC and UseParallelOldGC", o -> {
					on(o, "UseParallelGC");
					on(o, "UseParallelOldGC");
				}),
				fires("jvm.gc.disable_explicit", RUN_CONF_51).opts("DisableExplicitGC", o -> on(o, "DisableExplicitGC")),
				quiet("jvm.gc.disable_explicit", RUN_CONF_51),
				fires("jvm.rmi.dgc_interval", RUN_CONF_51).opts("client gcInterval 60000",
						o -> o.set("-Dsun.rmi.dgc.client.gcInterval", "60000")),
				quiet("jvm.rmi.dgc_interval", RUN_CONF_51),
				fires("jvm.g1.pause_target", STANDALONE_CONF).opts("G1, 20 ms goal", o -> {
					on(o, "UseG1GC");
					o.set("-XX:MaxGCPauseMillis", "20");
				}),
				quiet("jvm.g1.pause_target", STANDALONE_CONF).opts("G1, 200 ms goal", o -> {
					on(o, "UseG1GC");
					o.set("-XX:MaxGCPauseMillis", "200");
				}),
				fires("jvm.gc.parallel_threads", RUN_CONF_51).opts("ParallelGCThreads=16",
						o -> o.set("-XX:ParallelGCThreads", "16")).live(LiveFacts.none().with(LiveInput.AVAILABLE_PROCESSORS, 4)),
				quiet("jvm.gc.parallel_threads", RUN_CONF_51).opts("ParallelGCThreads=16",
						o -> o.set("-XX:ParallelGCThreads", "16")).live(LiveFacts.none().with(LiveInput.AVAILABLE_PROCESSORS, 16)),
				fires("jvm.gc.overhead", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.GC_PAUSE_PERCENT, 12)),
				quiet("jvm.gc.overhead", RUN_CONF_51).live(LiveFacts.none().with(LiveInput.GC_PAUSE_PERCENT, 1)),
				fires("jvm.gcdebug.verbose", RUN_CONF_51),
				fires("jvm.gcdebug.verbose", STANDALONE_CONF),
				quiet("jvm.gcdebug.verbose", RUN_CONF_51).opts("-verbose:gc", o -> o.set("-verbose:gc", null)),
				fires("jvm.gcdebug.printgcdetails", RUN_CONF_51).opts("-verbose:gc", o -> o.set("-verbose:gc", null)),
				quiet("jvm.gcdebug.printgcdetails", RUN_CONF_51).opts("-verbose:gc PrintGCDetails", o -> {
					o.set("-verbose:gc", null);
					on(o, "PrintGCDetails");
				}),
				fires("jvm.gcdebug.xloggc", RUN_CONF_51).opts("-verbose:gc", o -> o.set("-verbose:gc", null)),
				quiet("jvm.gcdebug.xloggc", RUN_CONF_51).opts("-verbose:gc -Xloggc:gc.log", o -> {
					o.set("-verbose:gc", null);
					o.set("-Xloggc", "gc.log");
				}),
				fires("jvm.gcdebug.rotation", RUN_CONF_51).opts("-Xloggc:gc.log", o -> o.set("-Xloggc", "gc.log")),
				quiet("jvm.gcdebug.rotation", RUN_CONF_51).opts("-Xloggc:gc.log with rotation", o -> {
					o.set("-Xloggc", "gc.log");
					on(o, "UseGCLogFileRotation");
				}),
				fires("jvm.gcdebug.legacy_flags", STANDALONE_CONF).opts("PrintGCDateStamps", o -> on(o, "PrintGCDateStamps")),
				quiet("jvm.gcdebug.legacy_flags", RUN_CONF_51).opts("PrintGCDateStamps", o -> on(o, "PrintGCDateStamps")),
				fires("jvm.oom.heapdump", RUN_CONF_51),
				quiet("jvm.oom.heapdump", RUN_CONF_51).opts("HeapDumpOnOutOfMemoryError", o -> on(o, "HeapDumpOnOutOfMemoryError")),
				fires("jvm.oom.heapdump_path", RUN_CONF_51).opts("HeapDumpOnOutOfMemoryError",
						o -> on(o, "HeapDumpOnOutOfMemoryError")),
				quiet("jvm.oom.heapdump_path", RUN_CONF_51).opts("HeapDumpOnOutOfMemoryError with a path", o -> {
					on(o, "HeapDumpOnOutOfMemoryError");
					o.set("-XX:HeapDumpPath", "/var/dumps");
				}),
				fires("jvm.debug.jdwp", RUN_CONF_DEBUG),
				quiet("jvm.debug.jdwp", RUN_CONF_51),
				fires("jvm.client_vm", RUN_CONF_51).opts("-client", o -> o.set("-client", null)),
				quiet("jvm.client_vm", RUN_CONF_51),
				fires("jvm.aggressive_opts", STANDALONE_CONF).opts("AggressiveOpts", o -> on(o, "AggressiveOpts")),
				quiet("jvm.aggressive_opts", RUN_CONF_51).opts("AggressiveOpts", o -> on(o, "AggressiveOpts")),
				fires("jvm.thread_stack_size", RUN_CONF_51).opts("-Xss2m", o -> o.set("-Xss", "2m")),
				quiet("jvm.thread_stack_size", RUN_CONF_51).opts("-Xss512k", o -> o.set("-Xss", "512k")),
				fires("jvm.thread_stack_size.small", RUN_CONF_51).opts("-Xss128k", o -> o.set("-Xss", "128k")),
				quiet("jvm.thread_stack_size.small", RUN_CONF_51).opts("-Xss512k", o -> o.set("-Xss", "512k")),
				fires("jvm.opts.duplicate", RUN_CONF_BAT_51).edit("-Xmx2048M added to the last JAVA_OPTS line",
						doc -> ((ShellConf) doc).setVariable("JAVA_OPTS",
								"%JAVA_OPTS% -Dorg.jboss.resolver.warning=true -Xmx2048M")),
				quiet("jvm.opts.duplicate", RUN_CONF_51),
				fires("jvm.tuning.dont_overspecialize", RUN_CONF_51).opts("six uncommon -XX switches", o -> {
					on(o, "UseBiasedLocking");
					on(o, "UseStringCache");
					on(o, "OptimizeStringConcat");
					on(o, "UseCompressedStrings");
					on(o, "UseFastAccessorMethods");
					o.set("-XX:CompileThreshold", "1500");
				}),
				quiet("jvm.tuning.dont_overspecialize", RUN_CONF_51),
				fires("jvm.domain.xms", HOST_XML),
				fires("jvm.domain.xms", DOMAIN_XML),
				quiet("jvm.domain.xms", HOST_XML).xml("heap size = max-size",
						r -> r.select("//jvm/heap").get(0).setAttribute("size", "256m")),
				fires("jvm.domain.xmx.default_size", HOST_XML),
				quiet("jvm.domain.xmx.default_size", HOST_XML).xml("max-size 2g",
						r -> r.select("//jvm/heap").get(0).setAttribute("max-size", "2g")),
				fires("jvm.domain.permgen", HOST_XML).xml("a permgen of 256m",
						r -> r.select("//jvm/heap").get(0).parent().addChild("permgen", null).setAttribute("max-size", "256m")),
				quiet("jvm.domain.permgen", HOST_XML),
				quiet("jvm.domain.permgen", DOMAIN_XML),
				fires("log.server_threshold_property", RUN_CONF_51),
				quiet("log.server_threshold_property", RUN_CONF_51).opts("-Djboss.server.log.threshold=WARN",
						o -> o.set("-Djboss.server.log.threshold", "WARN")));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path tmp) throws IOException {
		c.verify(tmp);
	}
}
