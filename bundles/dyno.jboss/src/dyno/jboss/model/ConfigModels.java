package dyno.jboss.model;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.FileKind;
import dyno.jboss.model.internal.ClusterModel;
import dyno.jboss.model.internal.DatasourceModel;
import dyno.jboss.model.internal.EjbModel;
import dyno.jboss.model.internal.JBossWebXmlModel;
import dyno.jboss.model.internal.JvmModel;
import dyno.jboss.model.internal.LoggingModel;
import dyno.jboss.model.internal.MessagingModel;
import dyno.jboss.model.internal.ModJkModel;
import dyno.jboss.model.internal.PersistenceModel;
import dyno.jboss.model.internal.ServiceModel;
import dyno.jboss.model.internal.LoginConfigModel;
import dyno.jboss.model.internal.TomcatContextModel;
import dyno.jboss.model.internal.TransactionModel;
import dyno.jboss.model.internal.WebAppModel;
import dyno.jboss.model.internal.WebModel;
import dyno.jboss.model.internal.WildFlyModel;

/**
 * The EMF models of the tunable elements, one dynamic EPackage per family of file kinds, built once. Each
 * package's first EClass is its root: the object of a whole file. The class and attribute names are listed in the
 * package documentation of {@code dyno.jboss.model}.
 */
public final class ConfigModels {

	private static final EPackage JVM = JvmModel.create();
	private static final EPackage DATASOURCES = DatasourceModel.create();
	private static final EPackage WEB = WebModel.create();
	private static final EPackage STANDARDJBOSS = EjbModel.standardJBoss();
	private static final EPackage EJB3_AOP = EjbModel.interceptorsAop();
	private static final EPackage SERVICE = ServiceModel.service();
	private static final EPackage BEANS = ServiceModel.beans();
	private static final EPackage WILDFLY = WildFlyModel.create();
	private static final EPackage JGROUPS = ClusterModel.jgroups();
	private static final EPackage JBOSS_CACHE = ClusterModel.jbossCache();
	private static final EPackage INFINISPAN = ClusterModel.infinispan();
	private static final EPackage HORNETQ = MessagingModel.hornetq();
	private static final EPackage HORNETQ_JMS = MessagingModel.hornetqJms();
	private static final EPackage JBOSS_MESSAGING = MessagingModel.jbossMessaging();
	private static final EPackage TRANSACTIONS = TransactionModel.create();
	private static final EPackage WEB_APP = WebAppModel.create();
	private static final EPackage LOG4J = LoggingModel.log4j();
	private static final EPackage JBOSS_LOGGING = LoggingModel.jbossLogging();
	private static final EPackage PERSISTENCE = PersistenceModel.create();
	private static final EPackage JBOSS_WEB = JBossWebXmlModel.create();
	private static final EPackage MODJK = ModJkModel.create();
	private static final EPackage CONTEXT = TomcatContextModel.create();
	private static final EPackage LOGIN = LoginConfigModel.create();
	private static final Map<FileKind, EPackage> BY_KIND = new EnumMap<>(FileKind.class);

	static {
		BY_KIND.put(FileKind.RUN_CONF, JVM);
		BY_KIND.put(FileKind.RUN_CONF_BAT, JVM);
		BY_KIND.put(FileKind.DATASOURCES, DATASOURCES);
		BY_KIND.put(FileKind.TOMCAT_SERVER_XML, WEB);
		BY_KIND.put(FileKind.WEB_XML, WEB_APP);
		BY_KIND.put(FileKind.STANDARDJBOSS, STANDARDJBOSS);
		BY_KIND.put(FileKind.EJB3_INTERCEPTORS_AOP, EJB3_AOP);
		BY_KIND.put(FileKind.JBOSS_SERVICE, SERVICE);
		BY_KIND.put(FileKind.JBOSS_BEANS, BEANS);
		BY_KIND.put(FileKind.DEPLOYMENT_SCANNER, BEANS);
		BY_KIND.put(FileKind.WILDFLY_STANDALONE, WILDFLY);
		BY_KIND.put(FileKind.WILDFLY_DOMAIN, WILDFLY);
		BY_KIND.put(FileKind.WILDFLY_HOST, WILDFLY);
		BY_KIND.put(FileKind.JGROUPS_STACKS, JGROUPS);
		BY_KIND.put(FileKind.JBOSS_CACHE, JBOSS_CACHE);
		BY_KIND.put(FileKind.INFINISPAN, INFINISPAN);
		BY_KIND.put(FileKind.HORNETQ_CONFIGURATION, HORNETQ);
		BY_KIND.put(FileKind.HORNETQ_JMS, HORNETQ_JMS);
		BY_KIND.put(FileKind.JBOSS_MESSAGING, JBOSS_MESSAGING);
		BY_KIND.put(FileKind.TRANSACTION, TRANSACTIONS);
		BY_KIND.put(FileKind.LOG4J, LOG4J);
		BY_KIND.put(FileKind.JBOSS_LOGGING, JBOSS_LOGGING);
		BY_KIND.put(FileKind.PERSISTENCE_XML, PERSISTENCE);
		BY_KIND.put(FileKind.JBOSS_WEB_XML, JBOSS_WEB);
		BY_KIND.put(FileKind.MODJK_WORKERS, MODJK);
		BY_KIND.put(FileKind.TOMCAT_CONTEXT, CONTEXT);
		BY_KIND.put(FileKind.LOGIN_CONFIG, LOGIN);
	}

	private ConfigModels() {
	}

	/** The model of a file kind; empty for kinds Dyno does not model (yet). */
	public static Optional<EPackage> packageFor(FileKind kind) {
		return Optional.ofNullable(BY_KIND.get(kind));
	}

	/** Every model package, each once. */
	public static List<EPackage> all() {
		return List.of(JVM, DATASOURCES, WEB, WEB_APP, STANDARDJBOSS, EJB3_AOP, SERVICE, BEANS, WILDFLY, JGROUPS,
				JBOSS_CACHE, INFINISPAN, HORNETQ, HORNETQ_JMS, JBOSS_MESSAGING, TRANSACTIONS, LOG4J,
				JBOSS_LOGGING, PERSISTENCE, JBOSS_WEB, MODJK, CONTEXT, LOGIN);
	}

	/** The root class of a model package: the object of a whole file. */
	public static EClass rootClass(EPackage p) {
		return (EClass) p.getEClassifiers().stream().filter(EClass.class::isInstance).findFirst().orElseThrow();
	}

	/** JVM options of run.conf, run.conf.bat, standalone.conf(.bat): {@code JvmOptions}. */
	public static EPackage jvm() {
		return JVM;
	}

	/** JBoss AS {@code *-ds.xml}: {@code Datasources}, {@code Datasource}. */
	public static EPackage datasources() {
		return DATASOURCES;
	}

	/** Tomcat / JBoss Web server.xml: {@code Server}, {@code Service}, {@code Connector}, {@code Executor}. */
	public static EPackage web() {
		return WEB;
	}

	/** web.xml: {@code WebApp}, {@code JspServlet}, {@code SessionConfig}. */
	public static EPackage webApp() {
		return WEB_APP;
	}

	/** standardjboss.xml: {@code StandardJBoss}, {@code ContainerConfiguration}. */
	public static EPackage standardJBoss() {
		return STANDARDJBOSS;
	}

	/** ejb3-interceptors-aop.xml: {@code Aop}, {@code PoolAnnotation}, {@code CacheConfigAnnotation}. */
	public static EPackage ejb3InterceptorsAop() {
		return EJB3_AOP;
	}

	/** {@code *-service.xml}: {@code Services}, {@code ThreadPoolService}, {@code DeploymentScannerService}. */
	public static EPackage service() {
		return SERVICE;
	}

	/** {@code *-jboss-beans.xml}: {@code Deployment}, {@code ThreadPoolBean}, {@code HDScanner}, … */
	public static EPackage beans() {
		return BEANS;
	}

	/** WildFly standalone*.xml, domain.xml and host*.xml: {@code WildFlyServer} and its subsystem classes. */
	public static EPackage wildfly() {
		return WILDFLY;
	}

	/** jgroups-channelfactory-stacks.xml: {@code ProtocolStacks}, {@code Stack}, … */
	public static EPackage jgroups() {
		return JGROUPS;
	}

	/** JBoss Cache configurations: {@code CacheManager}, {@code CacheConfiguration}. */
	public static EPackage jbossCache() {
		return JBOSS_CACHE;
	}

	/** AS 6 infinispan-configs.xml: {@code InfinispanConfigs}, {@code CacheContainerConfig}. */
	public static EPackage infinispan() {
		return INFINISPAN;
	}

	/** hornetq-configuration.xml: {@code HornetQConfiguration}. */
	public static EPackage hornetq() {
		return HORNETQ;
	}

	/** hornetq-jms.xml: {@code HornetQJms}, {@code JmsConnectionFactory}. */
	public static EPackage hornetqJms() {
		return HORNETQ_JMS;
	}

	/** JBoss Messaging MBeans: {@code MessagingServices}, {@code ServerPeer}, {@code ConnectionFactory}, … */
	public static EPackage jbossMessaging() {
		return JBOSS_MESSAGING;
	}

	/** Transaction manager files: {@code TransactionConfig}, {@code TransactionManagerBean}, … */
	public static EPackage transactions() {
		return TRANSACTIONS;
	}

	/** jboss-log4j.xml: {@code Log4jConfiguration}, {@code Appender}, {@code Category}, {@code RootLogger}. */
	public static EPackage log4j() {
		return LOG4J;
	}

	/** persistence.xml: {@code Persistence}, {@code PersistenceUnit} with its Hibernate properties. */
	public static EPackage persistence() {
		return PERSISTENCE;
	}

	/** An application's jboss-web.xml: {@code JBossWeb}, {@code ReplicationConfig}. */
	public static EPackage jbossWeb() {
		return JBOSS_WEB;
	}

	/** mod_jk's workers.properties: {@code WorkersProperties}, {@code Worker}, {@code LoadBalancer}. */
	public static EPackage modjk() {
		return MODJK;
	}

	/** Tomcat / JBoss Web context.xml: {@code Context}, {@code Manager}. */
	public static EPackage context() {
		return CONTEXT;
	}

	/** JBoss AS login-config.xml: {@code Policy}, {@code ApplicationPolicy}, {@code LoginModule}. */
	public static EPackage login() {
		return LOGIN;
	}

	/** AS 6 jboss-logging.xml: {@code JBossLogging}, {@code Handler}, {@code Logger}, {@code RootLogger}. */
	public static EPackage jbossLogging() {
		return JBOSS_LOGGING;
	}
}
