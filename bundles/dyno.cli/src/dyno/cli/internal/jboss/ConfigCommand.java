package dyno.cli.internal.jboss;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import dyno.cli.internal.Call;
import dyno.cli.internal.CliCommand;
import dyno.cli.internal.ExitCode;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.history.TuningHistory;

/**
 * {@code ./dyno config get <file> <path>} and {@code ./dyno config set <file> <path> <value>}: reads or edits one
 * value with the same minimal-diff edit and atomic save (backup {@code <name>.dyno-orig} on the first change) as
 * the editors, and records the edit in the tuning history ({@link TuningHistory#defaultHistory()}) as they do.
 */
public final class ConfigCommand implements CliCommand {

	/** What the command does with the value. */
	enum Action {
		GET, SET
	}

	static final Parameter<Action> ACTION = Parameter.positional("action", ValueType.choice(Action.class),
			"get reads the value, set changes it");
	static final Parameter<Path> FILE = Parameter.positional("file", ValueType.FILE, "the configuration file");
	static final Parameter<String> PATH = Parameter.positional("path", ValueType.TEXT,
			"the value's path: mbean[@name='x']/attribute[@name='y'], Connector/@port, JAVA_OPTS/-Xmx, a property key");
	/** Required by set alone, so it is checked by the command rather than by the command line. */
	static final Parameter<String> VALUE = new Parameter<>("value", ValueType.TEXT, null, false, false, true,
			"the new value (set only)");

	@Override
	public String name() {
		return "config";
	}

	@Override
	public String summary() {
		return "read or change one value of a configuration file, every other byte kept "
				+ "(path: mbean[@name='x']/attribute[@name='y'], Connector/@port, JAVA_OPTS/-Xmx, a property key)";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(ACTION, FILE, PATH, VALUE);
	}

	@Override
	public List<String> helpFooter() {
		return List.of("dyno config get <file> <path>", "dyno config set <file> <path> <value>");
	}

	@Override
	public int run(Call call) {
		boolean get = call.get(ACTION) == Action.GET;
		String value = call.get(VALUE);
		if (get == (value != null)) {
			call.say("usage: dyno config get <file> <path> | set <file> <path> <value>");
			return ExitCode.USAGE;
		}
		Path file = call.get(FILE);
		String path = call.get(PATH);
		try {
			ConfigFile configFile = ConfigFile.of(file);
			byte[] before = Files.readAllBytes(configFile.path());
			ConfigDocument doc = ConfigFiles.parse(configFile, before);
			if (get) {
				ConfigValues.get(doc, path).forEach(call.out()::println);
				return ExitCode.OK;
			}
			Optional<String> old = ConfigValues.set(doc, path, value);
			ConfigFiles.save(configFile, doc);
			call.out().println(file + ": " + path + " = " + value + old.map(o -> " (was " + o + ")").orElse(" (new)"));
			record(configFile, before, doc.toBytes(), call);
			return ExitCode.OK;
		} catch (IOException | IllegalArgumentException e) {
			return call.failed(file + ": " + e.getMessage());
		}
	}

	/** Records the saved edit; a history that cannot be written is only warned about: the edit itself is made. */
	private static void record(ConfigFile file, byte[] before, byte[] after, Call call) {
		TuningHistory history = TuningHistory.defaultHistory();
		try {
			history.record(file.path(), before, after, Instant.now());
		} catch (IOException e) {
			call.say("warning: the change is not recorded in the tuning history " + history.root() + ": "
					+ e.getClass().getSimpleName() + ": " + e.getMessage());
		}
	}
}
