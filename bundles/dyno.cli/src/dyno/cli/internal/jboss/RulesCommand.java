package dyno.cli.internal.jboss;

import java.io.IOException;
import java.util.List;

import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.core.analysis.Format;
import dyno.jboss.analysis.RuleReference;
import dyno.jboss.analysis.RuleReferenceAnalysis;

/**
 * {@code ./dyno rules}: the {@link RuleReferenceAnalysis}, a block a rule as text, or JSON, CSV, or the HTML page
 * the workbench shows under Help &gt; Tuning Rules; {@code --rules DIR} adds an organisation's rules.
 */
public final class RulesCommand extends AnalysisCommand<RuleReference> {

	/** @param analysis the registry's */
	public RulesCommand(RuleReferenceAnalysis analysis) {
		super(analysis);
	}

	@Override
	public List<String> helpFooter() {
		return List.of("An organisation's rules: jars implementing dyno.jboss.rules.RuleProvider (a "
				+ "META-INF/services entry), in the folder of --rules; lint takes the same --rules.");
	}

	@Override
	protected void write(RuleReference result, Call call) throws IOException {
		if (call.format().equals(Format.TEXT.option())) {
			call.write(result.text());
		} else {
			call.write(result);
		}
	}
}
