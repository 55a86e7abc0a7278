package dyno.cli.internal.heap;

import java.io.IOException;
import java.util.List;

import dyno.cli.internal.Alias;
import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import dyno.heap.analysis.HistoAnalysis;
import dyno.heap.analysis.HistoResult;
import dyno.jvm.analysis.JvmTargets;

/**
 * {@code ./dyno histo <jvm>}: the {@link HistoAnalysis}; prints where the snapshot went and the largest classes.
 * {@code -o FILE} is the snapshot file, so the command has no {@code --format}.
 */
public final class HistoCommand extends AnalysisCommand<HistoResult> {

	private static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(0), 20,
			"how many of the largest classes to print (0: none)");

	private final CommandLineJvms jvms;

	public HistoCommand() {
		this(new CommandLineJvms(null));
	}

	private HistoCommand(CommandLineJvms jvms) {
		super(new HistoAnalysis(jvms), List.of(JvmTargets.USER, TOP));
		this.jvms = jvms;
	}

	@Override
	public String summary() {
		return super.summary() + "; prints the largest classes";
	}

	@Override
	public List<String> formats() {
		return List.of();
	}

	@Override
	public List<Alias> aliases() {
		return List.of(Alias.shortName("-o", HistoAnalysis.OUTPUT.name()),
				Alias.hidden("--out", HistoAnalysis.OUTPUT.name()));
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "which JVM? give a pid, host:port or service:jmx:url";
	}

	@Override
	public int run(Call call) {
		int usage = jvms.open(call.get(HistoAnalysis.JVM), call.get(JvmTargets.USER), call);
		return usage >= 0 ? usage : super.run(call);
	}

	@Override
	protected void write(HistoResult result, Call call) throws IOException {
		call.write(result.summary() + System.lineSeparator() + result.largest(call.get(TOP)));
	}
}
