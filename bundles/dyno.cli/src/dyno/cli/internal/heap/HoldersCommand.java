package dyno.cli.internal.heap;

import java.io.IOException;

import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.core.analysis.Format;
import dyno.core.analysis.Parameter;
import dyno.heap.analysis.HoldersAnalysis;
import dyno.heap.analysis.HoldersResult;

/**
 * {@code ./dyno holders <hprof> <class>}: the {@link HoldersAnalysis}; as text, each holder with its example paths
 * one step a line, after how the dumped JVM sizes its objects.
 */
public final class HoldersCommand extends AnalysisCommand<HoldersResult> {

	/** @param analysis the registry's */
	public HoldersCommand(HoldersAnalysis analysis) {
		super(analysis);
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "give a heap dump and a class name";
	}

	@Override
	protected void write(HoldersResult result, Call call) throws IOException {
		if (call.genericFormat() == Format.TEXT) {
			call.write("sizes as the dumped JVM counts them: " + result.sizeModel() + System.lineSeparator()
					+ result.holders().toText());
		} else {
			call.write(result);
		}
	}
}
