package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import dyno.jboss.rules.Rule;

/**
 * Datasource and transaction rules: JDBC pool sizing and statement caching of JBoss AS {@code *-ds.xml} files and
 * WildFly's datasources subsystem, the development aids of the JDBC layer (also in jca-jboss-beans.xml /
 * jbossjca-service.xml), and the transaction manager.
 */
public final class DatasourceRules {

	private DatasourceRules() {
	}

	public static List<Rule> rules() {
		List<Rule> all = new ArrayList<>();
		all.addAll(DatasourcePoolRules.rules());
		all.addAll(DatasourceDriverRules.rules());
		all.addAll(DatasourceDebugRules.rules());
		all.addAll(TransactionRules.rules());
		return all;
	}
}
