package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.OptionalLong;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * The deployment scanners: JBoss AS 4.2's URLDeploymentScanner (jboss-service.xml) and AS 5's HDScanner
 * (hdscanner-jboss-beans.xml) through their models, and WildFly's deployment-scanner subsystem.
 */
final class ScannerRules {

	private static final long PRODUCTION_PERIOD_MS = 60_000;

	private ScannerRules() {
	}

	static List<Rule> rules() {
		return List.of(scanPeriod(), hotDeployScanner());
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
					switch (ctx.file().kind()) {
					case DEPLOYMENT_SCANNER -> {
						for (EObject scanner : ctx.model().all("HDScanner")) {
							check(ctx, scanner, report);
						}
					}
					case JBOSS_SERVICE -> {
						for (EObject scanner : ctx.model().all("DeploymentScannerService")) {
							if (ModelValues.value(scanner, "scanEnabled").map(Boolean.TRUE::equals).orElse(true)) {
								check(ctx, scanner, report);
							}
						}
					}
					default -> {
						for (XmlElement s : ctx.root().select("//deployment-scanner")) {
							boolean enabled = !s.attribute("scan-enabled").map(v -> v.trim().equalsIgnoreCase("false"))
									.orElse(false);
							// WildFly's subsystem is not in the model: read its attributes.
							OptionalLong ms = ConfigValues.number(s.attribute("scan-interval").orElse("5000"));
							if (enabled && ms.isPresent() && tooOften(ms.getAsLong())) {
								report.at(s, "every " + ms.getAsLong() + " ms", Fix.onElement(s, "scan every 60 s",
										e -> e.setAttribute("scan-interval", "60000")));
							}
						}
					}
					}
				}).build();
	}

	private static boolean tooOften(long ms) {
		return ms > 0 && ms < PRODUCTION_PERIOD_MS;
	}

	/** A scanner of the model ({@code HDScanner}, {@code DeploymentScannerService}) with its scanPeriod. */
	private static void check(RuleContext ctx, EObject scanner, Reporter report) {
		ModelValues.number(scanner, "scanPeriod").filter(ScannerRules::tooOften).ifPresent(ms -> report.atLine(
				ModelValues.line(ctx, scanner, "scanPeriod"), "every " + ms + " ms",
				Fix.onModel(ctx, scanner, "scanPeriod", PRODUCTION_PERIOD_MS)));
	}

	private static Rule hotDeployScanner() {
		return Rule.builder("slim.minor").appliesTo(FileKind.DEPLOYMENT_SCANNER)
				.versions(Versions.jbossAs(5, 0), Versions.jbossAs(5, 99)).severity(Severity.INFO)
				.message("the hot-deployment scanner is deployed")
				.rationale("Like the BeanShell deployer, XNIO, JMX remoting and the SQLException service, the HDScanner "
						+ "is rarely needed in production; removing hdscanner-jboss-beans.xml saves a thread and the "
						+ "periodic scan. Without it there is no hot deployment.")
				.check((ctx, report) -> {
					for (EObject scanner : ctx.model().all("HDScanner")) {
						report.at(ctx.model().elementOf(scanner), null);
					}
				}).build();
	}
}
