package dyno.load.jmeter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * What Dyno needs from a .jmx: thread groups (threads, ramp-up, duration, loops), whether timers are present,
 * HTTP hosts and ports, the {@code ${__P(...)}} property names; and an effective copy whose thread group and
 * HTTP fields read properties, so {@link LoadLaunch} overrides apply to any plan.
 */
public final class JmxPlan {

	/**
	 * One thread group as written in the plan (values are text: they may be expressions such as
	 * {@code ${__P(threads,10)}}).
	 */
	public record ThreadGroup(String name, String threads, String rampUp, String duration, String loops,
			boolean scheduler, boolean enabled) {
	}

	/** The server of an HTTP sampler or HTTP Request Defaults element, as written. */
	public record HttpServer(String element, String protocol, String domain, String port) {
	}

	private JmxPlan() {
	}

	/** Reads a plan; the IOException names the file and what is wrong with it. */
	public static JmxPlan read(Path jmx) throws IOException {
		throw new UnsupportedOperationException();
	}

	public Path path() {
		throw new UnsupportedOperationException();
	}

	public List<ThreadGroup> threadGroups() {
		throw new UnsupportedOperationException();
	}

	/** Whether any enabled timer (constant, uniform, gaussian, throughput ...) gives think time. */
	public boolean hasTimers() {
		throw new UnsupportedOperationException();
	}

	public List<HttpServer> httpServers() {
		throw new UnsupportedOperationException();
	}

	/** Names read with {@code ${__P(name...)}} or {@code ${__property(name...)}}, in order of appearance. */
	public Set<String> propertyNames() {
		throw new UnsupportedOperationException();
	}

	/**
	 * Writes the effective plan to {@code out}: thread group fields read {@code ${__P(threads,orig)}},
	 * {@code ${__P(rampup,orig)}}, {@code ${__P(duration,orig)}}, {@code ${__P(loops,orig)}} and HTTP domains and
	 * ports {@code ${__P(host,orig)}} and {@code ${__P(port,orig)}}. When {@code overridden} contains
	 * {@link LoadLaunch#DURATION} the scheduler is switched on (and loops default to forever unless
	 * {@link LoadLaunch#LOOPS} is overridden too), since a duration means nothing without it.
	 */
	public void writeEffective(Path out, Set<String> overridden) throws IOException {
		throw new UnsupportedOperationException();
	}
}
