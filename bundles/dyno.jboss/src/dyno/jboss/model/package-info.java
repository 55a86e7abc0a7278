/**
 * EMF models of the tunable elements of JBoss AS, WildFly and Tomcat configuration files, bound both ways to the
 * format-preserving documents of {@code dyno.jboss.doc}.
 *
 * <p>{@link dyno.jboss.model.ConfigModels} holds one dynamic EPackage per family of file kinds;
 * {@link dyno.jboss.model.BoundModel#bind} reads a file's document into EObjects of its package (an absent value is
 * unset: {@code eIsSet} is false and {@link dyno.jboss.model.Tuning#defaultValue} applies), and {@code eSet} on them
 * edits the document. Every EAttribute carries the {@link dyno.jboss.model.Tuning} facts (default, unit, min/max,
 * restart, doc key) and a {@link dyno.jboss.model.Binding} saying where its value is written. Values are typed:
 * {@code int}, {@code long} (sizes in bytes, times in the unit of the file's own setting, given by
 * {@link dyno.jboss.model.Tuning#UNIT}), {@code boolean}, {@code double}, {@code String}, or an EEnum literal.
 *
 * <p>The classes and attributes, by package (the package's first class is the root, the object of the whole file;
 * {@code →} marks a containment, in parentheses the class's path from its container's element):
 *
 * <h2>{@code jvm} (RUN_CONF, RUN_CONF_BAT)</h2>
 * <ul>
 * <li>{@code JvmOptions} (JAVA_OPTS): heapMax long, heapMin long, youngSize long, newSize long, maxNewSize long,
 * newRatio int, survivorRatio int, threadStack long, permSize long, permMax long, metaspaceSize long, metaspaceMax
 * long, collector Collector, parallelGcThreads int, maxGcPauseMillis int, gcLogging boolean, printGcDetails boolean,
 * gcLogFile string, gcLog string, heapDumpOnOom boolean, heapDumpPath string, disableExplicitGc boolean,
 * rmiServerGcInterval long, rmiClientGcInterval long, serverVm boolean, preferIpv4Stack boolean, jgroupsStack
 * string, jgroupsInitialHosts string, logThreshold string, eagerJaxbContextCache boolean</li>
 * <li>enum {@code Collector}: DEFAULT, SERIAL, PARALLEL, PARALLEL_OLD, CMS, G1, ZGC, SHENANDOAH</li>
 * </ul>
 * <h2>{@code datasources} (DATASOURCES)</h2>
 * <ul>
 * <li>{@code Datasources} (the root element): datasources &rarr; Datasource*</li>
 * <li>{@code Datasource} (local-tx-datasource|xa-datasource|no-tx-datasource): kind DatasourceKind, jndiName string,
 * connectionUrl string, driverClass string, xaDatasourceClass string, minPoolSize int, maxPoolSize int,
 * blockingTimeoutMillis long, idleTimeoutMinutes int, useStrictMin boolean, prefill boolean,
 * preparedStatementCacheSize int, sharePreparedStatements boolean, trackStatements string, newConnectionSql string,
 * checkValidConnectionSql string, validConnectionCheckerClassName string, exceptionSorterClassName string,
 * backgroundValidation boolean, backgroundValidationMillis long, validateOnMatch boolean, useJavaContext boolean,
 * transactionIsolation string, queryTimeout int, defaultFetchSize int, securityDomain string</li>
 * <li>enum {@code DatasourceKind}: LOCAL_TX, XA, NO_TX</li>
 * </ul>
 * <h2>{@code web} (TOMCAT_SERVER_XML)</h2>
 * <ul>
 * <li>{@code Server} (the root element): shutdownPort int, services &rarr; Service*</li>
 * <li>{@code Service} (Service): name string, connectors &rarr; Connector*, executors &rarr; Executor*, engines
 * &rarr; Engine*</li>
 * <li>{@code Connector} (Connector): protocol string, port int, address string, maxThreads int, minSpareThreads int,
 * maxSpareThreads int, acceptCount int, maxConnections int, connectionTimeout long, keepAliveTimeout long,
 * maxKeepAliveRequests int, enableLookups boolean, compression string, executor string, redirectPort int, sslEnabled
 * boolean</li>
 * <li>{@code Executor} (Executor): name string, namePrefix string, maxThreads int, minSpareThreads int, maxIdleTime
 * long</li>
 * <li>{@code Engine} (Engine): name string, jvmRoute string</li>
 * </ul>
 * <h2>{@code webapp} (WEB_XML)</h2>
 * <ul>
 * <li>{@code WebApp} (the root element): stateSavingMethod string, myfacesViewsInSession int, jspServlets &rarr;
 * JspServlet*, sessionConfigs &rarr; SessionConfig*</li>
 * <li>{@code JspServlet} (servlet[servlet-name='jsp']): development boolean, checkInterval int,
 * modificationTestInterval int, trimSpaces boolean, genStringAsCharArray boolean</li>
 * <li>{@code SessionConfig} (session-config): sessionTimeout int</li>
 * </ul>
 * <h2>{@code standardjboss} (STANDARDJBOSS)</h2>
 * <ul>
 * <li>{@code StandardJBoss} (the root element): containerConfigurations &rarr; ContainerConfiguration*</li>
 * <li>{@code ContainerConfiguration} (container-configurations/container-configuration): containerName string,
 * extendsConfiguration string, instancePool string, poolMinimumSize int, poolMaximumSize int, strictMaximumSize
 * boolean, strictTimeout long, cacheMinCapacity int, cacheMaxCapacity int, cacheMaxBeanAge int, cacheOveragerPeriod
 * int, commitOption CommitOption, syncOnCommitOnly boolean, callLogging boolean</li>
 * <li>enum {@code CommitOption}: A, B, C, D</li>
 * </ul>
 * <h2>{@code ejb3aop} (EJB3_INTERCEPTORS_AOP)</h2>
 * <ul>
 * <li>{@code Aop} (the root element): pools &rarr; PoolAnnotation*, caches &rarr; CacheConfigAnnotation*</li>
 * <li>{@code PoolAnnotation} (domain/annotation): domain string, poolClass string, maxSize int, timeout long</li>
 * <li>{@code CacheConfigAnnotation} (domain/annotation): domain string, name string, maxSize int, idleTimeoutSeconds
 * long, removalTimeoutSeconds long</li>
 * </ul>
 * <h2>{@code service} (JBOSS_SERVICE)</h2>
 * <ul>
 * <li>{@code Services} (the root element): threadPools &rarr; ThreadPoolService*, scanners &rarr;
 * DeploymentScannerService*</li>
 * <li>{@code ThreadPoolService} (mbean[&#64;code='org.jboss.util.threadpool.BasicThreadPool']): name string,
 * minimumPoolSize int, maximumPoolSize int, maximumQueueSize int, keepAliveTime long, blockingMode string</li>
 * <li>{@code DeploymentScannerService} (mbean[&#64;code='org.jboss.deployment.scanner.URLDeploymentScanner']):
 * scanPeriod long, scanEnabled boolean</li>
 * </ul>
 * <h2>{@code beans} (JBOSS_BEANS, DEPLOYMENT_SCANNER)</h2>
 * <ul>
 * <li>{@code Deployment} (the root element): threadPools &rarr; ThreadPoolBean*, scanners &rarr; HDScanner*,
 * connectionManagers &rarr; CachedConnectionManager*</li>
 * <li>{@code ThreadPoolBean} (bean[&#64;class='org.jboss.util.threadpool.BasicThreadPool']): name string,
 * maximumQueueSize int, maximumPoolSize int, keepAliveTime long</li>
 * <li>{@code HDScanner} (bean[&#64;name='HDScanner']): scanPeriod long, scanThreadName string</li>
 * <li>{@code CachedConnectionManager} (bean[&#64;name='CachedConnectionManager']): debug boolean, error boolean</li>
 * </ul>
 * <h2>{@code wildfly} (WILDFLY_STANDALONE, WILDFLY_DOMAIN, WILDFLY_HOST)</h2>
 * <ul>
 * <li>{@code WildFlyServer} (the root element): listeners &rarr; UndertowListener*, ioWorkers &rarr; IoWorker*,
 * datasources &rarr; WildFlyDatasource*, beanPools &rarr; StrictMaxPool*, ejbThreadPools &rarr; EjbThreadPool*,
 * caches &rarr; InfinispanCache*, jgroupsStacks &rarr; JGroupsStack*, logHandlers &rarr; LogHandler*, rootLoggers
 * &rarr; RootLogger*, loggers &rarr; Logger*, addressSettings &rarr; AddressSetting*, deploymentScanners &rarr;
 * DeploymentScanner*, jvms &rarr; ManagedJvm*</li>
 * <li>{@code UndertowListener} (//subsystem/server/http-listener|https-listener|ajp-listener): kind ListenerKind,
 * name string, socketBinding string, worker string, maxConnections int, maxPostSize long, noRequestTimeout long,
 * readTimeout long, writeTimeout long, maxParameters int, enableHttp2 boolean</li>
 * <li>enum {@code ListenerKind}: HTTP, HTTPS, AJP</li>
 * <li>{@code IoWorker} (//subsystem/worker): name string, ioThreads int, taskMaxThreads int, taskKeepalive long,
 * stackSize long</li>
 * <li>{@code WildFlyDatasource} (//subsystem/datasources/datasource|xa-datasource): kind WildFlyDatasourceKind,
 * jndiName string, poolName string, enabled boolean, statisticsEnabled boolean, minPoolSize int, maxPoolSize int,
 * prefill boolean, useStrictMin boolean, blockingTimeoutMillis long, idleTimeoutMinutes int,
 * preparedStatementCacheSize int, trackStatements string, checkValidConnectionSql string,
 * validConnectionCheckerClassName string, backgroundValidation boolean, validateOnMatch boolean</li>
 * <li>enum {@code WildFlyDatasourceKind}: LOCAL, XA</li>
 * <li>{@code StrictMaxPool} (//subsystem/pools/bean-instance-pools/strict-max-pool): name string, maxPoolSize int,
 * deriveSize string, instanceAcquisitionTimeout long, instanceAcquisitionTimeoutUnit string</li>
 * <li>{@code EjbThreadPool} (//subsystem/thread-pools/thread-pool): name string, maxThreads int, keepaliveTime
 * long</li>
 * <li>{@code InfinispanCache}
 * (//subsystem/cache-container/local-cache|replicated-cache|distributed-cache|invalidation-cache): kind CacheKind,
 * container string, name string, owners int, isolation string, transactionMode string, maxIdle long, heapMemorySize
 * long</li>
 * <li>enum {@code CacheKind}: LOCAL, REPLICATED, DISTRIBUTED, INVALIDATION</li>
 * <li>{@code JGroupsStack} (//subsystem/stacks/stack): name string, transportType string</li>
 * <li>{@code LogHandler}
 * (//subsystem/console-handler|periodic-rotating-file-handler|size-rotating-file-handler|file-handler|async-handler):
 * name string, level string, autoflush boolean, queueLength int</li>
 * <li>{@code RootLogger} (//subsystem/root-logger): level string</li>
 * <li>{@code Logger} (//subsystem/logger): category string, level string</li>
 * <li>{@code AddressSetting} (//subsystem/server/address-setting): name string, maxSizeBytes long, pageSizeBytes
 * long, addressFullPolicy string, redistributionDelay long</li>
 * <li>{@code DeploymentScanner} (//subsystem/deployment-scanner): path string, scanInterval long, scanEnabled
 * boolean</li>
 * <li>{@code ManagedJvm} (//jvm): name string, heapSize long, heapMaxSize long, permgenMaxSize long, stackSize
 * long</li>
 * </ul>
 * <h2>{@code jgroups} (JGROUPS_STACKS)</h2>
 * <ul>
 * <li>{@code ProtocolStacks} (the root element): stacks &rarr; Stack*</li>
 * <li>{@code Stack} (stack): name string, transports &rarr; Transport*, flowControls &rarr; FlowControl*, stables
 * &rarr; Stable*</li>
 * <li>{@code Transport} (config/UDP|TCP): protocol TransportProtocol, singletonName string, ucastRecvBufSize long,
 * ucastSendBufSize long, mcastRecvBufSize long, mcastSendBufSize long, enableBundling boolean, maxBundleSize long,
 * maxBundleTimeout long, threadPoolMinThreads int, threadPoolMaxThreads int, oobThreadPoolMaxThreads int</li>
 * <li>enum {@code TransportProtocol}: UDP, TCP</li>
 * <li>{@code FlowControl} (config/FC|UFC|MFC): protocol FlowControlProtocol, maxCredits long, minThreshold double,
 * ignoreSynchronousResponse boolean</li>
 * <li>enum {@code FlowControlProtocol}: FC, UFC, MFC</li>
 * <li>{@code Stable} (config/pbcast.STABLE): desiredAvgGossip long, maxBytes long</li>
 * </ul>
 * <h2>{@code jbosscache} (JBOSS_CACHE)</h2>
 * <ul>
 * <li>{@code CacheManager} (the root element): configurations &rarr; CacheConfiguration*, registryConfigs &rarr;
 * RegistryCacheConfig*</li>
 * <li>{@code CacheConfiguration} (//entry/value/bean[&#64;class='org.jboss.cache.config.Configuration']): name
 * string, cacheMode string, nodeLockingScheme string, isolationLevel string, useLockStriping boolean,
 * concurrencyLevel int, multiplexerStack string, buddyReplication boolean</li>
 * <li>{@code RegistryCacheConfig} (cache-config): name string, isolationLevel string, nodeLockingScheme string,
 * lockAcquisitionTimeout long, clusteringMode string, multiplexerStack string</li>
 * </ul>
 * <h2>{@code infinispan} (INFINISPAN)</h2>
 * <ul>
 * <li>{@code InfinispanConfigs} (the root element): cacheConfigs &rarr; CacheContainerConfig*</li>
 * <li>{@code CacheContainerConfig} (infinispan-config): name string, jgroupsStack string, isolationLevel string,
 * lockAcquisitionTimeout long, useLockStriping boolean, concurrencyLevel int, clusteringMode string, passivation
 * boolean</li>
 * </ul>
 * <h2>{@code hornetq} (HORNETQ_CONFIGURATION)</h2>
 * <ul>
 * <li>{@code HornetQConfiguration} (the root element): clustered boolean, persistenceEnabled boolean,
 * securityEnabled boolean, journalType string, journalDirectory string, pagingDirectory string, journalFileSize
 * long, journalMinFiles int, journalSyncTransactional boolean, journalSyncNonTransactional boolean,
 * threadPoolMaxSize int, scheduledThreadPoolMaxSize int</li>
 * </ul>
 * <h2>{@code hornetqjms} (HORNETQ_JMS)</h2>
 * <ul>
 * <li>{@code HornetQJms} (the root element): connectionFactories &rarr; JmsConnectionFactory*</li>
 * <li>{@code JmsConnectionFactory} (connection-factory): name string, connector string, xa boolean,
 * consumerWindowSize int, producerWindowSize int, blockOnDurableSend boolean, blockOnAcknowledge boolean,
 * connectionTtl long, dupsOkBatchSize int</li>
 * </ul>
 * <h2>{@code jbossmessaging} (JBOSS_MESSAGING)</h2>
 * <ul>
 * <li>{@code MessagingServices} (the root element): serverPeers &rarr; ServerPeer*, connectionFactories &rarr;
 * ConnectionFactory*, queues &rarr; Queue*, topics &rarr; Topic*</li>
 * <li>{@code ServerPeer} (mbean[&#64;code='org.jboss.jms.server.ServerPeer']): defaultMaxDeliveryAttempts int,
 * defaultRedeliveryDelay long, messageCounterSamplePeriod long, enableMessageCounters boolean</li>
 * <li>{@code ConnectionFactory} (mbean[&#64;code='org.jboss.jms.server.connectionfactory.ConnectionFactory']): name
 * string, prefetchSize int, dupsOkBatchSize int, slowConsumers boolean, supportsFailover boolean,
 * supportsLoadBalancing boolean</li>
 * <li>{@code Queue} (mbean[&#64;code='org.jboss.jms.server.destination.QueueService']): name string, fullSize int,
 * pageSize int, downCacheSize int, maxDeliveryAttempts int, redeliveryDelay long, clustered boolean</li>
 * <li>{@code Topic} (mbean[&#64;code='org.jboss.jms.server.destination.TopicService']): name string, fullSize int,
 * pageSize int, downCacheSize int, maxDeliveryAttempts int, redeliveryDelay long, clustered boolean</li>
 * </ul>
 * <h2>{@code transactions} (TRANSACTION)</h2>
 * <ul>
 * <li>{@code TransactionConfig} (the root element): managers &rarr; TransactionManagerBean*, coordinators &rarr;
 * CoordinatorBean*, arjunaProperties &rarr; ArjunaProperties*</li>
 * <li>{@code TransactionManagerBean} (bean[&#64;name='TransactionManager']): transactionTimeout int, objectStoreDir
 * string</li>
 * <li>{@code CoordinatorBean} (bean[&#64;name='CoordinatorEnvironmentBean']): defaultTimeout int, enableStatistics
 * boolean</li>
 * <li>{@code ArjunaProperties} (properties[&#64;name='arjuna']): txReaperTimeout long, txReaperMode string,
 * asyncCommit string, defaultTimeout int, enableStatistics string</li>
 * </ul>
 * <h2>{@code log4j} (LOG4J)</h2>
 * <ul>
 * <li>{@code Log4jConfiguration} (the root element): appenders &rarr; Appender*, categories &rarr; Category*, roots
 * &rarr; RootLogger*</li>
 * <li>{@code Appender} (appender): name string, className string, threshold string, immediateFlush boolean,
 * bufferedIo boolean, bufferSize int, conversionPattern string</li>
 * <li>{@code Category} (category|logger): name string, priority string, additivity boolean</li>
 * <li>{@code RootLogger} (root): priority string</li>
 * </ul>
 * <h2>{@code jbosslogging} (JBOSS_LOGGING)</h2>
 * <ul>
 * <li>{@code JBossLogging} (the root element): handlers &rarr; Handler*, loggers &rarr; Logger*, roots &rarr;
 * RootLogger*</li>
 * <li>{@code Handler}
 * (console-handler|periodic-rotating-file-handler|size-rotating-file-handler|file-handler|async-handler): name
 * string, level string, autoflush boolean, queueLength int</li>
 * <li>{@code Logger} (logger): category string, level string</li>
 * <li>{@code RootLogger} (root-logger): level string</li>
 * </ul>
 * <h2>{@code persistence} (PERSISTENCE_XML)</h2>
 * <ul>
 * <li>{@code Persistence} (the root element): units &rarr; PersistenceUnit*</li>
 * <li>{@code PersistenceUnit} (persistence-unit; the Hibernate values at
 * properties/property[&#64;name='hibernate.&hellip;']/&#64;value): name string, transactionType string,
 * useSecondLevelCache boolean, useQueryCache boolean, regionFactoryClass string, providerClass string, jdbcBatchSize
 * int, jdbcFetchSize int, defaultBatchFetchSize int, showSql boolean, formatSql boolean, generateStatistics boolean,
 * hbm2ddlAuto string, orderInserts boolean, orderUpdates boolean</li>
 * </ul>
 * <h2>{@code jbossweb} (JBOSS_WEB_XML)</h2>
 * <ul>
 * <li>{@code JBossWeb} (the root element): maxActiveSessions int, replicationConfigs &rarr; ReplicationConfig*</li>
 * <li>{@code ReplicationConfig} (replication-config): replicationTrigger string, replicationGranularity string,
 * replicationFieldBatchMode boolean, useJk boolean, maxUnreplicatedInterval int, snapshotMode string,
 * snapshotInterval long</li>
 * </ul>
 * <h2>{@code modjk} (MODJK_WORKERS; properties keys, {@code *} the worker's name)</h2>
 * <ul>
 * <li>{@code WorkersProperties} (PROPERTIES, the whole file): workerList string, workers &rarr; Worker*,
 * loadBalancers &rarr; LoadBalancer*</li>
 * <li>{@code Worker} (worker.*, also the names in worker.list; type neither lb nor status): name string, type
 * string, host string, port int, lbfactor int, connectionPoolSize int, connectionPoolTimeout int, socketTimeout int,
 * replyTimeout long, pingMode string, retries int</li>
 * <li>{@code LoadBalancer} (worker.* of type lb): name string, balanceWorkers string, stickySession boolean</li>
 * </ul>
 * <h2>{@code context} (TOMCAT_CONTEXT)</h2>
 * <ul>
 * <li>{@code Context} (the root element): reloadable boolean, cachingAllowed boolean, cacheMaxSize long,
 * antiResourceLocking boolean, managers &rarr; Manager*</li>
 * <li>{@code Manager} (Manager): pathname string, maxActiveSessions int</li>
 * </ul>
 * <h2>{@code login} (LOGIN_CONFIG)</h2>
 * <ul>
 * <li>{@code Policy} (the root element): applicationPolicies &rarr; ApplicationPolicy*</li>
 * <li>{@code ApplicationPolicy} (application-policy): name string, loginModules &rarr; LoginModule*</li>
 * <li>{@code LoginModule} (authentication/login-module): code string, flag string, passwordStacking string,
 * unauthenticatedIdentity string, hashPasswords boolean (module-option elements)</li>
 * </ul>
 */
package dyno.jboss.model;
