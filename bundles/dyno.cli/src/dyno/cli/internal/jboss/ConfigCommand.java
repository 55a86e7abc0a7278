package dyno.cli.internal.jboss;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.manage.ConfigChanges;
import dyno.jboss.manage.ManagementClient;
import dyno.jboss.manage.RunningConfig;

/**
 * {@code ./dyno config get <file> <path>} and {@code ./dyno config set <file> <path> <value>}: reads or edits one
 * value with the same minimal-diff edit and atomic save (backup {@code <name>.dyno-orig} on the first change) as
 * the editors, and records the edit in the tuning history ({@link TuningHistory#defaultHistory()}) as they do.
 * With {@code --management host:port} a WildFly configuration ({@code standalone.xml}, or a domain's
 * {@code domain.xml} or {@code host.xml} through its host controller) is changed through the running server's
 * management interface instead (the server writes its own file; writing it behind its back would be lost at its next
 * change), and {@code --cli} prints the equivalent jboss-cli commands.
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
	static final Parameter<String> MANAGEMENT = Parameter.optional("management", ValueType.TEXT,
			"set only: apply the change to the running WildFly (standalone server, or the domain's host controller "
					+ "for domain.xml and host.xml) whose HTTP management interface is at host:port (it writes the "
					+ "file itself) instead of writing the file; auto: the interface of the server of this machine "
					+ "that runs the file, with the port offset, ports and addresses it was started with");
	static final Parameter<String> USER = Parameter.optional("user", ValueType.TEXT,
			"the management user for --management (bin/add-user.sh)");
	static final Parameter<Path> PASSWORD_FILE = Parameter.optional("password-file", ValueType.FILE,
			"a file whose first line is the management user's password (never on the command line, where ps shows it)");
	static final Parameter<Boolean> CLI = Parameter.flag("cli",
			"set only: print the jboss-cli commands that make the change on a running WildFly, change nothing");

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
		return List.of(ACTION, FILE, PATH, VALUE, MANAGEMENT, USER, PASSWORD_FILE, CLI);
	}

	@Override
	public List<String> helpFooter() {
		return List.of("dyno config get <file> <path>", "dyno config set <file> <path> <value>",
				"dyno config set <standalone.xml> <path> <value> --management host:port --user U --password-file F",
				"dyno config set <standalone.xml> <path> <value> --cli",
				"dyno config set <domain.xml|host.xml> <path> <value> --cli | --management host:port ...");
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
			if (call.get(CLI) || call.get(MANAGEMENT) != null) {
				return toRunningServer(call, configFile, before, doc);
			}
			ConfigFiles.save(configFile, doc);
			call.out().println(file + ": " + path + " = " + value + old.map(o -> " (was " + o + ")").orElse(" (new)"));
			record(configFile, before, doc.toBytes(), call);
			return ExitCode.OK;
		} catch (IOException | IllegalArgumentException e) {
			return call.failed(file + ": " + e.getMessage());
		}
	}

	/**
	 * The edit as management operations: printed as jboss-cli commands ({@code --cli}), or applied to the server at
	 * {@code --management}, which writes its file itself; an edit they cannot express is refused with the reason.
	 */
	private static int toRunningServer(Call call, ConfigFile file, byte[] before, ConfigDocument edited)
			throws IOException {
		if (!(edited instanceof XmlDocument after)) {
			return call.failed(file.path() + ": only a WildFly XML configuration changes through the management "
					+ "interface");
		}
		XmlDocument was = XmlDocument.parse(before, file.name());
		XmlDocument now = XmlDocument.parse(after.toBytes(), file.name());
		if (call.get(CLI)) {
			// The plan the editor's Save shows as commands and applies: one planner for both faces.
			Optional<ConfigChanges.Plan> plan = RunningConfig.planFromFiles(file.kind(), was, now);
			if (plan.isEmpty()) {
				return call.failed(file.path() + ": this host.xml names no host (<host name=…>), and the commands "
						+ "need the name only the running host controller knows: use --management host:port");
			}
			if (!plan.get().applicable()) {
				return refused(call, file, plan.get());
			}
			plan.get().changes().forEach(c -> call.out().println(c.cli()));
			return ExitCode.OK;
		}
		String user = call.get(USER);
		Path passwordFile = call.get(PASSWORD_FILE);
		if (user != null && passwordFile == null) {
			call.say("dyno config: --user needs --password-file (a password on the command line shows in ps)");
			return ExitCode.USAGE;
		}
		ManagementClient client = new ManagementClient(RunningConfig.managementAddress(call.get(MANAGEMENT),
				file.path(), file.kind(), was), user == null ? null
				: new ManagementClient.Credentials(user, Files.readAllLines(passwordFile).stream().findFirst()
						.orElse("").strip().toCharArray()));
		Optional<ConfigChanges.Plan> offline = RunningConfig.planFromFiles(file.kind(), was, now);
		if (offline.isPresent() && !offline.get().applicable()) {
			return refused(call, file, offline.get()); // said before the server is asked anything
		}
		RunningConfig.Applied applied = RunningConfig.apply(client, file.kind(), was, now);
		if (applied.refused()) {
			return refused(call, file, applied.plan());
		}
		applied.plan().changes().forEach(c -> call.out().println("applied " + c.cli()));
		applied.pending().ifPresent(state -> call.out().println("the server reports " + state
				+ ": the change takes effect after a " + (state.startsWith("restart") ? "restart" : "reload")));
		applied.outcome().servers().forEach(s -> call.out().println("the domain controller reports " + s));
		record(file, before, Files.readAllBytes(file.path()), call);
		return ExitCode.OK;
	}

	private static int refused(Call call, ConfigFile file, ConfigChanges.Plan plan) {
		return call.failed(file.path() + ": the management interface cannot make this change: "
				+ String.join("; ", plan.refusals()));
	}

	/** Records the saved edit; a history that cannot be written is only warned about: the edit itself is made. */
	private static void record(ConfigFile file, byte[] before, byte[] after, Call call) {
		TuningHistory.recordSave(file.path(), before, after).ifPresent(problem -> call.say("warning: " + problem));
	}
}
