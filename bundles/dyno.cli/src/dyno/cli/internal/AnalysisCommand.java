package dyno.cli.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.Result;

/**
 * An {@link Analysis} as a command: its parameters are the command's options, and its result is written in the
 * chosen format by that format's one renderer. A command adds only what is its own: the messages it says besides
 * the result ({@link #tell}), its exit code for a result ({@link #exitCode}), a question for a missing argument.
 */
public class AnalysisCommand<R extends Result> implements CliCommand {

	private final Analysis<R> analysis;
	private final List<Parameter<?>> extra;

	public AnalysisCommand(Analysis<R> analysis) {
		this(analysis, List.of());
	}

	/** @param extra parameters of the command line alone (e.g. how many rows to print), after the analysis' own */
	public AnalysisCommand(Analysis<R> analysis, List<Parameter<?>> extra) {
		this.analysis = analysis;
		this.extra = extra;
	}

	@Override
	public String name() {
		return analysis.name();
	}

	@Override
	public String summary() {
		return analysis.summary();
	}

	@Override
	public List<Parameter<?>> parameters() {
		List<Parameter<?>> all = new ArrayList<>(analysis.parameters());
		all.addAll(extra);
		return all;
	}

	@Override
	public List<String> formats() {
		return Call.genericFormats();
	}

	@Override
	public int run(Call call) {
		try {
			R result = analysis.run(call.arguments(), progress(call));
			tell(result, call);
			write(result, call);
			return exitCode(result, call);
		} catch (AnalysisException e) {
			return call.failed(e.getMessage());
		} catch (IOException e) {
			return call.failed("cannot write " + (call.output() == null ? "the result" : call.output()) + ": "
					+ e.getMessage());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return call.failed("interrupted");
		}
	}

	/** How the analysis' progress is shown; none by default (the command line has no progress bar). */
	protected Progress progress(Call call) {
		return Progress.NONE;
	}

	/** Says on standard error what the result has besides its report, e.g. rows that were skipped. */
	protected void tell(R result, Call call) {
	}

	/** Writes the result in the chosen format; a command with a format of its own writes that here. */
	protected void write(R result, Call call) throws IOException {
		call.write(result);
	}

	/** The exit code for a result; {@link ExitCode#OK} unless a command gates on what it found. */
	protected int exitCode(R result, Call call) {
		return ExitCode.OK;
	}
}
