package dyno.jboss.ui.internal.editor;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

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
import dyno.jboss.manage.Address;
import dyno.jboss.manage.ConfigChanges;
import dyno.jboss.manage.ManagementClient;
import dyno.jboss.manage.ManagementClient.Credentials;
import dyno.jboss.manage.ManagementClient.ServerState;
import dyno.jboss.manage.ManagementEndpoint;
import dyno.jboss.manage.ManagementException;
import dyno.jboss.manage.RunningConfig;
import dyno.jboss.ui.internal.launch.ServerRuns;
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
		/** Nothing was saved; the editor keeps the edit. */
		REFUSED
	}

	static final String TITLE = "Save to a running server";
	static final String REDEPLOY_TITLE = "Save redeploys";
	private static final Duration PROBE = Duration.ofMillis(500);

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
		Optional<String> endpoint = RunningConfig.endpoint(file.path(), file.kind(), before,
				LiveServers.propertiesOf(server.home()));
		boolean answers = endpoint.isPresent() && ManagementEndpoint.answers(endpoint.get(), PROBE);
		if (!answers) {
			if (!LiveServers.isObserved(server.home())) {
				return Result.WRITE;
			}
			return refuse(shell, server, List.of("it runs, but its management interface "
					+ endpoint.map(e -> "at " + e + " ").orElse("") + "does not answer"), said);
		}
		XmlDocument after;
		try {
			after = XmlDocument.parse(edited, file.name());
		} catch (ConfigSyntaxException e) {
			return refuse(shell, server, List.of("the edited text does not parse: " + e.getMessage()), said);
		}
		Optional<ConfigChanges.Plan> offline = RunningConfig.planFromFiles(file.kind(), before, after);
		if (offline.isPresent() && !offline.get().applicable()) {
			return refuse(shell, server, offline.get().refusals(), said);
		}
		if (offline.isPresent() && offline.get().changes().isEmpty()) {
			return Result.WRITE; // the same configuration: writing the same bytes loses nothing
		}
		String at = endpoint.get();
		Credentials credentials = ManagementLogins.of(at).orElseGet(() -> ask(shell, at));
		if (credentials == null) {
			return refuse(shell, server, List.of("no management user was given for " + at), said);
		}
		ManagementClient client = new ManagementClient(at, credentials);
		ConfigChanges.Plan[] plan = new ConfigChanges.Plan[1];
		ManagementClient.Outcome[] outcome = new ManagementClient.Outcome[1];
		ManagementException[] failed = new ManagementException[1];
		BusyIndicator.showWhile(shell.getDisplay(), () -> {
			try {
				// Which process answers (a standalone server or a domain's host controller) decides the plan.
				plan[0] = RunningConfig.plan(client, file.kind(), before, after);
				if (plan[0].applicable()) {
					outcome[0] = client.apply(plan[0].changes());
				}
			} catch (ManagementException e) {
				failed[0] = e;
			}
		});
		if (failed[0] != null) {
			if (failed[0].credentialsRefused()) {
				ManagementLogins.forget(at);
			}
			return refuse(shell, server, List.of(failed[0].getMessage()), said);
		}
		ManagementLogins.keep(at, credentials);
		if (!plan[0].applicable()) {
			return refuse(shell, server, plan[0].refusals(), said);
		}
		tell(shell, client, plan[0], outcome[0], said);
		return Result.APPLIED;
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

	/** Says why the edit is not applied; the server can be stopped from here when Dyno started it. */
	private static Result refuse(Shell shell, Server server, List<String> reasons, Consumer<String> said) {
		Optional<ServerProcess> ours = ServerRuns.get().running(server);
		String message = "The server of this file runs, and this edit cannot be applied to it:\n"
				+ reasons.stream().map(r -> "• " + r).collect(Collectors.joining("\n"))
				+ "\n\nYour edit stays in the editor. Stop the server, then save again: the file is written while "
				+ "nothing runs.";
		String[] buttons = ours.isPresent() ? new String[] { "Stop the Server", "Keep Editing" }
				: new String[] { "Keep Editing" };
		MessageDialog d = new MessageDialog(shell, TITLE, null, message, MessageDialog.WARNING, buttons.length - 1,
				buttons);
		if (d.open() == 0 && ours.isPresent()) {
			ServerRuns.get().stop(shell, server, said);
		}
		return Result.REFUSED;
	}

	/**
	 * Says what the server did, and offers the reload it waits for; in a domain, the reload of each server the
	 * domain controller reports as reload-required.
	 */
	private static void tell(Shell shell, ManagementClient client, ConfigChanges.Plan plan,
			ManagementClient.Outcome outcome, Consumer<String> said) {
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
			for (ServerState server : outcome.servers()) {
				message.append("\n• ").append(server);
				states.add(server.toString());
				if (server.state().equals("reload-required")) {
					reloads.add(server.address());
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
				reload(client, reloads, said);
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

	private static void reload(ManagementClient client, List<Address> targets, Consumer<String> said) {
		Job.create("Reloading " + targets + " at " + client.hostPort(), monitor -> {
			try {
				for (Address target : targets) {
					client.reload(target);
				}
			} catch (ManagementException e) {
				return Status.error(e.getMessage(), e);
			}
			return Status.OK_STATUS;
		}).schedule();
		said.accept("reloading " + (targets.equals(List.of(Address.ROOT)) ? "the server" : targets) + " at "
				+ client.hostPort());
	}
}
