package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.history.TuningHistory;

/**
 * {@code ./dyno config get <file> <path>} and {@code ./dyno config set <file> <path> <value>}: reads or edits one
 * value with the same minimal-diff edit and atomic save (backup {@code <name>.dyno-orig} on the first change) as
 * the editors, and records the edit in the tuning history ({@link TuningHistory#defaultHistory()}) as they do.
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
			byte[] before = Files.readAllBytes(configFile.path());
			ConfigDocument doc = ConfigFiles.parse(configFile, before);
			if (get) {
				ConfigValues.get(doc, path).forEach(out::println);
				return ExitCode.OK;
			}
			String value = args.get(3);
			Optional<String> old = ConfigValues.set(doc, path, value);
			ConfigFiles.save(configFile, doc);
			out.println(args.get(1) + ": " + path + " = " + value + old.map(o -> " (was " + o + ")").orElse(" (new)"));
			record(configFile, before, doc.toBytes(), err);
			return ExitCode.OK;
		} catch (IOException | IllegalArgumentException e) {
			err.println("dyno config: " + args.get(1) + ": " + e.getMessage());
			return ExitCode.FAILED;
		}
	}

	/** Records the saved edit; a history that cannot be written is only warned about: the edit itself is made. */
	private static void record(ConfigFile file, byte[] before, byte[] after, PrintStream err) {
		TuningHistory history = TuningHistory.defaultHistory();
		try {
			history.record(file.path(), before, after, Instant.now());
		} catch (IOException e) {
			err.println("dyno config: warning: the change is not recorded in the tuning history " + history.root()
					+ ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
		}
	}
}
