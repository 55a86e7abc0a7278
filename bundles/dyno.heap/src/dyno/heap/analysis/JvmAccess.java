package dyno.heap.analysis;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.ValueType;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;

/**
 * How an analysis of a running JVM gets its live connection: the command line opens one of its own (the JMX password
 * from the environment or the terminal) and closes it after, the workbench lends its shared one and keeps it.
 */
public interface JvmAccess {

	/** A JVM as typed: a pid, {@code host:port} or {@code service:jmx:url} ({@link Target#parse}). */
	ValueType<Target> TARGET = new ValueType<>("JVM", Target::parse, JvmAccess::text);

	/**
	 * The live connection to {@code target}; hand it back with {@link #release}.
	 *
	 * @throws AnalysisException naming the JVM and why it cannot be reached
	 */
	JvmConnection connect(Target target) throws AnalysisException, InterruptedException;

	/** Done with a connection of {@link #connect}. */
	void release(JvmConnection connection);

	/** The target as {@link Target#parse} reads it back. */
	private static String text(Target target) {
		return switch (target) {
		case Target.Local l -> Long.toString(l.pid());
		case Target.LocalJmx l -> Long.toString(l.pid());
		case Target.Jstatd j -> j.host() + ":" + j.port() + "/" + j.pid();
		case Target.Jmx j -> j.address();
		};
	}
}
