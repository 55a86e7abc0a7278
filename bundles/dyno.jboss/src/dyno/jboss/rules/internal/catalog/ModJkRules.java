package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import dyno.jboss.FileKind;
import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * Apache mod_jk's workers.properties in front of a JBoss cluster: probing, timeouts, stickiness and templates of the
 * AJP workers. A worker's setting is its own {@code worker.NAME.key} or the one it inherits through
 * {@code worker.NAME.reference=worker.TEMPLATE}. Part of the {@link WebRules} family.
 */
final class ModJkRules {

	private ModJkRules() {
	}

	static List<Rule> rules() {
		return List.of(pingMode(), pingTimeout(), socketTimeout(), connectionPoolTimeout(), stickySession(),
				workerTemplate());
	}

	/** A setting of a worker, its own or inherited through {@code reference} (cycles end the search). */
	static Optional<String> setting(PropertiesDocument props, String worker, String key) {
		Set<String> seen = new LinkedHashSet<>();
		String w = worker;
		while (w != null && seen.add(w)) {
			Optional<String> own = props.get("worker." + w + "." + key);
			if (own.isPresent()) {
				return own.map(String::strip);
			}
			w = props.get("worker." + w + ".reference").map(r -> r.strip().replaceFirst("^worker\\.", "")).orElse(null);
		}
		return Optional.empty();
	}

	/** The workers that serve requests: those listed in worker.list and the members of load balancers. */
	static List<String> workers(PropertiesDocument props) {
		Set<String> names = new LinkedHashSet<>(split(props.get("worker.list")));
		for (String lb : new ArrayList<>(names)) {
			if (setting(props, lb, "type").orElse("").equals("lb")) {
				names.addAll(split(setting(props, lb, "balance_workers")));
				names.addAll(split(setting(props, lb, "balanced_workers")));
			}
		}
		return List.copyOf(names);
	}

	/** The AJP workers among them (ajp13 is mod_jk's default type). */
	static List<String> ajpWorkers(PropertiesDocument props) {
		return workers(props).stream().filter(w -> setting(props, w, "type").orElse("ajp13").equals("ajp13")).toList();
	}

	private static List<String> split(Optional<String> list) {
		return list.stream().flatMap(l -> List.of(l.split("[,\\s]+")).stream()).filter(s -> !s.isEmpty()).toList();
	}

	static Rule pingMode() {
		return Rule.builder("modjk.ping_mode").appliesTo(FileKind.MODJK_WORKERS).severity(Severity.WARNING)
				.reference("modjk.ping_mode", "modjk.connect_prepost_timeout")
				.message("AJP worker does not probe its connections")
				.rationale("Without ping_mode (mod_jk 1.2.27 and later; older versions: connect_timeout and "
						+ "prepost_timeout of about 10000 ms) a connection that died with a back-end restart or an "
						+ "idle firewall is only found out by a failing request. ping_mode=A probes on connect, "
						+ "before each request and while idle.")
				.check((ctx, report) -> {
					PropertiesDocument props = ctx.properties();
					for (String w : ajpWorkers(props)) {
						if (setting(props, w, "ping_mode").isEmpty() && setting(props, w, "prepost_timeout").isEmpty()) {
							report.atLine(0, "worker " + w, Fix.of("set worker." + w + ".ping_mode to A",
									doc -> ((PropertiesDocument) doc).set("worker." + w + ".ping_mode", "A")));
						}
					}
				}).build();
	}

	static Rule pingTimeout() {
		return Rule.builder("modjk.ping_timeout").appliesTo(FileKind.MODJK_WORKERS).severity(Severity.INFO)
				.message("probe waits long for its answer")
				.rationale("With probing on, ping_timeout is how long mod_jk waits for the back end's reply (10000 ms "
						+ "when not set). The reference setup uses 1000 ms so a dead node is skipped quickly.")
				.check((ctx, report) -> {
					PropertiesDocument props = ctx.properties();
					for (String w : ajpWorkers(props)) {
						OptionalLong ms = ConfigValues.number(setting(props, w, "ping_timeout"));
						if (setting(props, w, "ping_mode").isPresent() && ms.orElse(10000) > 1000) {
							report.atLine(0, "worker " + w + ": " + ms.orElse(10000) + " ms");
						}
					}
				}).build();
	}

	static Rule socketTimeout() {
		return Rule.builder("modjk.socket_timeout").appliesTo(FileKind.MODJK_WORKERS).severity(Severity.INFO)
				.message("AJP worker waits on its socket forever")
				.rationale("Without socket_timeout (seconds) a hung back end holds the Apache child that talks to it "
						+ "indefinitely; the reference setup uses 10 seconds.")
				.check((ctx, report) -> {
					PropertiesDocument props = ctx.properties();
					for (String w : ajpWorkers(props)) {
						if (ConfigValues.number(setting(props, w, "socket_timeout")).orElse(0) <= 0) {
							report.atLine(0, "worker " + w);
						}
					}
				}).build();
	}

	static Rule connectionPoolTimeout() {
		return Rule.builder("modjk.connection_pool_timeout").appliesTo(FileKind.MODJK_WORKERS)
				.severity(Severity.WARNING).message("idle AJP connections never closed by mod_jk")
				.rationale("connection_pool_timeout (in seconds) should equal the AJP connector's connectionTimeout "
						+ "(in milliseconds: 60 s = 60000) so both ends drop idle connections together; otherwise "
						+ "half-closed connections pin AJP threads. A value above an hour was probably written in "
						+ "milliseconds.")
				.check((ctx, report) -> {
					PropertiesDocument props = ctx.properties();
					for (String w : ajpWorkers(props)) {
						OptionalLong s = ConfigValues.number(setting(props, w, "connection_pool_timeout"));
						if (s.orElse(0) <= 0) {
							report.atLine(0, "worker " + w + " has none", Fix.of("set worker." + w
									+ ".connection_pool_timeout to 60", doc -> ((PropertiesDocument) doc)
											.set("worker." + w + ".connection_pool_timeout", "60")));
						} else if (s.getAsLong() > 3600) {
							report.atLine(0, "worker " + w + ": " + s.getAsLong() + " s");
						}
					}
				}).build();
	}

	static Rule stickySession() {
		return Rule.builder("modjk.sticky_session").appliesTo(FileKind.MODJK_WORKERS).severity(Severity.WARNING)
				.message("load balancer spreads one session over several nodes")
				.rationale("With replicated sessions (buddy replication above all) a session must go back to the "
						+ "node that owns it; without sticky sessions every request may pull the session over the "
						+ "network first.")
				.check((ctx, report) -> {
					PropertiesDocument props = ctx.properties();
					for (String lb : workers(props)) {
						if (setting(props, lb, "type").orElse("").equals("lb")
								&& ConfigValues.isFalse(setting(props, lb, "sticky_session"))) {
							report.atLine(0, "worker " + lb, Fix.of("set worker." + lb + ".sticky_session to 1",
									doc -> ((PropertiesDocument) doc).set("worker." + lb + ".sticky_session", "1")));
						}
					}
				}).build();
	}

	static Rule workerTemplate() {
		return Rule.builder("modjk.worker_template").appliesTo(FileKind.MODJK_WORKERS).severity(Severity.INFO)
				.message("AJP workers repeat their settings")
				.rationale("Several node workers are easier to keep alike when their shared settings live in one "
						+ "template worker that each node references (worker.NODE.reference=worker.template).")
				.check((ctx, report) -> {
					PropertiesDocument props = ctx.properties();
					List<String> ajp = ajpWorkers(props);
					if (ajp.size() >= 2 && ajp.stream().noneMatch(w -> props.get("worker." + w + ".reference").isPresent())) {
						report.atLine(0, ajp.size() + " AJP workers without a template");
					}
				}).build();
	}
}
