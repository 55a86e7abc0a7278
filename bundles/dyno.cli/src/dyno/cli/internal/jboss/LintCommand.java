package dyno.cli.internal.jboss;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.JvmTarget;
import dyno.core.analysis.Format;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.jboss.analysis.LintAnalysis;
import dyno.jboss.analysis.LintResult;
import dyno.jboss.analysis.RecordingHints;
import dyno.jboss.rules.LiveFacts;
import dyno.profile.JfrFile;
import dyno.profile.JfrRules;
import dyno.profile.RuleResult;

/**
 * {@code ./dyno lint}: the {@link LintAnalysis}, the findings as compiler-style lines (text), JSON, SARIF 2.1.0 or
 * an HTML report; exit code 1 when a finding or hint reaches {@code --fail-on}. The command line supplies what the
 * engine cannot: the JMX password of {@code --live} and the JMC rules of a {@code --jfr} recording.
 */
public final class LintCommand extends AnalysisCommand<LintResult> {

	/** SARIF 2.1.0, for code-scanning tools. */
	private static final String SARIF = "sarif";

	public LintCommand() {
		super(new LintAnalysis(JvmTarget::open, home -> LiveFacts.none(), LintCommand::hints));
	}

	@Override
	public String summary() {
		return "check a server home or one configuration file against the tuning rules "
				+ "(exit 1 when a finding reaches --fail-on, default error); --live <target> weighs a running server's facts, "
				+ "--jfr adds a recording's JMC rule hints";
	}

	/** Text first (the default), then the generic JSON and HTML with SARIF, lint's own. */
	@Override
	public List<String> formats() {
		return List.of(Format.TEXT.option(), Format.JSON.option(), SARIF, Format.HTML.option());
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "what to lint? give a server home (e.g. jboss-5.1.0.GA) or a file";
	}

	@Override
	public List<String> helpFooter() {
		return List.of("The JMX password of --user is read from DYNO_JMX_PASSWORD or asked on the terminal, never "
				+ "from the command line.", "A comment <!-- dyno:ignore RULE --> before an XML element (at the top: the "
				+ "whole file), or # dyno:ignore RULE before a line of a shell or properties file, silences a rule there; "
				+ "dyno rules lists the rules.");
	}

	@Override
	public int run(Call call) {
		try {
			LintAnalysis.liveTarget(call.arguments());
		} catch (IllegalArgumentException e) { // --for or --user without --live: a wrong command line
			call.say(e.getMessage() + " (see dyno lint --help)");
			return ExitCode.USAGE;
		}
		return super.run(call);
	}

	/** Says what the analysis begins (the observation of --live) on standard error: standard output may be JSON. */
	@Override
	protected Progress progress(Call call) {
		return new Progress() {
			@Override
			public void begin(String task, int totalWork) {
				call.say(task);
			}

			@Override
			public void worked(int work) {
			}

			@Override
			public boolean cancelled() {
				return false;
			}
		};
	}

	@Override
	protected void write(LintResult result, Call call) throws IOException {
		switch (call.format()) {
		case "text" -> call.write(result.text());
		case SARIF -> {
			call.write(result.lint().toSarif());
			call.err().print(result.besidesFindings()); // SARIF has no place for them: the terminal gets them
		}
		default -> call.write(result);
		}
	}

	@Override
	protected int exitCode(LintResult result, Call call) {
		return result.fails() ? ExitCode.FAILED : ExitCode.OK;
	}

	/** JMC's rule results of the recording that are worth a look (info and warning). */
	private static List<RecordingHints.Hint> hints(Path recording) throws IOException {
		return JfrRules.evaluate(JfrFile.load(recording)).stream().filter(RuleResult::isHint)
				.map(r -> new RecordingHints.Hint(r.id(), r.name(), r.score(), r.severity(), r.summary(),
						r.explanation()))
				.toList();
	}
}
