package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * EJB containers: the EJB 2 container configurations of standardjboss.xml (instance pools, commit options) and the
 * EJB 3 domains of ejb3-interceptors-aop.xml ({@link Ejb3DomainRules}).
 */
public final class EjbContainerRules {

	/** What a strict pool should let a caller wait for an instance before it gives up, in ms. */
	static final long STRICT_TIMEOUT_MILLIS = 30_000;

	private EjbContainerRules() {
	}

	public static List<Rule> rules() {
		List<Rule> rules = new ArrayList<>(List.of(strictPoolWithoutTimeout(), poolMinimumSize(), commitOptionC(),
				clusteredCommitOptionA()));
		rules.addAll(Ejb3DomainRules.rules());
		return List.copyOf(rules);
	}

	private static String name(EObject container) {
		return ModelValues.text(container, "containerName").orElse("?");
	}

	private static String commitOption(EObject container) {
		return ModelValues.text(container, "commitOption").orElse("");
	}

	static Rule poolMinimumSize() {
		return Rule.builder("ejb.slsb.minimumsize").appliesTo(FileKind.STANDARDJBOSS).severity(Severity.INFO)
				.advice("Remove MinimumSize; warm up expensive beans from a startup servlet or service instead.")
				.message("a pool minimum that creates no instances ahead")
				.rationale("MinimumSize in container-pool-conf is read but the instance pools never fill up to it, "
						+ "and the EJB 3 container ignores standardjboss.xml altogether: no bean is created before "
						+ "its first call. To warm up beans that are expensive to create, call them from a startup "
						+ "servlet or service; remove the setting so nobody counts on it.")
				.check((ctx, report) -> {
					for (EObject c : ctx.model().all("ContainerConfiguration")) {
						ModelValues.number(c, "poolMinimumSize").filter(min -> min > 0)
								.ifPresent(min -> report.atLine(ModelValues.line(ctx, c, "poolMinimumSize"),
										name(c) + ": MinimumSize " + min, Fix.onModel(ctx, c, "poolMinimumSize", null)));
					}
				}).build();
	}

	static Rule commitOptionC() {
		return Rule.builder("ejb2.commit_option").appliesTo(FileKind.STANDARDJBOSS).severity(Severity.INFO)
				.advice("Use commit option B (or A for data only this server writes) on cached entity containers; keep "
						+ "C for the per-transaction caches.")
				.message("entity state is reloaded at every transaction")
				.rationale("Commit option C drops an entity's cached state at the end of every transaction, so each "
						+ "transaction that touches it starts with a SELECT. B (the default) keeps the instance and "
						+ "only resynchronises it; A also trusts its state, which is right only when this server "
						+ "alone writes the table (in a cluster: read-only beans); D resynchronises periodically. "
						+ "Choose per bean from who owns the data; C belongs to the per-transaction instance caches.")
				.check((ctx, report) -> {
					for (EObject c : ctx.model().all("ContainerConfiguration")) {
						String cache = ctx.model().elementOf(c).childText("instance-cache").orElse("");
						if (commitOption(c).equals("C") && !cache.endsWith("PerTxEntityInstanceCache")) {
							report.atLine(ModelValues.line(ctx, c, "commitOption"), name(c),
									Fix.onModel(ctx, c, "commitOption", ModelValues.literal(c, "commitOption", "B")));
						}
					}
				}).build();
	}

	static Rule clusteredCommitOptionA() {
		return Rule.builder("ejb2.cache_invalidation").appliesTo(FileKind.STANDARDJBOSS).severity(Severity.INFO)
				.advice("Use commit option B on clustered entity containers, or keep A only for read-only beans (with "
						+ "cache invalidation where the version supports it).")
				.message("a clustered entity container trusts its cache between transactions")
				.rationale("Commit option A keeps entity state across transactions on the assumption that nothing "
						+ "else writes the rows; in a cluster every other node does. Without cache invalidation "
						+ "linking the nodes' entity caches, a node reads stale data. Use A in a cluster only for "
						+ "read-only beans (the SPECjAppServer team also saw rollbacks when invalidation was applied to "
						+ "read-write beans on JBoss 3.2.3); otherwise B.")
				.check((ctx, report) -> {
					for (EObject c : ctx.model().all("ContainerConfiguration")) {
						boolean clustered = ctx.model().elementOf(c).child("cluster-config").isPresent();
						if (clustered && commitOption(c).equals("A")) {
							report.atLine(ModelValues.line(ctx, c, "commitOption"), name(c),
									Fix.onModel(ctx, c, "commitOption", ModelValues.literal(c, "commitOption", "B")));
						}
					}
				}).build();
	}

	static Rule strictPoolWithoutTimeout() {
		return Rule.builder("ejb2.pool.strict_timeout").appliesTo(FileKind.STANDARDJBOSS)
				.severity(Severity.WARNING).message("a strict instance pool lets callers wait without limit")
				.rationale("With strictMaximumSize a container's pool serves at most MaximumSize calls at once and "
						+ "the others queue for an instance. Without strictTimeout they queue for as long as it "
						+ "takes: a pool sized too small, or a bean that hangs, turns into requests that never "
						+ "return. Give them a limit (30 s) so an overloaded pool fails fast and shows in the logs.")
				.check((ctx, report) -> {
					for (EObject c : ctx.model().all("ContainerConfiguration")) {
						if (ModelValues.isTrue(c, "strictMaximumSize") && ModelValues.number(c, "strictTimeout").isEmpty()) {
							report.at(ctx.model().elementOf(c), ModelValues.text(c, "containerName").orElse("?"),
									Fix.onModel(ctx, c, "strictTimeout", STRICT_TIMEOUT_MILLIS));
						}
					}
				}).build();
	}
}
