package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.internal.catalog.JvmView.bytes;
import static dyno.jboss.rules.internal.catalog.ModelValues.number;
import static dyno.jboss.rules.internal.catalog.ModelValues.text;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * The JVMs a WildFly domain starts for its servers: {@code <jvm>} of host.xml and of domain.xml's server groups
 * (the model's {@code ManagedJvm}), where the heap is written as {@code <heap size max-size/>} instead of JAVA_OPTS.
 */
final class ManagedJvmRules {

	private static final long MB = 1L << 20;

	private ManagedJvmRules() {
	}

	static List<Rule> rules() {
		return List.of(heapEqual(), defaultSize(), permgen());
	}

	private static Rule.Builder managed(String id) {
		return Rule.builder(id).appliesTo(FileKind.WILDFLY_HOST, FileKind.WILDFLY_DOMAIN);
	}

	private static String name(EObject jvm) {
		return "jvm " + text(jvm, "name").orElse("");
	}

	private static Rule heapEqual() {
		return managed("jvm.domain.xms").severity(Severity.INFO)
				.message("a managed server's initial heap differs from its maximum")
				.rationale("As with -Xms and -Xmx: a dedicated production server should start its heap at the maximum, "
						+ "so the JVM never spends full collections growing and shrinking it.")
				.check((ctx, report) -> {
					for (EObject jvm : ctx.model().all("ManagedJvm")) {
						Optional<Long> size = number(jvm, "heapSize");
						Optional<Long> max = number(jvm, "heapMaxSize");
						if (max.isPresent() && size.orElse(0L) < max.get()) {
							report.at(ctx.model().elementOf(jvm), name(jvm) + ": heap " + size.map(JvmView::bytes)
									.orElse("unset") + ", max " + bytes(max.get()),
									Fix.onModel(ctx, jvm, "heapSize", max.get()));
						}
					}
				}).build();
	}

	private static Rule defaultSize() {
		return managed("jvm.domain.xmx.default_size").severity(Severity.INFO)
				.message("a managed server's heap is still the distribution's default size")
				.rationale("host.xml and domain.xml ship heaps of 256-512 MB, sized for trying WildFly out. Size a "
						+ "production server group from a load test: the heap peak plus 25-30%.")
				.check((ctx, report) -> {
					for (EObject jvm : ctx.model().all("ManagedJvm")) {
						number(jvm, "heapMaxSize").filter(max -> max <= 512 * MB).ifPresent(max -> report.at(
								ctx.model().elementOf(jvm), name(jvm) + ": max " + bytes(max)));
					}
				}).build();
	}

	private static Rule permgen() {
		return managed("jvm.domain.permgen").severity(Severity.WARNING)
				.message("a permanent generation size for a managed server")
				.rationale("WildFly runs on JDK 8 or newer, which has no permanent generation: the setting is ignored "
						+ "with a warning, or the JVM refuses the flag it becomes. Limit class metadata with "
						+ "-XX:MaxMetaspaceSize in jvm-options instead.")
				.check((ctx, report) -> {
					for (EObject jvm : ctx.model().all("ManagedJvm")) {
						number(jvm, "permgenMaxSize").ifPresent(max -> report.at(ctx.model().elementOf(jvm),
								name(jvm) + ": permgen max " + bytes(max), Fix.onModel(ctx, jvm, "permgenMaxSize", null)));
					}
				}).build();
	}
}
