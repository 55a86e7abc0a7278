package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.OptionalLong;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * JBoss Messaging (JBoss AS 5): connection factories, destinations, the remoting connector, and the JCA work
 * manager that delivers inflow to MDBs. The JBM MBeans may sit in any *-service.xml, whose model does not hold
 * them, so those rules read the XML of every JBoss service file as well as the messaging ones; the work manager's
 * pool is read from the beans model. Part of {@link MessagingRules}.
 */
final class JbmRules {

	private static final String FACTORY = "org.jboss.jms.server.connectionfactory.ConnectionFactory";
	private static final List<String> DESTINATIONS = List.of("org.jboss.jms.server.destination.QueueService",
			"org.jboss.jms.server.destination.TopicService");

	private JbmRules() {
	}

	static List<Rule> rules() {
		return List.of(
				below("jbm.cf.prefetchsize", List.of(FACTORY), "PrefetchSize", 150, "consumers buffer few messages",
						"PrefetchSize is how many messages each consumer buffers on the client; below the default of "
								+ "150 consumers go back to the server more often. Larger values give more "
								+ "throughput for more client memory."),
				below("jbm.cf.dupsokbatchsize", List.of(FACTORY), "DupsOKBatchSize", 2000,
						"DUPS_OK acknowledgements sent in small batches",
						"In DUPS_OK_ACKNOWLEDGE mode acknowledgements are sent in batches of this size (default "
								+ "2000); smaller batches mean more round trips, larger ones more memory."),
				slowConsumers(),
				below("jbm.dest.fullsize", DESTINATIONS, "FullSize", 75000, "destination pages to disk early",
						"FullSize is how many messages a queue or subscription keeps in memory before paging to "
								+ "storage (default 75000). A smaller value pages sooner; raise it for high message "
								+ "rates when the heap allows."),
				below("jbm.dest.pagesize", DESTINATIONS, "PageSize", 2000, "messages loaded from storage in small pages",
						"PageSize is how many messages one load from storage brings back (default 2000). Raise it "
								+ "step by step while throughput improves: 5000 was best for 100,000 messages of 1 KB "
								+ "in the reference test."),
				downCache(), clientPool(), workManagerPool(), workManagerQueue(), workManagerKeepAlive());
	}

	private static List<XmlElement> mbeans(XmlElement root, List<String> codes) {
		return root.select("//mbean").stream().filter(m -> codes.contains(m.attribute("code").orElse(""))).toList();
	}

	private static String name(XmlElement mbean) {
		return mbean.attribute("name").orElse("?");
	}

	/** A rule that fires when an MBean attribute is set below the server's default. */
	private static Rule below(String id, List<String> codes, String attribute, long min, String message,
			String rationale) {
		return Rule.builder(id).appliesTo(FileKind.JBOSS_MESSAGING, FileKind.JBOSS_SERVICE).severity(Severity.INFO)
				.message(message).rationale(rationale).check((ctx, report) -> {
					for (XmlElement m : mbeans(ctx.root(), codes)) {
						ConfigValues.attribute(m, attribute).ifPresent(a -> {
							OptionalLong v = ConfigValues.number(a.text());
							if (v.isPresent() && v.getAsLong() < min) {
								report.at(a, name(m) + ": " + attribute + " " + v.getAsLong());
							}
						});
					}
				}).build();
	}

	static Rule slowConsumers() {
		return Rule.builder("jbm.cf.slowconsumers").appliesTo(FileKind.JBOSS_MESSAGING, FileKind.JBOSS_SERVICE)
				.severity(Severity.WARNING).message("client-side message buffering switched off")
				.rationale("SlowConsumers=true disables consumer buffering so that fast consumers cannot take every "
						+ "message; every message then costs a round trip and throughput drops sharply. Leave it "
						+ "false unless that starvation is the problem.")
				.check((ctx, report) -> {
					for (XmlElement m : mbeans(ctx.root(), List.of(FACTORY))) {
						ConfigValues.attribute(m, "SlowConsumers").filter(a -> ConfigValues.bool(a.text()).orElse(false))
								.ifPresent(a -> report.at(a, name(m),
										Fix.onElement(a, "set SlowConsumers to false", e -> e.setText("false"))));
					}
				}).build();
	}

	static Rule downCache() {
		return Rule.builder("jbm.dest.downcachesize").appliesTo(FileKind.JBOSS_MESSAGING, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("FullSize raised without the down cache")
				.rationale("Messages beyond FullSize are collected in the down cache and written to storage in "
						+ "batches of DownCacheSize (default 2000). When FullSize is raised for high rates, raise "
						+ "DownCacheSize with it so paging writes fewer, larger batches.")
				.check((ctx, report) -> {
					for (XmlElement m : mbeans(ctx.root(), DESTINATIONS)) {
						long full = ConfigValues.number(ConfigValues.attributeText(m, "FullSize")).orElse(75000);
						long down = ConfigValues.number(ConfigValues.attributeText(m, "DownCacheSize")).orElse(2000);
						if (full > 75000 && down <= 2000) {
							report.at(m, name(m) + ": FullSize " + full + ", DownCacheSize " + down);
						}
					}
				}).build();
	}

	static Rule clientPool() {
		return Rule.builder("jbm.remoting.client_max_pool_size").appliesTo(FileKind.JBOSS_MESSAGING, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("remote JMS clients may open few connections")
				.rationale("JBM_clientMaxPoolSize caps the connections a remote JMS client pools, and so the "
						+ "connections and sessions it can use at once; the default is 200.")
				.check((ctx, report) -> {
					for (XmlElement a : ctx.root().select("//attribute[@name='JBM_clientMaxPoolSize']")) {
						OptionalLong v = ConfigValues.number(a.text());
						if (v.isPresent() && v.getAsLong() < 200) {
							report.at(a, Long.toString(v.getAsLong()),
									Fix.onElement(a, "set JBM_clientMaxPoolSize to 200", e -> e.setText("200")));
						}
					}
				}).build();
	}

	/** The JCA work manager's thread pool bean, from the typed model of a *-jboss-beans.xml. */
	private static void workManagerBelow(RuleContext ctx, Reporter report, String attribute, long min) {
		for (EObject pool : ctx.model().all("ThreadPoolBean")) {
			if (ModelValues.text(pool, "name").filter("WorkManagerThreadPool"::equals).isPresent()) {
				ModelValues.number(pool, attribute).filter(v -> v < min).ifPresent(
						v -> report.atLine(ModelValues.line(ctx, pool, attribute), attribute + " " + v));
			}
		}
	}

	static Rule workManagerPool() {
		return Rule.builder("jca.workmanager.maximumpoolsize").appliesTo(FileKind.JBOSS_BEANS)
				.severity(Severity.INFO).message("few threads deliver messages to MDBs")
				.rationale("The JCA WorkManager's threads deliver JMS inflow to message-driven beans; below the "
						+ "default of 100 MDB throughput is capped while every WorkManager thread is busy.")
				.check((ctx, report) -> workManagerBelow(ctx, report, "maximumPoolSize", 100)).build();
	}

	static Rule workManagerQueue() {
		return Rule.builder("jca.workmanager.maximumqueuesize").appliesTo(FileKind.JBOSS_BEANS)
				.severity(Severity.INFO).message("short queue for MDB inflow")
				.rationale("Work waiting for a WorkManager thread queues here (default 1024); a shorter queue "
						+ "rejects inflow work sooner during a backlog.")
				.check((ctx, report) -> workManagerBelow(ctx, report, "maximumQueueSize", 1024)).build();
	}

	static Rule workManagerKeepAlive() {
		return Rule.builder("jca.workmanager.keepalivetime").appliesTo(FileKind.JBOSS_BEANS)
				.advice("Set the WorkManagerThreadPool's keepAliveTime back to about 60000 ms.")
				.severity(Severity.INFO).message("idle MDB delivery threads are retired at once")
				.rationale("keepAliveTime is how long an idle WorkManager thread lives before it is retired "
						+ "(60000 ms by default). Under ten seconds, the threads that deliver JMS inflow to MDBs are "
						+ "torn down between bursts of messages and created again for the next one.")
				.check((ctx, report) -> workManagerBelow(ctx, report, "keepAliveTime", 10_000)).build();
	}
}
