package dyno.ui.internal.analyses;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Result;
import dyno.ui.TransientInput;

/** One run of an analysis: its result and the arguments it was run with; each run its own editor. */
final class ReportInput extends TransientInput {

	private final Analysis<?> analysis;
	private final Arguments arguments;
	private final Result result;
	/** Two runs with the same arguments may differ (a live JVM): each is its own. */
	private final Object run = new Object();

	ReportInput(Analysis<?> analysis, Arguments arguments, Result result) {
		this.analysis = analysis;
		this.arguments = arguments;
		this.result = result;
	}

	Analysis<?> analysis() {
		return analysis;
	}

	Arguments arguments() {
		return arguments;
	}

	Result result() {
		return result;
	}

	@Override
	protected Object key() {
		return run;
	}

	@Override
	public String getName() {
		return analysis.title();
	}

	@Override
	public String getToolTipText() {
		StringBuilder b = new StringBuilder(analysis.title());
		arguments.asText().forEach((name, value) -> b.append('\n').append(name).append(": ").append(value));
		return b.toString();
	}
}
