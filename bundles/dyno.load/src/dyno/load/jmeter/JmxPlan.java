package dyno.load.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import dyno.load.jmeter.internal.JmxDocument;

/**
 * What Dyno needs from a .jmx: thread groups (threads, ramp-up, duration, loops), whether timers are present,
 * HTTP hosts and ports, the {@code ${__P(...)}} property names; and an effective copy whose thread group and
 * HTTP fields read properties, so {@link LoadLaunch} overrides apply to any plan.
 */
public final class JmxPlan {

	/**
	 * One thread group as written in the plan (values are text: they may be expressions such as
	 * {@code ${__P(threads,10)}}); {@code loops} is "-1" for "forever".
	 */
	public record ThreadGroup(String name, String threads, String rampUp, String duration, String loops,
			boolean scheduler, boolean enabled) {
	}

	/** The server of an HTTP sampler or HTTP Request Defaults element, as written ("" when left to defaults). */
	public record HttpServer(String element, String protocol, String domain, String port) {
	}

	static final String NUM_THREADS = "ThreadGroup.num_threads", RAMP_TIME = "ThreadGroup.ramp_time",
			DURATION = "ThreadGroup.duration", SCHEDULER = "ThreadGroup.scheduler",
			MAIN_CONTROLLER = "ThreadGroup.main_controller", LOOPS = "LoopController.loops",
			DOMAIN = "HTTPSampler.domain", PORT = "HTTPSampler.port", PROTOCOL = "HTTPSampler.protocol";
	private static final Pattern PROPERTY_REF = Pattern.compile("\\$\\{__(?:P|property)\\(\\s*([^,)\\s]+)");

	private final Path path;
	private final Document document;
	private final List<ThreadGroup> threadGroups = new ArrayList<>();
	private final List<HttpServer> httpServers = new ArrayList<>();
	private final Set<String> propertyNames = new LinkedHashSet<>();
	private boolean timers;

	private JmxPlan(Path path, Document document) {
		this.path = path;
		this.document = document;
		JmxDocument.walk(document, this::visit);
		Matcher m = PROPERTY_REF.matcher(document.getDocumentElement().getTextContent());
		while (m.find()) {
			propertyNames.add(m.group(1));
		}
	}

	/** Reads a plan; the IOException names the file and what is wrong with it. */
	public static JmxPlan read(Path jmx) throws IOException {
		Path abs = jmx.toAbsolutePath().normalize();
		if (!Files.isRegularFile(abs)) {
			throw new IOException("test plan " + abs + " does not exist");
		}
		return new JmxPlan(abs, JmxDocument.parse(abs));
	}

	private void visit(Element element, boolean enabled) {
		if (JmxDocument.isThreadGroup(element)) {
			Element loopController = JmxDocument.prop(element, MAIN_CONTROLLER);
			threadGroups.add(new ThreadGroup(element.getAttribute("testname"), JmxDocument.value(element, NUM_THREADS),
					JmxDocument.value(element, RAMP_TIME), JmxDocument.value(element, DURATION),
					loopController == null ? "" : JmxDocument.value(loopController, LOOPS),
					Boolean.parseBoolean(JmxDocument.value(element, SCHEDULER)), enabled));
		}
		if (enabled && JmxDocument.isThinkTimeTimer(element)) {
			timers = true;
		}
		if (JmxDocument.prop(element, DOMAIN) != null || JmxDocument.prop(element, PORT) != null) {
			httpServers.add(new HttpServer(element.getAttribute("testname"), JmxDocument.value(element, PROTOCOL),
					JmxDocument.value(element, DOMAIN), JmxDocument.value(element, PORT)));
		}
	}

	public Path path() {
		return path;
	}

	public List<ThreadGroup> threadGroups() {
		return List.copyOf(threadGroups);
	}

	/**
	 * The schedules of the enabled thread groups whose schedule Dyno understands (see {@link ScheduleReader}), in
	 * plan order, with {@code ${__P(name,default)}} fields read from {@code properties} (a launch's, a run's).
	 */
	public List<ThreadSchedule> schedules(Map<String, String> properties) {
		return groupSchedules(properties).stream().flatMap(Optional::stream).toList();
	}

	/**
	 * When the plan ends by its schedules alone: the latest end of its enabled thread groups' schedules, in seconds
	 * from the test's start; empty when a group ends with its loops, has a schedule Dyno cannot read, or the plan
	 * has no thread group.
	 */
	public OptionalDouble scheduledEnd(Map<String, String> properties) {
		List<Optional<ThreadSchedule>> groups = groupSchedules(properties);
		if (groups.isEmpty() || groups.stream().anyMatch(Optional::isEmpty)) {
			return OptionalDouble.empty();
		}
		return groups.stream().mapToDouble(g -> g.get().end()).max();
	}

	/** Each enabled thread group's schedule in plan order, empty where Dyno cannot tell it. */
	private List<Optional<ThreadSchedule>> groupSchedules(Map<String, String> properties) {
		ScheduleReader reader = new ScheduleReader(properties);
		List<Optional<ThreadSchedule>> schedules = new ArrayList<>();
		JmxDocument.walk(document, (element, enabled) -> {
			if (enabled && JmxDocument.isThreadGroup(element)) {
				schedules.add(reader.read(element));
			}
		});
		return schedules;
	}

	/** Whether any enabled timer (constant, uniform, gaussian, throughput ...) gives think time. */
	public boolean hasTimers() {
		return timers;
	}

	public List<HttpServer> httpServers() {
		return List.copyOf(httpServers);
	}

	/** Names read with {@code ${__P(name...)}} or {@code ${__property(name...)}}, in order of appearance. */
	public Set<String> propertyNames() {
		return Collections.unmodifiableSet(propertyNames);
	}

	/**
	 * Writes the effective plan to {@code out}: thread group fields read {@code ${__P(threads,orig)}},
	 * {@code ${__P(rampup,orig)}}, {@code ${__P(duration,orig)}}, {@code ${__P(loops,orig)}} and HTTP domains and
	 * ports {@code ${__P(host,orig)}} and {@code ${__P(port,orig)}}. When {@code overridden} contains
	 * {@link LoadLaunch#DURATION} the scheduler is switched on (and loops default to forever unless
	 * {@link LoadLaunch#LOOPS} is overridden too), since a duration means nothing without it. This plan's own file
	 * is left alone.
	 */
	public void writeEffective(Path out, Set<String> overridden) throws IOException {
		Document copy = (Document) document.cloneNode(true);
		boolean durationGiven = overridden.contains(LoadLaunch.DURATION);
		JmxDocument.walk(copy, (element, enabled) -> {
			if (JmxDocument.isThreadGroup(element) && JmxDocument.prop(element, NUM_THREADS) != null) {
				JmxDocument.setString(element, NUM_THREADS, readsProperty(LoadLaunch.THREADS, JmxDocument.value(element, NUM_THREADS)));
				JmxDocument.setString(element, RAMP_TIME, readsProperty(LoadLaunch.RAMP_UP, JmxDocument.value(element, RAMP_TIME)));
				JmxDocument.setString(element, DURATION, readsProperty(LoadLaunch.DURATION, JmxDocument.value(element, DURATION)));
				Element loops = JmxDocument.prop(element, MAIN_CONTROLLER);
				if (loops != null) {
					String orig = durationGiven && !overridden.contains(LoadLaunch.LOOPS) ? "-1" : JmxDocument.value(loops, LOOPS);
					JmxDocument.setString(loops, LOOPS, readsProperty(LoadLaunch.LOOPS, orig));
				}
				if (durationGiven) {
					JmxDocument.setBool(element, SCHEDULER, true);
				}
			}
			rewriteNonEmpty(element, DOMAIN, LoadLaunch.HOST);
			rewriteNonEmpty(element, PORT, LoadLaunch.PORT);
		});
		JmxDocument.write(copy, out);
	}

	private static void rewriteNonEmpty(Element element, String prop, String property) {
		Node p = JmxDocument.prop(element, prop);
		if (p != null && !p.getTextContent().isBlank()) {
			JmxDocument.setString(element, prop, readsProperty(property, p.getTextContent()));
		}
	}

	/**
	 * {@code ${__P(name,orig)}}; {@code orig} unchanged when it already reads that property. Commas in a plain value
	 * are escaped as JMeter's function syntax wants; a value that is itself an expression nests as it is.
	 */
	static String readsProperty(String name, String orig) {
		String value = orig.strip();
		if (value.matches("\\$\\{__P\\(\\s*" + Pattern.quote(name) + "\\s*(,.*)?\\)\\}")) {
			return value;
		}
		String fallback = value.contains("${") ? value : value.replace(",", "\\,");
		return "${__P(" + name + "," + fallback + ")}";
	}
}
