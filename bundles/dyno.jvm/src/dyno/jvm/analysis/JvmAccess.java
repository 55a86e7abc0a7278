package dyno.jvm.analysis;

import java.time.Duration;
import java.util.Arrays;
import java.util.function.Function;

import dyno.core.analysis.AnalysisException;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * How an analysis on a JVM gets its live connection: the command line connects for the one run (the password
 * from the environment or the terminal) and closes it afterwards; a view lends the connection it already has.
 */
@FunctionalInterface
public interface JvmAccess {

	/** How long a connection made for one run waits for its JVM to answer. */
	Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);

	/**
	 * A live connection to {@code target}; closing the lease closes what this access opened.
	 *
	 * @throws AnalysisException naming the target and why it cannot be reached
	 */
	Lease open(Target target) throws AnalysisException, InterruptedException;

	/** A live connection, lent for one run. */
	interface Lease extends AutoCloseable {
		JvmConnection connection();

		@Override
		void close();
	}

	/** The connection a view already has: lent as it is and left open. */
	static JvmAccess lending(JvmConnection connection) {
		return target -> {
			if (connection.state() != JvmConnection.State.LIVE) {
				throw new AnalysisException(connection.target().label() + " is not connected"
						+ (connection.problem() == null ? "" : ": " + connection.problem()));
			}
			return lease(connection, false);
		};
	}

	/**
	 * A new connection per run, closed afterwards, for a face that has no way to ask for a password (the
	 * registry's analyses): a JMX target with a user fails to connect, with the JMX server's reason.
	 */
	static JvmAccess connecting() {
		return connecting(target -> null);
	}

	/**
	 * A new connection per run, closed afterwards.
	 *
	 * @param passwords the password of a JMX target with a user (null when it needs none); throws
	 *                  {@link IllegalArgumentException} when one is needed but cannot be had
	 */
	static JvmAccess connecting(Function<Target, char[]> passwords) {
		return target -> {
			char[] password = passwords.apply(target);
			JvmConnection connection = new JvmConnection(target, password, Sampler.shared());
			if (password != null) {
				Arrays.fill(password, '\0'); // the connection keeps its own copy for reconnects
			}
			return owning(connection);
		};
	}

	/**
	 * A connection made for one run, once live, closed with the lease; closed at once when it cannot connect.
	 *
	 * @throws AnalysisException "cannot connect to <target>: <why>"
	 */
	static Lease owning(JvmConnection connection) throws AnalysisException, InterruptedException {
		try {
			awaitLive(connection);
		} catch (AnalysisException | InterruptedException e) {
			connection.close();
			throw e;
		}
		return lease(connection, true);
	}

	/**
	 * Connects and waits at most {@link #CONNECT_TIMEOUT} for the JVM to answer.
	 *
	 * @throws AnalysisException "cannot connect to <target>: <why>"
	 */
	static void awaitLive(JvmConnection connection) throws AnalysisException, InterruptedException {
		JvmConnection.State state = connection.connectAndWait(CONNECT_TIMEOUT);
		if (state != JvmConnection.State.LIVE) {
			throw new AnalysisException("cannot connect to " + connection.target().label() + ": "
					+ (state == JvmConnection.State.CONNECTING
							? "no answer within " + CONNECT_TIMEOUT.toSeconds() + " s"
							: connection.problem()));
		}
	}

	private static Lease lease(JvmConnection connection, boolean owned) {
		return new Lease() {
			@Override
			public JvmConnection connection() {
				return connection;
			}

			@Override
			public void close() {
				if (owned) {
					connection.close();
				}
			}
		};
	}
}
