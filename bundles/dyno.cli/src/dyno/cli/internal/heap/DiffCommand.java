package dyno.cli.internal.heap;

import java.io.IOException;
import java.util.List;

import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.cli.internal.ExitCode;
import dyno.core.analysis.Format;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import dyno.heap.analysis.DiffAnalysis;
import dyno.heap.analysis.DiffResult;

/**
 * {@code ./dyno diff A B...}: the {@link DiffAnalysis}; as text the first rows in aligned columns (the class last,
 * so long names do not push the numbers apart), else all rows in the chosen format.
 */
public final class DiffCommand extends AnalysisCommand<DiffResult> {

	private static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(0), 30,
			"rows to print as text (0: all)");

	/** @param analysis the registry's */
	public DiffCommand(DiffAnalysis analysis) {
		super(analysis, List.of(TOP));
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return DiffAnalysis.TWO_OR_MORE;
	}

	@Override
	public int run(Call call) {
		if (call.all(DiffAnalysis.SNAPSHOTS).size() < 2) {
			call.say(DiffAnalysis.TWO_OR_MORE);
			return ExitCode.USAGE;
		}
		return super.run(call);
	}

	@Override
	protected void write(DiffResult result, Call call) throws IOException {
		if (call.genericFormat() == Format.TEXT) {
			call.write(result.table().toText(call.get(TOP)));
		} else {
			call.write(result);
		}
	}
}
