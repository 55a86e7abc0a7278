package dyno.jboss.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Hashtable;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import javax.management.MBeanServerConnection;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;

/**
 * The runtime numbers an architect tunes against, per product, as MBean patterns: WildFly's io workers, Undertow
 * listeners, datasource pools, transactions, EJB pools, JMS queues and deployment sessions; Tomcat's and JBoss
 * Web's (JBoss AS 4–6) connector thread pools, request processors, session managers and datasources; JBoss AS
 * 4–6's JCA pools, transaction manager, EJB pools and JMS queues. {@link #find} lists the groups a server has;
 * MBeans it lacks are simply not listed. Finding only queries names and reads whether statistics are on.
 * <p>
 * WildFly's patterns name every key: its JMX facade answers such a query from the matching part of its management
 * model (milliseconds), but walks the whole model for a pattern with a trailing {@code ,*} (seconds on a small
 * machine, measured with WildFly 39), so a deployment's beans are asked for at and below the deployment.
 */
public final class RuntimeCatalogue {

	static final String WILDFLY = "WildFly";
	static final String TOMCAT = "Tomcat";
	static final String JBOSS_AS = "JBoss AS 4–6";
	/** IronJacamar's max-pool-size when a datasource leaves it undefined. */
	static final double WILDFLY_POOL_DEFAULT = 20;

	/**
	 * One kind of MBean: where it is, what its group is called, what it gives, its maximum and, for WildFly, the
	 * bean whose {@code statistics-enabled} says whether its numbers are counted.
	 */
	private record Probe(String product, ObjectName pattern, Function<ObjectName, String> title,
			List<Measure> measures, Function<ObjectName, Optional<Limit>> limit,
			UnaryOperator<ObjectName> statisticsBean) {
	}

	private static final List<Probe> PROBES = List.of(
			// WildFly: Undertow runs requests on the io subsystem's worker task threads.
			new Probe(WILDFLY, name("jboss.as:subsystem=io,worker=*"), b -> "Undertow worker " + key(b, "worker"),
					List.of(Measure.level("busy task threads", "BusyTaskThreadCount"),
							Measure.level("queued tasks", "QueueSize")),
					b -> limit("task-max-threads", b, OptionalDouble.empty(), "MaxPoolSize", "TaskMaxThreads"),
					null),
			new Probe(WILDFLY, name("jboss.as:subsystem=undertow,server=*,http-listener=*"),
					b -> "HTTP listener " + key(b, "http-listener") + " (" + key(b, "server") + ")", listener(),
					b -> Optional.empty(), b -> name("jboss.as:subsystem=undertow")),
			new Probe(WILDFLY, name("jboss.as:subsystem=undertow,server=*,https-listener=*"),
					b -> "HTTPS listener " + key(b, "https-listener") + " (" + key(b, "server") + ")", listener(),
					b -> Optional.empty(), b -> name("jboss.as:subsystem=undertow")),
			new Probe(WILDFLY, name("jboss.as:subsystem=datasources,data-source=*,statistics=pool"),
					b -> "Datasource " + key(b, "data-source"), wildflyPool(),
					b -> limit("max-pool-size", without(b, "statistics"), OptionalDouble.of(WILDFLY_POOL_DEFAULT),
							"MaxPoolSize"),
					b -> b),
			new Probe(WILDFLY, name("jboss.as:subsystem=datasources,xa-data-source=*,statistics=pool"),
					b -> "XA datasource " + key(b, "xa-data-source"), wildflyPool(),
					b -> limit("max-pool-size", without(b, "statistics"), OptionalDouble.of(WILDFLY_POOL_DEFAULT),
							"MaxPoolSize"),
					b -> b),
			new Probe(WILDFLY, name("jboss.as:subsystem=transactions"), b -> "Transactions",
					List.of(Measure.count("committed", "NumberOfCommittedTransactions"),
							Measure.count("aborted", "NumberOfAbortedTransactions"),
							Measure.count("timed out", "NumberOfTimedOutTransactions"),
							Measure.level("in flight", "NumberOfInflightTransactions")),
					b -> Optional.empty(), b -> b),
			ejbPool("jboss.as:deployment=*,subsystem=ejb3,stateless-session-bean=*", "Stateless EJB ",
					"stateless-session-bean"),
			ejbPool("jboss.as:deployment=*,subdeployment=*,subsystem=ejb3,stateless-session-bean=*", "Stateless EJB ",
					"stateless-session-bean"),
			ejbPool("jboss.as:deployment=*,subsystem=ejb3,message-driven-bean=*", "Message-driven EJB ",
					"message-driven-bean"),
			ejbPool("jboss.as:deployment=*,subdeployment=*,subsystem=ejb3,message-driven-bean=*",
					"Message-driven EJB ", "message-driven-bean"),
			new Probe(WILDFLY, name("jboss.as:subsystem=messaging-activemq,server=*,jms-queue=*"),
					b -> "JMS queue " + key(b, "jms-queue"),
					List.of(Measure.level("messages", "MessageCount"), Measure.level("delivering", "DeliveringCount"),
							Measure.level("consumers", "ConsumerCount"), Measure.count("added", "MessagesAdded")),
					b -> Optional.empty(), null),
			new Probe(WILDFLY, name("jboss.as:deployment=*,subsystem=undertow"),
					b -> "Sessions of " + key(b, "deployment"), wildflySessions(),
					b -> limit("max-active-sessions", b, OptionalDouble.empty(), "MaxActiveSessions"), null),
			new Probe(WILDFLY, name("jboss.as:deployment=*,subdeployment=*,subsystem=undertow"),
					b -> "Sessions of " + key(b, "subdeployment"), wildflySessions(),
					b -> limit("max-active-sessions", b, OptionalDouble.empty(), "MaxActiveSessions"), null),
			// Tomcat, and JBoss Web in JBoss AS 4–6, which registers the same beans in its own domain.
			connectorPool(TOMCAT, "Catalina"), requests(TOMCAT, "Catalina"), sessions(TOMCAT, "Catalina"),
			connectorPool(JBOSS_AS, "jboss.web"), requests(JBOSS_AS, "jboss.web"), sessions(JBOSS_AS, "jboss.web"),
			new Probe(TOMCAT, name("Catalina:type=Executor,*"), b -> "Executor " + key(b, "name"),
					List.of(Measure.level("busy threads", "ActiveCount"), Measure.level("threads", "PoolSize"),
							Measure.level("queued", "QueueSize")),
					b -> limit("maxThreads", b, OptionalDouble.empty(), "MaxThreads"), null),
			new Probe(TOMCAT, name("Catalina:type=DataSource,*"), b -> "Datasource " + key(b, "name"),
					List.of(Measure.level("active", "NumActive"), Measure.level("idle", "NumIdle")),
					// DBCP 2 says maxTotal, DBCP 1 (Tomcat 7) maxActive
					b -> limit("maxTotal", b, OptionalDouble.empty(), "MaxTotal", "MaxActive"), null),
			// JBoss AS 4–6.
			new Probe(JBOSS_AS, name("jboss.jca:service=ManagedConnectionPool,name=*"),
					b -> "Connection pool " + key(b, "name"),
					List.of(Measure.level("in use", "InUseConnectionCount"),
							Measure.level("connections", "ConnectionCount"),
							Measure.level("available", "AvailableConnectionCount"),
							Measure.count("created", "ConnectionCreatedCount")),
					b -> limit("max-pool-size", b, OptionalDouble.empty(), "MaxSize"), null),
			new Probe(JBOSS_AS, name("jboss:service=TransactionManager"), b -> "Transactions",
					List.of(Measure.count("committed", "CommitCount"), Measure.count("rolled back", "RollbackCount"),
							Measure.level("in flight", "TransactionCount")),
					b -> Optional.empty(), null),
			new Probe(JBOSS_AS, name("jboss.j2ee:service=EJB,plugin=pool,*"), b -> "EJB pool " + key(b, "jndiName"),
					jbossEjbPool(), b -> limit("MaxSize", b, OptionalDouble.empty(), "MaxSize"), null),
			new Probe(JBOSS_AS, name("jboss.j2ee:service=EJB3,*"), b -> "EJB3 pool " + key(b, "name"),
					jbossEjbPool(), b -> limit("MaxSize", b, OptionalDouble.empty(), "MaxSize"), null),
			new Probe(JBOSS_AS, name("jboss.messaging.destination:service=Queue,name=*"),
					b -> "JMS queue " + key(b, "name"),
					List.of(Measure.level("messages", "MessageCount"), Measure.level("consumers", "ConsumerCount")),
					b -> Optional.empty(), null),
			new Probe(JBOSS_AS, name("jboss.mq.destination:service=Queue,name=*"), b -> "JMS queue " + key(b, "name"),
					List.of(Measure.level("messages", "QueueDepth"), Measure.level("receivers", "ReceiversCount")),
					b -> Optional.empty(), null),
			new Probe(JBOSS_AS, name("org.hornetq:module=JMS,type=Queue,name=*"), b -> "JMS queue " + key(b, "name"),
					List.of(Measure.level("messages", "MessageCount"), Measure.level("consumers", "ConsumerCount"),
							Measure.count("added", "MessagesAdded")),
					b -> Optional.empty(), null));

	private RuntimeCatalogue() {
	}

	/**
	 * The groups {@code mbs} has, WildFly's, Tomcat's and JBoss AS 4–6's as they come, each list sorted by
	 * title. A WildFly group whose statistics are off is listed with {@link RuntimeGroup#statisticsOff()} saying so.
	 *
	 * @param attributes the reader whose spellings of the beans' attributes are kept for the following reads
	 */
	public static List<RuntimeGroup> find(MBeanServerConnection mbs, RuntimeAttributes attributes) throws IOException {
		List<RuntimeGroup> groups = new ArrayList<>();
		Set<String> domains = Set.of(mbs.getDomains());
		for (Probe p : PROBES) {
			if (!domains.contains(p.pattern().getDomain())) {
				continue;
			}
			List<RuntimeGroup> found = new ArrayList<>();
			for (ObjectName bean : mbs.queryNames(p.pattern(), null)) {
				Optional<String> off = Optional.empty();
				if (p.statisticsBean() != null) {
					ObjectName switchBean = p.statisticsBean().apply(bean);
					if (Boolean.FALSE.equals(attributes.flag(mbs, switchBean, "StatisticsEnabled"))) {
						off = Optional.of(statisticsOff(switchBean));
					}
				}
				found.add(new RuntimeGroup(p.product(), p.title().apply(bean), bean, p.measures(),
						p.limit().apply(bean), off));
			}
			found.sort(Comparator.comparing(RuntimeGroup::title));
			groups.addAll(found);
		}
		return groups;
	}

	/**
	 * Why the numbers stay 0, and how an administrator switches them on: Dyno reads and never writes a server unasked.
	 * The management address is the bean's key list, which WildFly writes in address order.
	 */
	private static String statisticsOff(ObjectName switchBean) {
		String address = "/" + switchBean.getKeyPropertyListString().replace(',', '/').replace("/statistics=pool", "");
		return "statistics are off (statistics-enabled=false on " + address + "), so its numbers stay 0. Dyno does not "
				+ "change the server; to count them: " + address
				+ ":write-attribute(name=statistics-enabled,value=true) in jboss-cli, or start the server with "
				+ "-Dwildfly.statistics-enabled=true (the shipped configurations read it).";
	}

	private static List<Measure> listener() {
		return List.of(Measure.count("requests", "RequestCount"), Measure.count("errors", "ErrorCount"));
	}

	private static List<Measure> wildflyPool() {
		return List.of(Measure.level("in use", "InUseCount"), Measure.level("created", "ActiveCount"),
				Measure.level("available", "AvailableCount"), Measure.level("peak in use", "MaxUsedCount"),
				Measure.count("waited", "WaitCount"), Measure.count("timed out", "TimedOut"));
	}

	private static Probe ejbPool(String pattern, String title, String key) {
		return new Probe(WILDFLY, name(pattern), b -> title + key(b, key),
				List.of(Measure.level("instances", "PoolCurrentSize"), Measure.level("available", "PoolAvailableCount"),
						Measure.count("invocations", "Invocations")),
				b -> limit("max pool size", b, OptionalDouble.empty(), "PoolMaxSize"),
				b -> name("jboss.as:subsystem=ejb3"));
	}

	private static List<Measure> wildflySessions() {
		return List.of(Measure.level("active sessions", "ActiveSessions"),
				Measure.count("created", "SessionsCreated"), Measure.count("rejected", "RejectedSessions"));
	}

	private static List<Measure> jbossEjbPool() {
		return List.of(Measure.level("instances", "CurrentSize"), Measure.level("available", "AvailableCount"));
	}

	private static Probe connectorPool(String product, String domain) {
		return new Probe(product, name(domain + ":type=ThreadPool,name=*"), b -> "Connector " + key(b, "name"),
				List.of(Measure.level("busy threads", "CurrentThreadsBusy"),
						Measure.level("threads", "CurrentThreadCount")),
				b -> limit("maxThreads", b, OptionalDouble.empty(), "MaxThreads"), null);
	}

	private static Probe requests(String product, String domain) {
		return new Probe(product, name(domain + ":type=GlobalRequestProcessor,name=*"),
				b -> "Requests of " + key(b, "name"),
				List.of(Measure.count("requests", "RequestCount"), Measure.count("errors", "ErrorCount")),
				b -> Optional.empty(), null);
	}

	private static Probe sessions(String product, String domain) {
		return new Probe(product, name(domain + ":type=Manager,*"),
				b -> "Sessions of " + Optional.ofNullable(b.getKeyProperty("context")).orElse(key(b, "path")),
				List.of(Measure.level("active sessions", "ActiveSessions"),
						Measure.count("created", "SessionCounter"), Measure.count("rejected", "RejectedSessions")),
				b -> limit("maxActiveSessions", b, OptionalDouble.empty(), "MaxActiveSessions"), null);
	}

	private static Optional<Limit> limit(String label, ObjectName bean, OptionalDouble fallback, String... attributes) {
		return Optional.of(new Limit(label, bean, List.of(attributes), fallback));
	}

	/** A key property as the configuration writes it (ObjectName quotes values with special characters). */
	private static String key(ObjectName bean, String key) {
		String v = bean.getKeyProperty(key);
		if (v == null) {
			return "?";
		}
		return v.startsWith("\"") ? ObjectName.unquote(v) : v;
	}

	/** The bean one level up: a WildFly statistics resource's parent holds the configured attributes. */
	private static ObjectName without(ObjectName bean, String key) {
		Hashtable<String, String> keys = new Hashtable<>(bean.getKeyPropertyList());
		keys.remove(key);
		try {
			return new ObjectName(bean.getDomain(), keys);
		} catch (MalformedObjectNameException e) {
			throw new IllegalArgumentException(bean.toString(), e);
		}
	}

	private static ObjectName name(String text) {
		try {
			return new ObjectName(text);
		} catch (MalformedObjectNameException e) {
			throw new IllegalArgumentException(text, e);
		}
	}
}
