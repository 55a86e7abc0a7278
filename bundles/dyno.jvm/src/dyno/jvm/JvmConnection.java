package dyno.jvm;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import dyno.jvm.internal.JvmSource;
import dyno.jvm.internal.TimedActions;
import dyno.jvm.internal.Transports;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;

/**
 * A live connection to one JVM: connecting → live → lost → closed. While live, the shared {@link Sampler}
 * reads its GC spaces every {@link #interval()} into a {@link GcHistory}. A JVM that ends or a network that
 * drops is noticed at the next sample; the connection is then lost, the history is kept, and
 * {@link #reconnect()} tries again (a local JVM that ended stays lost).
 */
public final class JvmConnection implements AutoCloseable {

	public enum State {
		CONNECTING, LIVE, LOST, CLOSED
	}

	/** Called from sampler threads: hand work over to the UI thread. */
	public interface Listener {
		default void stateChanged(JvmConnection connection, State state) {
		}

		default void sampled(JvmConnection connection, GcSpaces sample) {
		}
	}

	private final Target target;
	private final char[] password;
	private final Sampler sampler;
	private final GcHistory history = new GcHistory();
	private final CopyOnWriteArrayList<Listener> listeners = new CopyOnWriteArrayList<>();
	private volatile State state = State.CLOSED;
	private volatile String problem;
	/** Whether any attempt reached LIVE: a LOST connection that never did "could not connect", it did not lose one. */
	private volatile boolean everLive;
	private volatile Duration interval = Sampler.DEFAULT_INTERVAL;
	private volatile boolean paused;
	private JvmSource source;
	private Sampler.Subscription sampling;
	/** Counted down when the current connect attempt ends either way. */
	private CountDownLatch attempt = new CountDownLatch(0);

	/**
	 * @param password for a JMX target with authentication, null otherwise; kept for reconnects
	 */
	public JvmConnection(Target target, char[] password, Sampler sampler) {
		this.target = target;
		this.password = password == null ? null : password.clone();
		this.sampler = sampler;
	}

	public Target target() {
		return target;
	}

	public State state() {
		return state;
	}

	/** Why the connection is lost (or could not be made), in words; null while all is well. */
	public String problem() {
		return problem;
	}

	/**
	 * Whether the connection was ever live. A {@link State#LOST} connection that never was could not be made: no
	 * sample will come until {@link #reconnect()} succeeds, so a view must say why rather than wait for one.
	 */
	public boolean everLive() {
		return everLive;
	}

	/**
	 * Whether the JVM has ended for good: a JVM of this machine whose process is gone. No reconnect can reach it
	 * again, so a registry of connections may let this one go once it is lost. A remote JVM is never taken to have
	 * ended: its host or network may come back.
	 */
	public boolean ended() {
		long pid = switch (target) {
		case Target.Local local -> local.pid();
		case Target.LocalJmx local -> local.pid();
		case Target.Jstatd remote -> -1;
		case Target.Jmx remote -> -1;
		};
		return pid >= 0 && !ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
	}

	public GcHistory history() {
		return history;
	}

	public Duration interval() {
		return interval;
	}

	public boolean paused() {
		return paused;
	}

	public void addListener(Listener l) {
		listeners.add(l);
	}

	public void removeListener(Listener l) {
		listeners.remove(l);
	}

	/** Starts connecting in the background; listeners hear when it is live or lost. */
	public synchronized void connect() {
		if (state == State.CONNECTING || state == State.LIVE) {
			return;
		}
		attempt = new CountDownLatch(1);
		CountDownLatch done = attempt;
		setState(State.CONNECTING, null);
		sampler.connect(() -> {
			try {
				opened(done, Transports.open(target, password));
			} catch (IOException | RuntimeException | LinkageError e) {
				attemptFailed(done, e.getMessage() == null ? e.toString() : e.getMessage());
			} finally {
				done.countDown();
			}
		});
	}

	/** Connects and waits until live or lost (for the CLI and tests); returns the state reached. */
	public State connectAndWait(Duration timeout) throws InterruptedException {
		CountDownLatch done;
		synchronized (this) {
			connect();
			done = attempt;
		}
		done.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
		return state;
	}

	/** After a loss: connects again, keeping the history. */
	public void reconnect() {
		synchronized (this) {
			if (state != State.LOST) {
				return;
			}
		}
		connect();
	}

	private synchronized void opened(CountDownLatch by, JvmSource opened) {
		if (state != State.CONNECTING || attempt != by) {
			opened.close(); // closed while connecting (and maybe connecting anew: that attempt is the one)
			return;
		}
		source = opened;
		everLive = true;
		setState(State.LIVE, null);
		schedule();
	}

	/** Changes the sampling interval (clamped to at least {@link Sampler#MIN_INTERVAL}); takes effect now. */
	public synchronized void setInterval(Duration newInterval) {
		interval = Sampler.clamp(newInterval);
		if (sampling != null) {
			sampling.cancel();
			schedule();
		}
	}

	/** Stops or restarts sampling without disconnecting; the history keeps what it has. */
	public synchronized void setPaused(boolean pause) {
		paused = pause;
		if (pause && sampling != null) {
			sampling.cancel();
			sampling = null;
		} else if (!pause && state == State.LIVE && sampling == null) {
			schedule();
		}
	}

	private void schedule() {
		if (!paused && state == State.LIVE) {
			// Local jvmstat reads are memory reads; everything else may wait on a network.
			sampling = sampler.every(interval, this::sampleOnce, target instanceof Target.Local);
		}
	}

	private void sampleOnce() {
		JvmSource s;
		synchronized (this) {
			s = source;
		}
		if (s == null) {
			return;
		}
		try {
			GcSpaces sample = s.readGc();
			history.record(sample);
			for (Listener l : listeners) {
				l.sampled(this, sample);
			}
		} catch (IOException | RuntimeException e) {
			sampleFailed(s, e.getMessage() == null ? e.toString() : e.getMessage());
		}
	}

	/**
	 * A connection attempt failed. One superseded by a close and a new connect says nothing of the new one, which
	 * would otherwise be marked lost while it connects.
	 */
	private synchronized void attemptFailed(CountDownLatch by, String why) {
		if (attempt == by) {
			lost(why);
		}
	}

	/**
	 * A sample failed. One still running on a source closed since (a disconnect, then a new connection: "the client
	 * has been closed") says nothing of the new source.
	 */
	private synchronized void sampleFailed(JvmSource from, String why) {
		if (source == from) {
			lost(why);
		}
	}

	private synchronized void lost(String why) {
		if (state == State.CLOSED) {
			return;
		}
		stopSampling();
		setState(State.LOST, why);
	}

	/** JVM info through this connection's transport. */
	public JvmInfo info() throws IOException {
		return liveSource().info();
	}

	/**
	 * The JVM's threads now, read on the calling thread (over JMX at most 15 s): every thread with state, CPU,
	 * locks and stack, and the deadlocks, over JMX and for local JVMs (through their management agent); only counts
	 * over jstatd (see {@link ThreadSample#gaps()}). {@link dyno.jvm.threads.ThreadMonitor} samples periodically.
	 */
	public ThreadSample readThreads(ThreadQuery query) throws IOException {
		return liveSource().readThreads(query);
	}

	/**
	 * Runs {@code read} against the JVM's MBean server (over JMX, and for local JVMs through their management
	 * agent, as {@link #readThreads} does), on the calling thread within the transport's time limit. Empty when
	 * the transport has no MBeans (jstatd, or a local JVM whose agent cannot be reached).
	 *
	 * @throws IOException when the read fails; a {@link javax.management.JMException} of {@code read} comes wrapped
	 */
	public <T> Optional<T> readMBeans(MBeanRead<T> read) throws IOException {
		return liveSource().readMBeans(read);
	}

	/**
	 * The actions this transport offers; empty for jstatd (see {@link Transport#gives()}). Each action has a time
	 * limit, and interrupting the calling thread stops the wait (the JVM may still finish the action).
	 */
	public Optional<JvmActions> actions() throws IOException {
		return Optional.ofNullable(liveSource().actions()).map(a -> new TimedActions(a, target.label()));
	}

	private synchronized JvmSource liveSource() throws IOException {
		if (state != State.LIVE || source == null) {
			throw new IOException(target.label() + " is not connected" + (problem == null ? "" : ": " + problem));
		}
		return source;
	}

	@Override
	public synchronized void close() {
		if (state == State.CLOSED) {
			return;
		}
		stopSampling();
		setState(State.CLOSED, null);
	}

	private void stopSampling() {
		if (sampling != null) {
			sampling.cancel();
			sampling = null;
		}
		if (source != null) {
			source.close();
			source = null;
		}
	}

	private void setState(State newState, String why) {
		state = newState;
		problem = why;
		for (Listener l : listeners) {
			l.stateChanged(this, newState);
		}
	}
}
