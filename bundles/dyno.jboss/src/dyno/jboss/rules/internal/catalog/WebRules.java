package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * The web tier: Tomcat / JBoss Web connectors and executors (server.xml, read from its typed model), the JBoss AS
 * 4.2 web deployer's mod_jk switch, WildFly's undertow and io subsystems; the web.xml / jboss-web.xml rules are in
 * {@link WebAppRules}, the mod_jk workers.properties rules in {@link ModJkRules}, Tomcat 9–11's own connector and
 * context.xml rules in {@link TomcatRules}, all part of this family.
 */
public final class WebRules {

	private WebRules() {
	}

	public static List<Rule> rules() {
		List<Rule> rules = new ArrayList<>(List.of(maxThreads(), minSpareThreads(), acceptCount(), maxIdleTime(),
				sharedExecutor(), ajpConnectionTimeout(), enableLookups(), ajpPoolForFailover(), staticPool(),
				jvmRoute(), useJk()));
		rules.addAll(WildFlyWebRules.rules());
		rules.addAll(TomcatRules.rules());
		rules.addAll(WebAppRules.rules());
		rules.addAll(JsfRules.rules());
		rules.addAll(ModJkRules.rules());
		return rules;
	}

	private static Connectors connectors(RuleContext ctx) {
		return new Connectors(ctx);
	}

	static Rule maxThreads() {
		return Rule.builder("jbossweb.connector.max_threads").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.WARNING).live(LiveInput.BUSY_THREADS_PEAK)
				.message("request thread pool too small")
				.rationale("Size maxThreads from measurement: under peak load the busy threads should stay about 25% "
						+ "below the limit. With live figures (keyed by the connector's port as written) the rule "
						+ "fires when the peak exceeds 80% of maxThreads and proposes peak x 1.25; without them it "
						+ "flags limits below the default of 200. Do not raise it when the CPU or the EJB/database "
						+ "tier is the bottleneck: web threads only carry the wait further.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject c : web.all()) {
						EObject owner = Connectors.threadOwner(c);
						long max = ModelValues.effectiveNumber(owner, "maxThreads").orElse(200L);
						OptionalDouble peak = ctx.live().get(LiveInput.BUSY_THREADS_PEAK, web.port(c));
						if (peak.isPresent() && peak.getAsDouble() > 0.8 * max) {
							int proposed = (int) Math.ceil(peak.getAsDouble() * 1.25);
							report.at(web.element(owner), web.label(c) + ": peak " + (long) peak.getAsDouble()
									+ " busy threads of " + max + ctx.live().over(), Fix.onModel(ctx, owner, "maxThreads", proposed));
						} else if (peak.isEmpty() && max < ModelValues.defaultNumber(owner, "maxThreads").orElse(200L)) {
							report.at(web.element(owner), web.label(c) + " allows " + max + " threads");
						}
					}
				}).build();
	}

	static Rule minSpareThreads() {
		return Rule.builder("jbossweb.connector.min_spare_threads").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("few idle request threads kept")
				.rationale("minSpareThreads below its default (10 on a connector, 25 on an executor) means bursts of "
						+ "requests first wait for new threads to be created; keep enough idle threads for the "
						+ "typical burst.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject c : web.all()) {
						EObject owner = Connectors.threadOwner(c);
						Optional<Long> spare = ModelValues.number(owner, "minSpareThreads");
						long usual = ModelValues.defaultNumber(owner, "minSpareThreads").orElse(0L);
						if (spare.isPresent() && spare.get() < usual) {
							report.at(web.element(owner), web.label(c) + " keeps " + spare.get());
						}
					}
				}).build();
	}

	static Rule acceptCount() {
		return Rule.builder("jbossweb.connector.accept_count").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("short backlog for waiting connections")
				.rationale("acceptCount is the queue of connections waiting once every thread is busy; past "
						+ "maxThreads + acceptCount clients get 'Connection refused'. Below the default of 100 that "
						+ "happens sooner under a load peak.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject c : web.all()) {
						Optional<Long> queue = ModelValues.number(c, "acceptCount");
						if (queue.isPresent() && queue.get() < ModelValues.defaultNumber(c, "acceptCount").orElse(0L)) {
							report.at(web.element(c), web.label(c) + ": acceptCount " + queue.get());
						}
					}
				}).build();
	}

	static Rule maxIdleTime() {
		return Rule.builder("jbossweb.connector.max_idle_time").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("idle executor threads kept a long time")
				.rationale("Threads above minSpareThreads end after maxIdleTime (default 60000 ms). A much longer "
						+ "time keeps the peak's threads and their stacks alive long after the peak.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject e : web.executors()) {
						Optional<Long> idle = ModelValues.number(e, "maxIdleTime");
						if (idle.isPresent() && idle.get() > ModelValues.defaultNumber(e, "maxIdleTime").orElse(0L)) {
							report.at(web.element(e), "executor " + ModelValues.text(e, "name").orElse("?") + ": "
									+ idle.get() + " ms");
						}
					}
				}).build();
	}

	static Rule sharedExecutor() {
		return Rule.builder("jbossweb.executor.shared_pool").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("connectors each have their own thread pool")
				.rationale("With several connectors, a named <Executor> referenced by each connector gives one "
						+ "request-thread budget to size and watch instead of one pool per connector.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject service : web.services()) {
						List<EObject> own = Connectors.contents(service, "connectors").stream()
								.filter(c -> Connectors.executor(c).isEmpty()).toList();
						if (own.size() >= 2) {
							report.at(web.element(service), own.size() + " connectors of service "
									+ ModelValues.text(service, "name").orElse("?") + " without an executor");
						}
					}
				}).build();
	}

	static Rule ajpConnectionTimeout() {
		// Info, not the reference's warning: it matters only when a proxy talks AJP to the server, and the
		// distributions open the AJP connector whether one does or not (as for its siblings jbossweb.jvm_route and
		// ajp.pool_size_failover, also info).
		return Rule.builder("jbossweb.connector.connection_timeout").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("AJP connector without a socket timeout")
				.rationale("Without connectionTimeout, connections that mod_jk abandons keep their AJP thread "
						+ "until maxThreads is reached and new requests fail while traffic is flat. Start at 60000 ms "
						+ "(30000 if connections are not recycled fast enough) and match mod_jk's "
						+ "connection_pool_timeout, which is in seconds. It matters only behind a proxy that talks "
						+ "AJP (mod_jk, mod_proxy_ajp); without one, switch the AJP connector off instead.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject c : web.ajp()) {
						if (ModelValues.value(c, "connectionTimeout").isEmpty()
								&& ModelValues.raw(ctx, c, "connectionTimeout").isEmpty()) {
							report.at(web.element(c), web.label(c), Fix.onModel(ctx, c, "connectionTimeout", 60000L));
						}
					}
				}).build();
	}

	static Rule enableLookups() {
		return Rule.builder("jbossweb.connector.enable_lookups").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.WARNING).message("reverse DNS lookup on every request")
				.rationale("enableLookups=true resolves each client address to a host name, a DNS round trip per "
						+ "request; keep it false.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject c : web.all()) {
						if (ModelValues.isTrue(c, "enableLookups")) {
							report.at(web.element(c), web.label(c), Fix.onModel(ctx, c, "enableLookups", false));
						}
					}
				}).build();
	}

	static Rule ajpPoolForFailover() {
		return Rule.builder("ajp.pool_size_failover").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("AJP thread pool not sized for failover")
				.rationale("Behind a balancer every node must absorb the share of a failed node as well. An AJP "
						+ "connector left at its built-in limit (40 threads in JBoss 4.x per the 2008 cluster "
						+ "slides, 200 later) was not sized for that; the slides' cluster ran 500.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					for (EObject c : web.ajp()) {
						if (ModelValues.raw(ctx, Connectors.threadOwner(c), "maxThreads").isEmpty()) {
							report.at(web.element(c), web.label(c) + " has no maxThreads");
						}
					}
				}).build();
	}

	static Rule staticPool() {
		return Rule.builder("threadpool.static_size.connector").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("thread pool grows and shrinks with load")
				.rationale("A pool that creates threads under load does so exactly when the machine is busiest; idle "
						+ "threads cost almost nothing. Fix the size (minimum = maximum) and add threads only while "
						+ "tasks wait, the CPU is idle and the database is not saturated.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					List<EObject> pools = new ArrayList<>(web.executors());
					pools.addAll(web.all());
					for (EObject p : pools) {
						Optional<Long> min = ModelValues.number(p, "minSpareThreads");
						Optional<Long> max = ModelValues.number(p, "maxThreads");
						if (min.isPresent() && max.isPresent() && min.get() < max.get()) {
							report.at(web.element(p), p.eClass().getName() + " " + min.get() + " .. " + max.get()
									+ " threads");
						}
					}
				}).build();
	}

	static Rule jvmRoute() {
		return Rule.builder("jbossweb.jvm_route").appliesTo(FileKind.TOMCAT_SERVER_XML)
				.severity(Severity.INFO).message("AJP connector but no jvmRoute on the engine")
				.rationale("Behind mod_jk with sticky sessions, each node's Engine needs a jvmRoute equal to its "
						+ "worker name, or the balancer cannot route a session back to its node.")
				.check((ctx, report) -> {
					Connectors web = connectors(ctx);
					if (web.ajp().isEmpty()) {
						return;
					}
					for (EObject engine : web.engines()) {
						if (ModelValues.raw(ctx, engine, "jvmRoute").isEmpty()) {
							report.at(web.element(engine), "engine " + ModelValues.text(engine, "name").orElse("?"));
						}
					}
				}).build();
	}

	static Rule useJk() {
		return Rule.builder("jbossweb.use_jk").appliesTo(FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("web deployer not prepared for mod_jk failover")
				.rationale("On JBoss AS 4.x behind mod_jk, UseJK=true makes the session id carry the node's route and "
						+ "rewrites it after a failover; with false, sticky sessions break once a node fails.")
				.check((ctx, report) -> {
					for (XmlElement mbean : ctx.root().select("mbean")) {
						ConfigValues.attribute(mbean, "UseJK").filter(a -> !ConfigValues.bool(a.text()).orElse(true))
								.ifPresent(a -> report.at(a, null,
										Fix.onElement(a, "set UseJK to true", e -> e.setText("true"))));
					}
				}).build();
	}
}
