package dyno.jboss.manage;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;

/**
 * A WildFly (or JBoss EAP 7+) HTTP management interface, {@code http://host:9990/management}: JSON operations
 * ({@code write-attribute}, {@code read-attribute}, {@code composite}, {@code reload}, {@code shutdown}) posted with digest
 * authentication, answered with the outcome, the failure description and whether the change waits for a reload or
 * a restart. One client per endpoint and user; thread-safe.
 */
public final class ManagementClient {

	/** A management user and password (the password is kept as given, for the digest of each request). */
	public record Credentials(String user, char[] password) {
	}

	/**
	 * What a successful operation answered.
	 *
	 * @param result          its {@code result} (null when it has none)
	 * @param reloadRequired  the server (or host controller) applies the change only after a reload
	 * @param restartRequired the server (or host controller) applies the change only after a restart of its JVM
	 * @param servers         in a domain, the servers the change reached that wait for a reload or a restart to
	 *                        apply it, as the domain controller reports them per server
	 */
	public record Outcome(JsonElement result, boolean reloadRequired, boolean restartRequired,
			List<ServerState> servers) {
		public Outcome {
			servers = List.copyOf(servers);
		}
	}

	/**
	 * A server of a domain that waits to apply a change: its host, its name and {@code reload-required} or
	 * {@code restart-required}.
	 */
	public record ServerState(String host, String server, String state) {

		/** The server's configuration resource, whose {@code reload} and {@code restart} operations apply it. */
		public Address address() {
			return Address.ROOT.child("host", host).child("server-config", server);
		}

		@Override
		public String toString() {
			return server + " on host " + host + ": " + state;
		}
	}

	/** How a management interface's process was launched: a standalone server or a domain's host controller. */
	public enum LaunchType {
		STANDALONE, DOMAIN, OTHER
	}

	private static final Gson GSON = new Gson();
	private static final String PATH = "/management";
	private static final Duration TIMEOUT = Duration.ofSeconds(30);
	private static final SecureRandom RANDOM = new SecureRandom();
	/** How often a wait for the server's coming or going asks it. */
	private static final Duration POLL = Duration.ofMillis(200);
	/** The server states after which nothing more happens by itself: the server is up. */
	private static final Set<String> SETTLED = Set.of("running", "reload-required", "restart-required");

	private final String hostPort;
	private final URI uri;
	private final Credentials credentials;
	private final HttpClient http;
	private volatile DigestChallenge challenge;

	/** A client of the management interface at {@code host:port}; {@code credentials} may be null (then refused). */
	public ManagementClient(String hostPort, Credentials credentials) {
		this.hostPort = hostPort;
		this.uri = URI.create("http://" + hostPort + PATH);
		this.credentials = credentials;
		this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
	}

	/** Where it talks to: {@code host:port}. */
	public String hostPort() {
		return hostPort;
	}

	/** {@code read-attribute}: the attribute's current value as the server holds it. */
	public JsonElement readAttribute(Address address, String name) throws ManagementException {
		JsonObject op = operation("read-attribute", address);
		op.addProperty("name", name);
		return execute(op).result();
	}

	/** Applies all changes in one {@code composite} operation: all of them, or none when the server refuses one. */
	public Outcome apply(List<AttributeChange> changes) throws ManagementException {
		if (changes.size() == 1) {
			return execute(changes.get(0).operation());
		}
		JsonObject composite = operation("composite", Address.ROOT);
		JsonArray steps = new JsonArray();
		changes.forEach(c -> steps.add(c.operation()));
		composite.add("steps", steps);
		return execute(composite);
	}

	/** {@code reload}: the server restarts its services with its configuration (the JVM stays). */
	public void reload() throws ManagementException {
		reload(Address.ROOT);
	}

	/**
	 * {@code reload} of the process at {@code target}: a standalone server at the root, a host controller at
	 * {@code /host=…}, a server of a domain at its {@code /host=…/server-config=…}; the JVM stays.
	 */
	public void reload(Address target) throws ManagementException {
		execute(operation("reload", target));
	}

	/**
	 * {@code shutdown}: the server stops its services and its JVM ends. Returns once the server has taken the
	 * operation; {@link #awaitGone} waits until its interface is gone.
	 */
	public void shutdown() throws ManagementException {
		execute(operation("shutdown", Address.ROOT));
	}

	/**
	 * {@code shutdown(restart=true)}: the server's JVM ends with the exit code its start script ({@code standalone.sh})
	 * takes for "start me again", so a new JVM boots with the configuration as it is now (what a restart-required
	 * change waits for). A server run without that script just ends. {@link #awaitRunningAgain} waits for it.
	 */
	public void restart() throws ManagementException {
		JsonObject op = operation("shutdown", Address.ROOT);
		op.addProperty("restart", true);
		execute(op);
	}

	/**
	 * Waits after a {@link #reload} or {@link #restart} until the server answers again in a settled state
	 * ({@code running}, {@code reload-required} or {@code restart-required}) and returns it. WildFly answers a reload
	 * only once it is {@code stopping}, but a restart's old JVM may still answer for a moment: so the server is first
	 * seen going (not answering, or in another state), then coming back.
	 *
	 * @throws ManagementException when it is not back within {@code timeout}, naming what it answered last
	 */
	public String awaitRunningAgain(Duration timeout) throws ManagementException, InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		boolean gone = false;
		String last = "nothing";
		while (true) {
			String state;
			try {
				state = serverState();
			} catch (ManagementException e) {
				if (e.credentialsRefused()) {
					throw e; // the user changed meanwhile: waiting longer brings nothing
				}
				state = null;
				last = e.getMessage();
			}
			boolean settled = state != null && SETTLED.contains(state);
			if (state != null) {
				last = state;
			}
			if (settled && gone) {
				return state;
			}
			gone |= !settled;
			if (System.nanoTime() > deadline) {
				throw new ManagementException("the server at " + hostPort + " was not back within "
						+ timeout.toSeconds() + " s (last answer: " + last + ")");
			}
			Thread.sleep(POLL.toMillis());
		}
	}

	/**
	 * Waits after a {@link #shutdown} until nothing accepts connections at the interface any more: the server's
	 * management service has stopped, which it does last before its JVM ends.
	 *
	 * @throws ManagementException when it still answers after {@code timeout}
	 */
	public void awaitGone(Duration timeout) throws ManagementException, InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		while (ManagementEndpoint.answers(hostPort, POLL)) {
			if (System.nanoTime() > deadline) {
				throw new ManagementException("the server at " + hostPort + " still answers " + timeout.toSeconds()
						+ " s after its shutdown");
			}
			Thread.sleep(POLL.toMillis());
		}
	}

	/** The root's {@code launch-type}: whether a standalone server or a domain's host controller answers here. */
	public LaunchType launchType() throws ManagementException {
		String type = readAttribute(Address.ROOT, "launch-type").getAsString();
		return switch (type) {
		case "STANDALONE" -> LaunchType.STANDALONE;
		case "DOMAIN" -> LaunchType.DOMAIN;
		default -> LaunchType.OTHER;
		};
	}

	/** A host controller's {@code local-host-name}: the host its {@code host.xml} configures. */
	public String localHostName() throws ManagementException {
		return readAttribute(Address.ROOT, "local-host-name").getAsString();
	}

	/** The root's {@code server-state}: {@code running}, {@code reload-required}, {@code restart-required} … */
	public String serverState() throws ManagementException {
		return readAttribute(Address.ROOT, "server-state").getAsString();
	}

	/** A new operation {@code name} on {@code address}, for its parameters to be added. */
	public static JsonObject operation(String name, Address address) {
		JsonObject op = new JsonObject();
		op.addProperty("operation", name);
		op.add("address", address.toJson());
		return op;
	}

	/** Posts one operation and returns what it answered, or throws the reason it did not succeed. */
	public Outcome execute(JsonObject operation) throws ManagementException {
		String what = operation.get("operation").getAsString();
		String body = GSON.toJson(operation);
		HttpResponse<String> r = post(body, authorization());
		if (r.statusCode() == 401 && credentials != null) {
			// The first request learns the challenge; a stale nonce or a new server (after a reload) asks again.
			challenge = DigestChallenge.among(r.headers().allValues("WWW-Authenticate")).orElseThrow(
					() -> new ManagementException("the management interface at " + hostPort
							+ " does not offer MD5 digest authentication, the only one Dyno speaks"));
			r = post(body, authorization());
		}
		if (r.statusCode() == 401) {
			throw new ManagementException(credentials == null
					? "the management interface at " + hostPort + " asks for a user and password, and none was given"
					: "the management interface at " + hostPort + " refused user " + credentials.user()
							+ ": wrong user or password (realm " + (challenge == null ? "?" : challenge.realm()) + ")",
					true);
		}
		if (r.statusCode() == 403) {
			throw new ManagementException("user " + (credentials == null ? "" : credentials.user())
					+ " may not run " + what + " on " + hostPort + " (HTTP 403)");
		}
		JsonObject answer = parse(r, what);
		String outcome = answer.has("outcome") ? answer.get("outcome").getAsString() : "";
		if (!outcome.equals("success")) {
			throw new ManagementException("the server at " + hostPort + " refused " + what + ": " + failure(answer));
		}
		JsonObject headers = answer.has("response-headers") ? answer.getAsJsonObject("response-headers") : null;
		String state = headers != null && headers.has("process-state") ? headers.get("process-state").getAsString()
				: "";
		boolean restart = state.equals("restart-required") || flag(headers, "operation-requires-restart");
		boolean reload = !restart && (state.equals("reload-required") || flag(headers, "operation-requires-reload"));
		return new Outcome(answer.get("result"), reload, restart, waiting(answer));
	}

	/**
	 * The servers of a domain that wait for a reload or restart after a change, from the domain controller's
	 * {@code server-groups} answer: {@code {group: {"host": {host: {server: {"response": {"response-headers":
	 * {"process-state": "reload-required"}}}}}}}}.
	 */
	private static List<ServerState> waiting(JsonObject answer) {
		List<ServerState> servers = new ArrayList<>();
		if (!answer.has("server-groups") || !answer.get("server-groups").isJsonObject()) {
			return servers;
		}
		for (var group : answer.getAsJsonObject("server-groups").entrySet()) {
			JsonObject hosts = object(group.getValue(), "host");
			for (var host : hosts == null ? Set.<Map.Entry<String, JsonElement>>of() : hosts.entrySet()) {
				for (var server : host.getValue().getAsJsonObject().entrySet()) {
					JsonObject headers = object(object(server.getValue(), "response"), "response-headers");
					String state = headers != null && headers.has("process-state")
							? headers.get("process-state").getAsString() : "";
					if (state.equals("restart-required") || flag(headers, "operation-requires-restart")) {
						servers.add(new ServerState(host.getKey(), server.getKey(), "restart-required"));
					} else if (state.equals("reload-required") || flag(headers, "operation-requires-reload")) {
						servers.add(new ServerState(host.getKey(), server.getKey(), "reload-required"));
					}
				}
			}
		}
		return servers;
	}

	/** The member {@code name} of {@code e} when both are JSON objects, else null. */
	private static JsonObject object(JsonElement e, String name) {
		if (e == null || !e.isJsonObject()) {
			return null;
		}
		JsonElement m = e.getAsJsonObject().get(name);
		return m != null && m.isJsonObject() ? m.getAsJsonObject() : null;
	}

	private String authorization() {
		DigestChallenge c = challenge;
		if (c == null || credentials == null) {
			return null;
		}
		byte[] cnonce = new byte[16];
		RANDOM.nextBytes(cnonce);
		return c.authorization("POST", PATH, credentials.user(), credentials.password(),
				HexFormat.of().formatHex(cnonce));
	}

	private HttpResponse<String> post(String body, String authorization) throws ManagementException {
		HttpRequest.Builder b = HttpRequest.newBuilder(uri).timeout(TIMEOUT).header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString(body));
		if (authorization != null) {
			b.header("Authorization", authorization);
		}
		try {
			return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
		} catch (ConnectException | HttpConnectTimeoutException e) {
			throw new ManagementException("nothing answers at " + hostPort
					+ " (is the server running, with its HTTP management interface there?)", e);
		} catch (HttpTimeoutException e) {
			throw new ManagementException("the management interface at " + hostPort + " did not answer within "
					+ TIMEOUT.toSeconds() + " s", e);
		} catch (IOException e) {
			throw new ManagementException("cannot talk to the management interface at " + hostPort + ": "
					+ e.getMessage(), e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new ManagementException("interrupted while talking to " + hostPort, e);
		}
	}

	private JsonObject parse(HttpResponse<String> r, String what) throws ManagementException {
		try {
			JsonElement e = GSON.fromJson(r.body(), JsonElement.class);
			if (e != null && e.isJsonObject()) {
				return e.getAsJsonObject();
			}
		} catch (JsonParseException e) {
			// reported below with the status
		}
		throw new ManagementException(hostPort + " answered " + what + " with HTTP " + r.statusCode()
				+ " and no management outcome (is it a WildFly management interface?)");
	}

	/**
	 * The server's reason; a composite nests it per step
	 * ({@code {"WFLYCTL0062: Composite operation failed…": {"Operation step-1": "WFLYCTL0097: …"}}}).
	 */
	private static String failure(JsonObject answer) {
		JsonElement d = answer.get("failure-description");
		return d == null || d.isJsonNull() ? "no reason given" : reason(d);
	}

	private static String reason(JsonElement d) {
		if (!d.isJsonObject()) {
			return d.isJsonPrimitive() ? d.getAsString() : d.toString();
		}
		StringBuilder b = new StringBuilder();
		for (var e : d.getAsJsonObject().entrySet()) {
			b.append(b.isEmpty() ? "" : "; ").append(e.getValue().isJsonObject() ? e.getKey() + " " : "")
					.append(reason(e.getValue()));
		}
		return b.toString();
	}

	private static boolean flag(JsonObject o, String name) {
		return o != null && o.has(name) && o.get(name).getAsBoolean();
	}
}
