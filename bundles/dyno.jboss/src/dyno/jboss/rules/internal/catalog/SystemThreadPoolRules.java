package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.BiConsumer;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * The system thread pool of conf/jboss-service.xml (JBoss AS 4-6), which serves JNDI lookups over the naming
 * port and other system tasks: its size, queue, blocking mode and keep-alive.
 */
final class SystemThreadPoolRules {

	/** The MBean of the pool; the live busy-thread peak is keyed by this name. */
	static final String POOL = "jboss.system:service=ThreadPool";

	private SystemThreadPoolRules() {
	}

	static List<Rule> rules() {
		return List.of(maximumPoolSize(), queueProbe(), blockingMode(), keepAlive(), minimumAboveMaximum());
	}

	private static Rule.Builder pool(String id) {
		return Rule.builder(id).appliesTo(FileKind.JBOSS_SERVICE);
	}

	/** Calls the action with the pool's attribute element when the file declares the pool and that attribute. */
	private static void attribute(RuleContext ctx, String name, BiConsumer<XmlElement, String> action) {
		for (XmlElement a : ctx.root().select("mbean[@name='" + POOL + "']/attribute[@name='" + name + "']")) {
			action.accept(a, a.text());
		}
	}

	private static Optional<Long> number(String text) {
		try {
			return Optional.of(Long.parseLong(text.trim()));
		} catch (NumberFormatException e) {
			return Optional.empty();
		}
	}

	private static Fix setText(XmlElement attribute, String value) {
		return Fix.onElement(attribute, "set " + attribute.attribute("name").orElse("") + " to " + value,
				a -> a.setText(value));
	}

	private static Rule maximumPoolSize() {
		return pool("systhreadpool.maximumpoolsize").severity(Severity.WARNING).live(LiveInput.BUSY_THREADS_PEAK)
				.message("the system thread pool runs full")
				.rationale("The system pool answers remote JNDI lookups; when all its threads are busy, clients fail "
						+ "with CommunicationException or ServiceUnavailableException on the naming port (1099). Raise "
						+ "MaximumPoolSize (the shipped file has 10), and better make the application cache its lookups.")
				.check((ctx, report) -> attribute(ctx, "MaximumPoolSize", (a, v) -> {
					OptionalDouble peak = ctx.live().get(LiveInput.BUSY_THREADS_PEAK, POOL);
					Optional<Long> max = number(v);
					if (peak.isPresent() && max.isPresent() && peak.getAsDouble() >= 0.9 * max.get()) {
						report.at(a, String.format(Locale.ROOT, "peak %.0f busy of %d", peak.getAsDouble(), max.get()),
								setText(a, String.valueOf(Math.max(2 * max.get(), 20))));
					}
				})).build();
	}

	private static Rule queueProbe() {
		return pool("systhreadpool.maximumqueuesize").severity(Severity.WARNING)
				.message("the system thread pool has no queue")
				.rationale("MaximumQueueSize=0 is a diagnostic probe: it makes pool saturation show up as client errors "
						+ "during a load test. Left in production it fails lookups as soon as all threads are busy; "
						+ "restore the queue (1000 as shipped).")
				.check((ctx, report) -> attribute(ctx, "MaximumQueueSize", (a, v) -> {
					if (number(v).map(n -> n == 0).orElse(false)) {
						report.at(a, null, setText(a, "1000"));
					}
				})).build();
	}

	private static Rule blockingMode() {
		return pool("systhreadpool.blockingmode").severity(Severity.WARNING)
				.message("the system thread pool drops work when full")
				.rationale("When threads and queue are full, 'run' (the default) runs the task on the caller's thread "
						+ "and 'wait' blocks the caller; 'abort' throws, 'discard' and 'discardOldest' silently drop "
						+ "tasks. Keep 'run' unless shedding load is the intent.")
				.check((ctx, report) -> attribute(ctx, "BlockingMode", (a, v) -> {
					String mode = v.trim();
					if (mode.equalsIgnoreCase("abort") || mode.equalsIgnoreCase("discard")
							|| mode.equalsIgnoreCase("discardOldest")) {
						report.at(a, "BlockingMode " + mode, setText(a, "run"));
					}
				})).build();
	}

	private static Rule keepAlive() {
		return pool("systhreadpool.keepalivetime").severity(Severity.INFO)
				.message("system threads are retired almost at once")
				.rationale("KeepAliveTime is how long a surplus idle thread lives (60000 ms as shipped). Below a second "
						+ "threads are created and destroyed with every burst of lookups.")
				.check((ctx, report) -> attribute(ctx, "KeepAliveTime", (a, v) -> {
					if (number(v).map(n -> n < 1000).orElse(false)) {
						report.at(a, "KeepAliveTime " + v.trim() + " ms", setText(a, "60000"));
					}
				})).build();
	}

	private static Rule minimumAboveMaximum() {
		return pool("systhreadpool.minimumpoolsize").severity(Severity.WARNING)
				.message("the system pool's minimum is above its maximum")
				.rationale("MinimumPoolSize threads are kept alive; a minimum above MaximumPoolSize is contradictory and "
						+ "the pool does not behave as either value suggests. Usually the minimum is left alone.")
				.check((ctx, report) -> {
					attribute(ctx, "MinimumPoolSize", (min, v) -> attribute(ctx, "MaximumPoolSize", (max, w) -> {
						Optional<Long> lo = number(v);
						Optional<Long> hi = number(w);
						if (lo.isPresent() && hi.isPresent() && lo.get() > hi.get()) {
							report.at(min, "MinimumPoolSize " + lo.get() + " > MaximumPoolSize " + hi.get(),
									setText(min, String.valueOf(hi.get())));
						}
					}));
				}).build();
	}
}
