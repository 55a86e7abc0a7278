package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.load.analysis.AggregateAnalysis;
import dyno.load.analysis.AggregateResult;

/**
 * {@code ./dyno aggregate}: the {@link AggregateAnalysis}. Rows that cannot be read are skipped and reported on
 * stderr; a file that cannot be read at all fails.
 */
final class AggregateCommand implements Command {

	private static final AggregateAnalysis ANALYSIS = new AggregateAnalysis();

	@Override
	public String name() {
		return ANALYSIS.name();
	}

	@Override
	public String usage() {
		return AggregateOptions.USAGE;
	}

	@Override
	public String summary() {
		return ANALYSIS.summary() + ", as text, CSV (JMeter's \"Save Table Data\"), JSON or an HTML report";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		AggregateOptions options;
		try {
			options = AggregateOptions.parse(args);
		} catch (IllegalArgumentException e) {
			err.println("dyno aggregate: " + e.getMessage() + " (usage: dyno aggregate " + usage() + ")");
			return ExitCode.USAGE;
		}
		Arguments.Builder arguments = Arguments.of(ANALYSIS).with(AggregateAnalysis.PERCENTILES, options.percentiles());
		options.files().forEach(f -> arguments.with(AggregateAnalysis.FILES, f));
		try {
			AggregateResult result = ANALYSIS.run(arguments.build(), Progress.NONE);
			result.skipped().forEach(s -> err.println("dyno aggregate: " + s));
			Formats.write(result, options.format(), options.output(), out);
			return ExitCode.OK;
		} catch (AnalysisException | IOException e) {
			err.println("dyno aggregate: " + e.getMessage());
			return ExitCode.FAILED;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return ExitCode.FAILED;
		}
	}
}
