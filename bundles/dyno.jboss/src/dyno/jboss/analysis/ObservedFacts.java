package dyno.jboss.analysis;

import java.util.Collection;
import java.util.List;
import java.util.Locale;

import dyno.jboss.FileKind;
import dyno.jboss.live.LiveFact;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleCatalog;

/**
 * What a lint's {@code --live} observation of a running server gave the rules: the facts, each with the rules of the
 * linted files that weigh it.
 *
 * @param target          the observed JVM, as the user named it ("pid 4711")
 * @param observedSeconds how long it was observed
 * @param problem         why part of it could not be read, or null
 * @param facts           what was observed
 */
public record ObservedFacts(String target, long observedSeconds, String problem, List<Fact> facts) {

	public ObservedFacts {
		facts = List.copyOf(facts);
	}

	/**
	 * One observed value.
	 *
	 * @param key       the pool, connector or worker it belongs to as the configuration names it; "" for the server
	 * @param value     in {@code unit}
	 * @param source    where it was read
	 * @param weighedBy the ids of the rules of the linted files that weigh it
	 */
	public record Fact(LiveInput input, String key, double value, String unit, String source, List<String> weighedBy) {

		public Fact {
			weighedBy = List.copyOf(weighedBy);
		}

		/** {@code fact} with the rules of files of these kinds that weigh its input. */
		static Fact of(LiveFact fact, Collection<FileKind> kinds) {
			List<String> rules = RuleCatalog.standard().rules().stream()
					.filter(r -> r.liveInputs().contains(fact.input())
							&& kinds.stream().anyMatch(r.appliesTo()::contains))
					.map(Rule::id).toList();
			return new Fact(fact.input(), fact.key(), fact.value(), fact.input().unit(), fact.source(), rules);
		}

		/** "BUSY_THREADS_PEAK[8080] = 12 threads (threads http-nio-8080-exec-*)" ({@link LiveFact#text()}). */
		public String text() {
			return new LiveFact(input, key, value, source).text();
		}
	}

	/** The text report's closing section. */
	String toText() {
		StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%nLive facts from %s, observed for %d s:%n",
				target, observedSeconds));
		if (facts.isEmpty()) {
			b.append("  none (").append(problem == null ? "the transport gave none" : problem).append(")\n");
		}
		for (Fact f : facts) {
			b.append("  ").append(f.text()).append(f.weighedBy().isEmpty() ? " — no rule of these files weighs it"
					: " — weighed by " + String.join(", ", f.weighedBy())).append('\n');
		}
		if (problem != null && !facts.isEmpty()) {
			b.append("  note: ").append(problem).append('\n');
		}
		return b.toString();
	}
}
