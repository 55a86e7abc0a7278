package dyno.cli.internal.jvm;

import java.util.List;

import dyno.cli.internal.Alias;
import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.jvm.analysis.JvmsAnalysis;
import dyno.jvm.analysis.JvmsResult;

/** {@code ./dyno jvms}: the {@link JvmsAnalysis}, the JVMs running on this machine as the JVM Explorer shows them. */
public final class JvmsCommand extends AnalysisCommand<JvmsResult> {

	/** @param analysis the registry's */
	public JvmsCommand(JvmsAnalysis analysis) {
		super(analysis);
	}

	@Override
	public List<Alias> aliases() {
		return List.of(Alias.hidden("--json", Call.FORMAT, "json"));
	}
}
