package dyno.jvm.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dyno.jvm.ClassHistogram;
import dyno.jvm.JvmActions;

/**
 * Puts a time limit on every action and lets the caller stop waiting by interrupting its thread. An RMI call to a
 * JVM that is suspended (SIGSTOP, a debugger) or whose network silently dropped never returns; the caller (a
 * workbench job, a CLI command) must get its thread back with a message instead. The JVM may still finish the
 * action later: the messages say so.
 */
public final class TimedActions implements JvmActions {

	/** A full GC of a big heap takes seconds; a minute means the JVM is not answering. */
	static final Duration GC_LIMIT = Duration.ofSeconds(60);
	/** The histogram runs a full GC, then walks the heap. */
	static final Duration HISTOGRAM_LIMIT = Duration.ofSeconds(120);
	/** Dumps of tens of GB are written at disk speed: generous, but not forever. */
	static final Duration DUMP_LIMIT = Duration.ofMinutes(30);

	private static final ExecutorService CALLS = Executors.newCachedThreadPool(r -> {
		Thread t = new Thread(r, "dyno-jvm-action");
		t.setDaemon(true);
		return t;
	});

	private final JvmActions actions;
	private final String label;
	private final Duration gcLimit;
	private final Duration histogramLimit;
	private final Duration dumpLimit;

	public TimedActions(JvmActions actions, String label) {
		this(actions, label, GC_LIMIT, HISTOGRAM_LIMIT, DUMP_LIMIT);
	}

	TimedActions(JvmActions actions, String label, Duration gcLimit, Duration histogramLimit, Duration dumpLimit) {
		this.actions = actions;
		this.label = label;
		this.gcLimit = gcLimit;
		this.histogramLimit = histogramLimit;
		this.dumpLimit = dumpLimit;
	}

	@Override
	public void performGc() throws IOException {
		call("the GC", gcLimit, () -> {
			actions.performGc();
			return null;
		});
	}

	@Override
	public void dumpHeap(Path file, boolean liveOnly) throws IOException {
		call("the heap dump", dumpLimit, () -> {
			actions.dumpHeap(file, liveOnly);
			return null;
		});
	}

	@Override
	public ClassHistogram classHistogram(boolean fullGcFirst) throws IOException {
		return call("the class histogram", histogramLimit, () -> actions.classHistogram(fullGcFirst));
	}

	private <T> T call(String what, Duration limit, Callable<T> action) throws IOException {
		Future<T> result = CALLS.submit(action);
		try {
			return result.get(limit.toMillis(), TimeUnit.MILLISECONDS);
		} catch (TimeoutException e) {
			result.cancel(true);
			throw new IOException(label + " did not finish " + what + " within " + seconds(limit)
					+ " (is the JVM suspended, overloaded or cut off?). Dyno stopped waiting; the JVM may still finish it.");
		} catch (InterruptedException e) {
			result.cancel(true);
			Thread.currentThread().interrupt();
			throw new IOException("stopped waiting for " + what + " of " + label + "; the JVM may still finish it");
		} catch (ExecutionException e) {
			if (e.getCause() instanceof IOException io) {
				throw io;
			}
			throw new IOException(what + " of " + label + " failed: " + e.getCause(), e.getCause());
		}
	}

	private static String seconds(Duration d) {
		return d.toMinutes() >= 2 ? d.toMinutes() + " min" : d.toSeconds() + " s";
	}
}
