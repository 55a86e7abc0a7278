package dyno.jvm.analysis;

import java.io.IOException;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.jvm.Target;
import dyno.jvm.threads.PoolPattern;
import dyno.jvm.threads.PoolUsage;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;

/**
 * A JVM's threads now (state, CPU, lock, pools), its thread dump or its deadlocks, from one sample. A target that
 * gives only thread counts (jvmstat through jstatd, or a local JVM whose management agent cannot be reached) gives
 * them; asked for a dump or deadlocks it fails, saying why.
 */
public final class ThreadsAnalysis implements Analysis<ThreadsResult> {

	public static final Parameter<Target> TARGET = JvmTargets.anyTransport();
	public static final Parameter<Boolean> DUMP = Parameter.flag("dump",
			"a thread dump like jstack -l: every frame and held lock, then the deadlocks");
	public static final Parameter<Boolean> DEADLOCKS = Parameter.flag("deadlocks",
			"only the deadlocks (monitors and ownable synchronizers), with their cycle");

	private final JvmAccess access;

	/** @param access how the run gets its connection: its own, or a view's */
	public ThreadsAnalysis(JvmAccess access) {
		this.access = access;
	}

	@Override
	public String name() {
		return "threads";
	}

	@Override
	public String title() {
		return "Threads";
	}

	@Override
	public String summary() {
		return "a JVM's threads (state, CPU, locks, pools), its thread dump or its deadlocks";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(TARGET, DUMP, DEADLOCKS, JvmTargets.USER);
	}

	/**
	 * @throws IllegalArgumentException when both {@link #DUMP} and {@link #DEADLOCKS} are asked (a dump already
	 *                                  lists the deadlocks), or {@code --user} is given for a target without JMX
	 */
	@Override
	public ThreadsResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		boolean dump = arguments.get(DUMP);
		boolean deadlocks = arguments.get(DEADLOCKS);
		if (dump && deadlocks) {
			throw new IllegalArgumentException("--dump already lists the deadlocks; give one of --dump, --deadlocks");
		}
		Target target = Target.withUser(arguments.get(TARGET), arguments.get(JvmTargets.USER));
		progress.begin("Reading the threads of " + target.label(), -1);
		try (JvmAccess.Lease lease = access.open(target)) {
			ThreadSample sample = lease.connection().readThreads(dump ? ThreadQuery.DUMP : ThreadQuery.SAMPLING);
			if (!sample.detailed() && (dump || deadlocks)) {
				throw new AnalysisException("no " + (dump ? "thread dump" : "deadlock check") + " from "
						+ target.label() + ": " + String.join(" ", sample.gaps()));
			}
			ThreadsResult.View view = dump ? ThreadsResult.View.DUMP
					: deadlocks ? ThreadsResult.View.DEADLOCKS : ThreadsResult.View.TABLE;
			return new ThreadsResult(target.label(), sample, PoolUsage.of(sample, PoolPattern.DEFAULTS), view);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}
}
