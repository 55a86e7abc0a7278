package dyno.jboss.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import dyno.jboss.Server;

/**
 * A server started by Dyno through its own start script, with Dyno's JVM options added (see {@link StartOptions}):
 * the way "run on server" starts one from an IDE. The script runs the server's JVM as its child (or, as Tomcat's
 * {@code catalina.sh run} does, {@code exec}s it and becomes it), which {@link #awaitJvm} finds, so Dyno can attach to it; {@link #stop} ends the JVM as Ctrl-C would (its shutdown
 * hooks run: the server stops cleanly), then the script.
 */
public final class ServerProcess implements AutoCloseable {

	private static final long POLL_MILLIS = 100;

	private final Server server;
	private final Process script;
	private final StartCommand command;
	private final Path log;

	private ServerProcess(Server server, Process script, StartCommand command, Path log) {
		this.server = server;
		this.script = script;
		this.command = command;
		this.log = log;
	}

	/** Runs the server's start script; its output goes to {@code options.log()}. */
	public static ServerProcess start(Server server, StartOptions options) throws IOException {
		StartCommand command = StartCommand.of(server);
		List<String> line = new ArrayList<>(command.command());
		line.addAll(options.serverArgs());
		ProcessBuilder pb = new ProcessBuilder(line).directory(server.home().resolve("bin").toFile())
				.redirectErrorStream(true).redirectOutput(options.log().toFile());
		Map<String, String> env = pb.environment();
		env.put("JAVA_HOME", options.javaHome().toString());
		String inherited = env.getOrDefault("JAVA_TOOL_OPTIONS", "");
		env.put("JAVA_TOOL_OPTIONS", (inherited + " " + String.join(" ", options.jvmOptions())).strip());
		// WildFly's script would run the JVM in the background and trap signals; in the foreground it is simpler.
		env.remove("LAUNCH_JBOSS_IN_BACKGROUND");
		return new ServerProcess(server, pb.start(), command, options.log());
	}

	/**
	 * Asks the running server of {@code server}, one Dyno did not start, to stop through its own stop script
	 * ({@link StartCommand#stopOf}), on the JDK at {@code javaHome}, its output to {@code log}; returns when the script
	 * has ended. The server's JVM ends after it, in its own time.
	 *
	 * @throws IOException when the script fails (the server does not listen where the script asks, say), with its
	 *                     output's end
	 */
	public static void stopByScript(Server server, Path javaHome, Path log, Duration timeout)
			throws IOException, InterruptedException {
		ProcessBuilder pb = new ProcessBuilder(StartCommand.stopOf(server)).directory(server.home().resolve("bin")
				.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
		pb.environment().put("JAVA_HOME", javaHome.toString());
		// Dyno's own JVM options are not for the short JVM the script runs to send its request.
		pb.environment().remove("JAVA_TOOL_OPTIONS");
		Process p = pb.start();
		if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
			p.destroyForcibly();
			throw scriptFailed(server, log, "its stop script did not end within " + timeout.toSeconds() + " s");
		}
		if (p.exitValue() != 0) {
			throw scriptFailed(server, log, "its stop script failed (exit code " + p.exitValue() + ")");
		}
	}

	private static IOException scriptFailed(Server server, Path log, String what) throws IOException {
		String out = Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8).strip() : "";
		String tail = out.length() > 2000 ? "…" + out.substring(out.length() - 2000) : out;
		return new IOException(server.version() + " at " + server.home() + ": " + what + "; its output ends with:\n"
				+ (tail.isEmpty() ? "(nothing)" : tail));
	}

	public Server server() {
		return server;
	}

	/** Where the script's (and server's console) output goes. */
	public Path log() {
		return log;
	}

	/** Whether the script still runs. */
	public boolean isAlive() {
		return script.isAlive();
	}

	/**
	 * The server's JVM, once the script has started it (not the JDK probes the script may run before): a child of
	 * the script, or the script's process itself where the script {@code exec}s the JVM (Tomcat's catalina.sh).
	 */
	public Optional<ProcessHandle> jvm() {
		return Stream.concat(Stream.of(script.toHandle()), script.toHandle().descendants())
				.filter(p -> p.info().arguments().map(args -> List.of(args).stream()
						.anyMatch(a -> a.contains(command.jvmMarker()))).orElse(false))
				.findFirst();
	}

	/** Waits until the script has started the server's JVM; its pid. */
	public long awaitJvm(Duration timeout) throws IOException, InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		while (true) {
			Optional<ProcessHandle> jvm = jvm();
			if (jvm.isPresent()) {
				return jvm.get().pid();
			}
			if (!script.isAlive()) {
				throw failed("the start script ended (exit code " + script.exitValue() + ") without a server JVM");
			}
			if (System.nanoTime() > deadline) {
				throw failed("the start script started no JVM within " + timeout.toSeconds() + " s");
			}
			Thread.sleep(POLL_MILLIS);
		}
	}

	/** Waits until the server says it has started (WildFly's WFLYSRV0025, JBoss AS's "Started in", Tomcat's). */
	public void awaitStarted(Duration timeout) throws IOException, InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		while (!output().contains(command.startedMarker())) {
			if (!script.isAlive()) {
				throw failed("the server stopped before it had started (exit code " + script.exitValue() + ")");
			}
			if (System.nanoTime() > deadline) {
				throw failed("the server did not say it had started within " + timeout.toSeconds() + " s");
			}
			Thread.sleep(POLL_MILLIS);
		}
	}

	/**
	 * Stops the server: SIGTERM to its JVM (a clean shutdown), then to the script; what is still running after
	 * {@code timeout} is killed. Returns whether it stopped cleanly.
	 */
	public boolean stop(Duration timeout) throws InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		// Held from now on: once the script has ended, its JVM is no longer its descendant.
		Optional<ProcessHandle> jvm = jvm();
		jvm.ifPresent(ProcessHandle::destroy);
		script.destroy();
		while (script.isAlive() || jvm.map(ProcessHandle::isAlive).orElse(false)) {
			if (System.nanoTime() > deadline) {
				jvm.ifPresent(ProcessHandle::destroyForcibly);
				script.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
				script.destroyForcibly();
				script.waitFor(10, TimeUnit.SECONDS);
				return false;
			}
			Thread.sleep(POLL_MILLIS);
		}
		return true;
	}

	@Override
	public void close() throws InterruptedException {
		stop(Duration.ofSeconds(30));
	}

	private String output() throws IOException {
		return Files.exists(log) ? new String(Files.readAllBytes(log), StandardCharsets.UTF_8) : "";
	}

	private IOException failed(String what) throws IOException {
		return scriptFailed(server, log, what);
	}
}
