package dyno.cli.internal;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import picocli.AutoComplete;
import picocli.CommandLine;

/** {@code dyno completion bash}: a script that makes bash complete Dyno's commands, options and choices. */
final class CompletionCommand implements CliCommand {

	/** The shells there is a script for. */
	enum Shell {
		BASH
	}

	private static final Parameter<Shell> SHELL = Parameter.positional("shell", ValueType.choice(Shell.class),
			"the shell the script is for");

	private final Supplier<CommandLine> commands;

	/** @param commands every command's picocli model, read when the script is written (it includes this one) */
	CompletionCommand(Supplier<CommandLine> commands) {
		this.commands = commands;
	}

	@Override
	public String name() {
		return "completion";
	}

	@Override
	public String summary() {
		return "print a bash completion script: source <(./dyno completion bash)";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(SHELL);
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "which shell? 'dyno completion bash' is the one there is";
	}

	@Override
	public int run(Call call) {
		try {
			call.write(AutoComplete.bash("dyno", commands.get()));
			return ExitCode.OK;
		} catch (IOException e) {
			return call.failed(e.getMessage());
		}
	}
}
