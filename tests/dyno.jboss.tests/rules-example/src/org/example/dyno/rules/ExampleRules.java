package org.example.dyno.rules;

import java.util.List;

import dyno.jboss.FileKind;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleProvider;
import dyno.jboss.rules.Severity;

/**
 * An organisation's rule, as a jar of the rules folder provides it: this class, listed in
 * META-INF/services/dyno.jboss.rules.RuleProvider, compiled against the dyno.jboss bundle alone. The example
 * organisation runs every server with at least a 1 GB heap.
 */
public final class ExampleRules implements RuleProvider {

	private static final long ONE_GB = 1L << 30;

	@Override
	public List<Rule> rules() {
		return List.of(Rule.builder("example.jvm.heap_at_least_1g")
				.appliesTo(FileKind.RUN_CONF)
				.severity(Severity.WARNING)
				.message("the heap is below the 1 GB our servers get")
				.rationale("Our applications need 700 MB of live data at peak (measured on the 2026 sales day); "
						+ "every server starts with -Xmx of at least 1 GB.")
				.checks("-Xmx in JAVA_OPTS against 1 GB")
				.advice("set -Xmx1g or more")
				.reference()
				.check((ctx, report) -> {
					for (JvmFlag xmx : ctx.javaOpts().flag("-Xmx").stream().toList()) {
						if (xmx.bytes().orElse(ONE_GB) < ONE_GB) {
							report.atLine(xmx.line(), "-Xmx" + xmx.value(), Fix.setJavaOpt("-Xmx", "1g"));
						}
					}
				}).build());
	}
}
