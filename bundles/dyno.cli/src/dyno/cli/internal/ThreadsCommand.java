package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

import dyno.jvm.JvmConnection;
import dyno.jvm.threads.Deadlock;
import dyno.jvm.threads.PoolPattern;
import dyno.jvm.threads.PoolUsage;
import dyno.jvm.threads.ThreadDumpText;
import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;

/**
 * {@code ./dyno threads <target>}: a JVM's threads now (state, CPU, lock, pools), its thread dump or its deadlocks,
 * as text or JSON, from one sample of the same engine as the workbench's Threads view. A target that gives only
 * thread counts (jvmstat through jstatd, or a local JVM whose management agent cannot be reached) prints them;
 * asked for a dump or deadlocks it fails, saying why.
 */
final class ThreadsCommand extends JvmCommand<ThreadsOptions> {

	ThreadsCommand() {
		super(ThreadsOptions::parse, ThreadsCommand::printHelp);
	}

	@Override
	public String name() {
		return "threads";
	}

	@Override
	public String usage() {
		return ThreadsOptions.USAGE;
	}

	@Override
	public String summary() {
		return "a JVM's threads (state, CPU, locks, pools), its thread dump or its deadlocks ('dyno threads --help')";
	}

	private static void printHelp(PrintStream out) {
		out.println("usage: dyno threads " + ThreadsOptions.USAGE);
		out.println();
		out.println("Reads the JVM's threads once. Over JMX and for JVMs of this machine (through their management");
		out.println("agent, started as jconsole does) every thread; over jstatd only the thread counts. Virtual");
		out.println("threads (JDK 21+) are listed for JVMs of this machine, marked \"(virtual)\".");
		out.println();
		out.println("  (no option)           counts, thread pools (busy of total) and one line per thread:");
		out.println("                        id, state, CPU time, lock it waits for, name");
		out.println("  --dump                a thread dump like jstack -l: every frame and held lock, then deadlocks");
		out.println("  --deadlocks           only the deadlocks (monitors and ownable synchronizers), with their cycle");
		out.println("  --format text|json    text (default) or JSON");
		JmxPassword.printUserHelp(out);
	}

	@Override
	int run(ThreadsOptions options, JvmConnection connection, PrintStream out, PrintStream err)
			throws IOException, InterruptedException {
		if (!JvmTarget.connected(connection, name(), err)) {
			return ExitCode.FAILED;
		}
		String label = options.target().label();
		ThreadSample sample = connection.readThreads(options.dump() ? ThreadQuery.DUMP : ThreadQuery.SAMPLING);
		if (!sample.detailed() && (options.dump() || options.deadlocks())) {
			err.println("dyno threads: no " + (options.dump() ? "thread dump" : "deadlock check") + " from " + label
					+ ": " + String.join(" ", sample.gaps()));
			return ExitCode.FAILED;
		}
		print(sample, options, label, out);
		return ExitCode.OK;
	}

	private static void print(ThreadSample sample, ThreadsOptions options, String label, PrintStream out) {
		List<PoolUsage> pools = PoolUsage.of(sample, PoolPattern.DEFAULTS);
		if (options.json()) {
			out.println(ThreadsJson.write(sample, label, pools, options.dump(), options.deadlocks()));
		} else if (options.dump()) {
			out.print(ThreadDumpText.format(sample, label));
		} else if (options.deadlocks()) {
			printDeadlocks(sample, label, out);
		} else {
			printTable(sample, label, pools, out);
		}
	}

	private static void printDeadlocks(ThreadSample sample, String label, PrintStream out) {
		if (sample.deadlocks().isEmpty()) {
			out.println("No deadlock in " + label + " (" + sample.threads().size() + " threads).");
			return;
		}
		if (sample.deadlocks().size() > 1) {
			out.println(sample.deadlocks().size() + " deadlocks in " + label + ":");
		}
		for (Deadlock d : sample.deadlocks()) {
			out.println(d.summary());
		}
	}

	private static void printTable(ThreadSample sample, String label, List<PoolUsage> pools, PrintStream out) {
		var c = sample.counts();
		long virtual = sample.threads().stream().filter(ThreadInfoRow::virtual).count();
		out.printf("%s: %d live threads (%d daemon), peak %d, %d started%s%n", label, c.live(), c.daemon(), c.peak(),
				c.started(), virtual == 0 ? "" : "; " + virtual + " virtual threads");
		sample.gaps().forEach(g -> out.println("note: " + g));
		for (Deadlock d : sample.deadlocks()) {
			out.println("DEADLOCK: " + d.summary());
		}
		for (PoolUsage p : pools) {
			out.printf("pool %s: %d busy of %d%n", p.pool(), p.busy(), p.total());
		}
		if (!sample.detailed()) {
			return;
		}
		out.printf("%-6s %-14s %10s  %-40s %s%n", "ID", "STATE", "CPU ms", "WAITS FOR", "NAME");
		for (ThreadInfoRow t : sample.threads()) {
			String waits = t.lock() == null ? "" : t.lock() + (t.lockOwnerName() == null ? "" : " (" + t.lockOwnerName() + ")");
			out.printf("%-6d %-14s %10s  %-40s %s%n", t.id(), t.state(),
					t.cpuNanos() < 0 ? "-" : String.format(java.util.Locale.ROOT, "%.1f", t.cpuNanos() / 1e6), waits,
					t.virtual() ? t.label() + " (virtual)" : t.name());
		}
	}
}
