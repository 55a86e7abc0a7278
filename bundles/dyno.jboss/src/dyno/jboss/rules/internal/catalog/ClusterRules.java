package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import dyno.jboss.rules.Rule;

/**
 * Clustering: JGroups stacks ({@link JGroupsRules}, {@link JGroupsProtocolRules}), JBoss Cache of JBoss AS 5/6
 * ({@link CacheRules}) and of AS 4.x ({@link TreeCacheRules}), and WildFly's infinispan subsystem
 * ({@link InfinispanRules}). Session replication settings of web applications (jboss-web.xml, web.xml) are in
 * {@link WebRules}.
 */
public final class ClusterRules {

	private ClusterRules() {
	}

	public static List<Rule> rules() {
		List<Rule> rules = new ArrayList<>(JGroupsRules.rules());
		rules.addAll(JGroupsProtocolRules.rules());
		rules.addAll(CacheRules.rules());
		rules.addAll(TreeCacheRules.rules());
		rules.addAll(InfinispanRules.rules());
		return List.copyOf(rules);
	}
}
