package dyno.jboss.ui.internal.rules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import dyno.core.analysis.Arguments;
import dyno.jboss.analysis.LintAnalysis;
import dyno.jboss.rules.RuleCatalog;
import dyno.jboss.rules.RuleFolder;

/**
 * The tuning rule preferences (Preferences &gt; Tuning Rules): the rules the user does not want checked, and a
 * folder of jars with an organisation's rules. Stored in the instance scope of {@code dyno.jboss.ui}; the editors'
 * hints and the servers' lint both read them, as the CLI reads {@code --ignore} and {@code --rules}.
 */
public final class RulePreferences {

	/** The suppressed rule ids, separated by commas or blanks. */
	public static final String SUPPRESSED = "suppressedRules";
	/** The folder of organisation rule jars; empty for none. */
	public static final String FOLDER = "rulesFolder";

	private static IPreferenceStore store;

	private RulePreferences() {
	}

	public static synchronized IPreferenceStore store() {
		if (store == null) {
			store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "dyno.jboss.ui");
			store.setDefault(SUPPRESSED, "");
			store.setDefault(FOLDER, "");
		}
		return store;
	}

	/** The suppressed rule ids. */
	public static List<String> suppressed() {
		return ids(store().getString(SUPPRESSED));
	}

	/** The ids of a preference's text: separated by commas or blanks, empty ones dropped. */
	static List<String> ids(String text) {
		return Arrays.stream(text.split("[\\s,]+")).filter(s -> !s.isEmpty()).toList();
	}

	public static Optional<Path> folder() {
		String chosen = store().getString(FOLDER).strip();
		return chosen.isEmpty() ? Optional.empty() : Optional.of(Path.of(chosen));
	}

	/**
	 * The catalogue the editors lint with: the standard one, the rules folder's, without the suppressed ones. A
	 * folder that cannot be loaded is logged and left out, so that the editors keep their hints.
	 */
	public static RuleCatalog catalog() {
		RuleCatalog catalog = RuleCatalog.standard();
		Optional<Path> folder = folder();
		if (folder.isPresent()) {
			try {
				catalog = catalog.with(RuleFolder.load(folder.get()));
			} catch (IOException | IllegalStateException e) {
				ILog.of(RulePreferences.class).warn("the rules folder is left out: " + e.getMessage(), e);
			}
		}
		return catalog.without(suppressed());
	}

	/**
	 * Adds the preferences to the arguments of a lint or of the rule reference, as the command line's
	 * {@code --rules} and (for a lint, {@code suppressing}) {@code --ignore}.
	 */
	public static Arguments.Builder apply(Arguments.Builder arguments, boolean suppressing) {
		folder().ifPresent(f -> arguments.with(LintAnalysis.RULES, f));
		if (suppressing) {
			suppressed().forEach(id -> arguments.with(LintAnalysis.IGNORE, id));
		}
		return arguments;
	}
}
