package dyno.cli.internal;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import dyno.core.JsonText;
import dyno.jboss.FileKind;
import dyno.jboss.live.LiveFact;
import dyno.jboss.live.LiveObservation;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleCatalog;
import dyno.jvm.JvmConnection;
import dyno.jvm.threads.ThreadMonitor;

/**
 * {@code dyno lint --live}: observes the running server for a while ({@link LiveObservation}) and says which facts
 * the rules were given and which rules of the linted files weigh each.
 *
 * @param label    the observed JVM, as the user named it
 * @param observed how long it was observed
 * @param facts    what was observed, as a list
 * @param given    the same, as the rules take them
 * @param problem  why part of it could not be read, or null
 */
record LiveLint(String label, Duration observed, List<LiveFact> facts, LiveFacts given, String problem) {

	/** Observes {@code connection} for {@code watch}, telling the user on {@code err} (stdout may be JSON). */
	static LiveLint observe(JvmConnection connection, Duration watch, PrintStream err) throws InterruptedException {
		String label = connection.target().label();
		err.printf("dyno lint: observing %s for %d s…%n", label, watch.toSeconds());
		try (LiveObservation o = LiveObservation.start(connection, ThreadMonitor.DEFAULT_INTERVAL)) {
			Thread.sleep(watch.toMillis());
			// A short --for must not end before the first read, which may have to start the JVM's agent.
			o.awaitFirstTick(JvmTarget.CONNECT_TIMEOUT);
			o.close();
			return new LiveLint(label, o.observedFor(), o.observed(), o.facts(), o.problem().orElse(null));
		}
	}

	/** The rules that weigh the fact's input in files of these kinds. */
	static List<String> weighedBy(LiveFact fact, Collection<FileKind> kinds) {
		return RuleCatalog.standard().rules().stream()
				.filter(r -> r.liveInputs().contains(fact.input()) && kinds.stream().anyMatch(r.appliesTo()::contains))
				.map(Rule::id).toList();
	}

	/** The text report's closing section. */
	String toText(Set<FileKind> kinds) {
		StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%nLive facts from %s, observed for %d s:%n",
				label, observed.toSeconds()));
		if (facts.isEmpty()) {
			b.append("  none (").append(problem == null ? "the transport gave none" : problem).append(")\n");
		}
		for (LiveFact f : facts) {
			List<String> rules = weighedBy(f, kinds);
			b.append("  ").append(f.text()).append(rules.isEmpty() ? " — no rule of these files weighs it"
					: " — weighed by " + String.join(", ", rules)).append('\n');
		}
		if (problem != null && !facts.isEmpty()) {
			b.append("  note: ").append(problem).append('\n');
		}
		return b.toString();
	}

	/** The JSON report with a {@code "live"} member first. */
	String intoJson(String reportJson, Set<FileKind> kinds) {
		String list = facts.stream().map(f -> "{\"input\": " + JsonText.string(f.input().name()) + ", \"key\": "
				+ JsonText.string(f.key()) + ", \"value\": " + f.value() + ", \"unit\": "
				+ JsonText.string(f.input().unit()) + ", \"source\": " + JsonText.string(f.source())
				+ ", \"weighedBy\": [" + weighedBy(f, kinds).stream().map(JsonText::string).collect(Collectors.joining(", "))
				+ "]}").collect(Collectors.joining(",\n      ", "[\n      ", "\n    ]"));
		return JsonText.withFirstMember(reportJson, "live", "{\"target\": " + JsonText.string(label)
				+ ", \"observedSeconds\": " + observed.toSeconds() + ", \"problem\": " + JsonText.string(problem)
				+ ",\n    \"facts\": " + (facts.isEmpty() ? "[]" : list) + "}");
	}
}
