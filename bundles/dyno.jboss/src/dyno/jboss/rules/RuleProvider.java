package dyno.jboss.rules;

import java.util.List;

/**
 * The service interface of an organisation's own rules. A jar that provides rules implements it in a public class
 * with a public no-argument constructor, lists that class in
 * {@code META-INF/services/dyno.jboss.rules.RuleProvider}, and is dropped into the rules folder that the CLI
 * ({@code --rules DIR}, or {@code DYNO_RULES}) and the workbench (Preferences &gt; Dyno &gt; Tuning Rules) read.
 * The jar needs nothing but the dyno.jboss bundle on its class path; its rules are built with {@link Rule#builder}
 * like Dyno's own (their ids must not clash with the standard catalogue's) and are linted, listed by
 * {@code dyno rules} and suppressed like them.
 */
public interface RuleProvider {

	/** The rules this jar adds. */
	List<Rule> rules();
}
