package dyno.cli.internal.jvm;

import java.io.PrintStream;
import java.time.Duration;

import dyno.cli.internal.ExitCode;
import dyno.cli.internal.UntilStopped;
import dyno.core.analysis.AnalysisException;
import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmConnection.State;
import dyno.jvm.analysis.JvmAccess;

/**
 * One run of {@code dyno watch}: the connection's listener (on sampler threads) hands samples and a loss to an
 * {@link UntilStopped} loop, which alone prints, so rows never interleave; Ctrl-C lets the last row complete and
 * the connection close before the JVM exits.
 */
final class Watch implements JvmConnection.Listener {

	private record Lost(String why) {
	}

	private final JvmConnection connection;
	private final Duration interval;
	/** Samples to print before ending, 0 for "until interrupted". */
	private final long count;
	private final GcRowWriter rows;
	private final PrintStream err;
	private final UntilStopped loop;

	Watch(JvmConnection connection, Duration interval, long count, GcRowWriter rows, PrintStream err) {
		this.connection = connection;
		this.interval = interval;
		this.count = count;
		this.rows = rows;
		this.err = err;
		this.loop = new UntilStopped("dyno-watch-interrupted", connection::close);
	}

	@Override
	public void sampled(JvmConnection c, GcSpaces sample) {
		loop.add(sample);
	}

	@Override
	public void stateChanged(JvmConnection c, State state) {
		if (state == State.LOST) {
			loop.add(new Lost(c.problem()));
		}
	}

	int run() {
		return loop.run(() -> {
			try {
				return connectAndPrint();
			} finally {
				connection.close();
			}
		});
	}

	private int connectAndPrint() throws InterruptedException {
		String label = connection.target().label();
		connection.addListener(this);
		connection.setInterval(interval);
		try {
			JvmAccess.awaitLive(connection);
		} catch (AnalysisException e) {
			err.println("dyno watch: " + e.getMessage());
			return ExitCode.FAILED;
		}
		rows.header();
		long printed = 0;
		while (count == 0 || printed < count) {
			Object event = loop.take();
			if (event instanceof GcSpaces sample) {
				rows.row(sample);
				printed++;
			} else if (event instanceof Lost lost) {
				err.println("dyno watch: lost " + label + ": " + lost.why());
				return ExitCode.FAILED;
			} else {
				return ExitCode.OK; // STOP: interrupted by the user
			}
		}
		return ExitCode.OK;
	}
}
