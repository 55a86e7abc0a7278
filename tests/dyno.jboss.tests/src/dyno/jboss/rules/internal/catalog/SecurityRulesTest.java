package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;
import static dyno.jboss.rules.RuleCase.written;
import static dyno.jboss.rules.internal.catalog.Edits.first;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.RuleCase;

/**
 * {@link SecurityRules} on real datasource files, start scripts, WildFly and Tomcat configurations, as shipped or with
 * the one edit each case names. No distribution among the fixtures ships its jmx-console-users.properties: those cases
 * write the two-line file JBoss AS 4–6 ship (labelled "written").
 */
public class SecurityRulesTest {

	private static final String DS_SILVERPEAS = "jboss-as-6/variants/mmoqui__Silverpeas-installation-tests/server/"
			+ "default/deploy/silverpeas/silverpeas-ds.xml";
	private static final String DS_MYSQL_51 = "jboss-as-5/5.1.0.GA/docs/examples/jca/mysql-ds.xml";
	private static final String DS_HSQL_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/hsqldb-ds.xml";
	private static final String JMS_DS_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/messaging/jms-ds.xml";
	private static final String WILDFLY = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";
	private static final String WILDFLY_HA = "wildfly-39.0.1.Final/standalone/configuration/standalone-ha.xml";
	private static final String WILDFLY_DOMAIN = "wildfly-39.0.1.Final/domain/configuration/domain.xml";
	private static final String WILDFLY_HOST = "wildfly-39.0.1.Final/domain/configuration/host.xml";
	private static final String WILDFLY_CONF = "wildfly-39.0.1.Final/bin/standalone.conf";
	private static final String RUN_CONF_42 = "jboss-as-4.2/4.2.3.GA/bin/run.conf";
	private static final String SERVER_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml";
	private static final String TOMCAT = "tomcat/9.0.98/conf/server.xml";
	private static final String CONSOLE_USERS = "server/default/conf/props/jmx-console-users.properties";
	private static final String JMX_CONSOLE_WEB_XML = "server/default/deploy/jmx-console.war/WEB-INF/web.xml";
	private static final String WEB_XML_51 = "jboss-as-5/5.1.0.GA/server/default/deployers/jbossweb.deployer/web.xml";

	public static List<RuleCase> cases() {
		return List.of(
				fires("security.datasource.plaintext_password", DS_SILVERPEAS),
				fires("security.datasource.plaintext_password", DS_MYSQL_51),
				quiet("security.datasource.plaintext_password", DS_HSQL_51),
				quiet("security.datasource.plaintext_password", DS_SILVERPEAS).edit("passwords from system properties",
						doc -> Edits.root(doc).select("//password|xa-datasource-property[@name='Password']")
								.forEach(p -> p.setText("${silverpeas.password}"))),
				fires("security.datasource.plaintext_password", JMS_DS_51).edit("<config-property name=Password>",
						doc -> jmsPassword(doc, "guest")),
				quiet("security.datasource.plaintext_password", JMS_DS_51),
				quiet("security.datasource.plaintext_password", WILDFLY),
				fires("security.datasource.plaintext_password", WILDFLY).edit("ExampleDS on a PostgreSQL server",
						doc -> first(doc, "profile/subsystem/datasources/datasource/connection-url")
								.setText("jdbc:postgresql://db.example.com:5432/app")),
				quiet("security.datasource.plaintext_password", WILDFLY).edit(
						"ExampleDS on a PostgreSQL server, password=${env.DB_PASSWORD}", doc -> {
							first(doc, "profile/subsystem/datasources/datasource/connection-url")
									.setText("jdbc:postgresql://db.example.com:5432/app");
							first(doc, "profile/subsystem/datasources/datasource/security")
									.setAttribute("password", "${env.DB_PASSWORD}");
						}),

				fires("security.jvm.ssl_password_on_command_line", RUN_CONF_42).opts(
						"-Djavax.net.ssl.keyStorePassword=changeit",
						opts -> opts.set("-Djavax.net.ssl.keyStorePassword", "changeit")),
				fires("security.jvm.ssl_password_on_command_line", WILDFLY_CONF).opts(
						"-Djavax.net.ssl.trustStorePassword=changeit",
						opts -> opts.set("-Djavax.net.ssl.trustStorePassword", "changeit")),
				quiet("security.jvm.ssl_password_on_command_line", RUN_CONF_42),
				quiet("security.jvm.ssl_password_on_command_line", RUN_CONF_42).opts("-Djavax.net.ssl.keyStore only",
						opts -> opts.set("-Djavax.net.ssl.keyStore", "/etc/pki/server.jks")),

				fires("security.jmx.remote_authenticate", RUN_CONF_42).opts("JMX port 9010 and authenticate=false",
						opts -> {
							opts.set("-Dcom.sun.management.jmxremote.port", "9010");
							opts.set("-Dcom.sun.management.jmxremote.authenticate", "false");
						}),
				quiet("security.jmx.remote_authenticate", RUN_CONF_42).opts("authenticate=false without a JMX port",
						opts -> opts.set("-Dcom.sun.management.jmxremote.authenticate", "false")),
				quiet("security.jmx.remote_authenticate", RUN_CONF_42),
				fires("security.jmx.remote_ssl", RUN_CONF_42).opts("JMX port 9010 and ssl=false", opts -> {
					opts.set("-Dcom.sun.management.jmxremote.port", "9010");
					opts.set("-Dcom.sun.management.jmxremote.ssl", "false");
				}),
				quiet("security.jmx.remote_ssl", RUN_CONF_42).opts("JMX port 9010 and ssl=true", opts -> {
					opts.set("-Dcom.sun.management.jmxremote.port", "9010");
					opts.set("-Dcom.sun.management.jmxremote.ssl", "true");
				}),

				fires("security.management.all_interfaces", WILDFLY_CONF).opts(
						"-Djboss.bind.address.management=0.0.0.0",
						opts -> opts.set("-Djboss.bind.address.management", "0.0.0.0")),
				quiet("security.management.all_interfaces", WILDFLY_CONF),
				fires("security.management.all_interfaces", WILDFLY).edit("management default 0.0.0.0",
						doc -> managementAddress(doc).setAttribute("value", "${jboss.bind.address.management:0.0.0.0}")),
				quiet("security.management.all_interfaces", WILDFLY),
				fires("security.management.all_interfaces", WILDFLY_HOST).edit("<any-address/> for management", doc -> {
					XmlElement address = managementAddress(doc);
					address.parent().addChild("any-address", null);
					address.remove();
				}),
				quiet("security.management.all_interfaces", WILDFLY_HOST),

				written("security.console.default_credentials", CONSOLE_USERS, """
						# A sample users.properties file for use with the UsersRolesLoginModule
						admin=admin
						""", true),
				written("security.console.default_credentials", CONSOLE_USERS, """
						# A sample users.properties file for use with the UsersRolesLoginModule
						admin=Qh7wT2mZ9rK4pX8v
						""", false),

				written("security.console.unsecured", JMX_CONSOLE_WEB_XML, consoleWebXml(COMMENTED_CONSTRAINT), true),
				written("security.console.unsecured", JMX_CONSOLE_WEB_XML, consoleWebXml(CONSTRAINT), false),
				quiet("security.console.unsecured", WEB_XML_51),

				fires("security.ajp.secret", SERVER_51),
				quiet("security.ajp.secret", SERVER_51).edit("requiredSecret on the AJP connector",
						doc -> ajp(doc).setAttribute("requiredSecret", "Qh7wT2mZ9rK4pX8v")),
				fires("security.ajp.secret", TOMCAT).edit("an AJP connector with secretRequired=false",
						doc -> addAjp(doc).setAttribute("secretRequired", "false")),
				quiet("security.ajp.secret", TOMCAT).edit("an AJP connector (9.0.98 requires its secret)", doc -> addAjp(doc)),

				fires("security.elytron.clear_text_credential", WILDFLY),
				fires("security.elytron.clear_text_credential", WILDFLY_DOMAIN),
				quiet("security.elytron.clear_text_credential", WILDFLY_HOST),
				quiet("security.elytron.clear_text_credential", WILDFLY).edit(
						"the key store passwords from a credential store (store=credentials alias=…)",
						doc -> Edits.root(doc).select("//credential-reference").forEach(r -> {
							r.removeAttribute("clear-text");
							r.setAttribute("store", "credentials");
							r.setAttribute("alias", "keystore-password");
						})),

				fires("security.undertow.ajp_all_interfaces", WILDFLY_HA).edit("public interface default 0.0.0.0",
						SecurityRulesTest::publicOnEveryInterface),
				quiet("security.undertow.ajp_all_interfaces", WILDFLY_HA),
				quiet("security.undertow.ajp_all_interfaces", WILDFLY).edit(
						"public interface default 0.0.0.0, no AJP listener", SecurityRulesTest::publicOnEveryInterface),

				fires("security.tomcat.shutdown_command", TOMCAT),
				quiet("security.tomcat.shutdown_command", TOMCAT).edit("port=-1",
						doc -> Edits.root(doc).setAttribute("port", "-1")));
	}

	/** The constraint of JBoss AS's jmx-console web.xml, commented out as the distributions ship it. */
	private static final String COMMENTED_CONSTRAINT = """
			<!-- the login the console would require, switched off as shipped
			<security-constraint>
			  <web-resource-collection>
			    <web-resource-name>HtmlAdaptor</web-resource-name>
			    <url-pattern>/*</url-pattern>
			  </web-resource-collection>
			  <auth-constraint>
			    <role-name>JBossAdmin</role-name>
			  </auth-constraint>
			</security-constraint>
			-->""";
	private static final String CONSTRAINT = COMMENTED_CONSTRAINT.substring(COMMENTED_CONSTRAINT.indexOf("<security-"),
			COMMENTED_CONSTRAINT.indexOf("-->"));

	/** A minimal jmx-console.war/WEB-INF/web.xml (none among the fixtures), laid out like JBoss AS 4.2's. */
	private static String consoleWebXml(String constraint) {
		return """
				<?xml version="1.0" encoding="UTF-8"?>
				<!-- minimal jmx-console web.xml written by the test: no console is among the fixtures -->
				<web-app>
				   <servlet>
				      <servlet-name>HtmlAdaptor</servlet-name>
				      <servlet-class>org.jboss.jmx.adaptor.html.HtmlAdaptorServlet</servlet-class>
				   </servlet>
				   <servlet-mapping>
				      <servlet-name>HtmlAdaptor</servlet-name>
				      <url-pattern>/HtmlAdaptor</url-pattern>
				   </servlet-mapping>
				%s
				   <security-role>
				      <role-name>JBossAdmin</role-name>
				   </security-role>
				</web-app>
				""".formatted(constraint);
	}

	private static void jmsPassword(ConfigDocument doc, String password) {
		XmlElement property = first(doc, "tx-connection-factory").addChild("config-property", password);
		property.setAttribute("name", "Password");
		property.setAttribute("type", "java.lang.String");
	}

	private static XmlElement managementAddress(ConfigDocument doc) {
		return first(doc, "interfaces/interface[@name='management']/inet-address");
	}

	private static void publicOnEveryInterface(ConfigDocument doc) {
		first(doc, "interfaces/interface[@name='public']/inet-address").setAttribute("value",
				"${jboss.bind.address:0.0.0.0}");
	}

	private static XmlElement ajp(ConfigDocument doc) {
		return first(doc, "Service/Connector[@protocol='AJP/1.3']");
	}

	/** Tomcat's commented-out AJP connector, uncommented: AJP/1.3 on port 8009. */
	private static XmlElement addAjp(ConfigDocument doc) {
		XmlElement connector = first(doc, "Service").insertChild(1, "Connector", null);
		connector.setAttribute("protocol", "AJP/1.3");
		connector.setAttribute("port", "8009");
		return connector;
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
