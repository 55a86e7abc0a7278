package dyno.cli.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Result;
import dyno.core.analysis.ValueType;
import dyno.load.gate.Gate;
import dyno.load.gate.Gated;

/**
 * An analysis with {@code --fail-on} rules as a command: the broken rules on standard error, one line each, exit
 * code 1 when one broke, and {@code --junit FILE} for CI servers. {@code ./dyno load} gates its summary the same way
 * through the static helpers.
 */
public class GatedCommand<R extends Result & Gated> extends AnalysisCommand<R> {

	/** The checks as JUnit XML, which CI servers show as tests. */
	public static final Parameter<Path> JUNIT = Parameter.optional("junit", ValueType.FILE,
			"also write the --fail-on checks as a JUnit XML report (a test per rule and label, failed when broken)");

	/** The grammar of a rule, for the help texts. */
	public static final List<String> RULES_HELP = List.of("",
			"A --fail-on rule is [LABEL:]METRIC OP VALUE: METRIC is avg, median, min, max or pNN (any percentile,",
			"e.g. p95, p99.9) in ms or s, errors in %, throughput in /s or /min; OP is >, >=, < or <=.",
			"The rule breaks when the comparison holds. Without LABEL it checks TOTAL, '*:' every label.",
			"Repeat --fail-on for several rules; quote them for the shell: --fail-on 'checkout:p95>300ms'.",
			"Exit code 1 when a rule breaks; each broken rule is named on standard error.");

	public GatedCommand(Analysis<R> analysis) {
		super(analysis, List.of(JUNIT));
	}

	@Override
	public List<String> helpFooter() {
		return RULES_HELP;
	}

	@Override
	protected void write(R result, Call call) throws IOException {
		super.write(result, call);
		writeJUnit(result.gate(), call);
	}

	@Override
	protected int exitCode(R result, Call call) {
		return judge(result.gate(), call);
	}

	/** Writes {@code --junit FILE} when it was given. */
	public static void writeJUnit(Gate gate, Call call) throws IOException {
		Path file = call.get(JUNIT);
		if (file != null) {
			try (OutputStream out = Files.newOutputStream(file)) {
				gate.writeJUnit(out, "dyno " + call.command());
			}
		}
	}

	/** Names every broken rule on standard error; {@link ExitCode#FAILED} when one broke. */
	public static int judge(Gate gate, Call call) {
		gate.broken().forEach(c -> call.say("broken: " + c.verdict()));
		return gate.fails() ? ExitCode.FAILED : ExitCode.OK;
	}
}
