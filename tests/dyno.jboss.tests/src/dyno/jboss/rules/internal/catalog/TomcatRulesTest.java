package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;
import static dyno.jboss.rules.internal.catalog.Edits.first;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.rules.RuleCase;

/**
 * {@link TomcatRules} on Tomcat 9.0.98's own conf/server.xml and conf/context.xml (the fixture), as shipped or with
 * the one edit each case names.
 */
public class TomcatRulesTest {

	private static final String SERVER = "tomcat/9.0.98/conf/server.xml";
	private static final String CONTEXT = "tomcat/9.0.98/conf/context.xml";
	/** The one HTTP connector the shipped server.xml leaves uncommented (port 8080). */
	private static final String HTTP = "Service/Connector";
	private static final String ACCESS_LOG = "Service/Engine/Host/Valve[@className^='org.apache.catalina.valves.Access']";

	public static List<RuleCase> cases() {
		return List.of(
				fires("tomcat.connector.compression", SERVER),
				quiet("tomcat.connector.compression", SERVER).edit("compression=on",
						doc -> first(doc, HTTP).setAttribute("compression", "on")),
				fires("tomcat.connector.max_connections", SERVER).edit("maxConnections=100",
						doc -> first(doc, HTTP).setAttribute("maxConnections", "100")),
				quiet("tomcat.connector.max_connections", SERVER),
				fires("tomcat.connector.keep_alive_timeout", SERVER).edit("connectionTimeout=-1",
						doc -> first(doc, HTTP).setAttribute("connectionTimeout", "-1")),
				quiet("tomcat.connector.keep_alive_timeout", SERVER),
				quiet("tomcat.connector.keep_alive_timeout", SERVER).edit(
						"connectionTimeout=300000 and keepAliveTimeout=15000", doc -> {
							first(doc, HTTP).setAttribute("connectionTimeout", "300000");
							first(doc, HTTP).setAttribute("keepAliveTimeout", "15000");
						}),
				fires("tomcat.connector.protocol", SERVER).edit("protocol=Http11AprProtocol",
						doc -> first(doc, HTTP).setAttribute("protocol", "org.apache.coyote.http11.Http11AprProtocol")),
				fires("tomcat.connector.protocol", SERVER).edit("protocol=Http11Nio2Protocol",
						doc -> first(doc, HTTP).setAttribute("protocol", "org.apache.coyote.http11.Http11Nio2Protocol")),
				quiet("tomcat.connector.protocol", SERVER),
				fires("tomcat.executor.unused", SERVER).edit("an executor no connector names",
						doc -> first(doc, "Service").insertChild(0, "Executor", null).setAttribute("name", "pool")),
				quiet("tomcat.executor.unused", SERVER).edit("an executor the HTTP connector names", doc -> {
					first(doc, "Service").insertChild(0, "Executor", null).setAttribute("name", "pool");
					first(doc, HTTP).setAttribute("executor", "pool");
				}),
				quiet("tomcat.executor.unused", SERVER),
				fires("tomcat.context.reloadable", CONTEXT).edit("reloadable=true",
						doc -> Edits.root(doc).setAttribute("reloadable", "true")),
				quiet("tomcat.context.reloadable", CONTEXT),
				quiet("tomcat.context.reloadable", SERVER),
				fires("tomcat.context.jar_scan", CONTEXT),
				fires("tomcat.context.jar_scan", CONTEXT).edit("<JarScanner scanManifest=false/>",
						doc -> Edits.root(doc).addChild("JarScanner", null).setAttribute("scanManifest", "false")),
				quiet("tomcat.context.jar_scan", CONTEXT).edit("<JarScanner scanClassPath=false/>",
						doc -> Edits.root(doc).addChild("JarScanner", null).setAttribute("scanClassPath", "false")),
				fires("tomcat.valve.access_log_unbuffered", SERVER).edit("buffered=false",
						doc -> first(doc, ACCESS_LOG).setAttribute("buffered", "false")),
				quiet("tomcat.valve.access_log_unbuffered", SERVER));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
