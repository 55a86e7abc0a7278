package dyno.cli.internal;

import dyno.core.analysis.Parameter;
import dyno.load.analysis.AggregateAnalysis;
import dyno.load.analysis.AggregateResult;

/**
 * {@code ./dyno aggregate}: the {@link AggregateAnalysis}. Rows that cannot be read are skipped and reported on
 * stderr; a file that cannot be read at all fails; exit code 1 when a {@code --fail-on} rule breaks.
 */
final class AggregateCommand extends GatedCommand<AggregateResult> {

	/** @param analysis the registry's */
	AggregateCommand(AggregateAnalysis analysis) {
		super(analysis);
	}

	@Override
	public String summary() {
		return super.summary() + ", as text, CSV (JMeter's \"Save Table Data\"), JSON or an HTML report";
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "which results? give one or more JTL files (CSV or XML)";
	}

	@Override
	protected void tell(AggregateResult result, Call call) {
		result.skipped().forEach(call::say);
	}
}
