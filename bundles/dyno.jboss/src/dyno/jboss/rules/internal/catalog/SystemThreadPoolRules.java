package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.ModelValues.line;
import static dyno.jboss.rules.internal.catalog.ModelValues.number;
import static dyno.jboss.rules.internal.catalog.ModelValues.text;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * The thread pools of jboss-service.xml (JBoss AS 4-6; the model's {@code ThreadPoolService}), above all the system
 * pool {@code jboss.system:service=ThreadPool} that serves JNDI lookups over the naming port: size, queue, blocking
 * mode and keep-alive.
 */
final class SystemThreadPoolRules {

	/** The MBean of the system pool; live busy-thread peaks are keyed by a pool's MBean name. */
	static final String POOL = "jboss.system:service=ThreadPool";

	private SystemThreadPoolRules() {
	}

	static List<Rule> rules() {
		return List.of(maximumPoolSize(), queueProbe(), blockingMode(), keepAlive(), minimumAboveMaximum(),
				staticSize());
	}

	private static Rule.Builder pool(String id) {
		return Rule.builder(id).appliesTo(FileKind.JBOSS_SERVICE);
	}

	private static List<EObject> pools(RuleContext ctx) {
		return ctx.model().all("ThreadPoolService");
	}

	private static Rule maximumPoolSize() {
		return pool("systhreadpool.maximumpoolsize").severity(Severity.WARNING).live(LiveInput.BUSY_THREADS_PEAK)
				.message("the system thread pool runs full")
				.rationale("The system pool answers remote JNDI lookups; when all its threads are busy, clients fail "
						+ "with CommunicationException or ServiceUnavailableException on the naming port (1099). Raise "
						+ "MaximumPoolSize (the shipped file has 10), and better make the application cache its lookups.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						String name = text(pool, "name").orElse(POOL);
						OptionalDouble peak = ctx.live().get(LiveInput.BUSY_THREADS_PEAK, name);
						Optional<Long> max = number(pool, "maximumPoolSize");
						if (peak.isPresent() && max.isPresent() && peak.getAsDouble() >= 0.9 * max.get()) {
							report.atLine(line(ctx, pool, "maximumPoolSize"), String.format(Locale.ROOT,
									"%s: peak %.0f busy of %d%s", name, peak.getAsDouble(), max.get(), ctx.live().over()),
									Fix.onModel(ctx, pool, "maximumPoolSize", (int) Math.max(2 * max.get(), 20)));
						}
					}
				}).build();
	}

	private static Rule queueProbe() {
		return pool("systhreadpool.maximumqueuesize").severity(Severity.WARNING)
				.message("the system thread pool has no queue")
				.rationale("MaximumQueueSize=0 is a diagnostic probe: it makes pool saturation show up as client errors "
						+ "during a load test. Left in production it fails lookups as soon as all threads are busy; "
						+ "restore the queue (1000 as shipped).")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						if (number(pool, "maximumQueueSize").filter(n -> n == 0).isPresent()) {
							report.atLine(line(ctx, pool, "maximumQueueSize"), text(pool, "name").orElse(""),
									Fix.onModel(ctx, pool, "maximumQueueSize", 1000));
						}
					}
				}).build();
	}

	private static Rule blockingMode() {
		return pool("systhreadpool.blockingmode").severity(Severity.WARNING)
				.message("the system thread pool drops work when full")
				.rationale("When threads and queue are full, 'run' (the default) runs the task on the caller's thread "
						+ "and 'wait' blocks the caller; 'abort' throws, 'discard' and 'discardOldest' silently drop "
						+ "tasks. Keep 'run' unless shedding load is the intent.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						text(pool, "blockingMode").map(String::trim).filter(m -> m.equalsIgnoreCase("abort")
								|| m.equalsIgnoreCase("discard") || m.equalsIgnoreCase("discardOldest"))
								.ifPresent(m -> report.atLine(line(ctx, pool, "blockingMode"), "BlockingMode " + m,
										Fix.onModel(ctx, pool, "blockingMode", "run")));
					}
				}).build();
	}

	private static Rule keepAlive() {
		return pool("systhreadpool.keepalivetime").severity(Severity.INFO)
				.message("system threads are retired almost at once")
				.rationale("KeepAliveTime is how long a surplus idle thread lives (60000 ms as shipped). Below a second "
						+ "threads are created and destroyed with every burst of lookups.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						number(pool, "keepAliveTime").filter(ms -> ms < 1000).ifPresent(ms -> report.atLine(
								line(ctx, pool, "keepAliveTime"), "KeepAliveTime " + ms + " ms",
								Fix.onModel(ctx, pool, "keepAliveTime", 60_000L)));
					}
				}).build();
	}

	private static Rule staticSize() {
		return pool("threadpool.static_size").severity(Severity.INFO)
				.message("the thread pool grows under load")
				.rationale("A pool that starts threads as load rises does so exactly when the system is busiest. Idle "
						+ "threads cost almost nothing: give the pool a fixed size (minimum = maximum), and add threads "
						+ "only when tasks wait while CPU and database still have room.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						long min = number(pool, "minimumPoolSize").orElse(0L);
						Optional<Long> max = number(pool, "maximumPoolSize");
						if (max.isPresent() && min < max.get()) {
							report.atLine(line(ctx, pool, "maximumPoolSize"), text(pool, "name").orElse("") + ": "
									+ min + " to " + max.get() + " threads",
									Fix.onModel(ctx, pool, "minimumPoolSize", max.get().intValue()));
						}
					}
				}).build();
	}

	private static Rule minimumAboveMaximum() {
		return pool("systhreadpool.minimumpoolsize").severity(Severity.WARNING)
				.message("the system pool's minimum is above its maximum")
				.rationale("MinimumPoolSize threads are kept alive; a minimum above MaximumPoolSize is contradictory and "
						+ "the pool does not behave as either value suggests. Usually the minimum is left alone.")
				.check((ctx, report) -> {
					for (EObject pool : pools(ctx)) {
						Optional<Long> min = number(pool, "minimumPoolSize");
						Optional<Long> max = number(pool, "maximumPoolSize");
						if (min.isPresent() && max.isPresent() && min.get() > max.get()) {
							report.atLine(line(ctx, pool, "minimumPoolSize"), "MinimumPoolSize " + min.get()
									+ " > MaximumPoolSize " + max.get(),
									Fix.onModel(ctx, pool, "minimumPoolSize", max.get().intValue()));
						}
					}
				}).build();
	}
}
