package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * The transaction manager (JBoss Transactions): statistics and the default timeout, in transaction-jboss-beans.xml
 * (AS 5: TransactionManager bean; AS 6: CoordinatorEnvironmentBean), jbossjta/jbossts-properties.xml (AS 4.2, 5)
 * and WildFly's transactions subsystem.
 */
final class TransactionRules {

	/** The timeout JBoss AS and WildFly ship with, in seconds. */
	private static final long SHIPPED_TIMEOUT_S = 300;
	private static final String ARJUNA = "com.arjuna.ats.arjuna.coordinator.";

	private TransactionRules() {
	}

	static List<Rule> rules() {
		return List.of(statistics(), defaultTimeout());
	}

	/** A setting of the transaction manager: the element whose text (or value attribute) holds it, and how to set it. */
	private record Setting(XmlElement element, String value, Fix fixTo) {
	}

	/**
	 * Where the files write a setting. {@code beanProperties} are its names on the AS 5/6 beans (AS 5's
	 * TransactionManager and AS 6's CoordinatorEnvironmentBean name the timeout differently), {@code arjuna} the
	 * AS 4.2/5 properties key, {@code wildfly} the attribute of WildFly's coordinator-environment.
	 */
	private static List<Setting> settings(RuleContext ctx, List<String> beanProperties, String arjuna, String wildfly,
			String fixed) {
		List<Setting> out = new ArrayList<>();
		XmlElement root = ctx.root();
		for (XmlElement p : root.select("bean[@name='TransactionManager']|bean[@name='CoordinatorEnvironmentBean']/property")) {
			String name = p.attribute("name").orElse("");
			if (beanProperties.contains(name)) {
				out.add(new Setting(p, DatasourceView.effective(p.text()), Fix.onElement(p, "set " + name + " to " + fixed,
						e -> e.setText(fixed))));
			}
		}
		for (XmlElement p : root.select("properties/property[@name='" + ARJUNA + arjuna + "']")) {
			Optional<String> v = p.attribute("value");
			String arjunaFixed = fixed.equals("false") ? "NO" : fixed;
			v.ifPresent(value -> out.add(new Setting(p, value, Fix.onElement(p, "set " + arjuna + " to " + arjunaFixed,
					e -> e.setAttribute("value", arjunaFixed)))));
		}
		for (XmlElement subsystem : Subsystems.named(root, "transactions")) {
			for (XmlElement c : subsystem.children("coordinator-environment")) {
				c.attribute(wildfly).ifPresent(v -> out.add(new Setting(c, DatasourceView.effective(v),
						Fix.onElement(c, "set " + wildfly + " to " + fixed, e -> e.setAttribute(wildfly, fixed)))));
			}
		}
		return out;
	}

	private static Rule statistics() {
		return Rule.builder("tx.statistics")
				.appliesTo(FileKind.TRANSACTION, FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.INFO)
				.message("transaction statistics are collected")
				.rationale("With statistics on, every transaction updates shared counters (begun, committed, rolled "
						+ "back, heuristics). Useful while measuring; off by default because the counters are contended "
						+ "under load. Switch them off again after the measurement.")
				.check((ctx, report) -> {
					for (Setting s : settings(ctx, List.of("enableStatistics"), "enableStatistics", "statistics-enabled", "false")) {
						if (s.value.equalsIgnoreCase("true") || s.value.equalsIgnoreCase("yes")) {
							report.at(s.element, null, s.fixTo);
						}
					}
				}).build();
	}

	private static Rule defaultTimeout() {
		return Rule.builder("tx.default_timeout")
				.appliesTo(FileKind.TRANSACTION, FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.WARNING)
				.message("transactions may run longer than 5 minutes")
				.rationale("A transaction holds its database connections and locks until it ends. A default timeout "
						+ "above the shipped 300 s lets stuck transactions starve the connection pools longer; give the "
						+ "few long batch transactions their own timeout instead of raising it for all.")
				.check((ctx, report) -> {
					for (Setting s : settings(ctx, List.of("transactionTimeout", "defaultTimeout"), "defaultTimeout",
							"default-timeout", "" + SHIPPED_TIMEOUT_S)) {
						OptionalLong t = ConfigValues.number(s.value);
						if (t.isPresent() && t.getAsLong() > SHIPPED_TIMEOUT_S) {
							report.at(s.element, t.getAsLong() + " s", s.fixTo);
						}
					}
				}).build();
	}
}
