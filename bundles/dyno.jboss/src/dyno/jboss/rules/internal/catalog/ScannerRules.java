package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * The deployment scanners: JBoss AS 4.2's URLDeploymentScanner (jboss-service.xml), AS 5's HDScanner
 * (hdscanner-jboss-beans.xml) and WildFly's deployment-scanner subsystem.
 */
final class ScannerRules {

	private static final long PRODUCTION_PERIOD_MS = 60_000;

	private ScannerRules() {
	}

	static List<Rule> rules() {
		return List.of(scanPeriod(), hotDeployScanner());
	}

	/** A number, or the default of a {@code ${property:default}} reference. */
	private static Optional<Long> millis(String text) {
		String t = text.trim();
		if (t.startsWith("${") && t.endsWith("}") && t.contains(":")) {
			t = t.substring(t.indexOf(':') + 1, t.length() - 1);
		}
		try {
			return Optional.of(Long.parseLong(t));
		} catch (NumberFormatException e) {
			return Optional.empty();
		}
	}

	private static Rule scanPeriod() {
		return Rule.builder("scanner.period")
				.appliesTo(FileKind.DEPLOYMENT_SCANNER, FileKind.JBOSS_SERVICE, FileKind.WILDFLY_STANDALONE)
				.severity(Severity.INFO)
				.message("the deployment folder is scanned every few seconds")
				.rationale("The hot-deployment scanner walks the deploy folder (every 5 s as shipped) and compares "
						+ "timestamps of every deployment. A production server whose deployments change by release "
						+ "needs no such scan: lengthen the period to a minute or more, or switch scanning off.")
				.check((ctx, report) -> {
					XmlElement root = ctx.root();
					switch (ctx.file().kind()) {
					case DEPLOYMENT_SCANNER -> {
						for (XmlElement p : root.select("bean/property[@name='scanPeriod']")) {
							check(p, p.text(), report, Fix.onElement(p, "scan every 60 s", e -> e.setText("60000")));
						}
					}
					case JBOSS_SERVICE -> {
						for (XmlElement scanner : root.select("mbean[@code='org.jboss.deployment.scanner.URLDeploymentScanner']")) {
							boolean enabled = scanner.select("attribute[@name='ScanEnabled']").stream()
									.noneMatch(a -> a.text().trim().equalsIgnoreCase("false"));
							for (XmlElement p : scanner.select("attribute[@name='ScanPeriod']")) {
								if (enabled) {
									check(p, p.text(), report, Fix.onElement(p, "scan every 60 s", e -> e.setText("60000")));
								}
							}
						}
					}
					default -> {
						for (XmlElement s : root.select("//deployment-scanner")) {
							boolean enabled = !s.attribute("scan-enabled").map(v -> v.trim().equalsIgnoreCase("false"))
									.orElse(false);
							if (enabled) {
								check(s, s.attribute("scan-interval").orElse("5000"), report, Fix.onElement(s,
										"scan every 60 s", e -> e.setAttribute("scan-interval", "60000")));
							}
						}
					}
					}
				}).build();
	}

	private static void check(XmlElement at, String period, Reporter report, Fix fix) {
		millis(period).filter(ms -> ms > 0 && ms < PRODUCTION_PERIOD_MS)
				.ifPresent(ms -> report.at(at, "every " + ms + " ms", fix));
	}

	private static Rule hotDeployScanner() {
		return Rule.builder("slim.minor").appliesTo(FileKind.DEPLOYMENT_SCANNER)
				.versions(Versions.jbossAs(5, 0), Versions.jbossAs(5, 99)).severity(Severity.INFO)
				.message("the hot-deployment scanner is deployed")
				.rationale("Like the BeanShell deployer, XNIO, JMX remoting and the SQLException service, the HDScanner "
						+ "is rarely needed in production; removing hdscanner-jboss-beans.xml saves a thread and the "
						+ "periodic scan. Without it there is no hot deployment.")
				.check((ctx, report) -> {
					for (XmlElement bean : ctx.root().select("bean")) {
						if (bean.attribute("class").orElse("").endsWith(".HDScanner")) {
							report.at(bean, bean.attribute("name").orElse(""));
						}
					}
				}).build();
	}
}
