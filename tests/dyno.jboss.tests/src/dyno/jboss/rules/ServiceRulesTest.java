package dyno.jboss.rules;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.XmlElement;

/** Every service rule fires on a real file (as shipped or edited) and stays quiet on another. */
class ServiceRulesTest {

	static final String SERVICE_51 = "jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml";
	static final String SERVICE_51_ALL = "jboss-as-5/5.1.0.GA/server/all/conf/jboss-service.xml";
	static final String SERVICE_42 = "jboss-as-4.2/4.2.3.GA/server/default/conf/jboss-service.xml";
	static final String HDSCANNER_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/hdscanner-jboss-beans.xml";
	static final String HDSCANNER_6 = "jboss-as-6/6.1.0.Final/server/all/deploy/hdscanner-jboss-beans.xml";
	static final String STANDALONE = "wildfly-39.0.1.Final/standalone/configuration/standalone.xml";
	static final String DEPLOY_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/";

	private static final String POOL = "mbean[@name='jboss.system:service=ThreadPool']";

	/** Adds the MBean of an optional service, as its own *-service.xml declares it, to a service file. */
	private static void service(XmlElement root, String code, String name) {
		XmlElement mbean = root.addChild("mbean", null);
		mbean.setAttribute("code", code);
		mbean.setAttribute("name", name);
	}

	private static XmlElement poolAttribute(XmlElement root, String name) {
		return root.select(POOL + "/attribute[@name='" + name + "']").get(0);
	}

	private static void addPoolAttribute(XmlElement root, String name, String value) {
		root.select(POOL).get(0).addChild("attribute", value).setAttribute("name", name);
	}

	static List<RuleCase> cases() {
		LiveFacts saturated = LiveFacts.none().with(LiveInput.BUSY_THREADS_PEAK, "jboss.system:service=ThreadPool", 10);
		LiveFacts idle = LiveFacts.none().with(LiveInput.BUSY_THREADS_PEAK, "jboss.system:service=ThreadPool", 3);
		return List.of(
				fires("systhreadpool.maximumpoolsize", SERVICE_51).live(saturated),
				quiet("systhreadpool.maximumpoolsize", SERVICE_51).live(idle),
				quiet("systhreadpool.maximumpoolsize", SERVICE_51),
				fires("systhreadpool.maximumqueuesize", SERVICE_51).xml("MaximumQueueSize 0",
						r -> poolAttribute(r, "MaximumQueueSize").setText("0")),
				quiet("systhreadpool.maximumqueuesize", SERVICE_51),
				fires("systhreadpool.blockingmode", SERVICE_51).xml("BlockingMode discard",
						r -> poolAttribute(r, "BlockingMode").setText("discard")),
				quiet("systhreadpool.blockingmode", SERVICE_42),
				fires("systhreadpool.keepalivetime", SERVICE_51).xml("KeepAliveTime 100",
						r -> poolAttribute(r, "KeepAliveTime").setText("100")),
				quiet("systhreadpool.keepalivetime", SERVICE_51),
				fires("systhreadpool.minimumpoolsize", SERVICE_51).xml("MinimumPoolSize 20",
						r -> addPoolAttribute(r, "MinimumPoolSize", "20")),
				quiet("systhreadpool.minimumpoolsize", SERVICE_51).xml("MinimumPoolSize 5",
						r -> addPoolAttribute(r, "MinimumPoolSize", "5")),
				fires("threadpool.static_size", SERVICE_51),
				quiet("threadpool.static_size", SERVICE_51).xml("MinimumPoolSize 10",
						r -> addPoolAttribute(r, "MinimumPoolSize", "10")),
				fires("scanner.period", HDSCANNER_51),
				fires("scanner.period", SERVICE_42),
				fires("scanner.period", STANDALONE),
				quiet("scanner.period", HDSCANNER_51).xml("scanPeriod 60000",
						r -> r.select("bean/property[@name='scanPeriod']").get(0).setText("60000")),
				quiet("scanner.period", SERVICE_51),
				quiet("scanner.period", STANDALONE).xml("scan-interval 60000",
						r -> r.select("//deployment-scanner").get(0).setAttribute("scan-interval", "60000")),
				fires("slim.minor", HDSCANNER_51),
				quiet("slim.minor", HDSCANNER_6),
				fires("slim.hypersonic", DEPLOY_51 + "hsqldb-ds.xml"),
				quiet("slim.hypersonic", "jboss-as-5/5.1.0.GA/docs/examples/jca/mysql-ds.xml"),
				fires("slim.ejb2", DEPLOY_51 + "ejb2-container-jboss-beans.xml"),
				quiet("slim.ejb2", DEPLOY_51 + "ejb3-container-jboss-beans.xml"),
				fires("slim.ejb3", DEPLOY_51 + "ejb3-container-jboss-beans.xml"),
				quiet("slim.ejb3", DEPLOY_51 + "ejb2-container-jboss-beans.xml"),
				fires("slim.jms", DEPLOY_51 + "messaging/messaging-service.xml"),
				quiet("slim.jms", DEPLOY_51 + "messaging/destinations-service.xml"),
				quiet("slim.mail", SERVICE_51),
				fires("slim.mail", SERVICE_51).xml("mail-service.xml's MBean", root -> service(root,
						"org.jboss.mail.MailService", "jboss:service=Mail")),
				quiet("slim.scheduling", SERVICE_42),
				fires("slim.scheduling", SERVICE_42).xml("schedule-manager-service.xml's MBean", root -> service(root,
						"org.jboss.varia.scheduler.ScheduleManager", "jboss:service=ScheduleManager")),
				quiet("slim.juddi", SERVICE_51),
				fires("slim.juddi", SERVICE_51).xml("juddi-service.sar's MBean", root -> service(root,
						"org.jboss.jaxr.juddi.JUDDIService", "jboss:service=Juddi")),
				quiet("slim.keygen", SERVICE_42),
				fires("slim.keygen", SERVICE_42).xml("uuid-key-generator.sar's MBean", root -> service(root,
						"org.jboss.ejb.plugins.keygenerator.uuid.UUIDKeyGeneratorFactoryService",
						"jboss:service=KeyGeneratorFactory,type=UUID")),
				fires("jboss.profile_trim", SERVICE_51_ALL),
				quiet("jboss.profile_trim", SERVICE_51));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path tmp) throws IOException {
		c.verify(tmp);
	}
}
