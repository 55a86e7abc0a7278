package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * The web tier of WildFly: the io subsystem's worker (the request thread pool, from the typed model) and undertow's
 * listeners, JSP and session settings (which the model does not hold). The advice is the JBoss Web advice of {@link WebRules} carried over to the undertow names.
 */
final class WildFlyWebRules {

	private WildFlyWebRules() {
	}

	static List<Rule> rules() {
		return List.of(taskMaxThreads(), taskThreadsPeak(), resolvePeerAddress(), jspDevelopment(), sessionTimeout());
	}

	static Rule taskMaxThreads() {
		return Rule.builder("wildfly.io.task_max_threads")
				.appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.INFO).message("request thread pool sized by the CPU count only")
				.rationale("Without task-max-threads an io worker runs up to 16 request threads per CPU core. As with "
						+ "JBoss Web's maxThreads, size it from measurement: peak busy threads plus about 25%, and "
						+ "keep the pool fixed rather than letting it grow under stress.")
				.check((ctx, report) -> {
					for (EObject worker : ctx.model().all("IoWorker")) {
						if (ModelValues.raw(ctx, worker, "taskMaxThreads").isEmpty()) {
							report.at(ctx.model().elementOf(worker),
									"io worker " + ModelValues.text(worker, "name").orElse("?"));
						}
					}
				}).build();
	}

	/** An io worker's default: 16 request threads per CPU core. */
	static final int TASK_THREADS_PER_CORE = 16;

	static Rule taskThreadsPeak() {
		return Rule.builder("wildfly.io.task_threads_peak")
				.appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.WARNING).live(LiveInput.BUSY_THREADS_PEAK, LiveInput.AVAILABLE_PROCESSORS)
				.message("request thread pool near its limit")
				.rationale("Measured on the running server (its worker's \"default task\" threads): when the peak of "
						+ "busy request threads passes 80% of task-max-threads (or of 16 per CPU core where it is not "
						+ "set), requests queue. Raise it to the peak plus 25%, unless the CPU or the database is "
						+ "what the threads wait for: more threads would only queue there.")
				.check((ctx, report) -> {
					OptionalDouble cores = ctx.live().get(LiveInput.AVAILABLE_PROCESSORS);
					for (EObject worker : ctx.model().all("IoWorker")) {
						String name = ModelValues.text(worker, "name").orElse("?");
						OptionalDouble peak = ctx.live().get(LiveInput.BUSY_THREADS_PEAK, name);
						Optional<Long> set = ModelValues.number(worker, "taskMaxThreads");
						if (peak.isEmpty() || (set.isEmpty() && cores.isEmpty())) {
							continue;
						}
						long max = set.orElseGet(() -> (long) (TASK_THREADS_PER_CORE * cores.getAsDouble()));
						if (peak.getAsDouble() > 0.8 * max) {
							int proposed = (int) Math.ceil(peak.getAsDouble() * 1.25);
							report.at(ctx.model().elementOf(worker), "io worker " + name + ": peak "
									+ (long) peak.getAsDouble() + " busy threads of " + max + ctx.live().over(),
									Fix.onModel(ctx, worker, "taskMaxThreads", proposed));
						}
					}
				}).build();
	}

	static Rule resolvePeerAddress() {
		return Rule.builder("wildfly.undertow.resolve_peer_address").appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.WARNING).message("reverse DNS lookup on every request")
				.rationale("resolve-peer-address=true makes undertow look up the host name of each client, a DNS "
						+ "round trip per request (JBoss Web's enableLookups); keep it false.")
				.check((ctx, report) -> {
					for (XmlElement undertow : Subsystems.named(ctx.root(), "undertow")) {
						for (XmlElement l : undertow.select("server/http-listener|https-listener|ajp-listener")) {
							if (ConfigValues.isTrue(l.attribute("resolve-peer-address"))) {
								report.at(l, l.localName() + " " + l.attribute("name").orElse("?"), Fix.onElement(l,
										"remove resolve-peer-address", e -> e.removeAttribute("resolve-peer-address")));
							}
						}
					}
				}).build();
	}

	static Rule jspDevelopment() {
		return Rule.builder("wildfly.undertow.jsp_development").appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.WARNING).message("JSPs in development mode")
				.rationale("In development mode every JSP access checks the page for changes; production servers "
						+ "should compile once and not check.")
				.check((ctx, report) -> {
					for (XmlElement undertow : Subsystems.named(ctx.root(), "undertow")) {
						for (XmlElement jsp : undertow.select("servlet-container/jsp-config")) {
							if (ConfigValues.isTrue(jsp.attribute("development"))) {
								report.at(jsp, Subsystems.label(undertow, "undertow"), Fix.onElement(jsp,
										"set development to false", e -> e.setAttribute("development", "false")));
							}
						}
					}
				}).build();
	}

	static Rule sessionTimeout() {
		return Rule.builder("wildfly.undertow.session_timeout").appliesTo(FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.INFO).message("sessions live long or forever")
				.rationale("Idle sessions hold heap (and replication space in a cluster) until they time out. A "
						+ "default above an hour, or none at all, lets abandoned sessions pile up; 30 minutes is "
						+ "the usual default, and applications should invalidate sessions when done.")
				.check((ctx, report) -> {
					for (XmlElement undertow : Subsystems.named(ctx.root(), "undertow")) {
						for (XmlElement c : undertow.children("servlet-container")) {
							OptionalLong minutes = ConfigValues.number(c.attribute("default-session-timeout"));
							if (minutes.isPresent() && (minutes.getAsLong() <= 0 || minutes.getAsLong() > 60)) {
								report.at(c, "servlet container " + c.attribute("name").orElse("?") + ": "
										+ minutes.getAsLong() + " minutes");
							}
						}
					}
				}).build();
	}
}
