package dyno.cli.internal.jvm;

import java.util.List;

import dyno.cli.internal.JmxPassword;
import dyno.core.analysis.Parameter;
import dyno.jvm.analysis.ThreadsAnalysis;
import dyno.jvm.analysis.ThreadsResult;

/**
 * {@code ./dyno threads <target>}: the {@link ThreadsAnalysis}, from one sample of the same engine as the
 * workbench's Threads view.
 */
public final class ThreadsCommand extends JvmAnalysisCommand<ThreadsResult> {

	public ThreadsCommand() {
		super(new ThreadsAnalysis(JmxPassword.access()));
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return JvmAnalysisCommand.WHICH_JVM;
	}

	@Override
	public List<String> helpFooter() {
		return List.of("", "Reads the JVM's threads once. Over JMX and for JVMs of this machine (through their management",
				"agent, started as jconsole does) every thread; over jstatd only the thread counts. Virtual",
				"threads (JDK 21+) are listed for JVMs of this machine, marked \"(virtual)\". Without --dump or",
				"--deadlocks: counts, thread pools (busy of total) and one line per thread: id, state, CPU time,",
				"lock it waits for, name.");
	}
}
