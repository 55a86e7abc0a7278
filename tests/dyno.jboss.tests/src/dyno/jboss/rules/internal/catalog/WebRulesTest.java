package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;
import static dyno.jboss.rules.RuleCase.written;
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
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.RuleCase;

/**
 * {@link WebRules} on the real server.xml, web.xml, JBoss service and WildFly files of the fixtures. jboss-web.xml and
 * workers.properties are not among the fixtures: those cases write a minimal file (labelled "written").
 */
public class WebRulesTest {

	private static final String SERVER_42 = "jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/server.xml";
	private static final String SERVER_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml";
	private static final String SERVER_SSL = "jboss-as-5/variants/varun070298__jboss-5.1.0-src/testsuite/src/resources/"
			+ "test-configs/tomcat-ssl/deploy/jbossweb.sar/server.xml";
	private static final String TOMCAT = "tomcat/9.0.98/conf/server.xml";
	private static final String WEB_DEPLOYER_42 = "jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/"
			+ "META-INF/jboss-service.xml";
	private static final String WEB_XML_51 = "jboss-as-5/5.1.0.GA/server/default/deployers/jbossweb.deployer/web.xml";
	private static final String WEB_XML_42 = "jboss-as-4.2/4.2.3.GA/server/default/deploy/jboss-web.deployer/conf/web.xml";
	private static final String WILDFLY = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";
	private static final String WILDFLY_DOMAIN = "wildfly-39.0.1.Final/domain/configuration/domain.xml";

	private static final String JBOSS_WEB = "app.war/WEB-INF/jboss-web.xml";
	private static final String WORKERS = "apache/conf/workers.properties";

	public static List<RuleCase> cases() {
		return List.of(
				fires("jbossweb.connector.max_threads", SERVER_SSL),
				quiet("jbossweb.connector.max_threads", SERVER_42),
				fires("jbossweb.connector.max_threads", SERVER_42)
						.live(LiveFacts.none().with(LiveInput.BUSY_THREADS_PEAK, "8080", 240)),
				quiet("jbossweb.connector.max_threads", SERVER_42)
						.live(LiveFacts.none().with(LiveInput.BUSY_THREADS_PEAK, "8080", 100)),
				fires("jbossweb.connector.min_spare_threads", SERVER_SSL),
				quiet("jbossweb.connector.min_spare_threads", SERVER_42),
				fires("jbossweb.connector.accept_count", SERVER_42).edit("acceptCount=10",
						doc -> first(doc, "Service/Connector").setAttribute("acceptCount", "10")),
				quiet("jbossweb.connector.accept_count", SERVER_42),
				fires("jbossweb.connector.max_idle_time", TOMCAT).edit("an executor idling 10 minutes",
						addExecutor("600000")),
				quiet("jbossweb.connector.max_idle_time", TOMCAT).edit("an executor idling 1 minute",
						addExecutor("60000")),
				fires("jbossweb.executor.shared_pool", SERVER_42),
				quiet("jbossweb.executor.shared_pool", TOMCAT),
				fires("jbossweb.connector.connection_timeout", SERVER_51),
				quiet("jbossweb.connector.connection_timeout", SERVER_42).edit("AJP connectionTimeout=60000",
						doc -> ajp(doc).setAttribute("connectionTimeout", "60000")),
				fires("jbossweb.connector.enable_lookups", SERVER_42).edit("enableLookups=true",
						doc -> first(doc, "Service/Connector").setAttribute("enableLookups", "true")),
				quiet("jbossweb.connector.enable_lookups", SERVER_42),
				fires("ajp.pool_size_failover", SERVER_51),
				quiet("ajp.pool_size_failover", SERVER_51).edit("AJP maxThreads=500",
						doc -> ajp(doc).setAttribute("maxThreads", "500")),
				fires("threadpool.static_size.connector", SERVER_SSL),
				quiet("threadpool.static_size.connector", SERVER_42),
				fires("jbossweb.jvm_route", SERVER_42),
				quiet("jbossweb.jvm_route", TOMCAT),
				fires("jbossweb.use_jk", WEB_DEPLOYER_42),
				quiet("jbossweb.use_jk", WEB_DEPLOYER_42).edit("UseJK=true",
						doc -> first(doc, "mbean/attribute[@name='UseJK']").setText("true")),

				fires("wildfly.io.task_max_threads", WILDFLY),
				fires("wildfly.io.task_max_threads", WILDFLY_DOMAIN),
				quiet("wildfly.io.task_max_threads", WILDFLY).edit("task-max-threads=200",
						doc -> all(doc, "profile/subsystem/worker").forEach(w -> w.setAttribute("task-max-threads", "200"))),
				quiet("wildfly.io.task_threads_peak", WILDFLY),
				fires("wildfly.io.task_threads_peak", WILDFLY).live(LiveFacts.none()
						.with(LiveInput.BUSY_THREADS_PEAK, "default", 30).with(LiveInput.AVAILABLE_PROCESSORS, 2)),
				quiet("wildfly.io.task_threads_peak", WILDFLY).live(LiveFacts.none()
						.with(LiveInput.BUSY_THREADS_PEAK, "default", 20).with(LiveInput.AVAILABLE_PROCESSORS, 2)),
				fires("wildfly.io.task_threads_peak", WILDFLY).live(LiveFacts.none()
						.with(LiveInput.BUSY_THREADS_PEAK, "default", 180)).edit("task-max-threads=200",
						doc -> all(doc, "profile/subsystem/worker").forEach(w -> w.setAttribute("task-max-threads", "200"))),
				quiet("wildfly.undertow.resolve_peer_address", WILDFLY),
				fires("wildfly.undertow.resolve_peer_address", WILDFLY).edit("resolve-peer-address=true",
						doc -> first(doc, "profile/subsystem/server/http-listener")
								.setAttribute("resolve-peer-address", "true")),
				quiet("wildfly.undertow.jsp_development", WILDFLY),
				fires("wildfly.undertow.jsp_development", WILDFLY).edit("development=true",
						doc -> first(doc, "profile/subsystem/servlet-container/jsp-config")
								.setAttribute("development", "true")),
				quiet("wildfly.undertow.session_timeout", WILDFLY_DOMAIN),
				fires("wildfly.undertow.session_timeout", WILDFLY).edit("default-session-timeout=0",
						doc -> first(doc, "profile/subsystem/servlet-container")
								.setAttribute("default-session-timeout", "0")),

				fires("jbossweb.jsp.development", WEB_XML_51),
				fires("jbossweb.jsp.development", WEB_XML_42),
				quiet("jbossweb.jsp.development", WEB_XML_51).edit("development=false", jspParam("development", "false")),
				quiet("jbossweb.jsp.check_interval", WEB_XML_51),
				fires("jbossweb.jsp.check_interval", WEB_XML_51).edit("checkInterval=60", jspParam("checkInterval", "60")),
				fires("jbossweb.jsp.trim_spaces", WEB_XML_42),
				quiet("jbossweb.jsp.trim_spaces", WEB_XML_42).edit("trimSpaces=true", jspParam("trimSpaces", "true")),
				fires("jbossweb.jsp.gen_string_as_char_array", WEB_XML_51),
				quiet("jbossweb.jsp.gen_string_as_char_array", WEB_XML_51).edit("genStrAsCharArray=true",
						jspParam("genStrAsCharArray", "true")),
				fires("jbossweb.jsp.mappedfile", WEB_XML_42),
				quiet("jbossweb.jsp.mappedfile", WEB_XML_42).edit("mappedfile=false", jspParam("mappedfile", "false")),
				quiet("web.session_timeout", WEB_XML_51),
				fires("web.session_timeout", WEB_XML_51).edit("session-timeout -1",
						doc -> first(doc, "session-config/session-timeout").setText("-1")),
				quiet("web.distributable", WEB_XML_51),
				fires("web.distributable", WEB_XML_51).edit("<distributable/>",
						doc -> Edits.root(doc).addChild("distributable", null)),
				quiet("jsf.state_saving_method", WEB_XML_51),
				fires("jsf.state_saving_method", WEB_XML_51).edit("client state saving",
						doc -> ConfigValues.addParam(Edits.root(doc), "context-param",
								"javax.faces.STATE_SAVING_METHOD", "client")),
				quiet("richfaces.compress_script", WEB_XML_51),
				fires("richfaces.compress_script", WEB_XML_51).edit("LoadStyleStrategy=ALL",
						doc -> ConfigValues.addParam(Edits.root(doc), "context-param",
								"org.richfaces.LoadStyleStrategy", "ALL")),

				written("jbossweb.replication_trigger", JBOSS_WEB, jbossWeb("SET_AND_GET", "SESSION", ""), true),
				written("jbossweb.replication_trigger", JBOSS_WEB, jbossWeb("SET", "ATTRIBUTE", ""), false),
				written("jbossweb.replication_granularity", JBOSS_WEB, jbossWeb("SET", "SESSION", ""), true),
				written("jbossweb.replication_granularity", JBOSS_WEB, jbossWeb("SET", "ATTRIBUTE", ""), false),
				written("jbossweb.replication_field_batch_mode", JBOSS_WEB, jbossWeb("SET", "FIELD", ""), true),
				written("jbossweb.replication_field_batch_mode", JBOSS_WEB, jbossWeb("SET", "FIELD",
						"<replication-field-batch-mode>true</replication-field-batch-mode>"), false),

				written("modjk.ping_mode", WORKERS, PLAIN_WORKERS, true),
				written("modjk.ping_mode", WORKERS, TEMPLATE_WORKERS, false),
				written("modjk.ping_timeout", WORKERS, TEMPLATE_WORKERS.replace("worker.template.ping_timeout=1000\n", ""),
						true),
				written("modjk.ping_timeout", WORKERS, TEMPLATE_WORKERS, false),
				written("modjk.socket_timeout", WORKERS, PLAIN_WORKERS, true),
				written("modjk.socket_timeout", WORKERS, TEMPLATE_WORKERS, false),
				written("modjk.connection_pool_timeout", WORKERS, PLAIN_WORKERS, true),
				written("modjk.connection_pool_timeout", WORKERS, TEMPLATE_WORKERS, false),
				written("modjk.sticky_session", WORKERS, PLAIN_WORKERS, true),
				written("modjk.sticky_session", WORKERS, TEMPLATE_WORKERS, false),
				written("modjk.worker_template", WORKERS, PLAIN_WORKERS, true),
				written("modjk.worker_template", WORKERS, TEMPLATE_WORKERS, false),
				quiet("myfaces.number_of_views_in_session", WEB_XML_51),
				fires("myfaces.number_of_views_in_session", WEB_XML_51).edit("50 views per session",
						contextParam(MYFACES + "NUMBER_OF_VIEWS_IN_SESSION", "50")),
				quiet("myfaces.compress_state_in_session", WEB_XML_51).edit("state not compressed",
						contextParam(MYFACES + "COMPRESS_STATE_IN_SESSION", "false")),
				fires("myfaces.compress_state_in_session", WEB_XML_51).edit("state compressed",
						contextParam(MYFACES + "COMPRESS_STATE_IN_SESSION", "true")),
				quiet("myfaces.serialize_state_in_session", WEB_XML_51),
				fires("myfaces.serialize_state_in_session", WEB_XML_51).edit("state serialised",
						contextParam(MYFACES + "SERIALIZE_STATE_IN_SESSION", "true")),
				quiet("myfaces.serialize_state_in_session", WEB_XML_51).edit("state serialised in a distributable application",
						contextParam(MYFACES + "SERIALIZE_STATE_IN_SESSION", "true")
								.andThen(doc -> Edits.root(doc).addChild("distributable", null))),
				quiet("myfaces.serial_factory", WEB_XML_51).edit("MyFaces with server state",
						contextParam(MYFACES + "NUMBER_OF_VIEWS_IN_SESSION", "20")),
				fires("myfaces.serial_factory", WEB_XML_51).edit("MyFaces with client state",
						contextParam(MYFACES + "NUMBER_OF_VIEWS_IN_SESSION", "20")
								.andThen(contextParam("javax.faces.STATE_SAVING_METHOD", "client"))),
				quiet("richfaces.xml_parser_order", WEB_XML_51),
				fires("richfaces.xml_parser_order", WEB_XML_51).edit("the RichFaces filter", richFacesFilter()),
				quiet("richfaces.xml_parser_order", WEB_XML_51).edit("the RichFaces filter with NEKO",
						richFacesFilter().andThen(contextParam("org.ajax4jsf.xmlparser.ORDER", "NEKO"))),
				quiet("richfaces.filter_forceparser", WEB_XML_42),
				fires("richfaces.filter_forceparser", WEB_XML_51).edit("the RichFaces filter", richFacesFilter()),
				quiet("richfaces.load_style_strategy", WEB_XML_51),
				fires("richfaces.load_style_strategy", WEB_XML_42).edit("the RichFaces filter", richFacesFilter()));
	}

	/** Two nodes written out one by one, one pool timeout in milliseconds by mistake, no stickiness. */
	private static final String PLAIN_WORKERS = """
			# minimal mod_jk workers.properties written by the test: no real one is among the fixtures
			worker.list=loadbalancer,status
			worker.node1.type=ajp13
			worker.node1.host=10.0.0.1
			worker.node1.port=8009
			worker.node2.type=ajp13
			worker.node2.host=10.0.0.2
			worker.node2.port=8009
			worker.node2.connection_pool_timeout=60000
			worker.loadbalancer.type=lb
			worker.loadbalancer.balance_workers=node1,node2
			worker.loadbalancer.sticky_session=0
			worker.status.type=status
			""";

	/** The same two nodes through a template with probing and timeouts, sticky sessions on. */
	private static final String TEMPLATE_WORKERS = """
			# minimal mod_jk workers.properties written by the test: no real one is among the fixtures
			worker.list=loadbalancer,status
			worker.template.type=ajp13
			worker.template.port=8009
			worker.template.ping_mode=A
			worker.template.ping_timeout=1000
			worker.template.socket_timeout=10
			worker.template.connection_pool_timeout=60
			worker.node1.reference=worker.template
			worker.node1.host=10.0.0.1
			worker.node2.reference=worker.template
			worker.node2.host=10.0.0.2
			worker.loadbalancer.type=lb
			worker.loadbalancer.balance_workers=node1,node2
			worker.loadbalancer.sticky_session=1
			worker.status.type=status
			""";

	/** A minimal WEB-INF/jboss-web.xml (none among the fixtures) with a replication-config. */
	private static String jbossWeb(String trigger, String granularity, String extra) {
		return """
				<?xml version="1.0" encoding="UTF-8"?>
				<!-- minimal jboss-web.xml written by the test: no real one is among the fixtures -->
				<jboss-web>
				   <replication-config>
				      <replication-trigger>%s</replication-trigger>
				      <replication-granularity>%s</replication-granularity>
				      %s
				   </replication-config>
				</jboss-web>
				""".formatted(trigger, granularity, extra);
	}

	private static XmlElement ajp(ConfigDocument doc) {
		return first(doc, "Service/Connector[@protocol='AJP/1.3']");
	}

	private static Consumer<ConfigDocument> addExecutor(String maxIdleTime) {
		return doc -> {
			XmlElement executor = first(doc, "Service").addChild("Executor", null);
			executor.setAttribute("name", "tomcatThreadPool");
			executor.setAttribute("maxThreads", "150");
			executor.setAttribute("maxIdleTime", maxIdleTime);
		};
	}

	private static final String MYFACES = "org.apache.myfaces.";

	private static Consumer<ConfigDocument> contextParam(String name, String value) {
		return doc -> ConfigValues.addParam(Edits.root(doc), "context-param", name, value);
	}

	/** The RichFaces 3.3 filter as its documentation declares it. */
	private static Consumer<ConfigDocument> richFacesFilter() {
		return doc -> {
			XmlElement filter = Edits.root(doc).addChild("filter", null);
			filter.addChild("display-name", "RichFaces Filter");
			filter.addChild("filter-name", "richfaces");
			filter.addChild("filter-class", "org.ajax4jsf.Filter");
		};
	}

	/** Sets an init-param of the JSP servlet (adding it when absent). */
	private static Consumer<ConfigDocument> jspParam(String name, String value) {
		return doc -> {
			XmlElement jsp = first(doc, "servlet[servlet-name='jsp']");
			ConfigValues.initParam(jsp, name).flatMap(p -> p.child("param-value")).ifPresentOrElse(v -> v.setText(value),
					() -> ConfigValues.addParam(jsp, "init-param", name, value));
		};
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
