package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line generated from the commands' parameters: every command listed by {@code ./dyno --help} has its
 * own {@code --help}, and {@code ./dyno completion bash} is a script bash accepts that completes commands and options.
 */
class HelpAndCompletionTest {

	/** A command's line in {@code ./dyno --help}: two spaces, the name, a space or the end of the line. */
	private static final Pattern COMMAND = Pattern.compile("(?m)^  ([a-z][a-z-]+)(?: |$)");

	@Test
	void everyCommandHasItsOwnHelp() throws Exception {
		Dyno.Result help = Dyno.run("--help");
		assertEquals(0, help.exitCode(), help.err());
		assertTrue(help.out().contains("dyno demo "), "demo is listed: " + help.out());
		List<String> commands = commands(help.out());
		assertTrue(commands.containsAll(List.of("aggregate", "completion", "config", "diff", "histo", "holders",
				"jfr-summary", "jvms", "leaks", "lint", "load", "load-compare", "load-summary", "profile", "threads",
				"watch")), commands.toString());
		for (String command : commands) {
			Dyno.Result own = Dyno.run(command, "--help");
			assertEquals(0, own.exitCode(), command + " --help: " + own.err());
			assertTrue(own.out().startsWith("usage: dyno " + command), command + " --help: " + own.out());
		}
	}

	@Test
	void aggregateHelpNamesItsParametersAndDefaults() throws Exception {
		Dyno.Result help = Dyno.run("aggregate", "--help");
		assertEquals(0, help.exitCode(), help.err());
		assertTrue(help.out().startsWith("usage: dyno aggregate <jtl>... [--percentiles N,N,...] [--fail-on RULE]... "
				+ "[--junit FILE] [--format\ntext|csv|json|html] [-o FILE]"), help.out());
		assertTrue(help.out().contains("the percentile lines, in percent (default: 90,95,99)"), help.out());
		assertTrue(help.out().contains("-o, --output=FILE"), help.out());
	}

	@Test
	void completionIsABashScriptThatCompletesCommandsAndOptions(@TempDir Path tmp) throws Exception {
		Dyno.Result script = Dyno.run("completion", "bash");
		assertEquals(0, script.exitCode(), script.err());
		Path file = tmp.resolve("dyno-completion.bash");
		Files.writeString(file, script.out());
		// bash itself completes "dyno ag" and "dyno aggregate --per": the script is real, not just text.
		String probe = "source " + file + "\n"
				+ "COMP_WORDS=(dyno ag); COMP_CWORD=1; COMP_LINE='dyno ag'; COMP_POINT=7; _complete_dyno; "
				+ "echo \"commands: ${COMPREPLY[*]}\"\n"
				+ "COMP_WORDS=(dyno aggregate --per); COMP_CWORD=2; COMP_LINE='dyno aggregate --per'; COMP_POINT=20; "
				+ "_complete_dyno; echo \"options: ${COMPREPLY[*]}\"\n";
		Process bash = new ProcessBuilder("bash", "-c", probe).redirectErrorStream(true).start();
		String out = Dyno.read(bash.getInputStream());
		assertEquals(0, bash.waitFor(), out);
		assertTrue(out.contains("commands: aggregate"), out);
		assertTrue(out.contains("options: --percentiles"), out);

		Dyno.Result zsh = Dyno.run("completion", "zsh");
		assertEquals(2, zsh.exitCode(), zsh.out());
		assertTrue(zsh.err().contains("shell 'zsh': use bash"), zsh.err());
	}

	private static List<String> commands(String help) {
		String list = help.substring(help.indexOf("commands:"));
		Matcher m = COMMAND.matcher(list);
		List<String> names = new java.util.ArrayList<>();
		while (m.find()) {
			names.add(m.group(1));
		}
		return names;
	}
}
