package dyno.jvm.internal;

import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.remote.JMXConnector;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmInfo;
import dyno.jvm.MBeanRead;
import dyno.jvm.Target;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;

/**
 * A JVM reached over remote JMX: GC spaces from its memory pool and collector MXBeans, the last GC cause from
 * GC notifications, {@link JvmInfo} from its Runtime MXBean, and {@link JmxActions}.
 * <p>
 * Reads run on this source's own thread and are given up after {@link #READ_TIMEOUT}: an RMI call on a
 * network that silently dropped waits for hours, and must not hold one of the shared sampler threads.
 */
public final class JmxSource implements JvmSource {

	static final Duration READ_TIMEOUT = Duration.ofSeconds(15);

	private final String label;
	private final JMXConnector connector;
	private final JmxGcReader reader;
	/**
	 * Subscribed at the first GC read, on the read thread. A source that only reads threads and MBeans (a local
	 * JVM's agent, whose GC numbers come from jvmstat) must not subscribe: while a client listens, the target's
	 * connector keeps each GC notification in its buffer (up to 1,000 of them, 34 composite data and 107 TreeMap
	 * entries each on an idle JDK 25), which the Leak Finder ranked a TreeMap$Entry leak of the JVM the Threads
	 * view watched (releng/bench/results/jmx-sampling-growth.txt).
	 */
	private GcCauseListener causes;
	private final JmxActions actions;
	private final MBeanServerConnection mbs;
	private final boolean sameMachine;
	private final ExecutorService reads;
	/**
	 * The target's process when it runs on this machine: a read that waits on a JVM which has meanwhile ended is
	 * given up as soon as the process is gone, and named so, rather than after {@link #READ_TIMEOUT} as a hang
	 * (an RMI call in flight while the JVM shuts down is not always answered by a closed socket).
	 */
	private final Optional<ProcessHandle> process;
	/** Made at the first thread read: GC-only views never pay for it. */
	private JmxThreadReader threads;

	private JmxSource(String label, JMXConnector connector, boolean sameMachine, Optional<ProcessHandle> process)
			throws IOException {
		this.label = label;
		this.connector = connector;
		this.process = process;
		this.reads = Executors.newSingleThreadExecutor(r -> {
			Thread t = new Thread(r, "dyno-jmx-read " + label);
			t.setDaemon(true);
			return t;
		});
		try {
			this.mbs = bounded(connector::getMBeanServerConnection);
			this.reader = bounded(() -> new JmxGcReader(mbs));
		} catch (IOException | RuntimeException e) {
			close();
			throw e;
		}
		this.actions = new JmxActions(mbs, label, sameMachine);
		this.sameMachine = sameMachine;
	}

	/** Connects to a JMX agent (see {@link JmxConnect}) and looks up its memory beans. */
	public static JmxSource open(Target.Jmx target, char[] password) throws IOException {
		return new JmxSource(target.label(), JmxConnect.open(target, password), false, Optional.empty());
	}

	/**
	 * Connects to the local management agent of a JVM of this machine, starting the agent if needed; a JVM still
	 * booting is waited for when {@code waitForBoot}, else refused with a {@link dyno.jvm.JvmBootingException}.
	 */
	public static JmxSource open(Target.LocalJmx target, boolean waitForBoot) throws IOException {
		return new JmxSource(target.label(), LocalAgent.connect(target.pid(), waitForBoot), true,
				ProcessHandle.of(target.pid()));
	}

	@Override
	public GcSpaces readGc() throws IOException {
		return bounded(() -> {
			if (causes == null) {
				causes = GcCauseListener.subscribe(mbs, reader.collectorBeans());
			}
			return reader.read(causes.lastCause());
		});
	}

	@Override
	public ThreadSample readThreads(ThreadQuery query) throws IOException {
		return bounded(() -> {
			if (threads == null) {
				threads = new JmxThreadReader(mbs, sameMachine);
			}
			return threads.read(query);
		});
	}

	@Override
	public <T> Optional<T> readMBeans(MBeanRead<T> read) throws IOException {
		return Optional.ofNullable(bounded(() -> {
			try {
				return read.read(mbs);
			} catch (JMException e) {
				throw new MBeanReadFailed(label + " answered an MBean read with " + e, e);
			}
		}));
	}

	@Override
	public JvmInfo info() throws IOException {
		return bounded(() -> JmxInfo.read(mbs));
	}

	@Override
	public JvmActions actions() {
		return actions;
	}

	@Override
	public void close() {
		reads.shutdownNow();
		JmxConnect.closeQuietly(connector);
	}

	/** How often a read waiting on a local JVM looks whether its process is still there. */
	private static final long PROCESS_CHECK_MILLIS = 250;

	/** Runs a read on this source's thread, waiting at most {@link #READ_TIMEOUT}. */
	private <T> T bounded(Callable<T> read) throws IOException {
		Future<T> result;
		try {
			result = reads.submit(read);
		} catch (RejectedExecutionException e) {
			throw new IOException("the JMX connection to " + label + " is closed", e);
		}
		try {
			return awaited(result);
		} catch (TimeoutException e) {
			result.cancel(true);
			if (process.isPresent() && !process.get().isAlive()) {
				throw new IOException("the JMX connection to " + label + " broke: the JVM has ended", e);
			}
			throw new IOException(label + " did not answer within " + READ_TIMEOUT.toSeconds()
					+ " s (network down, or the JVM hung?)", e);
		} catch (ExecutionException e) {
			throw lost(e.getCause());
		} catch (InterruptedException e) {
			result.cancel(true);
			Thread.currentThread().interrupt();
			throw new IOException("reading " + label + " was interrupted", e);
		}
	}

	/**
	 * The read's result, waiting at most {@link #READ_TIMEOUT}; a local JVM's read stops waiting early, with a
	 * {@link TimeoutException}, once the process has ended.
	 */
	private <T> T awaited(Future<T> result) throws InterruptedException, ExecutionException, TimeoutException {
		if (process.isEmpty()) {
			return result.get(READ_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
		}
		long until = System.nanoTime() + READ_TIMEOUT.toNanos();
		while (true) {
			long left = until - System.nanoTime();
			if (left <= 0) {
				throw new TimeoutException();
			}
			try {
				return result.get(Math.min(left, TimeUnit.MILLISECONDS.toNanos(PROCESS_CHECK_MILLIS)),
						TimeUnit.NANOSECONDS);
			} catch (TimeoutException e) {
				if (!process.get().isAlive()) {
					throw e;
				}
			}
		}
	}

	/** A read whose MBean was missing or refused: the connection itself is fine. */
	private static final class MBeanReadFailed extends RuntimeException {
		private static final long serialVersionUID = 1L;

		MBeanReadFailed(String message, JMException cause) {
			super(message, cause);
		}
	}

	private IOException lost(Throwable e) {
		if (e instanceof MBeanReadFailed f) {
			return new IOException(f.getMessage(), f.getCause());
		}
		String why;
		if (JmxErrors.find(e, ConnectException.class) != null) {
			why = "connection refused (has the JVM ended?)";
		} else if (JmxErrors.find(e, EOFException.class) != null || JmxErrors.find(e, SocketException.class) != null) {
			why = "closed by the other side (has the JVM ended?)";
		} else {
			why = Jvmstat.message(e);
		}
		return new IOException("the JMX connection to " + label + " broke: " + why, e);
	}
}
