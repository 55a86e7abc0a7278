package dyno.jboss.ui.internal.launch;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import dyno.core.DynoFolders;
import dyno.core.Listeners;
import dyno.core.Listeners.Registration;
import dyno.jboss.Server;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.ui.BackgroundJob;

/**
 * The servers started from the JBoss Servers view ("run on server"): each through its own script with Dyno's
 * monitoring flags, attached as soon as its JVM is up (Heap Generations and Threads views, like any JVM of this
 * machine), stopped from the view or when the workbench closes. The scripts' output goes to
 * {@code ~/.dyno/server-logs} (property {@code dyno.serverLogs}, variable {@code DYNO_SERVER_LOGS}).
 */
public final class ServerRuns {

	static final Duration JVM_WAIT = Duration.ofMinutes(1);
	static final Duration START_WAIT = Duration.ofMinutes(5);
	static final Duration STOP_WAIT = Duration.ofMinutes(1);
	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
	private static final ServerRuns INSTANCE = new ServerRuns();

	private final Map<Path, ServerProcess> running = new ConcurrentHashMap<>();
	/** The JVM of each running server once found: labels read it without walking the script's processes. */
	private final Map<Path, Long> pids = new ConcurrentHashMap<>();
	private final Listeners<Runnable> listeners = new Listeners<>();

	private ServerRuns() {
		PlatformUI.getWorkbench().addWorkbenchListener(new IWorkbenchListener() {
			@Override
			public boolean preShutdown(IWorkbench workbench, boolean forced) {
				return true;
			}

			@Override
			public void postShutdown(IWorkbench workbench) {
				stopAllNow();
			}
		});
	}

	public static ServerRuns get() {
		return INSTANCE;
	}

	/** The running server started from Dyno for this server's configuration, if any. */
	public Optional<ServerProcess> running(Server server) {
		ServerProcess p = running.get(key(server));
		return p != null && p.isAlive() ? Optional.of(p) : Optional.empty();
	}

	/** The pid of the running server's JVM, once it is up. */
	public Optional<Long> jvmPid(Server server) {
		return running(server).isPresent() ? Optional.ofNullable(pids.get(key(server))) : Optional.empty();
	}

	/** Runs {@code r} (on any thread) when a server starts or stops, until the registration is closed. */
	public Registration addListener(Runnable r) {
		return listeners.add(r);
	}

	/**
	 * Starts {@code server} in a job: its JVM shows in Dyno's views as soon as it is up; {@code said} gets a line
	 * for the status bar when the server has started (or the job's error dialog says why not).
	 */
	public void start(Shell shell, Server server, Consumer<String> said) {
		// A new JVM: what the old one waited for is applied by its boot.
		ServerStates.get().clear(server);
		ServerStates.get().doing(server, "starting");
		BackgroundJob.start(shell, "Starting " + label(server) + " with Dyno", monitor -> {
			try {
				return startAndAwait(shell, server, monitor);
			} finally {
				ServerStates.get().done(server);
			}
		}, said);
	}

	/** Runs the server's script and waits until it says it has started; a failed start ends what it started. */
	private String startAndAwait(Shell shell, Server server, IProgressMonitor monitor)
			throws IOException, InterruptedException {
		Path log = logFile(server);
		ServerProcess p = ServerProcess.start(server, StartOptions.defaults(log));
		running.put(key(server), p);
		changed();
		try {
			monitor.subTask("waiting for its JVM");
			long pid = p.awaitJvm(JVM_WAIT);
			pids.put(key(server), pid);
			changed();
			shell.getDisplay().asyncExec(() -> showViews(pid));
			monitor.subTask("waiting until it has started (output in " + log + ")");
			p.awaitStarted(START_WAIT);
			return label(server) + " started (pid " + pid + "); its output is in " + log;
		} catch (IOException | InterruptedException e) {
			p.stop(STOP_WAIT);
			running.remove(key(server));
			pids.remove(key(server));
			changed();
			throw e;
		}
	}

	/** Stops the server in a job; its JVM's views keep what they collected. */
	public void stop(Shell shell, Server server, Consumer<String> said) {
		ServerProcess p = takeToStop(server);
		if (p == null) {
			return;
		}
		BackgroundJob.start(shell, "Stopping " + label(server), monitor -> {
			try {
				boolean clean = p.stop(STOP_WAIT);
				changed();
				return label(server) + (clean ? " stopped" : " did not stop within a minute and was killed");
			} finally {
				ServerStates.get().done(server);
			}
		}, said);
	}

	/**
	 * Stops a server started from Dyno before something that must not happen while it runs (a file it would write
	 * over): in a modal progress dialog, the workbench painting meanwhile. True when the server no longer runs; false
	 * when Dyno did not start it or its script still runs after the stop.
	 */
	public boolean stopAndWait(Shell shell, Server server) {
		ServerProcess p = takeToStop(server);
		if (p == null) {
			return false;
		}
		try {
			new ProgressMonitorDialog(shell).run(true, false, monitor -> {
				monitor.beginTask("Stopping " + label(server), IProgressMonitor.UNKNOWN);
				try {
					p.stop(STOP_WAIT);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			});
		} catch (InvocationTargetException e) {
			ILog.of(ServerRuns.class).error("Cannot stop " + label(server), e.getCause());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} finally {
			ServerStates.get().done(server);
			changed();
		}
		return !p.isAlive();
	}

	/**
	 * The process of a server Dyno started, no longer counted as running, its line saying "stopping"; null when Dyno
	 * did not start it. Its stop kills what does not end in time, so it is not counted again.
	 */
	private ServerProcess takeToStop(Server server) {
		ServerProcess p = running.remove(key(server));
		pids.remove(key(server));
		if (p != null) {
			ServerStates.get().clear(server);
			ServerStates.get().doing(server, "stopping");
		}
		return p;
	}

	/**
	 * Restarts a server started from Dyno: stops it as {@link #stop} does, then starts it again as {@link #start}
	 * does (a new JVM, whose views open as it comes up); one not running from Dyno just starts.
	 */
	public void restart(Shell shell, Server server, Consumer<String> said) {
		ServerProcess p = running.remove(key(server));
		pids.remove(key(server));
		if (p == null) {
			start(shell, server, said);
			return;
		}
		ServerStates.get().doing(server, "restarting");
		BackgroundJob.start(shell, "Stopping " + label(server) + " to start it again", monitor -> {
			try {
				p.stop(STOP_WAIT);
			} catch (InterruptedException e) {
				ServerStates.get().done(server); // cancelled: no start follows
				throw e;
			}
			changed();
			return label(server);
		}, stopped -> start(shell, server, said)); // "restarting" stays on the line until the start takes over
	}

	private void stopAllNow() {
		for (ServerProcess p : running.values()) {
			try {
				p.stop(Duration.ofSeconds(20));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return;
			}
		}
		running.clear();
		pids.clear();
	}

	private static void showViews(long pid) {
		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow() == null ? null
				: PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		if (page == null) {
			return;
		}
		Target target = new Target.Local(pid);
		try {
			// Both in the perspective's stack of per-JVM views, the heap in front as the JVM Explorer opens a JVM.
			DynoJvmUi.show(page, DynoJvmUi.HEAP_GENERATIONS_ID, target, IWorkbenchPage.VIEW_ACTIVATE);
			DynoJvmUi.show(page, DynoJvmUi.THREADS_ID, target, IWorkbenchPage.VIEW_CREATE);
		} catch (PartInitException e) {
			// The server runs on; the JVM Explorer lists it, from where its views open by hand.
		}
	}

	private void changed() {
		listeners.fire(Runnable::run);
	}

	static Path key(Server server) {
		return server.home().toAbsolutePath().normalize().resolve(server.profile());
	}

	/** The server as the user knows it, e.g. "JBoss AS 5.1.0.GA (default)". */
	public static String label(Server server) {
		return server.version() + (server.profile().isEmpty() ? "" : " (" + server.profile() + ")");
	}

	private static Path logFile(Server server) throws IOException {
		Path dir = Files.createDirectories(DynoFolders.Store.SERVER_LOGS.folder());
		String name = server.home().getFileName() + "-" + (server.profile().isEmpty() ? "server" : server.profile())
				+ "-" + STAMP.format(LocalDateTime.now());
		return DynoFolders.freeFile(dir, name, ".log");
	}
}
