package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import dyno.jboss.rules.Rule;

/**
 * Service rules: the system thread pool of jboss-service.xml, the deployment scanners (AS 4.2, AS 5 HDScanner,
 * WildFly) and server slimming hints where a file shows a service that is often unused.
 */
public final class ServiceRules {

	private ServiceRules() {
	}

	public static List<Rule> rules() {
		List<Rule> all = new ArrayList<>();
		all.addAll(SystemThreadPoolRules.rules());
		all.addAll(ScannerRules.rules());
		all.addAll(SlimmingRules.rules());
		return all;
	}
}
