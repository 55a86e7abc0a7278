package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;
import static dyno.jboss.rules.internal.catalog.Edits.all;
import static dyno.jboss.rules.internal.catalog.Edits.first;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.RuleCase;

/** {@link MessagingRules} on the real JBoss Messaging, JCA, HornetQ and WildFly fixtures. */
public class MessagingRulesTest {

	private static final String MESSAGING_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/messaging/";
	private static final String FACTORIES = MESSAGING_51 + "connection-factories-service.xml";
	private static final String DESTINATIONS = MESSAGING_51 + "destinations-service.xml";
	private static final String DESTINATIONS_VARIANT = "jboss-as-5/variants/davenkin__jboss5-server/server/default/"
			+ "deploy/messaging/destinations-service.xml";
	private static final String REMOTING = MESSAGING_51 + "remoting-bisocket-service.xml";
	private static final String JCA = "jboss-as-5/5.1.0.GA/server/default/deploy/jca-jboss-beans.xml";
	private static final String HORNETQ = "jboss-as-6/6.1.0.Final/server/all/deploy/hornetq/hornetq-configuration.xml";
	private static final String HORNETQ_JMS = "jboss-as-6/6.1.0.Final/server/all/deploy/hornetq/hornetq-jms.xml";
	private static final String WILDFLY_FULL = "wildfly-39.0.1.Final/standalone/configuration/standalone-full.xml";
	private static final String WILDFLY = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";

	public static List<RuleCase> cases() {
		return List.of(
				quiet("jbm.cf.prefetchsize", FACTORIES),
				fires("jbm.cf.prefetchsize", FACTORIES).edit("PrefetchSize 1", attribute("PrefetchSize", "1")),
				quiet("jbm.cf.dupsokbatchsize", FACTORIES),
				fires("jbm.cf.dupsokbatchsize", FACTORIES).edit("DupsOKBatchSize 100", attribute("DupsOKBatchSize", "100")),
				quiet("jbm.cf.slowconsumers", FACTORIES),
				fires("jbm.cf.slowconsumers", FACTORIES).edit("SlowConsumers true", attribute("SlowConsumers", "true")),
				quiet("jbm.dest.fullsize", DESTINATIONS),
				fires("jbm.dest.fullsize", DESTINATIONS).edit("FullSize 1000", attribute("FullSize", "1000")),
				quiet("jbm.dest.pagesize", DESTINATIONS_VARIANT),
				fires("jbm.dest.pagesize", DESTINATIONS_VARIANT).edit("PageSize 500", attribute("PageSize", "500")),
				fires("jbm.dest.downcachesize", DESTINATIONS).edit("FullSize 200000", attribute("FullSize", "200000")),
				quiet("jbm.dest.downcachesize", DESTINATIONS).edit("FullSize 200000 and DownCacheSize 10000",
						attribute("FullSize", "200000").andThen(attribute("DownCacheSize", "10000"))),
				quiet("jbm.remoting.client_max_pool_size", REMOTING),
				fires("jbm.remoting.client_max_pool_size", REMOTING).edit("20 pooled connections",
						doc -> first(doc, "//attribute[@name='JBM_clientMaxPoolSize']").setText("20")),
				quiet("jca.workmanager.maximumpoolsize", JCA),
				fires("jca.workmanager.maximumpoolsize", JCA).edit("10 threads",
						doc -> first(doc, "bean[@name='WorkManagerThreadPool']/property[@name='maximumPoolSize']").setText("10")),
				quiet("jca.workmanager.maximumqueuesize", JCA),
				fires("jca.workmanager.maximumqueuesize", JCA).edit("no queue",
						doc -> first(doc, "bean[@name='WorkManagerThreadPool']/property[@name='maximumQueueSize']").setText("0")),
				quiet("jca.workmanager.keepalivetime", JCA),
				fires("jca.workmanager.keepalivetime", JCA).edit("threads retired after 1 s",
						doc -> first(doc, "bean[@name='WorkManagerThreadPool']/property[@name='keepAliveTime']").setText("1000")),

				fires("hq.journal_directory", HORNETQ),
				quiet("hq.journal_directory", HORNETQ).edit("a journal disk",
						doc -> first(doc, "journal-directory").setText("/journal-disk/hornetq/journal")),
				fires("hq.paging_directory", HORNETQ),
				quiet("hq.paging_directory", HORNETQ).edit("a paging disk", doc -> {
					first(doc, "paging-directory").setText("/paging-disk/hornetq/paging");
					first(doc, "large-messages-directory").setText("/paging-disk/hornetq/largemessages");
				}),
				fires("hq.journal_min_files", HORNETQ),
				quiet("hq.journal_min_files", HORNETQ).edit("a default of 20",
						doc -> first(doc, "journal-min-files").setText("${hornetq.journal.min.files:20}")),
				fires("hq.journal_file_size", HORNETQ),
				quiet("hq.journal_file_size", HORNETQ).edit("a default of 10 MB",
						doc -> first(doc, "journal-file-size").setText("${hornetq.journal.file.size:10485760}")),
				quiet("hq.journal_type", HORNETQ),
				fires("hq.journal_type", HORNETQ).edit("an NIO journal", element("journal-type", "NIO")),
				quiet("hq.journal_aio_flush_on_sync", HORNETQ),
				fires("hq.journal_aio_flush_on_sync", HORNETQ).edit("flush on sync",
						element("journal-aio-flush-on-sync", "true")),
				quiet("hq.persistence_enabled", HORNETQ),
				fires("hq.persistence_enabled", HORNETQ).edit("persistence off", element("persistence-enabled", "false")),
				quiet("hq.security_enabled", HORNETQ),
				fires("hq.security_enabled", HORNETQ).edit("security off", element("security-enabled", "false")),
				quiet("hq.tcp_nodelay", HORNETQ),
				fires("hq.tcp_nodelay", HORNETQ).edit("tcp-no-delay false",
						param("acceptors/acceptor[@name='netty']", "tcp-no-delay", "false")),
				fires("hq.tcp_send_buffer", HORNETQ),
				quiet("hq.tcp_send_buffer", HORNETQ).edit("256 KB send buffers",
						param("acceptors/acceptor[@name='netty']", "tcp-send-buffer-size", "262144")
								.andThen(param("acceptors/acceptor[@name='netty-throughput']", "tcp-send-buffer-size",
										"262144"))),
				fires("hq.tcp_receive_buffer", HORNETQ),
				quiet("hq.tcp_receive_buffer", HORNETQ).edit("256 KB receive buffers",
						param("acceptors/acceptor[@name='netty']", "tcp-receive-buffer-size", "262144")
								.andThen(param("acceptors/acceptor[@name='netty-throughput']", "tcp-receive-buffer-size",
										"262144"))),
				fires("hq.batch_delay", HORNETQ),
				fires("hq.batch_delay", WILDFLY_FULL),
				quiet("hq.batch_delay", WILDFLY),
				quiet("hq.batch_delay", HORNETQ).edit("batch-delay removed",
						doc -> all(doc, "//param[@key='batch-delay']").forEach(XmlElement::remove)),
				quiet("hq.netty_throughput_cf", HORNETQ_JMS),
				fires("hq.netty_throughput_cf", HORNETQ_JMS).edit("no throughput factory",
						doc -> first(doc, "connection-factory[@name='NettyThroughputConnectionFactory']").remove()));
	}

	/** Adds {@code <attribute name="…">value</attribute>} to the first MBean. */
	private static Consumer<ConfigDocument> attribute(String name, String value) {
		return doc -> first(doc, "mbean").addChild("attribute", value).setAttribute("name", name);
	}

	/** Adds a top-level element of hornetq-configuration.xml. */
	private static Consumer<ConfigDocument> element(String name, String value) {
		return doc -> Edits.root(doc).addChild(name, value);
	}

	private static Consumer<ConfigDocument> param(String transport, String key, String value) {
		return doc -> {
			XmlElement p = first(doc, transport).addChild("param", null);
			p.setAttribute("key", key);
			p.setAttribute("value", value);
		};
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
