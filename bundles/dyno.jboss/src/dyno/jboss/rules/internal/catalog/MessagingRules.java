package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import dyno.jboss.rules.Rule;

/**
 * Messaging: JBoss Messaging of JBoss AS 5 with the JCA work manager that feeds MDBs ({@link JbmRules}), and HornetQ
 * of JBoss AS 6 plus transport batching of WildFly's messaging-activemq ({@link HornetQRules}).
 */
public final class MessagingRules {

	private MessagingRules() {
	}

	public static List<Rule> rules() {
		List<Rule> rules = new ArrayList<>(JbmRules.rules());
		rules.addAll(HornetQRules.rules());
		return List.copyOf(rules);
	}
}
