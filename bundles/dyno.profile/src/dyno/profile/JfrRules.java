package dyno.profile;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.common.unit.UnitLookup;
import org.openjdk.jmc.common.util.IPreferenceValueProvider;
import org.openjdk.jmc.flightrecorder.rules.IResult;
import org.openjdk.jmc.flightrecorder.rules.IRule;
import org.openjdk.jmc.flightrecorder.rules.ResultToolkit;
import org.openjdk.jmc.flightrecorder.rules.TypedResult;
import org.openjdk.jmc.flightrecorder.rules.jdk.dataproviders.StacktraceDataProvider;
import org.openjdk.jmc.flightrecorder.rules.util.RulesToolkit;

import dyno.profile.internal.PlainText;

/**
 * JMC's automated analysis rules (GC pressure, hot methods, lock contention, allocation, exceptions ... about a
 * hundred) evaluated on a recording, with their default preferences. Rules that do not apply (their events are
 * missing) are left out.
 */
public final class JfrRules {

	/** Rules run on this many threads; the machines Dyno is measured on have two cores. */
	private static final int THREADS = 2;

	private JfrRules() {
	}

	/** The applicable rules' results, highest score first. */
	public static List<RuleResult> evaluate(JfrFile file) {
		Map<IRule, Future<IResult>> futures = RulesToolkit.evaluateParallel(rules(), file.items(),
				IPreferenceValueProvider.DEFAULT_VALUES, THREADS);
		List<RuleResult> results = new ArrayList<>();
		for (Map.Entry<IRule, Future<IResult>> e : futures.entrySet()) {
			IResult r;
			try {
				r = e.getValue().get();
			} catch (ExecutionException ex) {
				continue; // a rule that fails on this recording gives no advice; the others still do
			} catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				break;
			}
			RuleResult result = toResult(e.getKey(), r);
			if (result != null) {
				results.add(result);
			}
		}
		results.sort(Comparator.comparingInt(RuleResult::score).reversed().thenComparing(RuleResult::id));
		return results;
	}

	/**
	 * Every rule of JMC's JDK rules library. Its {@code RuleRegistry} looks them up with the rules bundle's own class
	 * loader, which inside OSGi does not see the JDK rules bundle: look them up with that bundle's loader instead.
	 */
	static Collection<IRule> rules() {
		List<IRule> rules = new ArrayList<>();
		ServiceLoader.load(IRule.class, StacktraceDataProvider.class.getClassLoader()).forEach(rules::add);
		return rules;
	}

	private static RuleResult toResult(IRule rule, IResult r) {
		if (r == null) {
			return null;
		}
		String severity = switch (r.getSeverity()) {
		case OK -> RuleResult.OK;
		case INFO -> RuleResult.INFO;
		case WARNING -> RuleResult.WARNING;
		default -> null; // not applicable or ignored
		};
		if (severity == null) {
			return null;
		}
		IQuantity score = r.getResult(TypedResult.SCORE);
		int points = score == null ? (int) Math.round(r.getSeverity().getLimit())
				: (int) Math.round(Math.max(0, Math.min(100, score.doubleValueIn(UnitLookup.NUMBER_UNITY))));
		String explanation = join(text(r, r.getExplanation()), text(r, r.getSolution()));
		return new RuleResult(rule.getId(), rule.getName(), points, severity, text(r, r.getSummary()), explanation);
	}

	/**
	 * A result's text with its {placeholders} filled in by JMC, as plain text. The templates are written for
	 * MessageFormat, which JMC no longer applies: their quotes stay doubled ({@code ''long[]''}).
	 */
	private static String text(IResult r, String template) {
		return template == null ? ""
				: PlainText.of(ResultToolkit.populateMessage(r, template, false)).replace("''", "'");
	}

	private static String join(String a, String b) {
		return a.isEmpty() ? b : b.isEmpty() ? a : a + "\n" + b;
	}
}
