package dyno.load.ui.internal.launch;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IStreamMonitor;
import org.eclipse.debug.core.model.IStreamsProxy;
import org.eclipse.ui.PlatformUI;

import dyno.load.jmeter.JMeterProcess;
import dyno.load.run.LoadSession;

/**
 * A load session as the debug platform's process: the Console view shows JMeter's output and its Terminate
 * button stops the run gracefully (JMeter's own shutdown first, a kill only after the grace time).
 */
final class LoadProcess implements IProcess, IStreamsProxy {

	private final ILaunch launch;
	private final String label;
	private final ConsoleMonitor out = new ConsoleMonitor();
	private final ConsoleMonitor err = new ConsoleMonitor();
	private final Map<String, String> attributes = new HashMap<>();
	private volatile LoadSession session;

	LoadProcess(ILaunch launch, String label) {
		this.launch = launch;
		this.label = label;
		attributes.put(ATTR_PROCESS_TYPE, "jmeter");
	}

	/** Takes one console line of JMeter (or of Dyno about the run); callable before the session exists. */
	void print(String line) {
		out.append(line + System.lineSeparator());
	}

	/** Binds the started session and tells the platform when it has finished. */
	void attach(LoadSession started) {
		session = started;
		setAttribute(ATTR_CMDLINE, String.join(" ", started.process().commandLine()));
		setAttribute(ATTR_PROCESS_ID, Long.toString(started.process().pid()));
		launch.addProcess(this);
		fire(DebugEvent.CREATE);
		started.finished().whenComplete((run, failure) -> {
			print(failure == null ? "Run " + run.name() + " " + run.outcome().name().toLowerCase() + ", saved in " + run.dir()
					: "The run ended with an error: " + failure);
			fire(DebugEvent.TERMINATE);
		});
	}

	LoadSession session() {
		return session;
	}

	@Override
	public String getLabel() {
		return label;
	}

	@Override
	public ILaunch getLaunch() {
		return launch;
	}

	@Override
	public IStreamsProxy getStreamsProxy() {
		return this;
	}

	@Override
	public IStreamMonitor getOutputStreamMonitor() {
		return out;
	}

	@Override
	public IStreamMonitor getErrorStreamMonitor() {
		return err;
	}

	@Override
	public void write(String input) throws IOException {
		throw new IOException("JMeter runs without a console input");
	}

	@Override
	public synchronized void setAttribute(String key, String value) {
		attributes.put(key, value);
	}

	@Override
	public synchronized String getAttribute(String key) {
		return attributes.get(key);
	}

	@Override
	public int getExitValue() throws DebugException {
		if (!isTerminated()) {
			throw new DebugException(Status.error("The load test is still running"));
		}
		JMeterProcess.Outcome outcome = session.process().outcome();
		return outcome == JMeterProcess.Outcome.COMPLETED || outcome == JMeterProcess.Outcome.STOPPED ? 0 : 1;
	}

	@Override
	public boolean canTerminate() {
		return !isTerminated();
	}

	@Override
	public boolean isTerminated() {
		LoadSession s = session;
		return s != null && s.finished().isDone();
	}

	/** Stops in the background: a graceful stop waits for JMeter's threads to finish their samples. */
	@Override
	public void terminate() {
		LoadSession s = session;
		if (s == null || isTerminated()) {
			return;
		}
		print("Stopping the run (JMeter's graceful shutdown, then a kill after the grace time)…");
		if (PlatformUI.isWorkbenchRunning() && PlatformUI.getWorkbench().isClosing()) {
			s.close(); // Dyno is ending: no Job would run any more, and JMeter must not outlive it
			return;
		}
		GracefulStop.inBackground(s, label);
	}

	@Override
	public <T> T getAdapter(Class<T> adapter) {
		return Platform.getAdapterManager().getAdapter(this, adapter);
	}

	private void fire(int kind) {
		DebugPlugin plugin = DebugPlugin.getDefault();
		if (plugin != null) {
			plugin.fireDebugEventSet(new DebugEvent[] { new DebugEvent(this, kind) });
		}
	}
}
