package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.RuleCase;

/** {@link EjbContainerRules} on the real standardjboss.xml and ejb3-interceptors-aop.xml of JBoss AS 4.2, 5.1 and 6.1. */
public class EjbContainerRulesTest {

	private static final String STANDARDJBOSS = "jboss-as-5/5.1.0.GA/server/default/conf/standardjboss.xml";
	private static final String STANDARDJBOSS_42 = "jboss-as-4.2/4.2.3.GA/server/default/conf/standardjboss.xml";
	private static final String POOL = "container-configurations/container-configuration/container-pool-conf";
	private static final String AOP_42 = "jboss-as-4.2/4.2.3.GA/server/default/deploy/ejb3-interceptors-aop.xml";
	private static final String AOP_51 = "jboss-as-5/5.1.0.GA/server/default/deploy/ejb3-interceptors-aop.xml";
	private static final String AOP_61 = "jboss-as-6/6.1.0.Final/server/all/deploy/ejb3-interceptors-aop.xml";
	private static final String STATELESS = "domain[@name='Stateless Bean']";
	private static final String MDB = "domain[@name='Message Driven Bean']";
	private static final String STATEFUL = "domain[@name='Stateful Bean']";

	public static List<RuleCase> cases() {
		return List.of(
				quiet("ejb2.pool.strict_timeout", STANDARDJBOSS),
				fires("ejb2.pool.strict_timeout", STANDARDJBOSS).xml("a strict pool without a timeout",
						root -> pool(root).addChild("strictMaximumSize", "true")),
				quiet("ejb2.pool.strict_timeout", STANDARDJBOSS).xml("a strict pool with a 30 s timeout", root -> {
					pool(root).addChild("strictMaximumSize", "true");
					pool(root).addChild("strictTimeout", "30000");
				}),
				quiet("ejb.slsb.minimumsize", STANDARDJBOSS),
				fires("ejb.slsb.minimumsize", STANDARDJBOSS).xml("a pool minimum of 10",
						root -> pool(root).addChild("MinimumSize", "10")),
				quiet("ejb2.commit_option", STANDARDJBOSS_42),
				fires("ejb2.commit_option", STANDARDJBOSS).xml("commit option C on a cached entity container",
						root -> root.select("container-configurations/container-configuration/commit-option").get(0)
								.setText("C")),
				fires("ejb2.cache_invalidation", STANDARDJBOSS),
				fires("ejb2.cache_invalidation", STANDARDJBOSS_42),
				quiet("ejb2.cache_invalidation", STANDARDJBOSS).xml("clustered containers on commit option B",
						root -> root.select("container-configurations/container-configuration").stream()
								.filter(c -> c.child("cluster-config").isPresent()).flatMap(c -> c.children("commit-option").stream())
								.forEach(o -> o.setText("B"))),
				quiet("ejb.slsb.pool_class", AOP_51),
				fires("ejb.slsb.pool_class", AOP_51).edit("a strict pool for every stateless bean",
						annotation(STATELESS, "Pool", "\"ThreadlocalPool\"", "\"StrictMaxPool\"")),
				fires("ejb.slsb.pool_class", AOP_42).edit("a strict pool for every stateless bean",
						annotation(STATELESS, "PoolClass", "ThreadlocalPool", "StrictMaxPool")),
				quiet("ejb.slsb.pool_maxsize", AOP_51),
				fires("ejb.slsb.pool_maxsize", AOP_51).edit("an MDB pool of 5",
						annotation(MDB, "Pool", "maxSize=15", "maxSize=5")),
				quiet("ejb.slsb.pool_timeout", AOP_42),
				fires("ejb.slsb.pool_timeout", AOP_42).edit("an MDB pool without a timeout",
						annotation(MDB, "PoolClass", "timeout=10000", "timeout=0")),
				quiet("ejb.mdb.pool", AOP_61),
				fires("ejb.mdb.pool", AOP_61).edit("a thread-local MDB pool",
						annotation(MDB, "Pool", "StrictMaxPool", "ThreadlocalPool")),
				quiet("ejb.sfsb.cache_maxsize", AOP_51),
				fires("ejb.sfsb.cache_maxsize", AOP_51).edit("a cache of 500 beans",
						annotation(STATEFUL, "CacheConfig", "maxSize=100000", "maxSize=500")),
				quiet("ejb.sfsb.idle_timeout", AOP_42),
				fires("ejb.sfsb.idle_timeout", AOP_42).edit("passivation after 30 s",
						annotation(STATEFUL, "CacheConfig", "idleTimeoutSeconds=300", "idleTimeoutSeconds=30")),
				fires("ejb.sfsb.removal_timeout", AOP_51),
				fires("ejb.sfsb.removal_timeout", AOP_42),
				quiet("ejb.sfsb.removal_timeout", AOP_51).edit("removal after an hour everywhere",
						doc -> Edits.all(doc, "domain/annotation").stream().filter(a -> a.text().contains("CacheConfig"))
								.forEach(a -> a.setText(a.text().replace("removalTimeoutSeconds=0",
										"removalTimeoutSeconds=3600")))),
				quiet("ejb.sfsb.disable_passivation", AOP_51),
				fires("ejb.sfsb.disable_passivation", AOP_61).edit("removal after 120 s, before passivation",
						annotation(STATEFUL, "CacheConfig", "removalTimeoutSeconds=0", "removalTimeoutSeconds=120")),
				quiet("ejb.interceptors.remove_tx", AOP_51),
				quiet("ejb.interceptors.remove_tx", AOP_61),
				quiet("ejb.interceptors.remove_tx", AOP_42),
				fires("ejb.interceptors.remove_tx", AOP_61).edit("TxPropagationInterceptor removed from the stateless domain",
						doc -> Edits.all(doc, STATELESS + "/bind/interceptor-ref[@name='org.jboss.aspects.tx.TxPropagationInterceptor']")
								.forEach(XmlElement::remove)),
				fires("ejb.interceptors.remove_tx", AOP_51).edit("CMTTxInterceptorFactory removed from the stateless domain",
						doc -> Edits.all(doc, STATELESS + "/bind/interceptor-ref[@name='org.jboss.ejb3.tx.CMTTxInterceptorFactory']")
								.forEach(XmlElement::remove)),
				fires("ejb.interceptors.remove_tx", AOP_42).edit("TxInterceptorFactory removed from the stateless domain",
						doc -> Edits.all(doc, STATELESS + "/bind/interceptor-ref[@name='org.jboss.ejb3.tx.TxInterceptorFactory']")
								.forEach(XmlElement::remove)));
	}

	/** Replaces {@code from} by {@code to} in the first annotation of {@code type} of a domain. */
	private static Consumer<ConfigDocument> annotation(String domain, String type, String from, String to) {
		return doc -> {
			XmlElement a = Edits.all(doc, domain + "/annotation").stream()
					.filter(e -> e.text().matches("(?s)@[\\w.]*\\." + type + "\\b.*")).findFirst()
					.orElseThrow(() -> new AssertionError("no " + type + " in " + domain));
			if (!a.text().contains(from)) {
				throw new AssertionError(a.text() + " has no " + from);
			}
			a.setText(a.text().replace(from, to));
		};
	}

	private static XmlElement pool(XmlElement root) {
		return root.select(POOL).get(0);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
