package dyno.jboss.ui.internal.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Shell;

import dyno.core.DynoFolders;
import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerProduct;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.manage.ManagementClient;
import dyno.jboss.manage.ManagementClient.Credentials;
import dyno.jboss.manage.ManagementException;
import dyno.jboss.manage.RunningConfig;
import dyno.jboss.ui.internal.editor.LoginDialog;
import dyno.jboss.ui.internal.editor.ManagementLogins;
import dyno.jboss.ui.internal.launch.ServerRuns;
import dyno.jboss.ui.internal.launch.ServerStates;
import dyno.jboss.ui.internal.live.LiveServers;
import dyno.ui.BackgroundJob;

/**
 * Start, Stop, Reload and Restart of a server in the JBoss Servers view, by how Dyno sees it run: started by Dyno
 * ({@link ServerRuns}: stopped and restarted as its own process), or observed live in the JVM Explorer without Dyno
 * having started it ({@link LiveServers}: a WildFly through its management interface, a JBoss AS 4–6 or Tomcat
 * through its stop script). Reload is WildFly's, through its management interface, whoever started it. The slow part
 * of each runs in a job; what the server then waits for ({@code reload-required} …) goes to {@link ServerStates}.
 */
final class LifeCycle {

	/** The life-cycle actions of the view. */
	enum Step {
		START, STOP, RELOAD, RESTART
	}

	/** How a server runs, as Dyno sees it. */
	enum Running {
		NO, BY_DYNO, LIVE
	}

	static final Duration WAIT = Duration.ofMinutes(5);
	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

	private LifeCycle() {
	}

	/** How {@code server} runs: started by Dyno, else observed live, else not. */
	static Running running(Server server) {
		if (ServerRuns.get().running(server).isPresent()) {
			return Running.BY_DYNO;
		}
		return LiveServers.isLive(server) ? Running.LIVE : Running.NO;
	}

	/**
	 * Whether {@code step} applies to {@code server} now: nothing else is being done to it, Start when it does not
	 * run, the others when it does, Reload only for a WildFly. A WildFly domain is left to its host controller (Dyno
	 * starts standalone servers only).
	 */
	static boolean enabled(Server server, Step step) {
		if (ServerStates.get().doing(server).isPresent()
				|| server.product() == ServerProduct.WILDFLY && !"standalone".equals(server.profile())) {
			return false;
		}
		Running r = running(server);
		return switch (step) {
		case START -> r == Running.NO;
		case STOP, RESTART -> r != Running.NO;
		case RELOAD -> r != Running.NO && server.product() == ServerProduct.WILDFLY;
		};
	}

	/** The state part of a profile's line: "  — running, pid 4711 · reload-required", "  — stopping…" or "". */
	static String stateText(Server server) {
		Running r = running(server);
		StringBuilder b = new StringBuilder();
		if (r != Running.NO) {
			b.append("  — running").append(r == Running.BY_DYNO
					? ServerRuns.get().jvmPid(server).map(pid -> ", pid " + pid).orElse("") : "");
			ServerStates.get().pending(server).ifPresent(p -> b.append(" · ").append(p.state()));
		}
		ServerStates.get().doing(server).ifPresent(d -> b.append(b.isEmpty() ? "  — " : " · ").append(d).append('…'));
		return b.toString();
	}

	/** Does {@code step} to {@code server}; {@code said} gets the status line's words when it is done. */
	static void run(Shell shell, Server server, Step step, Consumer<String> said) {
		if (!enabled(server, step)) {
			return;
		}
		Running r = running(server);
		String label = ServerRuns.label(server);
		switch (step) {
		case START -> ServerRuns.get().start(shell, server, said);
		case STOP -> {
			if (r == Running.BY_DYNO) {
				ServerRuns.get().stop(shell, server, said);
			} else if (server.product() == ServerProduct.WILDFLY) {
				manage(shell, server, "stopping", "Stopping " + label, "stops the server", "Stop", (client, m) -> {
					client.shutdown();
					client.awaitGone(WAIT);
					ServerStates.get().clear(server);
					return label + " stopped through its management interface at " + client.hostPort();
				}, said);
			} else {
				stopByScript(shell, server, said, null);
			}
		}
		case RESTART -> {
			if (r == Running.BY_DYNO) {
				ServerRuns.get().restart(shell, server, said);
			} else if (server.product() == ServerProduct.WILDFLY) {
				manage(shell, server, "restarting", "Restarting " + label, "restarts the server (a new JVM)",
						"Restart", (client, m) -> {
							client.restart();
							String state = client.awaitRunningAgain(WAIT);
							ServerStates.get().reported(server, state);
							return label + " restarted through its management interface at " + client.hostPort()
									+ " (" + state + ")";
						}, said);
			} else {
				// The script stops it; Dyno starts it again as its own, as Start does.
				stopByScript(shell, server, said, () -> ServerRuns.get().start(shell, server, said));
			}
		}
		case RELOAD -> manage(shell, server, "reloading", "Reloading " + label,
				"reloads the server (its services restart with its configuration, the JVM stays)", "Reload",
				(client, m) -> {
					client.reload();
					String state = client.awaitRunningAgain(WAIT);
					ServerStates.get().reported(server, state);
					return label + " reloaded through its management interface at " + client.hostPort() + " ("
							+ state + ")";
				}, said);
		}
	}

	/** What is done through the management interface, in a job. */
	private interface Operation {
		String run(ManagementClient client, org.eclipse.core.runtime.IProgressMonitor monitor)
				throws IOException, InterruptedException;
	}

	/**
	 * Finds the server's management interface (in a job: the JVM's properties may come over the network), asks for
	 * its user once as the editor's save does, then runs {@code op} in a job titled {@code title}, the line saying
	 * {@code activity} meanwhile. A refused login is forgotten, so the next try asks again.
	 */
	private static void manage(Shell shell, Server server, String activity, String title, String what, String button,
			Operation op, Consumer<String> said) {
		BackgroundJob.start(shell, title, m -> endpointOf(server), endpoint -> {
			Credentials login = ManagementLogins.of(endpoint).orElseGet(() -> {
				LoginDialog d = new LoginDialog(shell, "Dyno " + what + " through its management interface at "
						+ endpoint + ".", button);
				return d.open() == LoginDialog.OK ? d.credentials() : null;
			});
			if (login == null) {
				said.accept(title + ": not done, no management user was given for " + endpoint);
				return;
			}
			ServerStates.get().doing(server, activity);
			BackgroundJob.start(shell, title, m -> {
				try {
					m.subTask("through the management interface at " + endpoint);
					return op.run(new ManagementClient(endpoint, login), m);
				} catch (ManagementException e) {
					if (e.credentialsRefused()) {
						ManagementLogins.forget(endpoint);
					}
					throw e;
				} finally {
					ServerStates.get().done(server);
				}
			}, done -> {
				ManagementLogins.keep(endpoint, login);
				said.accept(done);
			});
		});
	}

	/**
	 * Runs the stop script of a JBoss AS or Tomcat Dyno did not start, in a job, and waits until its JVM's
	 * connection is no longer live; then {@code then} (a restart's start), if any.
	 */
	private static void stopByScript(Shell shell, Server server, Consumer<String> said, Runnable then) {
		String label = ServerRuns.label(server);
		ServerStates.get().doing(server, then == null ? "stopping" : "restarting");
		BackgroundJob.start(shell, "Stopping " + label, m -> {
			try {
				Path log = logFile(server, "stop");
				m.subTask("through its stop script (output in " + log + ")");
				ServerProcess.stopByScript(server, Path.of(System.getProperty("java.home")), log, WAIT);
				long deadline = System.nanoTime() + WAIT.toNanos();
				while (LiveServers.isLive(server)) {
					if (System.nanoTime() > deadline) {
						throw new IOException("its stop script ended, but its JVM still runs " + WAIT.toMinutes()
								+ " minutes later (output of the script in " + log + ")");
					}
					Thread.sleep(200); // the connection says lost at its next sample
				}
				ServerStates.get().clear(server);
				return label + " stopped through its stop script";
			} finally {
				if (then == null) {
					ServerStates.get().done(server);
				}
			}
		}, done -> {
			if (then != null) {
				then.run();
			} else {
				said.accept(done);
			}
		});
	}

	/**
	 * Reads, in a system job, what each running WildFly among {@code servers} waits for ({@code server-state}) with
	 * the management login given in this session; without one nothing is asked (a refresh asks for no password).
	 * A server that does not answer keeps what was known.
	 */
	static void readStates(List<Server> servers) {
		List<Server> wildflies = servers.stream().filter(s -> s.product() == ServerProduct.WILDFLY
				&& "standalone".equals(s.profile()) && running(s) != Running.NO).toList();
		if (wildflies.isEmpty()) {
			return;
		}
		Job job = Job.create("Reading the state of the running WildFly servers", m -> {
			for (Server s : wildflies) {
				try {
					String endpoint = endpointOf(s);
					Optional<Credentials> login = ManagementLogins.ofSession(endpoint);
					if (login.isPresent()) {
						ServerStates.get().reported(s, new ManagementClient(endpoint, login.get()).serverState());
					}
				} catch (IOException e) {
					// not answering now (booting, stopping): the line keeps what it said
				}
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	/**
	 * {@code host:port} of a standalone WildFly's management interface: from the configuration it runs with
	 * ({@code -c}, as its JVM's properties say, else {@code standalone.xml}) resolved with those properties (a port
	 * offset given at its start).
	 */
	static String endpointOf(Server server) throws IOException {
		Map<String, String> properties = LiveServers.propertiesOf(server.home());
		String name = properties.getOrDefault("jboss.server.default.config", "standalone.xml");
		List<ConfigFile> configs = server.files(FileKind.WILDFLY_STANDALONE);
		ConfigFile config = configs.stream().filter(f -> f.name().equals(name)).findFirst()
				.or(() -> configs.stream().findFirst())
				.orElseThrow(() -> new IOException(ServerRuns.label(server) + " has no standalone.xml"));
		XmlDocument doc = XmlDocument.parse(Files.readAllBytes(config.path()), config.name());
		return RunningConfig.endpoint(config.path(), config.kind(), doc, properties).orElseThrow(() -> new IOException(
				config.path() + " configures no HTTP management interface (no management-http socket binding)"));
	}

	private static Path logFile(Server server, String what) throws IOException {
		Path dir = Files.createDirectories(DynoFolders.Store.SERVER_LOGS.folder());
		String name = server.home().getFileName() + "-" + (server.profile().isEmpty() ? "server" : server.profile())
				+ "-" + what + "-" + STAMP.format(LocalDateTime.now());
		return DynoFolders.freeFile(dir, name, ".log");
	}
}
