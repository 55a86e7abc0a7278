package dyno.jboss.manage;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.live.LocalServer;
import dyno.jboss.manage.ManagementClient.LaunchType;

/**
 * The configuration files a running WildFly holds in memory and rewrites at its next management change — a
 * standalone server's {@code standalone.xml}, a domain controller's {@code domain.xml} and a host controller's
 * {@code host.xml} — and which running process takes a saved edit of one: where its management interface listens,
 * and whether the process answering there is the kind that owns the file. The editor's save and
 * {@code ./dyno config set --management} go through here alike: {@link #endpoint}, {@link #planFromFiles} before a
 * login is asked for, then {@link #apply}.
 */
public final class RunningConfig {

	/** The {@code --management} value that finds the server of the file on this machine. */
	public static final String AUTO = "auto";

	private RunningConfig() {
	}

	/** Whether a running server keeps files of this kind in memory, so an edit goes through its management API. */
	public static boolean heldByARunningServer(FileKind kind) {
		return kind == FileKind.WILDFLY_STANDALONE || kind == FileKind.WILDFLY_DOMAIN || kind == FileKind.WILDFLY_HOST;
	}

	/**
	 * Where the management interface that owns {@code file} listens: a standalone server's or a host's own, read
	 * from {@code config}; for a {@code domain.xml}, the one of the host controller beside it
	 * ({@link ManagementEndpoint#hostFileOf}). Empty when the configuration has no HTTP interface or that
	 * {@code host.xml} does not exist or parse.
	 */
	public static Optional<String> endpoint(Path file, FileKind kind, XmlDocument config,
			Map<String, String> properties) {
		if (kind != FileKind.WILDFLY_DOMAIN) {
			return ManagementEndpoint.of(config, properties);
		}
		Path host = ManagementEndpoint.hostFileOf(file, properties);
		try {
			return ManagementEndpoint.of(XmlDocument.parse(Files.readAllBytes(host), host.toString()), properties);
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	/**
	 * The management interface to take an edit of {@code file}: {@code management} as given ({@code host:port}), or,
	 * for {@value #AUTO}, the one of the server on this machine that runs {@code file} ({@link LocalServer#running}),
	 * read from {@code config} with the properties that server was started with ({@link #endpoint}), so that a port
	 * offset, a management port or a bind address given at its start counts as the server counts it.
	 *
	 * @throws ManagementException for {@value #AUTO}, naming why no interface was found: no server of this machine
	 *                             runs the file, or the file has no HTTP management interface
	 * @throws IOException         when this machine's JVMs cannot be listed, or the search was interrupted
	 */
	public static String managementAddress(String management, Path file, FileKind kind, XmlDocument config)
			throws IOException {
		if (!AUTO.equals(management)) {
			return management;
		}
		Optional<LocalServer> server;
		try {
			server = LocalServer.running(file, kind);
		} catch (InterruptedException e) {
			// Callers go on to management calls that fail as I/O does; the flag keeps the interrupt for them.
			Thread.currentThread().interrupt();
			throw new InterruptedIOException("interrupted while looking for the server that runs " + file);
		}
		if (server.isEmpty()) {
			throw new ManagementException("--management " + AUTO + " found no " + (kind == FileKind.WILDFLY_STANDALONE
					? "WildFly standalone server" : "WildFly host controller")
					+ " on this machine that runs this file (Dyno sees the JVMs of its own user); start it, or give "
					+ "--management host:port");
		}
		return endpoint(file, kind, config, server.get().properties())
				.orElseThrow(() -> new ManagementException("the server that runs this file (pid " + server.get().pid()
						+ ") has no HTTP management interface in it (management/management-interfaces/http-interface)"));
	}

	/**
	 * The plan of the edit as far as the files alone tell it, to refuse or pass over an edit before a management user
	 * is asked for; empty for a {@code host.xml} without a name, whose host only the running controller names.
	 */
	public static Optional<ConfigChanges.Plan> planFromFiles(FileKind kind, XmlDocument before, XmlDocument after) {
		if (kind == FileKind.WILDFLY_HOST && before.root().attribute("name").isEmpty()) {
			return Optional.empty();
		}
		return Optional.of(ConfigChanges.between(before, after));
	}

	/**
	 * The plan of the edit from {@code before} to {@code after} for the process at {@code client}, refused when that
	 * process is not of the kind that owns the file (a standalone server for {@code standalone.xml}, a domain's host
	 * controller for {@code domain.xml} and {@code host.xml}); a {@code host.xml} without a name is the answering
	 * host controller's own host.
	 */
	public static ConfigChanges.Plan plan(ManagementClient client, FileKind kind, XmlDocument before,
			XmlDocument after) throws ManagementException {
		LaunchType expected = kind == FileKind.WILDFLY_STANDALONE ? LaunchType.STANDALONE : LaunchType.DOMAIN;
		LaunchType type = client.launchType();
		if (type != expected) {
			return new ConfigChanges.Plan(List.of(), List.of("the management interface at " + client.hostPort()
					+ " is of " + switch (type) {
					case DOMAIN -> "a domain's host controller";
					case STANDALONE -> "a standalone server";
					case OTHER -> "a server launched neither standalone nor in a domain";
					}
					+ ", which does not hold a " + (expected == LaunchType.DOMAIN ? "domain's " : "standalone ")
					+ "configuration such as this file"));
		}
		String hostName = kind == FileKind.WILDFLY_HOST && before.root().attribute("name").isEmpty()
				? client.localHostName() : null;
		return ConfigChanges.between(before, after, hostName);
	}

	/**
	 * Applies the edit from {@code before} to {@code after} to the process at {@code client}, as one composite
	 * operation, when its {@linkplain #plan plan} can be applied; the server then writes its file itself.
	 */
	public static Applied apply(ManagementClient client, FileKind kind, XmlDocument before, XmlDocument after)
			throws ManagementException {
		ConfigChanges.Plan plan = plan(client, kind, before, after);
		return new Applied(plan, plan.applicable() ? client.apply(plan.changes()) : null);
	}

	/**
	 * What became of an edit sent to a running server: refused with the plan's reasons (nothing was sent), or
	 * applied with the server's outcome.
	 *
	 * @param outcome null when refused
	 */
	public record Applied(ConfigChanges.Plan plan, ManagementClient.Outcome outcome) {
		public boolean refused() {
			return outcome == null;
		}

		/** What the applied change waits for before it takes effect in the server itself, empty when in effect. */
		public Optional<String> pending() {
			if (refused()) {
				return Optional.empty();
			}
			return outcome.restartRequired() ? Optional.of("restart-required")
					: outcome.reloadRequired() ? Optional.of("reload-required") : Optional.empty();
		}
	}
}
