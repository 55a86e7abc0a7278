package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Binding;
import dyno.jboss.model.Tuning;

/**
 * The JVM options of run.conf / run.conf.bat / standalone.conf(.bat): one {@code JvmOptions} object whose values are
 * the flags of the effective {@code JAVA_OPTS}. Sizes are bytes. Absent flags are unset: the JVM's ergonomics then
 * decide, which is why most defaults are {@link Tuning#NONE}.
 */
public final class JvmModel {

	private JvmModel() {
	}

	/** Builds the package {@code jvm}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("jvm");
		b.eClass("JvmOptions", Binding.JAVA_OPTS);
		EEnum collector = b.eEnum("Collector", "DEFAULT=default", "SERIAL=-XX:UseSerialGC",
				"PARALLEL=-XX:UseParallelGC",
				"PARALLEL_OLD=-XX:UseParallelOldGC", "CMS=-XX:UseConcMarkSweepGC", "G1=-XX:UseG1GC", "ZGC=-XX:UseZGC",
				"SHENANDOAH=-XX:UseShenandoahGC");
		b.flag("heapMax", LONG, "-Xmx,-XX:MaxHeapSize").tune(Tuning.NONE, "bytes", true, "jvm.heap.xmx")
				.range(64L << 20, 1L << 40);
		b.flag("heapMin", LONG, "-Xms,-XX:InitialHeapSize").tune(Tuning.NONE, "bytes", true, "jvm.heap.xms")
				.range(4L << 20, 1L << 40);
		b.flag("youngSize", LONG, "-Xmn").tune(Tuning.NONE, "bytes", true, "jvm.young.newsize");
		b.flag("newSize", LONG, "-XX:NewSize").tune(Tuning.NONE, "bytes", true, "jvm.young.newsize");
		b.flag("maxNewSize", LONG, "-XX:MaxNewSize").tune(Tuning.NONE, "bytes", true, "jvm.young.maxnewsize");
		b.flag("newRatio", INT, "-XX:NewRatio").tune("2", "ratio", true, "jvm.young.newratio").range(1, 20);
		b.flag("survivorRatio", INT, "-XX:SurvivorRatio").tune("8", "ratio", true, "jvm.young.survivorratio")
				.range(1, 64);
		b.flag("threadStack", LONG, "-Xss").tune(Tuning.NONE, "bytes", true, "jvm.thread_stack_size")
				.range(64L << 10, 16L << 20);
		b.flag("permSize", LONG, "-XX:PermSize").tune(Tuning.NONE, "bytes", true, "jvm.permgen.permsize");
		b.flag("permMax", LONG, "-XX:MaxPermSize").tune("64m", "bytes", true, "jvm.permgen.maxpermsize");
		b.flag("metaspaceSize", LONG, "-XX:MetaspaceSize").tune(Tuning.NONE, "bytes", true, "jvm.metaspace.size");
		b.flag("metaspaceMax", LONG, "-XX:MaxMetaspaceSize").tune(Tuning.NONE, "bytes", true, "jvm.metaspace.max");
		b.flag("collector", collector, "-XX:UseSerialGC,-XX:UseParallelGC,-XX:UseParallelOldGC,-XX:UseConcMarkSweepGC,"
				+ "-XX:UseG1GC,-XX:UseZGC,-XX:UseShenandoahGC").tune("default", "choice", true, "jvm.gc.collector");
		b.flag("parallelGcThreads", INT, "-XX:ParallelGCThreads").tune(Tuning.NONE, "count", true,
				"jvm.gc.parallel_threads").range(1, 1024);
		b.flag("maxGcPauseMillis", INT, "-XX:MaxGCPauseMillis").tune("200", "ms", true, "jvm.gc.max_pause")
				.range(1, 60000);
		b.flag("gcLogging", BOOLEAN, "-verbose:gc").tune("false", "flag", true, "jvm.gcdebug.verbose");
		b.flag("printGcDetails", BOOLEAN, "-XX:PrintGCDetails").tune("false", "flag", true,
				"jvm.gcdebug.printgcdetails");
		b.flag("gcLogFile", STRING, "-Xloggc").tune(Tuning.NONE, "path", true, "jvm.gcdebug.xloggc");
		b.flag("gcLog", STRING, "-Xlog:gc").tune(Tuning.NONE, "text", true, "jvm.gcdebug.xlog");
		b.flag("heapDumpOnOom", BOOLEAN, "-XX:HeapDumpOnOutOfMemoryError").tune("false", "flag", true,
				"jvm.diagnostics.heapdump_on_oom");
		b.flag("heapDumpPath", STRING, "-XX:HeapDumpPath").tune(Tuning.NONE, "path", true,
				"jvm.diagnostics.heapdump_path");
		b.flag("disableExplicitGc", BOOLEAN, "-XX:DisableExplicitGC").tune("false", "flag", true,
				"jvm.gc.disable_explicit");
		b.flag("rmiServerGcInterval", LONG, "-Dsun.rmi.dgc.server.gcInterval").tune("3600000", "ms", true,
				"jvm.rmi.gc_interval").range(60000, Long.MAX_VALUE);
		b.flag("rmiClientGcInterval", LONG, "-Dsun.rmi.dgc.client.gcInterval").tune("3600000", "ms", true,
				"jvm.rmi.gc_interval").range(60000, Long.MAX_VALUE);
		b.flag("serverVm", BOOLEAN, "-server").tune(Tuning.NONE, "flag", true, "jvm.ergonomics.server_class");
		b.flag("preferIpv4Stack", BOOLEAN, "-Djava.net.preferIPv4Stack").tune("false", "flag", true,
				"jvm.net.prefer_ipv4");
		b.flag("jgroupsStack", STRING, "-Djboss.default.jgroups.stack").tune("udp", "text", true,
				"jgroups.stack.select");
		b.flag("jgroupsInitialHosts", STRING, "-Djgroups.tcpping.initial_hosts").tune(Tuning.NONE, "text", true,
				"jgroups.tcpping.initial_hosts");
		b.flag("logThreshold", STRING, "-Djboss.server.log.threshold").tune(Tuning.NONE, "level", true,
				"log.server_threshold_property");
		b.flag("eagerJaxbContextCache", BOOLEAN, "-Dorg.jboss.ws.eagerInitializationJAXBContextCache")
				.tune("false", "flag", true, "jbossws.eager_jaxb_context_cache");
		return b.build();
	}
}
