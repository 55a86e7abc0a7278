package dyno.jvm.ui.internal.explorer;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import dyno.jvm.JstatdUnreachableException;
import dyno.jvm.JvmDiscovery;
import dyno.jvm.RunningJvm;

/**
 * Lists one host's JVMs again and again in the background (this machine every 2 s, a jstatd host every few
 * seconds) and hands each new result, or the error in words, to the explorer. A result equal to the previous
 * one is not handed on: the UI thread is woken only when the tree changes. A slow or unreachable host only
 * delays its own listing; the UI never waits for it.
 */
final class Listing extends Job {

	private final JvmDiscovery discovery;
	private final long everyMillis;
	private final long retryMillis;
	/** Called on this job's thread with the JVMs, or null and the error. */
	private final BiConsumer<List<RunningJvm>, String> result;
	private volatile boolean stopped;
	private List<RunningJvm> lastJvms;
	private String lastError;
	private boolean handedOn;

	Listing(String name, JvmDiscovery discovery, long everyMillis, long retryMillis,
			BiConsumer<List<RunningJvm>, String> result) {
		super(name);
		this.discovery = discovery;
		this.everyMillis = everyMillis;
		this.retryMillis = retryMillis;
		this.result = result;
		setSystem(true);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		long next = everyMillis;
		List<RunningJvm> jvms = null;
		String error = null;
		try {
			jvms = discovery.list();
		} catch (IOException | RuntimeException e) {
			// An unreachable jstatd's row shows the cause first: a narrow column cut "cannot reach jstatd at…" before it.
			error = e instanceof JstatdUnreachableException u ? u.headline()
					: e.getMessage() == null ? e.toString() : e.getMessage();
			next = retryMillis;
		}
		if (!handedOn || !Objects.equals(jvms, lastJvms) || !Objects.equals(error, lastError)) {
			handedOn = true;
			lastJvms = jvms;
			lastError = error;
			result.accept(jvms, error);
		}
		if (!stopped && !monitor.isCanceled()) {
			schedule(next);
		}
		return Status.OK_STATUS;
	}

	void stop() {
		stopped = true;
		cancel();
	}
}
