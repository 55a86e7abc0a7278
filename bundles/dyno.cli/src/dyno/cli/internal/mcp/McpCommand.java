package dyno.cli.internal.mcp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Supplier;

import dyno.cli.internal.Call;
import dyno.cli.internal.CliCommand;
import dyno.cli.internal.ExitCode;
import dyno.core.analysis.Parameter;

/**
 * {@code ./dyno mcp}: Dyno for AI assistants, a Model Context Protocol server on standard input and output whose
 * tools are the commands with a JSON face ({@link Tools}) and whose resources are the stores' files
 * ({@link StoreResources}). It ends when its input ends.
 */
public final class McpCommand implements CliCommand {

	private final String version;
	private final Supplier<List<CliCommand>> commands;

	/**
	 * @param version  Dyno's version, for the server's info
	 * @param commands every command, read when the server starts (it includes this one, which has no JSON face)
	 */
	public McpCommand(String version, Supplier<List<CliCommand>> commands) {
		this.version = version;
		this.commands = commands;
	}

	@Override
	public String name() {
		return "mcp";
	}

	@Override
	public String summary() {
		return "serve Dyno's analyses to AI assistants: a Model Context Protocol server on standard input and "
				+ "output (JSON-RPC, a message a line) until its input ends";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of();
	}

	@Override
	public List<String> helpFooter() {
		return List.of("", "An assistant starts it as a stdio server, e.g. Claude Code: claude mcp add dyno -- "
				+ "/path/to/dyno mcp", "Each command that writes JSON is a tool: its arguments are the command's "
						+ "options, its result the command's --format json output.",
				"The resources are the files of the recording, snapshot and load-run stores.");
	}

	@Override
	public int run(Call call) {
		PrintStream protocol = call.out();
		PrintStream standardOutput = System.out;
		// Anything else printed on standard output (an engine's stray line) would break the protocol: it goes to
		// standard error, which clients keep as the server's log.
		System.setOut(call.err());
		try {
			new McpServer(version, new Tools(commands.get()), new StoreResources(), call.err())
					.serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), protocol);
			return ExitCode.OK;
		} catch (IOException e) {
			return call.failed(e.getMessage());
		} finally {
			System.setOut(standardOutput);
		}
	}
}
