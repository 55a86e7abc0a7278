package dyno.cli.internal;

import dyno.jvm.Target;

/**
 * The one JVM a command acts on, as its command line gives it: a target argument and the JMX user of
 * {@code --user}. A wrong one throws {@link IllegalArgumentException} with the reason in words.
 */
public final class TargetArgument {

	/** What two targets are called in the error ("one target only"). */
	private final String noun;
	/** The target's forms the command takes, for the error that none was given. */
	private final String forms;
	private String text;
	private String user;

	private TargetArgument(String noun, String forms) {
		this.noun = noun;
		this.forms = forms;
	}

	/** For a command that reads what jstatd serves too ({@code watch}, {@code threads}'s counts). */
	static TargetArgument anyTransport() {
		return new TargetArgument("target", "pid, host[:port]/pid, host:port or service:jmx:url");
	}

	/** For a command that needs the JVM's management agent ({@code histo}'s histogram, {@code profile}'s JFR). */
	static TargetArgument agentOnly() {
		return new TargetArgument("JVM", "pid, host:port or service:jmx:url");
	}

	/** Takes the reader's current argument: {@code --user} and its value, else the target; other options are unknown. */
	void read(OptionReader options) {
		String arg = options.arg();
		if (options.name().equals("--user")) {
			user = options.value();
		} else if (arg.startsWith("-")) {
			throw new IllegalArgumentException("unknown option '" + arg + "'");
		} else if (text != null) {
			throw new IllegalArgumentException("one " + noun + " only, but got '" + text + "' and '" + arg + "'");
		} else {
			text = arg;
		}
	}

	/** The target read (required), with the JMX user of {@code --user}. */
	Target target() {
		if (text == null) {
			throw new IllegalArgumentException("which JVM? give a " + forms);
		}
		return withUser(Target.parse(text), user);
	}

	/** {@code target} with the JMX user of {@code --user}; also for the targets of options ({@code --from}, ...). */
	public static Target withUser(Target target, String user) {
		return Target.withUser(target, user);
	}
}
