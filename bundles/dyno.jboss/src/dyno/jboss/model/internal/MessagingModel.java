package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * Messaging: JBoss AS 6's HornetQ server configuration ({@link #hornetq()}, hornetq-configuration.xml: journal,
 * paging, persistence, thread pools), its JMS connection factories ({@link #hornetqJms()}, hornetq-jms.xml) and
 * JBoss Messaging of AS 5 ({@link #jbossMessaging()}: the server peer,
 * connection factories and destinations, MBeans of messaging-service.xml, connection-factories-service.xml and
 * destinations-service.xml).
 */
public final class MessagingModel {

	private MessagingModel() {
	}

	/** Builds the package {@code hornetq}. */
	public static EPackage hornetq() {
		ModelBuilder b = ModelBuilder.pkg("hornetq");
		b.eClass("HornetQConfiguration", "");
		b.xml("clustered", BOOLEAN, "clustered").tune("false", "flag", true, "hq.clustered");
		b.xml("persistenceEnabled", BOOLEAN, "persistence-enabled").tune("true", "flag", true,
				"hq.persistence_enabled");
		b.xml("securityEnabled", BOOLEAN, "security-enabled").tune("true", "flag", true, "hq.security_enabled");
		b.xml("journalType", STRING, "journal-type").tune("ASYNCIO", "choice", true, "hq.journal_type");
		b.xml("journalDirectory", STRING, "journal-directory").tune("data/journal", "path", true,
				"hq.journal_directory");
		b.xml("pagingDirectory", STRING, "paging-directory").tune("data/paging", "path", true,
				"hq.paging_directory");
		b.xml("journalFileSize", LONG, "journal-file-size").tune("10485760", "bytes", true, "hq.journal_file_size")
				.range(1024, 1L << 31);
		b.xml("journalMinFiles", INT, "journal-min-files").tune("2", "count", true, "hq.journal_min_files")
				.range(2, 1000);
		b.xml("journalSyncTransactional", BOOLEAN, "journal-sync-transactional").tune("true", "flag", true,
				"hq.journal_sync");
		b.xml("journalSyncNonTransactional", BOOLEAN, "journal-sync-non-transactional").tune("true", "flag", true,
				"hq.journal_sync");
		b.xml("threadPoolMaxSize", INT, "thread-pool-max-size").tune("30", "count", true, "hq.thread_pool_max_size");
		b.xml("scheduledThreadPoolMaxSize", INT, "scheduled-thread-pool-max-size").tune("5", "count", true,
				"hq.thread_pool_max_size");
		return b.build();
	}

	/** Builds the package {@code hornetqjms}. */
	public static EPackage hornetqJms() {
		ModelBuilder b = ModelBuilder.pkg("hornetqjms");
		b.eClass("HornetQJms", "").contains("connectionFactories", "JmsConnectionFactory");
		b.eClass("JmsConnectionFactory", "connection-factory");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "hq.netty_throughput_cf");
		b.xml("connector", STRING, "connectors/connector-ref/@connector-name").tune(Tuning.NONE, "text", true,
				"hq.netty_throughput_cf");
		b.xml("xa", BOOLEAN, "xa").tune("false", "flag", true, "hq.cf.xa");
		b.xml("consumerWindowSize", INT, "consumer-window-size").tune("1048576", "bytes", true,
				"hq.cf.consumer_window_size");
		b.xml("producerWindowSize", INT, "producer-window-size").tune("65536", "bytes", true,
				"hq.cf.producer_window_size");
		b.xml("blockOnDurableSend", BOOLEAN, "block-on-durable-send").tune("true", "flag", true,
				"hq.cf.block_on_durable_send");
		b.xml("blockOnAcknowledge", BOOLEAN, "block-on-acknowledge").tune("false", "flag", true,
				"hq.cf.block_on_acknowledge");
		b.xml("connectionTtl", LONG, "connection-ttl").tune("60000", "ms", true, "hq.cf.connection_ttl");
		b.xml("dupsOkBatchSize", INT, "dups-ok-batch-size").tune("1048576", "bytes", true, "jbm.cf.dupsokbatchsize");
		return b.build();
	}

	/** Builds the package {@code jbossmessaging}. */
	public static EPackage jbossMessaging() {
		ModelBuilder b = ModelBuilder.pkg("jbossmessaging");
		b.eClass("MessagingServices", "").contains("serverPeers", "ServerPeer").contains("connectionFactories",
				"ConnectionFactory").contains("queues", "Queue").contains("topics", "Topic");
		b.eClass("ServerPeer", "mbean[@code='org.jboss.jms.server.ServerPeer']");
		b.xml("defaultMaxDeliveryAttempts", INT, "attribute[@name='DefaultMaxDeliveryAttempts']").tune("10", "count",
				true, "jbm.server.max_delivery_attempts");
		b.xml("defaultRedeliveryDelay", LONG, "attribute[@name='DefaultRedeliveryDelay']").tune("0", "ms", true,
				"jbm.server.redelivery_delay");
		b.xml("messageCounterSamplePeriod", LONG, "attribute[@name='MessageCounterSamplePeriod']").tune("5000", "ms",
				true, "jbm.server.message_counters");
		b.xml("enableMessageCounters", BOOLEAN, "attribute[@name='EnableMessageCounters']").tune("false", "flag",
				true, "jbm.server.message_counters");
		b.eClass("ConnectionFactory", "mbean[@code='org.jboss.jms.server.connectionfactory.ConnectionFactory']");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jbm.cf.name");
		b.xml("prefetchSize", INT, "attribute[@name='PrefetchSize']").tune("150", "count", true, "jbm.cf.prefetchsize")
				.range(1, 100000);
		b.xml("dupsOkBatchSize", INT, "attribute[@name='DupsOKBatchSize']").tune("2000", "count", true,
				"jbm.cf.dupsokbatchsize");
		b.xml("slowConsumers", BOOLEAN, "attribute[@name='SlowConsumers']").tune("false", "flag", true,
				"jbm.cf.slowconsumers");
		b.xml("supportsFailover", BOOLEAN, "attribute[@name='SupportsFailover']").tune("true", "flag", true,
				"jbm.cf.failover");
		b.xml("supportsLoadBalancing", BOOLEAN, "attribute[@name='SupportsLoadBalancing']").tune("false", "flag",
				true, "jbm.cf.load_balancing");
		destination(b, "Queue", "org.jboss.jms.server.destination.QueueService");
		destination(b, "Topic", "org.jboss.jms.server.destination.TopicService");
		return b.build();
	}

	private static void destination(ModelBuilder b, String eClass, String code) {
		b.eClass(eClass, "mbean[@code='" + code + "']");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jbm.dest.name");
		b.xml("fullSize", INT, "attribute[@name='FullSize']").tune("75000", "count", true, "jbm.dest.fullsize")
				.range(1, 10000000);
		b.xml("pageSize", INT, "attribute[@name='PageSize']").tune("2000", "count", true, "jbm.dest.pagesize");
		b.xml("downCacheSize", INT, "attribute[@name='DownCacheSize']").tune("2000", "count", true,
				"jbm.dest.downcachesize");
		b.xml("maxDeliveryAttempts", INT, "attribute[@name='MaxDeliveryAttempts']").tune("-1", "count", true,
				"jbm.server.max_delivery_attempts");
		b.xml("redeliveryDelay", LONG, "attribute[@name='RedeliveryDelay']").tune("-1", "ms", true,
				"jbm.server.redelivery_delay");
		b.xml("clustered", BOOLEAN, "attribute[@name='Clustered']").tune("false", "flag", true, "jbm.dest.clustered");
	}
}
