package dyno.jvm.analysis;

import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import dyno.jvm.Target;

/**
 * The JVM an analysis acts on, as a parameter: the target ({@link Target#parse}) and the JMX user of
 * {@code --user}. The password is never a parameter (a command line is visible to everyone on the machine): a
 * {@link JvmAccess} gets it.
 */
public final class JvmTargets {

	/** A target as typed: {@code pid}, {@code host[:port]/pid} (jstatd), {@code host:port} or {@code service:jmx:...}. */
	public static final ValueType<Target> TYPE = new ValueType<>("TARGET", Target::parse, JvmTargets::text);

	/** The JMX user of a target; its password comes from the environment or the terminal. */
	public static final Parameter<String> USER = Parameter.optional("user", new ValueType<>("NAME", s -> s, s -> s),
			"JMX user; the password is read from DYNO_JMX_PASSWORD or asked on the terminal, never from the command line");

	private JvmTargets() {
	}

	/** The JVM of a command that also reads what jstatd serves ({@code watch}, {@code threads}). */
	public static Parameter<Target> anyTransport() {
		return Parameter.positional("target", TYPE,
				"the JVM: a pid, host[:port]/pid (jstatd, port " + Target.JSTATD_DEFAULT_PORT
						+ " by default), host:port or service:jmx:url (JMX)");
	}

	/** The JVM of a command that needs its management agent ({@code histo}, {@code profile}). */
	public static Parameter<Target> agentOnly() {
		return Parameter.positional("target", TYPE, "the JVM: a pid, host:port or service:jmx:url (JMX)");
	}

	/** The target as typed; a local JVM read over JMX is typed as its pid, which reads back as jvmstat. */
	private static String text(Target target) {
		return switch (target) {
		case Target.Local l -> Long.toString(l.pid());
		case Target.LocalJmx l -> Long.toString(l.pid());
		case Target.Jstatd j -> j.host() + ":" + j.port() + "/" + j.pid();
		case Target.Jmx j -> j.address();
		};
	}
}
