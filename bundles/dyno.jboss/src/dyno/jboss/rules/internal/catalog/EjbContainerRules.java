package dyno.jboss.rules.internal.catalog;

import java.util.List;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/** The EJB 2 container configurations of standardjboss.xml: their instance pools. */
public final class EjbContainerRules {

	/** What a strict pool should let a caller wait for an instance before it gives up, in ms. */
	static final long STRICT_TIMEOUT_MILLIS = 30_000;

	private EjbContainerRules() {
	}

	public static List<Rule> rules() {
		return List.of(strictPoolWithoutTimeout());
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
