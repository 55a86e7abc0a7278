package dyno.cli.internal;

import java.io.PrintStream;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * {@code ./dyno watch <target>}: a JVM's heap generations and collections every interval, in
 * {@code jstat -gc}'s columns (or CSV), read through the same {@link JvmConnection} and {@link Sampler} as
 * the workbench's views.
 */
final class WatchCommand extends JvmCommand<WatchOptions> {

	WatchCommand() {
		super(WatchOptions::parse, WatchCommand::printHelp);
	}

	@Override
	public String name() {
		return "watch";
	}

	@Override
	public String usage() {
		return WatchOptions.USAGE;
	}

	@Override
	public String summary() {
		return "print a JVM's heap spaces and collections in jstat -gc's columns every interval "
				+ "('dyno watch --help' tells more)";
	}

	/** What {@code dyno watch --help} prints: the choices the one-line summary has no room for. */
	private static void printHelp(PrintStream out) {
		out.println("usage: dyno watch " + WatchOptions.USAGE);
		out.println();
		out.println("Prints jstat -gc's columns for the JVM every interval until --count samples were printed or");
		out.println("Ctrl-C: sizes in KB, times in seconds, '-' where the collector or transport has no such space");
		out.println("or collector (ZGC has no survivors, JMX gives both survivors as one pool).");
		out.println();
		out.println("  <pid>                 a JVM on this machine (jvmstat)");
		out.println("  host[:port]/pid       a JVM on a jstatd host (port " + Target.JSTATD_DEFAULT_PORT
				+ " by default)");
		out.println("  host:port, service:jmx:url   a JMX agent");
		out.println("  --interval D          time between samples: 100ms, 0.5s, 2s, a plain number is ms (default "
				+ Sampler.DEFAULT_INTERVAL.toMillis() + "ms, at least " + Sampler.MIN_INTERVAL.toMillis() + "ms)");
		out.println("  --count N             stop after N samples");
		out.println("  --csv                 comma-separated, with a leading 'time' column (ISO-8601 UTC, e.g.");
		out.println("                        2026-11-05T10:15:30.123Z) and empty cells where jstat prints '-'");
		JmxPassword.printUserHelp(out);
	}

	@Override
	int run(WatchOptions options, JvmConnection connection, PrintStream out, PrintStream err) {
		return new Watch(connection, options, new GcRowWriter(out, options.csv()), err).run();
	}
}
