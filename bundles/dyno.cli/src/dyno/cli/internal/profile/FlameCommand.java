package dyno.cli.internal.profile;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.core.analysis.Parameter;
import dyno.profile.analysis.FlameAnalysis;
import dyno.profile.analysis.FlameResult;

/**
 * {@code ./dyno flame <rec.jfr>}: the {@link FlameAnalysis} as a table of the top frames (text, CSV, JSON), a
 * self-contained HTML flame graph, or {@code collapsed}: the folded stacks other flame graph tools read.
 */
public final class FlameCommand extends AnalysisCommand<FlameResult> {

	private static final String COLLAPSED = "collapsed";

	/** @param analysis the registry's */
	public FlameCommand(FlameAnalysis analysis) {
		super(analysis);
	}

	@Override
	public List<String> formats() {
		List<String> formats = new ArrayList<>(super.formats());
		formats.add(COLLAPSED);
		return formats;
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "which recording? give a .jfr file";
	}

	@Override
	protected void write(FlameResult result, Call call) throws IOException {
		if (COLLAPSED.equals(call.format())) {
			StringBuilder b = new StringBuilder();
			result.graph().collapsed().forEach(line -> b.append(line).append('\n'));
			call.write(b.toString());
		} else {
			call.write(result);
		}
	}
}
