package dyno.jboss.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import dyno.jboss.FileKind;
import dyno.jboss.rules.internal.catalog.ClusterRules;
import dyno.jboss.rules.internal.catalog.DatasourceRules;
import dyno.jboss.rules.internal.catalog.EjbContainerRules;
import dyno.jboss.rules.internal.catalog.JvmRules;
import dyno.jboss.rules.internal.catalog.LoggingRules;
import dyno.jboss.rules.internal.catalog.MessagingRules;
import dyno.jboss.rules.internal.catalog.PersistenceRules;
import dyno.jboss.rules.internal.catalog.SecurityRules;
import dyno.jboss.rules.internal.catalog.ServiceRules;
import dyno.jboss.rules.internal.catalog.WebRules;

/**
 * The tuning rules Dyno knows, by id and by file kind. {@link #standard()} holds every family listed in
 * {@link #FAMILIES}; a new family is one more entry there (see the package documentation).
 */
public final class RuleCatalog {

	/** The rule families of the standard catalogue, each a class with {@code static List<Rule> rules()}. */
	private static final List<Supplier<List<Rule>>> FAMILIES = List.of(
			JvmRules::rules,
			LoggingRules::rules,
			ServiceRules::rules,
			DatasourceRules::rules,
			WebRules::rules,
			ClusterRules::rules,
			MessagingRules::rules,
			PersistenceRules::rules,
			EjbContainerRules::rules,
			SecurityRules::rules);

	private static volatile RuleCatalog standard;

	private final Map<String, Rule> byId = new LinkedHashMap<>();
	private final Map<FileKind, List<Rule>> byKind = new EnumMap<>(FileKind.class);

	private RuleCatalog(List<Rule> rules) {
		for (Rule r : rules) {
			if (byId.putIfAbsent(r.id(), r) != null) {
				throw new IllegalStateException("two rules with the id " + r.id());
			}
			for (FileKind k : r.appliesTo()) {
				byKind.computeIfAbsent(k, x -> new ArrayList<>()).add(r);
			}
		}
		byKind.replaceAll((k, list) -> List.copyOf(list));
	}

	/** Every rule family; built once. */
	public static RuleCatalog standard() {
		RuleCatalog c = standard;
		if (c == null) {
			List<Rule> all = new ArrayList<>();
			for (Supplier<List<Rule>> family : FAMILIES) {
				all.addAll(family.get());
			}
			c = new RuleCatalog(all);
			standard = c;
		}
		return c;
	}

	/** A catalogue of just these rules (a test of one rule, or a user's selection). */
	public static RuleCatalog of(List<Rule> rules) {
		return new RuleCatalog(rules);
	}

	/**
	 * This catalogue and {@code more} (an organisation's rules, {@link RuleFolder}).
	 *
	 * @throws IllegalStateException when a rule of {@code more} has the id of one already here
	 */
	public RuleCatalog with(List<Rule> more) {
		if (more.isEmpty()) {
			return this;
		}
		List<Rule> all = new ArrayList<>(byId.values());
		all.addAll(more);
		return new RuleCatalog(all);
	}

	/** This catalogue without the rules of these ids (a user's suppressed rules); unknown ids are no error. */
	public RuleCatalog without(Collection<String> ids) {
		if (ids.isEmpty()) {
			return this;
		}
		return new RuleCatalog(byId.values().stream().filter(r -> !ids.contains(r.id())).toList());
	}

	/** All rules, in family order. */
	public List<Rule> rules() {
		return List.copyOf(byId.values());
	}

	public Optional<Rule> rule(String id) {
		return Optional.ofNullable(byId.get(id));
	}

	/** The rules for one file kind, whatever the version. */
	public List<Rule> rulesFor(FileKind kind) {
		return byKind.getOrDefault(kind, Collections.emptyList());
	}
}
