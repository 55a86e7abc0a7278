package dyno.load.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import dyno.load.jmeter.internal.ConsoleReader;
import dyno.load.jmeter.internal.JMeterCommand;
import dyno.load.jmeter.internal.ShutdownPort;

/**
 * A JMeter non-GUI run as a child process ({@code java -jar bin/ApacheJMeter.jar -n ...}) on the JDK the launch
 * names. It runs an effective copy of the plan (see {@link JmxPlan#writeEffective}) so overrides reach any plan.
 */
public final class JMeterProcess implements AutoCloseable {

	public enum Outcome {
		RUNNING, COMPLETED, STOPPED, ABORTED /* killed, crashed */, FAILED_TO_START
	}

	/** The effective plan's file name next to the JTL. */
	public static final String EFFECTIVE_PLAN = "effective-plan.jmx";
	/** Console lines that say the test began (standalone and distributed). */
	private static final List<String> STARTED_MARKERS = List.of("Starting standalone test", "Starting distributed test",
			"Starting the test on host");

	private final Process process;
	private final List<String> commandLine;
	private final ConsoleReader console;
	private final CompletableFuture<Outcome> exit = new CompletableFuture<>();
	private final Path temporaryPlan;
	private final String pluginsFolder;
	private volatile MissingElement missingElement;
	private volatile int shutdownPort = -1;
	private volatile boolean testStarted;
	private volatile Instant testStartedAt;
	private volatile boolean stopRequested;
	private volatile boolean killed;

	private JMeterProcess(List<String> commandLine, Path workDir, Path temporaryPlan, String pluginsFolder,
			Consumer<String> consumer) throws IOException {
		this.commandLine = List.copyOf(commandLine);
		this.temporaryPlan = temporaryPlan;
		this.pluginsFolder = pluginsFolder;
		process = new ProcessBuilder(commandLine).directory(workDir.toFile()).redirectErrorStream(true).start();
		process.getOutputStream().close();
		console = new ConsoleReader("JMeter console " + process.pid(), process.getInputStream(),
				List.of(this::watch, consumer));
		console.start();
		process.onExit().thenRun(this::exited);
	}

	/**
	 * Starts JMeter on {@code launch}'s plan, writing samples to {@code jtl} and JMeter's log to {@code log}; each
	 * console line goes to {@code console} (on a reader thread). The effective plan is written next to the
	 * {@code jtl} as {@value #EFFECTIVE_PLAN}.
	 *
	 * @throws IOException naming the cause when the plan, the JDK or the home is unusable or the process cannot start
	 */
	public static JMeterProcess start(JMeterHome home, LoadLaunch launch, Path jtl, Path log, Consumer<String> console)
			throws IOException {
		JmxPlan plan = JmxPlan.read(launch.plan());
		Path runDir = jtl.toAbsolutePath().getParent();
		Files.createDirectories(runDir);
		Path java = JMeterCommand.java(launch.javaHome());
		Path record = runDir.resolve(EFFECTIVE_PLAN);
		plan.writeEffective(record, launch.properties().keySet());
		// JMeter resolves a plan's relative file names (CSV data sets ...) against the plan's folder, so the plan
		// it runs sits beside the original for the run's duration; the copy in the run folder is the record.
		Path beside = besideOriginal(plan.path());
		if (beside == null) {
			console.accept("dyno: the plan's folder is not writable; relative file names in the plan resolve against "
					+ runDir);
		}
		List<String> command = JMeterCommand.nonGui(java, home, launch, beside == null ? record : beside,
				jtl.toAbsolutePath(), log.toAbsolutePath());
		if (beside != null) {
			Files.copy(record, beside);
		}
		try {
			return new JMeterProcess(command, runDir, beside, launch.plugins()
					.orElse(home.path().resolve("lib").resolve("ext").toString()), console);
		} catch (IOException e) {
			if (beside != null) {
				Files.deleteIfExists(beside);
			}
			throw new IOException("cannot start JMeter (" + java + "): " + e.getMessage(), e);
		}
	}

	private static Path besideOriginal(Path plan) {
		Path dir = plan.getParent();
		if (dir == null || !Files.isWritable(dir)) {
			return null;
		}
		return dir.resolve("." + plan.getFileName() + ".dyno-" + ProcessHandle.current().pid() + "-" + System.nanoTime()
				+ ".jmx");
	}

	private void watch(String line) {
		if (shutdownPort < 0) {
			ShutdownPort.announcedIn(line).ifPresent(p -> shutdownPort = p);
		}
		if (!testStarted && STARTED_MARKERS.stream().anyMatch(line::contains)) {
			testStartedAt = Instant.now();
			testStarted = true;
		}
		if (!testStarted && missingElement == null) {
			MissingElement.inConsoleLine(line).ifPresent(e -> missingElement = e);
		}
	}

	private void exited() {
		console.join(5_000); // every console line delivered before anyone hears of the end
		if (temporaryPlan != null) {
			try {
				Files.deleteIfExists(temporaryPlan);
			} catch (IOException e) {
				// A stray hidden copy beside the plan is harmless.
			}
		}
		exit.complete(outcomeOf(process.exitValue()));
	}

	private Outcome outcomeOf(int exitCode) {
		if (!testStarted) {
			return Outcome.FAILED_TO_START;
		}
		if (killed) {
			return Outcome.ABORTED;
		}
		if (stopRequested) {
			return Outcome.STOPPED;
		}
		return exitCode == 0 ? Outcome.COMPLETED : Outcome.ABORTED;
	}

	/**
	 * How the process ended, once it has: its exit code and, for a code above 128 (a signal ended it), which
	 * signal and what sends it. Empty while it runs.
	 */
	public Optional<String> exitCause() {
		if (process.isAlive()) {
			return Optional.empty();
		}
		int code = process.exitValue();
		return Optional.of("exit code " + code + (code > 128 ? " (" + signal(code - 128) + ")" : ""));
	}

	private static String signal(int number) {
		return switch (number) {
		case 6 -> "signal 6, SIGABRT: the JVM crashed; look for an hs_err_pid file in the run folder";
		case 9 -> "signal 9, SIGKILL: killed by force, e.g. kill -9 or the system's out-of-memory killer";
		case 15 -> "signal 15, SIGTERM: terminated";
		default -> "ended by signal " + number;
		};
	}

	/** When JMeter said the test began; empty before. */
	public Optional<Instant> testStarted() {
		return Optional.ofNullable(testStartedAt);
	}

	public long pid() {
		return process.pid();
	}

	public List<String> commandLine() {
		return commandLine;
	}

	/** RUNNING until the process ended and its console is read. */
	public Outcome outcome() {
		return exit.getNow(Outcome.RUNNING);
	}

	public CompletableFuture<Outcome> onExit() {
		return exit;
	}

	/**
	 * When JMeter could not load the plan because it has no class for one of its elements (a plugin's): the one
	 * line naming the element, its plugin and where its jar goes (the run's plugins folder, else the home's
	 * lib/ext), ending with {@code otherWay}, the caller's way to name another plugins folder.
	 */
	public Optional<String> missingElement(String otherWay) {
		return Optional.ofNullable(missingElement).map(e -> e.message(pluginsFolder, otherWay));
	}

	/** The last console lines (for messages when JMeter failed). */
	public String consoleTail() {
		return console.tail();
	}

	/**
	 * Graceful stop through JMeter's UDP control port: "Shutdown" (threads end after their current sample), after
	 * {@code grace} "StopTestNow", then terminate, then kill. Returns at once; the work happens on a background
	 * thread. A process that had to be terminated ends as ABORTED, otherwise STOPPED.
	 */
	public void stop(Duration grace) {
		if (!process.isAlive() || stopRequested) {
			return;
		}
		stopRequested = true;
		Thread stopper = new Thread(() -> stopNow(grace), "JMeter stop " + process.pid());
		stopper.setDaemon(true);
		stopper.start();
	}

	private void stopNow(Duration grace) {
		long half = Math.max(1_000, grace.toMillis() / 2);
		int port = shutdownPort;
		if (port > 0 && send(port, ShutdownPort.SHUTDOWN) && waitFor(grace.toMillis())) {
			return;
		}
		if (port > 0 && send(port, ShutdownPort.STOP_TEST_NOW) && waitFor(half)) {
			return;
		}
		killed = true;
		process.destroy();
		if (!waitFor(half)) {
			process.destroyForcibly();
		}
	}

	private static boolean send(int port, String command) {
		try {
			ShutdownPort.send(port, command);
			return true;
		} catch (IOException e) {
			return false;
		}
	}

	private boolean waitFor(long millis) {
		try {
			return process.waitFor(millis, TimeUnit.MILLISECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

	/** {@code stop(Duration.ofSeconds(5))} if still running, and waits for the end (at most about 15 s). */
	@Override
	public void close() {
		if (process.isAlive()) {
			stop(Duration.ofSeconds(5));
		}
		try {
			exit.get(15, TimeUnit.SECONDS);
		} catch (Exception e) {
			process.destroyForcibly();
		}
	}

	@Override
	public String toString() {
		return "JMeter pid " + process.pid() + ": " + String.join(" ", commandLine);
	}
}
