package dyno.jboss.rules.internal.catalog;

import java.nio.file.Path;
import java.util.List;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * Server slimming: services a profile ships with that many applications never use, found by the files that deploy
 * them. Each costs memory, threads and start time; the hint names the files to remove when the service is unused.
 */
final class SlimmingRules {

	private SlimmingRules() {
	}

	static List<Rule> rules() {
		return List.of(hypersonic(), ejb2(), ejb3(), messaging(), allProfile(),
				optionalService("slim.mail", "org.jboss.mail.MailService", "the JavaMail session service is deployed",
						"mail-service.xml binds a JavaMail session in JNDI at every start. Applications that send no "
								+ "mail through it do not need it: remove mail-service.xml and mail-ra.rar."),
				optionalService("slim.scheduling", "org.jboss.varia.scheduler.ScheduleManager",
						"the scheduler service is deployed",
						"The schedule manager runs timed MBean calls for applications that register them. Without "
								+ "such schedules remove schedule-manager-service.xml and scheduler-service.xml (and, "
								+ "on JBoss AS 5, quartz-ra.rar when no MDB uses Quartz)."),
				optionalService("slim.juddi", "org.jboss.jaxr.juddi.JUDDIService", "the UDDI registry is deployed",
						"juddi-service.sar runs a UDDI registry with its own database tables; almost no application "
								+ "publishes its web services there. Remove it unless one does."),
				optionalService("slim.keygen", "org.jboss.ejb.plugins.keygenerator.uuid.UUIDKeyGeneratorFactoryService",
						"the UUID key generator is deployed",
						"uuid-key-generator.sar serves primary keys to EJB 2 CMP beans that ask for generated keys; "
								+ "EJB 3 and plain JDBC applications do not use it. Remove it to start one service "
								+ "less."));
	}

	private static String fileName(RuleContext ctx) {
		return ctx.file().path().getFileName().toString();
	}

	private static Rule hypersonic() {
		return Rule.builder("slim.hypersonic").appliesTo(FileKind.DATASOURCES).severity(Severity.INFO)
				.message("a datasource on the embedded Hypersonic database")
				.rationale("Hypersonic (HSQLDB) is the development database the distribution ships; it is neither "
						+ "fast nor safe under concurrent load. Move production data to a real database, and repoint "
						+ "what uses DefaultDS (JMS persistence, EJB timers) before removing hsqldb-ds.xml.")
				.check((ctx, report) -> {
					for (XmlElement url : ctx.root().select("*/connection-url")) {
						if (url.text().startsWith("jdbc:hsqldb:")) {
							report.at(url, url.text());
						}
					}
				}).build();
	}

	private static Rule ejb2() {
		return Rule.builder("slim.ejb2").appliesTo(FileKind.JBOSS_BEANS)
				.versions(Versions.jbossAs(5, 0), Versions.jbossAs(6, 99)).severity(Severity.INFO)
				.message("EJB 2.x support is deployed")
				.rationale("Applications built on EJB 3 and POJOs do not need the EJB 2 container; removing "
						+ "ejb2-container-jboss-beans.xml and ejb2-timer-service.xml is among the larger savings of "
						+ "server slimming.")
				.check((ctx, report) -> {
					if (fileName(ctx).equals("ejb2-container-jboss-beans.xml")) {
						report.at(ctx.root(), null);
					}
				}).build();
	}

	private static Rule ejb3() {
		return Rule.builder("slim.ejb3").appliesTo(FileKind.JBOSS_BEANS)
				.versions(Versions.jbossAs(5, 0), Versions.jbossAs(6, 99)).severity(Severity.INFO)
				.message("the EJB 3 container is deployed")
				.rationale("Without EJB 3 components (a plain web application) the EJB 3 container, its interceptors, "
						+ "connectors and timer service are dead weight: remove ejb3-*-jboss-beans.xml, "
						+ "ejb3-interceptors-aop.xml and the EJB 3 endpoint deployer.")
				.check((ctx, report) -> {
					if (fileName(ctx).equals("ejb3-container-jboss-beans.xml")) {
						report.at(ctx.root(), null);
					}
				}).build();
	}

	private static Rule messaging() {
		return Rule.builder("slim.jms").appliesTo(FileKind.JBOSS_MESSAGING, FileKind.JBOSS_SERVICE)
				.versions(Versions.jbossAs(5, 0), Versions.jbossAs(5, 99)).severity(Severity.INFO)
				.message("JBoss Messaging is deployed")
				.rationale("When no application uses JMS or message-driven beans, the messaging server is pure cost: "
						+ "remove deploy/messaging, jms-ra.rar and deployers/messaging-definitions-jboss-beans.xml.")
				.check((ctx, report) -> {
					if (fileName(ctx).equals("messaging-service.xml")) {
						report.at(ctx.root(), null);
					}
				}).build();
	}

	private static Rule allProfile() {
		return Rule.builder("jboss.profile_trim").appliesTo(FileKind.JBOSS_SERVICE)
				.versions(Versions.jbossAs(4, 0), Versions.jbossAs(6, 99)).severity(Severity.INFO)
				.message("the full 'all' profile")
				.rationale("The 'all' profile starts every service, clustering included. Trimmed to what a clustered "
						+ "node used, one measured start went from 67 s to 14 s, 699 to 203 MBeans, 106 to 32 threads "
						+ "and 4 cluster caches to 1. Copy the profile and remove what the applications do not use.")
				.check((ctx, report) -> {
					Path p = ctx.file().path();
					boolean mainConf = fileName(ctx).equals("jboss-service.xml") && p.getParent() != null
							&& p.getParent().getFileName().toString().equals("conf");
					boolean all = "all".equals(ctx.server().profile())
							|| (p.getNameCount() >= 3 && p.getParent().getParent().getFileName().toString().equals("all"));
					if (mainConf && all) {
						report.at(ctx.root(), null);
					}
				}).build();
	}

	/** A rule that points at the MBean of an optional service that a lean server may remove. */
	private static Rule optionalService(String id, String code, String message, String rationale) {
		return Rule.builder(id).appliesTo(FileKind.JBOSS_SERVICE)
				.versions(Versions.jbossAs(4, 0), Versions.jbossAs(6, 99)).severity(Severity.INFO)
				.message(message).rationale(rationale)
				.advice("Remove the service's deployment (the file or archive that declares the " + code
						+ " MBean) from the profile when no application uses it.")
				.check((ctx, report) -> {
					for (XmlElement mbean : ctx.root().select("//mbean[@code='" + code + "']")) {
						report.at(mbean, mbean.attribute("name").orElse(code),
								Fix.onElement(mbean, "remove the " + code.substring(code.lastIndexOf('.') + 1) + " MBean",
										XmlElement::remove));
					}
				}).build();
	}
}
