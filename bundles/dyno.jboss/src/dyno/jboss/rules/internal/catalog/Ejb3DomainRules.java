package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * The EJB 3 container domains of ejb3-interceptors-aop.xml (JBoss AS 4.2-6): the default instance pool of
 * stateless and message-driven beans, the stateful bean cache, and the transaction interceptors of the stateless
 * domain. Pool and cache values are read from the typed model ({@code PoolAnnotation}, {@code CacheConfigAnnotation},
 * bound to the members written in the annotations' text); the interceptor bindings from the XML. Part of
 * {@link EjbContainerRules}.
 */
final class Ejb3DomainRules {

	/** What the distribution ships: stateless pools cap at 30, message-driven pools at 15. */
	private static final long SHIPPED_STATELESS_MAX = 30;
	private static final long SHIPPED_MDB_MAX = 15;
	private static final long SHIPPED_POOL_TIMEOUT_MS = 10_000;
	private static final long SHIPPED_CACHE_MAX = 100_000;
	private static final long SHIPPED_IDLE_SECONDS = 300;

	private Ejb3DomainRules() {
	}

	static List<Rule> rules() {
		return List.of(statelessPoolClass(), strictPoolMaxSize(), strictPoolTimeout(), mdbPool(), sfsbCacheMaxSize(),
				sfsbIdleTimeout(), sfsbRemovalTimeout(), sfsbPassivationAvoided(), statelessTxInterceptors());
	}

	private static Rule.Builder aop(String id) {
		return Rule.builder(id).appliesTo(FileKind.EJB3_INTERCEPTORS_AOP);
	}

	private static List<EObject> pools(RuleContext ctx) {
		return ctx.model().all("PoolAnnotation");
	}

	private static List<EObject> caches(RuleContext ctx) {
		return ctx.model().all("CacheConfigAnnotation");
	}

	private static String domain(EObject annotation) {
		return ModelValues.text(annotation, "domain").orElse("?");
	}

	private static boolean messageDriven(EObject pool) {
		String d = domain(pool);
		return d.equals("Message Driven Bean") || d.equals("Consumer Bean");
	}

	private static boolean stateless(EObject pool) {
		return domain(pool).endsWith("Stateless Bean");
	}

	/** Whether a pool names the strict pool: "StrictMaxPool" (AS 5/6) or org.jboss.ejb3.StrictMaxPool.class (AS 4.2). */
	private static boolean strict(EObject pool) {
		return ModelValues.text(pool, "poolClass").orElse("").contains("StrictMaxPool");
	}

	/** The pool value naming {@code simpleName} in the dialect the annotation is written in. */
	private static String poolClass(EObject pool, String simpleName) {
		return ModelValues.text(pool, "poolClass").orElse("").endsWith(".class")
				? "org.jboss.ejb3." + simpleName + ".class" : simpleName;
	}

	private static XmlElement at(RuleContext ctx, EObject annotation) {
		return ctx.model().elementOf(annotation);
	}

	private static Fix set(RuleContext ctx, EObject annotation, String attribute, Object value) {
		return Fix.onModel(ctx, annotation, attribute, value);
	}

	static Rule statelessPoolClass() {
		return aop("ejb.slsb.pool_class").severity(Severity.INFO).reference("ejb.slsb.pool_class", "ejb.slsb.strictmaxpool")
				.advice("Set the Stateless Bean domain's pool back to ThreadlocalPool; put "
						+ "@Pool(value=\"StrictMaxPool\", maxSize=N) on the beans that guard a scarce resource.")
				.measured("95.0 vs 77.3 requests/s, ThreadlocalPool vs StrictMaxPool (JBoss AS 5 Performance Tuning)")
				.message("every stateless bean goes through a strict instance pool")
				.rationale("The thread-local pool keeps one instance per calling thread and needs no locking; in "
						+ "the JBoss AS 5 tuning tests it served about 20% more requests than StrictMaxPool (95.0 "
						+ "against 77.3 per second), more with long-running methods. Keep ThreadlocalPool as the "
						+ "server-wide default and put @Pool(value=\"StrictMaxPool\") only on the beans that must "
						+ "throttle access to a scarce resource.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						if (stateless(pool) && strict(pool)) {
							report.at(at(ctx, pool), domain(pool),
									set(ctx, pool, "poolClass", poolClass(pool, "ThreadlocalPool")));
						}
					}
				}).build();
	}

	static Rule strictPoolMaxSize() {
		return aop("ejb.slsb.pool_maxsize").severity(Severity.INFO)
				.advice("Raise maxSize to the measured peak of concurrent calls plus 10-20% (at least the shipped 30, "
						+ "15 for MDBs), unless the cap protects a resource on purpose.")
				.message("a strict pool admits fewer calls than the distribution's default")
				.rationale("A strict pool serves at most maxSize calls at once and the rest wait for an instance. "
						+ "The distribution ships 30 for session beans and 15 for message-driven beans; a smaller cap "
						+ "only pays when it protects a scarce resource. Size it from the peak of concurrent calls "
						+ "under a production-like load (InvokeStats concurrentCalls of the bean's EJB3 MBean) plus "
						+ "10-20%.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						long shipped = messageDriven(pool) ? SHIPPED_MDB_MAX : SHIPPED_STATELESS_MAX;
						Optional<Long> max = ModelValues.number(pool, "maxSize");
						if (strict(pool) && max.isPresent() && max.get() < shipped) {
							report.at(at(ctx, pool), domain(pool) + ": maxSize " + max.get(),
									set(ctx, pool, "maxSize", (int) shipped));
						}
					}
				}).build();
	}

	static Rule strictPoolTimeout() {
		return aop("ejb.slsb.pool_timeout").severity(Severity.INFO)
				.advice("Set the strict pool's timeout to about 10000 ms, and size the pool so callers rarely reach it.")
				.message("callers wait long for a pooled bean instance")
				.rationale("timeout is how long a call waits for a free instance of a full strict pool before it "
						+ "fails (10 s as shipped). Waiting longer, or without limit (0 or less), turns an undersized "
						+ "pool into requests that hang instead of errors that show in the log; timeouts under load "
						+ "mean the pool is too small for the concurrency.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						Optional<Long> ms = ModelValues.number(pool, "timeout");
						if (strict(pool) && ms.isPresent() && (ms.get() <= 0 || ms.get() > 3 * SHIPPED_POOL_TIMEOUT_MS)) {
							report.at(at(ctx, pool), domain(pool) + ": timeout " + ms.get() + " ms",
									set(ctx, pool, "timeout", SHIPPED_POOL_TIMEOUT_MS));
						}
					}
				}).build();
	}

	static Rule mdbPool() {
		return aop("ejb.mdb.pool").severity(Severity.INFO)
				.advice("Give the message-driven domains a StrictMaxPool again, sized from the measured concurrency.")
				.message("message-driven beans without a cap on their instances")
				.rationale("Message-driven beans ship with a strict pool (15 instances), which bounds how many "
						+ "messages one MDB processes at once and so the load it puts on the database behind it. A "
						+ "thread-local pool lifts that bound to the number of delivery threads. Size the strict pool "
						+ "like a stateless one, from the measured concurrency plus a margin; the larger JMS gains "
						+ "come from the connection factory and destination settings.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						if (messageDriven(pool) && !strict(pool)) {
							report.at(at(ctx, pool), domain(pool),
									set(ctx, pool, "poolClass", poolClass(pool, "StrictMaxPool")));
						}
					}
				}).build();
	}

	static Rule sfsbCacheMaxSize() {
		return aop("ejb.sfsb.cache_maxsize").severity(Severity.INFO)
				.advice("Raise CacheConfig maxSize (100000 as shipped) when the bean's cache size nears it under load.")
				.message("few stateful beans fit the cache")
				.rationale("maxSize is how many stateful instances the cache holds before it passivates the least "
						+ "recently used to disk (100000 as shipped). A small cache passivates and activates beans "
						+ "all the time, each a serialisation and a disk write; raise it when the cache size (the "
						+ "bean's CacheSize statistic) approaches the limit under load.")
				.check((ctx, report) -> {
					for (EObject cache : caches(ctx)) {
						Optional<Long> max = ModelValues.number(cache, "maxSize");
						if (max.isPresent() && max.get() < SHIPPED_CACHE_MAX / 10) {
							report.at(at(ctx, cache), domain(cache) + ": maxSize " + max.get(),
									set(ctx, cache, "maxSize", (int) SHIPPED_CACHE_MAX));
						}
					}
				}).build();
	}

	static Rule sfsbIdleTimeout() {
		return aop("ejb.sfsb.idle_timeout").severity(Severity.INFO)
				.advice("Raise idleTimeoutSeconds to the shipped 300 s, or longer than users pause between requests.")
				.message("stateful beans are passivated after a short idle time")
				.rationale("After idleTimeoutSeconds without a call a stateful bean is serialised to disk and read "
						+ "back at its next call (300 s as shipped). Under a minute, beans of users who merely read a "
						+ "page are passivated and activated over and over: CPU, garbage and disk I/O for nothing. "
						+ "Watch the bean's PassivatedCount.")
				.check((ctx, report) -> {
					for (EObject cache : caches(ctx)) {
						Optional<Long> idle = ModelValues.number(cache, "idleTimeoutSeconds");
						if (idle.isPresent() && idle.get() > 0 && idle.get() < 60) {
							report.at(at(ctx, cache), domain(cache) + ": idleTimeoutSeconds " + idle.get(),
									set(ctx, cache, "idleTimeoutSeconds", SHIPPED_IDLE_SECONDS));
						}
					}
				}).build();
	}

	static Rule sfsbRemovalTimeout() {
		return aop("ejb.sfsb.removal_timeout").severity(Severity.INFO)
				.advice("Set removalTimeoutSeconds to a finite value (an hour, say) and make clients call their @Remove "
						+ "methods.")
				.message("abandoned stateful beans are never removed")
				.rationale("removalTimeoutSeconds=0 (as shipped) keeps a stateful bean until its client calls a "
						+ "@Remove method. Clients that forget, or sessions that simply end, leave beans behind in "
						+ "the cache and the passivation store for as long as the server runs: memory and disk that "
						+ "grow with every user. Make clients remove their beans and give the container a finite "
						+ "removal timeout as a safety net (an hour here); a RemoveCount far below CreateCount shows "
						+ "the leak.")
				.check((ctx, report) -> {
					for (EObject cache : caches(ctx)) {
						Optional<Long> removal = ModelValues.number(cache, "removalTimeoutSeconds");
						if (removal.isPresent() && removal.get() <= 0) {
							report.at(at(ctx, cache), domain(cache) + (ModelValues.text(cache, "name").isPresent()
									? " (clustered)" : ""), set(ctx, cache, "removalTimeoutSeconds", 3600L));
						}
					}
				}).build();
	}

	static Rule sfsbPassivationAvoided() {
		return aop("ejb.sfsb.disable_passivation").severity(Severity.INFO)
				.advice("Keep it if the heap has 5-7% to spare and collections stay short; otherwise let removal come "
						+ "after the idle timeout.")
				.measured("211.1 -> 216.3 requests/s without passivation, for 5-7% more heap (JBoss AS 5 Performance "
						+ "Tuning)")
				.message("stateful beans expire before they could be passivated")
				.rationale("A removal timeout shorter than the idle timeout removes beans before they are ever "
						+ "passivated: no serialisation or disk I/O, about 2.5% more throughput in the JBoss AS 5 "
						+ "tests (211.1 to 216.3 per second), but 5-7% more heap and more collections, since every "
						+ "live bean stays in memory. Give the heap that headroom, or let beans passivate.")
				.check((ctx, report) -> {
					for (EObject cache : caches(ctx)) {
						long removal = ModelValues.number(cache, "removalTimeoutSeconds").orElse(0L);
						long idle = ModelValues.number(cache, "idleTimeoutSeconds").orElse(SHIPPED_IDLE_SECONDS);
						if (removal > 0 && removal < idle) {
							report.at(at(ctx, cache), domain(cache) + ": removal after " + removal
									+ " s, passivation after " + idle + " s");
						}
					}
				}).build();
	}

	/**
	 * The interceptor that runs container-managed transactions: AS 5.x CMTTxInterceptorFactory, AS 6 the "CMTTx"
	 * aspect, AS 4.2 TxInterceptorFactory.
	 */
	private static boolean containerTx(String interceptor) {
		return interceptor.endsWith("CMTTxInterceptorFactory") || interceptor.endsWith(".tx.TxInterceptorFactory")
				|| interceptor.equals("CMTTx");
	}

	static Rule statelessTxInterceptors() {
		return aop("ejb.interceptors.remove_tx").severity(Severity.WARNING)
				.advice("Restore TxPropagationInterceptor and the CMT interceptor in the Stateless Bean domain; ship a "
						+ "custom non-transactional domain with the deployments that need none.")
				.measured("221.1 -> 235.3 calls/s without the transaction interceptors (JBoss AS 5 Performance Tuning)")
				.message("stateless beans run without the transaction interceptors")
				.rationale("Removing the transaction interceptors (TxPropagationInterceptor, CMTTxInterceptorFactory) "
						+ "from the server-wide 'Stateless Bean' domain speeds up non-transactional beans (221.1 to "
						+ "235.3 calls per second in the JBoss AS 5 tests) but silently drops container-managed "
						+ "transactions for every stateless bean of every deployment. Restore them here and ship a "
						+ "custom domain (extends 'Intercepted Bean', inheritBindings=false) with only the "
						+ "deployments that need no transactions.")
				.check((ctx, report) -> {
					for (XmlElement domain : ctx.root().select("domain[@name='Stateless Bean']")) {
						List<String> refs = domain.select("bind/interceptor-ref").stream()
								.map(r -> r.attribute("name").orElse("")).toList();
						boolean propagation = refs.stream().anyMatch(r -> r.endsWith("tx.TxPropagationInterceptor"));
						boolean cmt = refs.stream().anyMatch(Ejb3DomainRules::containerTx);
						if (!propagation || !cmt) {
							report.at(domain, !cmt ? "no container transaction interceptor in its bindings"
									: "no transaction propagation interceptor in its bindings");
						}
					}
				}).build();
	}
}
