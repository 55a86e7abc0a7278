package dyno.cli.internal.jvm;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import dyno.cli.internal.Alias;
import dyno.cli.internal.Call;
import dyno.cli.internal.CliCommand;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.JmxPassword;
import dyno.core.analysis.Parameter;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmTargets;
import dyno.jvm.analysis.WatchParameters;

/**
 * {@code ./dyno watch <target>}: a JVM's heap generations and collections every interval, in {@code jstat -gc}'s
 * columns or as Dyno's GC CSV ({@link dyno.jvm.MetricsCsv}, the Heap Generations view's export), read through the
 * same {@link JvmConnection} and {@link Sampler} as the workbench's views. It streams until stopped, so it writes
 * rows, not one result.
 */
public final class WatchCommand implements CliCommand {

	private static final String TEXT = "text";
	private static final String CSV = "csv";

	@Override
	public String name() {
		return "watch";
	}

	@Override
	public String summary() {
		return "print a JVM's heap spaces and collections in jstat -gc's columns every interval "
				+ "('dyno watch --help' tells more)";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return WatchParameters.ALL;
	}

	@Override
	public List<String> formats() {
		return List.of(TEXT, CSV);
	}

	@Override
	public List<Alias> aliases() {
		return List.of(Alias.hidden("--csv", Call.FORMAT, CSV));
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return JvmAnalysisCommand.WHICH_JVM;
	}

	@Override
	public List<String> helpFooter() {
		return List.of("", "Prints jstat -gc's columns for the JVM every interval until --count samples were printed or",
				"Ctrl-C: sizes in KB, times in seconds, '-' where the collector or transport has no such space",
				"or collector (ZGC has no survivors, JMX gives both survivors as one pool). --format csv writes",
				"the Heap Generations view's CSV export instead: epoch milliseconds, ISO-8601 UTC time, then every",
				"metric with its unit (e.g. eden_used_bytes, allocation_rate_bytes_per_second), empty where none.");
	}

	@Override
	public int run(Call call) {
		Target target;
		char[] password;
		try {
			target = Target.withUser(call.get(WatchParameters.TARGET), call.get(JvmTargets.USER));
			password = JmxPassword.forTarget(target, System.getenv(JmxPassword.VARIABLE), System.console());
		} catch (IllegalArgumentException e) {
			call.say(e.getMessage() + " ('dyno watch --help' shows the usage)");
			return ExitCode.USAGE;
		}
		JvmConnection connection = new JvmConnection(target, password, Sampler.shared());
		if (password != null) {
			Arrays.fill(password, '\0'); // the connection keeps its own copy for reconnects
		}
		if (call.output() == null) {
			return watch(connection, call, call.out());
		}
		try (PrintStream file = new PrintStream(new FileOutputStream(call.output().toFile()), false,
				StandardCharsets.UTF_8)) {
			return watch(connection, call, file);
		} catch (IOException e) {
			connection.close();
			return call.failed("cannot write " + call.output() + ": " + e.getMessage());
		}
	}

	private static int watch(JvmConnection connection, Call call, PrintStream out) {
		Integer count = call.get(WatchParameters.COUNT);
		return new Watch(connection, call.get(WatchParameters.INTERVAL), count == null ? 0 : count,
				new GcRowWriter(out, CSV.equals(call.format())), call.err()).run();
	}
}
