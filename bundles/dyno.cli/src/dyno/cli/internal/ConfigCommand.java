package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;

/**
 * {@code ./dyno config get <file> <path>} and {@code ./dyno config set <file> <path> <value>}: reads or edits one
 * value with the same minimal-diff edit and atomic save (backup {@code <name>.dyno-orig} on the first change) as
 * the editors.
 */
final class ConfigCommand implements Command {

	@Override
	public String name() {
		return "config";
	}

	@Override
	public String usage() {
		return "get <file> <path> | set <file> <path> <value>";
	}

	@Override
	public String summary() {
		return "read or change one value of a configuration file, every other byte kept "
				+ "(path: mbean[@name='x']/attribute[@name='y'], Connector/@port, JAVA_OPTS/-Xmx, a property key)";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		boolean get = !args.isEmpty() && args.get(0).equals("get") && args.size() == 3;
		boolean set = !args.isEmpty() && args.get(0).equals("set") && args.size() == 4;
		if (!get && !set) {
			err.println("dyno config: usage: dyno config " + usage());
			return ExitCode.USAGE;
		}
		Path file = UserDir.resolve(args.get(1));
		String path = args.get(2);
		try {
			ConfigFile configFile = ConfigFileArgument.configFile(file);
			ConfigDocument doc = ConfigFiles.read(configFile);
			if (get) {
				ConfigValues.get(doc, path).forEach(out::println);
				return ExitCode.OK;
			}
			String value = args.get(3);
			Optional<String> old = ConfigValues.set(doc, path, value);
			ConfigFiles.save(configFile, doc);
			out.println(args.get(1) + ": " + path + " = " + value + old.map(o -> " (was " + o + ")").orElse(" (new)"));
			return ExitCode.OK;
		} catch (IOException | IllegalArgumentException e) {
			err.println("dyno config: " + args.get(1) + ": " + e.getMessage());
			return ExitCode.FAILED;
		}
	}
}
