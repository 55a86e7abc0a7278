package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.widgets.Shell;

import dyno.core.Plural;
import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerProduct;
import dyno.jboss.doc.ConfigSyntaxException;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.live.LocalServer;
import dyno.jboss.manage.Address;
import dyno.jboss.manage.ConfigChanges;
import dyno.jboss.manage.ManagementClient;
import dyno.jboss.manage.ManagementClient.Credentials;
import dyno.jboss.manage.ManagementClient.ServerState;
import dyno.jboss.manage.ManagementEndpoint;
import dyno.jboss.manage.ManagementException;
import dyno.jboss.manage.RunningConfig;
import dyno.jboss.ui.internal.launch.ServerRuns;
import dyno.jboss.ui.internal.launch.ServerStates;
import dyno.jboss.ui.internal.live.LiveServers;

/**
 * Saving a {@code standalone.xml}, {@code domain.xml} or {@code host.xml} whose server or domain runs: a running
 * WildFly holds its configuration in memory and rewrites the file at its next management change, so a file written
 * behind its back is lost. The edit is applied instead through the management interface of the server or of the
 * domain's host controller ({@link RunningConfig}), attribute by attribute in one composite operation, and the
 * server writes its file itself; what the interface cannot express, or a save without a management user, is refused
 * with the reason, the editor keeping the edit until the server is stopped. In a domain, the servers the change
 * reached and that wait for a reload or restart are listed as the domain controller reports them. A running JBoss
 * AS 4–6 reads its {@code deploy/} folder itself and redeploys a changed file: the save says so first.
 */
final class RunningServerSave {

	/** What became of the save. */
	enum Result {
		/**
		 * Write the file: its server does not run, or reads the file itself (a JBoss AS 4–6 {@code deploy/} file the
		 * user agreed to redeploy).
		 */
		WRITE,
		/** The server applied the edit and wrote its file: read it back. */
		APPLIED,
		/**
		 * The server Dyno started was stopped for the save: write the file while nothing runs, then start the server
		 * again ({@link #startAgain}), which reads the file as it boots.
		 */
		WRITE_THEN_START,
		/** Nothing was saved; the editor keeps the edit. */
		REFUSED
	}

	static final String TITLE = "Save to a running server";
	static final String REDEPLOY_TITLE = "Save redeploys";
	private static final Duration PROBE = Duration.ofMillis(500);
	/** How long a reloading server may take to answer again: a boot's worth. */
	private static final Duration RELOAD_WAIT = Duration.ofMinutes(5);
	/** WildFly's own, for a file that names no HTTP management interface Dyno can read. */
	private static final String DEFAULT_ENDPOINT = "127.0.0.1:9990";

	private RunningServerSave() {
	}

	/**
	 * Applies the edit from {@code onDisk} to {@code edited} to the running server of {@code file}, asking for its
	 * management user once, or says why not; {@code said} gets a line for the status bar.
	 */
	static Result save(Shell shell, ConfigFile file, byte[] onDisk, byte[] edited, Consumer<String> said) {
		if (!RunningConfig.heldByARunningServer(file.kind())) {
			return confirmRedeploy(shell, file);
		}
		XmlDocument before;
		try {
			before = XmlDocument.parse(onDisk, file.name());
		} catch (ConfigSyntaxException e) {
			return Result.WRITE; // no server starts from a file that does not parse
		}
		Server server = ServerOfFile.of(file);
		// What Dyno watches of the server, else what its JVM says when asked now: a server started outside Dyno and
		// not opened in the JVM Explorer runs all the same, and a file written behind its back is lost.
		boolean observed = LiveServers.isObserved(server.home());
		boolean watched = observed || ServerRuns.get().running(server).isPresent();
		Map<String, String> properties = LiveServers.propertiesOf(server.home());
		Optional<LocalServer> local = observed ? Optional.empty() : localServer(shell, file);
		if (local.isPresent()) {
			properties = local.get().properties();
		}
		Optional<String> endpoint = RunningConfig.endpoint(file.path(), file.kind(), before, properties);
		boolean answers = endpoint.isPresent() && ManagementEndpoint.answers(endpoint.get(), PROBE);
		if (!answers && !watched && local.isEmpty()) {
			return Result.WRITE;
		}
		Attempt attempt = new Attempt(shell, server, file, before, endpoint.orElse(DEFAULT_ENDPOINT), said);
		XmlDocument after;
		try {
			after = XmlDocument.parse(edited, file.name());
		} catch (ConfigSyntaxException e) {
			return attempt.refuse(List.of("the edited text does not parse: " + e.getMessage()));
		}
		Optional<ConfigChanges.Plan> offline = RunningConfig.planFromFiles(file.kind(), before, after);
		if (offline.isPresent() && !offline.get().applicable()) {
			return attempt.refuse(offline.get().refusals());
		}
		if (offline.isPresent() && offline.get().changes().isEmpty()) {
			return Result.WRITE; // the same configuration: writing the same bytes loses nothing
		}
		attempt.after = after;
		attempt.offline = offline;
		if (!answers) {
			return attempt.refuse(List.of(notAnswering(endpoint)));
		}
		String at = endpoint.get();
		Credentials credentials = ManagementLogins.of(at).orElseGet(() -> ask(shell, at));
		if (credentials == null) {
			return attempt.refuse(List.of("no management user was given for " + at));
		}
		return attempt.applyAt(at, credentials);
	}

	/**
	 * The JVM of this machine that runs {@code file}, asked for while the pointer is busy; empty also when this
	 * machine's JVMs cannot be listed (then only what Dyno watches tells that the server runs).
	 */
	private static Optional<LocalServer> localServer(Shell shell, ConfigFile file) {
		List<Optional<LocalServer>> found = new ArrayList<>(List.of(Optional.empty()));
		BusyIndicator.showWhile(shell.getDisplay(), () -> {
			try {
				found.set(0, LocalServer.running(file.path(), file.kind()));
			} catch (IOException e) {
				ILog.of(RunningServerSave.class).warn("Cannot list this machine's JVMs to find the server of "
						+ file.path() + ": " + e.getMessage());
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
		return found.get(0);
	}

	private static String notAnswering(Optional<String> endpoint) {
		return "it runs, but its management interface " + endpoint.map(e -> "at " + e + " ").orElse("")
				+ "does not answer";
	}

	/**
	 * One save of an edit the management interface can express: applied, or refused with the ways out that are left
	 * (another interface or login, the edit as jboss-cli commands; for a server Dyno started, stopping it to save the
	 * file, and starting it again from the file).
	 */
	private static final class Attempt {
		private final Shell shell;
		private final Server server;
		private final ConfigFile file;
		private final XmlDocument before;
		/** Where the management interface was looked for: proposed when the user gives another. */
		private final String endpoint;
		private final Consumer<String> said;
		/** Null until the edited text parsed. */
		private XmlDocument after;
		/** The plan as far as the files tell it; empty also until the edited text parsed. */
		private Optional<ConfigChanges.Plan> offline = Optional.empty();

		Attempt(Shell shell, Server server, ConfigFile file, XmlDocument before, String endpoint,
				Consumer<String> said) {
			this.shell = shell;
			this.server = server;
			this.file = file;
			this.before = before;
			this.endpoint = endpoint;
			this.said = said;
		}

		Result applyAt(String at, Credentials credentials) {
			ManagementClient client = new ManagementClient(at, credentials);
			RunningConfig.Applied[] applied = new RunningConfig.Applied[1];
			ManagementException[] failed = new ManagementException[1];
			BusyIndicator.showWhile(shell.getDisplay(), () -> {
				try {
					applied[0] = RunningConfig.apply(client, file.kind(), before, after);
				} catch (ManagementException e) {
					failed[0] = e;
				}
			});
			if (failed[0] != null) {
				if (failed[0].credentialsRefused()) {
					ManagementLogins.forget(at);
				}
				return refuse(List.of(failed[0].getMessage()));
			}
			ManagementLogins.keep(at, credentials);
			if (applied[0].refused()) {
				return refuse(applied[0].plan().refusals());
			}
			if (file.kind() == FileKind.WILDFLY_STANDALONE) {
				// The server's line in JBoss Servers says what the change waits for, with Reload enabled.
				ServerStates.get().reported(server, applied[0].pending().orElse("running"));
			}
			tell(shell, server, client, applied[0], said);
			return Result.APPLIED;
		}

		/**
		 * Says why the edit is not applied, and offers what is left until the user keeps editing: for an edit the
		 * interface can express, another interface and login, and the edit as jboss-cli commands; a server Dyno
		 * started can be stopped for the save, and started again from the file.
		 */
		Result refuse(List<String> reasons) {
			Optional<ServerProcess> ours = ServerRuns.get().running(server);
			boolean expressible = offline.isPresent();
			String message = "The server of this file runs, and this edit cannot be applied to it:\n"
					+ reasons.stream().map(r -> "• " + r).collect(Collectors.joining("\n"))
					+ "\n\nYour edit stays in the editor. "
					+ (expressible ? "Apply it through another management interface or login, or run it as "
							+ "jboss-cli commands. " : "")
					+ (ours.isPresent()
							? "Dyno started this server, so it can also stop it and save the file while nothing runs "
									+ "(the server cannot write over it then), and start it again: it reads the file "
									+ "as it boots, so a restart is what applies this edit."
							: "Or stop the server, then save again: the file is written while nothing runs.");
			List<String> buttons = new ArrayList<>();
			if (expressible) {
				buttons.add(ELSEWHERE);
				buttons.add(SHOW_CLI);
			}
			if (ours.isPresent()) {
				buttons.add(RESTART_WITH_FILE);
				buttons.add(STOP_AND_SAVE);
			}
			buttons.add(KEEP_EDITING);
			MessageDialog d = new MessageDialog(shell, TITLE, null, message, MessageDialog.WARNING,
					buttons.size() - 1, buttons.toArray(String[]::new));
			int chosen = d.open();
			String choice = chosen < 0 ? KEEP_EDITING : buttons.get(chosen);
			switch (choice) {
			case ELSEWHERE -> {
				LoginDialog login = new LoginDialog(shell, endpoint, true);
				if (login.open() != LoginDialog.OK || login.credentials() == null) {
					return refuse(reasons);
				}
				String at = login.endpoint();
				if (!ManagementEndpoint.answers(at, PROBE)) {
					return refuse(List.of(notAnswering(Optional.of(at))));
				}
				return applyAt(at, login.credentials());
			}
			case SHOW_CLI -> {
				new CliCommandsDialog(shell, offline.get(), endpoint).open();
				return refuse(reasons);
			}
			case RESTART_WITH_FILE, STOP_AND_SAVE -> {
				if (!ServerRuns.get().stopAndWait(shell, server)) {
					return refuse(List.of("the server did not stop, so the file was not written"));
				}
				said.accept(ServerRuns.label(server) + " stopped for the save of " + file.name());
				return choice.equals(RESTART_WITH_FILE) ? Result.WRITE_THEN_START : Result.WRITE;
			}
			default -> {
				// Keep Editing, or the dialog closed: the edit stays
			}
			}
			return Result.REFUSED;
		}
	}

	static final String ELSEWHERE = "Connect Elsewhere…";
	static final String SHOW_CLI = "Show as jboss-cli Commands";
	static final String RESTART_WITH_FILE = "Stop, Save, Start Again";
	static final String STOP_AND_SAVE = "Stop, Then Save";
	static final String KEEP_EDITING = "Keep Editing";

	/** Starts again the server of {@code file} that a {@link Result#WRITE_THEN_START} save stopped. */
	static void startAgain(Shell shell, ConfigFile file, Consumer<String> said) {
		ServerRuns.get().start(shell, ServerOfFile.of(file), said);
	}

	/**
	 * A file under the {@code deploy/} folder of a running JBoss AS 4–6 profile: its deployment scanner redeploys
	 * what changed within seconds of the save (a datasource closes its pool and opens a new one), so the user is told
	 * before the file is written and may keep the edit unsaved. Running: observed live by Dyno, or started by it.
	 */
	private static Result confirmRedeploy(Shell shell, ConfigFile file) {
		Path path = file.path().toAbsolutePath().normalize();
		if (!StreamSupport.stream(path.spliterator(), false).anyMatch(n -> n.toString().equals("deploy"))) {
			return Result.WRITE; // no deploy/ folder above it: no need to look for its server
		}
		Server server = ServerOfFile.of(file);
		Path deploy = server.home().toAbsolutePath().normalize().resolve("server").resolve(server.profile())
				.resolve("deploy");
		if (server.product() != ServerProduct.JBOSS_AS || !path.startsWith(deploy)
				|| !LiveServers.isObserved(server.home()) && ServerRuns.get().running(server).isEmpty()) {
			return Result.WRITE;
		}
		String effect = file.kind() == FileKind.DATASOURCES ? "its connections are dropped and reopened"
				: "what it deploys is stopped and started again";
		MessageDialog d = new MessageDialog(shell, REDEPLOY_TITLE, null, "Saving redeploys "
				+ deploy.relativize(path) + " on the running server " + ServerRuns.label(server) + ": " + effect
				+ ".", MessageDialog.WARNING, 0, "Save", "Cancel");
		return d.open() == 0 ? Result.WRITE : Result.REFUSED;
	}

	private static Credentials ask(Shell shell, String endpoint) {
		LoginDialog d = new LoginDialog(shell, endpoint);
		return d.open() == LoginDialog.OK ? d.credentials() : null;
	}

	/**
	 * Says what the server did, and offers the reload it waits for; in a domain, the reload of each server the
	 * domain controller reports as reload-required.
	 */
	private static void tell(Shell shell, Server server, ManagementClient client, RunningConfig.Applied change,
			Consumer<String> said) {
		ConfigChanges.Plan plan = change.plan();
		ManagementClient.Outcome outcome = change.outcome();
		String applied = Plural.of(plan.changes().size(), "change")
				+ " applied through the management interface at " + client.hostPort();
		List<Address> reloads = new ArrayList<>();
		List<String> states = new ArrayList<>();
		StringBuilder message = new StringBuilder(applied).append('.');
		if (outcome.restartRequired()) {
			message.append("\n\nThe server reports restart-required: the change takes effect when the server is "
					+ "restarted.");
			states.add("restart-required");
		} else if (outcome.reloadRequired()) {
			message.append("\n\nThe server reports reload-required: the change takes effect after a reload of the "
					+ "server.");
			states.add("reload-required");
			reloads.add(processOf(plan));
		}
		if (!outcome.servers().isEmpty()) {
			message.append("\n\nThe domain controller reports for the servers the change reached:");
			for (ServerState reached : outcome.servers()) {
				message.append("\n• ").append(reached);
				states.add(reached.toString());
				if (reached.state().equals("reload-required")) {
					reloads.add(reached.address());
				}
			}
		}
		if (states.isEmpty()) {
			said.accept(applied + "; in effect now");
		} else if (reloads.isEmpty()) {
			MessageDialog.openInformation(shell, TITLE, message.toString());
			said.accept(applied + "; " + String.join("; ", states));
		} else {
			MessageDialog d = new MessageDialog(shell, TITLE, null, message.toString(), MessageDialog.INFORMATION, 0,
					"Reload", "Later");
			if (d.open() == 0) {
				reload(server, client, reloads, said);
			} else {
				said.accept(applied + "; " + String.join("; ", states));
			}
		}
	}

	/** The process the changes were made to: a host controller for a host.xml's {@code /host=…}, else the server. */
	private static Address processOf(ConfigChanges.Plan plan) {
		List<Map.Entry<String, String>> steps = plan.changes().get(0).address().steps();
		return !steps.isEmpty() && steps.get(0).getKey().equals("host")
				? Address.ROOT.child("host", steps.get(0).getValue()) : Address.ROOT;
	}

	private static void reload(Server server, ManagementClient client, List<Address> targets, Consumer<String> said) {
		Job.create("Reloading " + targets + " at " + client.hostPort(), monitor -> {
			try {
				for (Address target : targets) {
					client.reload(target);
				}
				if (targets.equals(List.of(Address.ROOT))) {
					// what the server says once it answers again clears (or keeps) the line's reload-required
					ServerStates.get().reported(server, client.awaitRunningAgain(RELOAD_WAIT));
				}
			} catch (ManagementException e) {
				return Status.error(e.getMessage(), e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			return Status.OK_STATUS;
		}).schedule();
		said.accept("reloading " + (targets.equals(List.of(Address.ROOT)) ? "the server" : targets) + " at "
				+ client.hostPort());
	}
}
