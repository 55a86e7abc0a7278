package dyno.load.jmeter;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A test element class the plan uses and JMeter cannot load (its console says
 * {@code CannotResolveClassException: <class>}), with the JMeter Plugins plugin that provides it when it is a
 * well-known one. {@link #message(String, String)} is the one line a user reads instead of XStream's stack.
 *
 * @param elementClass the class named in the plan, e.g. {@code kg.apc.jmeter.perfmon.PerfMonCollector}
 * @param plugin       the plugin providing it, when known
 */
public record MissingElement(String elementClass, Optional<Plugin> plugin) {

	/** A JMeter Plugins plugin: its name and its id in the Plugins Manager (and on jmeter-plugins.org). */
	public record Plugin(String name, String id) {
	}

	private static final Pattern CANNOT_RESOLVE = Pattern.compile("CannotResolveClassException: ([\\w.$]+)");

	private static final Plugin CUSTOM_THREAD_GROUPS = new Plugin("Custom Thread Groups", "jpgc-casutg");
	private static final Plugin DUMMY = new Plugin("Dummy Sampler", "jpgc-dummy");
	private static final Plugin FIFO = new Plugin("Inter-Thread Communication", "jpgc-fifo");
	private static final Plugin JSON = new Plugin("JSON/YAML Plugins", "jpgc-json");
	/**
	 * The element classes of the most used plugins. Those of Custom Thread Groups, Throughput Shaping Timer and
	 * Dummy Sampler come with Dyno's JMeter: they are missing only from another JMETER_HOME.
	 */
	private static final Map<String, Plugin> KNOWN = Map.ofEntries(
			Map.entry("kg.apc.jmeter.threads.SteppingThreadGroup", CUSTOM_THREAD_GROUPS),
			Map.entry("kg.apc.jmeter.threads.UltimateThreadGroup", CUSTOM_THREAD_GROUPS),
			Map.entry("com.blazemeter.jmeter.threads.concurrency.ConcurrencyThreadGroup", CUSTOM_THREAD_GROUPS),
			Map.entry("com.blazemeter.jmeter.threads.arrivals.ArrivalsThreadGroup", CUSTOM_THREAD_GROUPS),
			Map.entry("com.blazemeter.jmeter.threads.arrivals.FreeFormArrivalsThreadGroup", CUSTOM_THREAD_GROUPS),
			Map.entry("kg.apc.jmeter.timers.VariableThroughputTimer", new Plugin("Throughput Shaping Timer", "jpgc-tst")),
			Map.entry("kg.apc.jmeter.samplers.DummySampler", DUMMY),
			Map.entry("kg.apc.jmeter.modifiers.DummySubPostProcessor", DUMMY),
			Map.entry("kg.apc.jmeter.perfmon.PerfMonCollector", new Plugin("PerfMon (Servers Performance Monitoring)", "jpgc-perfmon")),
			Map.entry("kg.apc.jmeter.jmxmon.JMXMonCollector", new Plugin("JMXMon Samples Collector", "jpgc-jmxmon")),
			Map.entry("kg.apc.jmeter.reporters.FlexibleFileWriter", new Plugin("Flexible File Writer", "jpgc-ffw")),
			Map.entry("kg.apc.jmeter.config.redis.RedisDataSet", new Plugin("Redis Data Set", "jpgc-redis")),
			Map.entry("kg.apc.jmeter.config.VariablesFromCSV", new Plugin("Variables From CSV File", "jpgc-csvars")),
			Map.entry("kg.apc.jmeter.samplers.HTTPRawSampler", new Plugin("Raw Request", "jpgc-httpraw")),
			Map.entry("kg.apc.jmeter.samplers.UDPSampler", new Plugin("UDP Protocol Support", "jpgc-udp")),
			Map.entry("kg.apc.jmeter.config.lockfile.LockFile", new Plugin("Lock File Config", "jpgc-lockfile")),
			Map.entry("kg.apc.jmeter.control.ParameterizedController", new Plugin("Parameterized Controller", "jpgc-prmctl")),
			Map.entry("kg.apc.jmeter.modifiers.FifoPopPreProcessor", FIFO),
			Map.entry("kg.apc.jmeter.modifiers.FifoPutPostProcessor", FIFO),
			Map.entry("com.atlantbh.jmeter.plugins.jsonutils.jsonpathassertion.JSONPathAssertion", JSON),
			Map.entry("com.atlantbh.jmeter.plugins.jsonutils.jsonpathextractor.JSONPathExtractor", JSON),
			Map.entry("com.blazemeter.jmeter.controller.ParallelSampler", new Plugin("Parallel Controller & Sampler", "bzm-parallel")),
			Map.entry("com.blazemeter.jmeter.RandomCSVDataSetConfig", new Plugin("Random CSV Data Set", "bzm-random-csv")));

	/** The element a console line of JMeter says it cannot load, if it says so. */
	public static Optional<MissingElement> inConsoleLine(String line) {
		Matcher m = CANNOT_RESOLVE.matcher(line);
		return m.find() ? Optional.of(of(m.group(1))) : Optional.empty();
	}

	/** The element of {@code elementClass}, with its plugin when it is a well-known one. */
	public static MissingElement of(String elementClass) {
		return new MissingElement(elementClass, Optional.ofNullable(KNOWN.get(elementClass)));
	}

	/**
	 * {@code plan needs kg.apc...PerfMonCollector (PerfMon (Servers Performance Monitoring), JMeter Plugins id
	 * jpgc-perfmon): put its jar into <pluginsFolder> or <otherWay>}; for an element of an unknown plugin the
	 * sentence says it is not part of JMeter nor of the plugins Dyno knows.
	 *
	 * @param pluginsFolder where a jar can go (a plugins folder the run uses, or the home's lib/ext)
	 * @param otherWay      how the caller's user names another folder, e.g. "pass --plugins DIR"
	 */
	public String message(String pluginsFolder, String otherWay) {
		String where = ": put its jar into " + pluginsFolder + " or " + otherWay;
		return plugin.map(p -> "plan needs " + elementClass + " (" + p.name() + ", JMeter Plugins id " + p.id() + ")"
				+ where).orElseGet(() -> "plan needs " + elementClass
						+ ", which is neither part of JMeter nor of a plugin Dyno knows (a third-party plugin?)" + where);
	}
}
