package dyno.samples;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A sample target running in its own JVM, started by a test. It is up when {@link #start} returns
 * (the target printed {@value #READY}); {@link #close()} ends it and waits until the process is gone.
 */
public final class ChildJvm implements AutoCloseable {

	static final String READY = "ready";

	private final Process process;
	private final List<String> startupLines;
	private final BufferedReader out;

	private ChildJvm(Process process, List<String> startupLines, BufferedReader out) {
		this.process = process;
		this.startupLines = List.copyOf(startupLines);
		this.out = out;
	}

	/** Starts {@code mainClass} of this jar with the JDK at {@code javaHome}. */
	public static ChildJvm start(Path javaHome, Class<?> mainClass, String... args) throws IOException {
		return start(javaHome, List.of(), mainClass, args);
	}

	/**
	 * Starts {@code mainClass} of this jar with the JDK at {@code javaHome} and extra JVM options (a collector,
	 * a JMX agent ...). The heap is 64 MB unless the options set {@code -Xmx}.
	 */
	public static ChildJvm start(Path javaHome, List<String> jvmOptions, Class<?> mainClass, String... args)
			throws IOException {
		List<String> command = command(javaHome, jvmOptions, mainClass, args);
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
		List<String> before = new ArrayList<>();
		String line;
		while ((line = out.readLine()) != null) {
			if (line.equals(READY)) {
				return new ChildJvm(process, before, out);
			}
			before.add(line);
		}
		process.destroyForcibly();
		throw new IOException("child JVM " + command + " ended before it was ready, exit code " + waitFor(process));
	}

	/**
	 * Starts {@code mainClass} with the JDK running this code and does not wait for it: no pipe connects it to this
	 * process (its input is empty, its output discarded), so starting hundreds of them costs this process no
	 * descriptors. For targets that end on their own, such as {@link ShortLived}.
	 */
	public static Process spawn(List<String> jvmOptions, Class<?> mainClass, String... args) throws IOException {
		return new ProcessBuilder(command(Path.of(System.getProperty("java.home")), jvmOptions, mainClass, args))
				.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
	}

	private static List<String> command(Path javaHome, List<String> jvmOptions, Class<?> mainClass, String... args)
			throws IOException {
		List<String> command = new ArrayList<>();
		command.add(javaHome.resolve("bin").resolve("java").toString());
		if (jvmOptions.stream().noneMatch(o -> o.startsWith("-Xmx"))) {
			command.add("-Xmx64m");
		}
		command.addAll(jvmOptions);
		command.add("-cp");
		command.add(classPath());
		command.add(mainClass.getName());
		command.addAll(List.of(args));
		return command;
	}

	/** Starts {@code mainClass} with the JDK running this code. */
	public static ChildJvm start(Class<?> mainClass, String... args) throws IOException {
		return start(Path.of(System.getProperty("java.home")), mainClass, args);
	}

	/** Starts {@code mainClass} with the JDK running this code and extra JVM options. */
	public static ChildJvm start(List<String> jvmOptions, Class<?> mainClass, String... args) throws IOException {
		return start(Path.of(System.getProperty("java.home")), jvmOptions, mainClass, args);
	}

	public long pid() {
		return process.pid();
	}

	/** What the target printed before {@value #READY} (e.g. the port a service listens on). */
	public List<String> startupLines() {
		return startupLines;
	}

	/**
	 * Sends one line to the target's standard input (a command for targets that take them, e.g. "deadlock")
	 * and waits until the target prints {@code answer}, skipping other lines.
	 *
	 * @throws IOException when the target ends or does not answer within {@code limitSeconds}
	 */
	public void command(String line, String answer, long limitSeconds) throws IOException {
		ask(line, answer::equals, "'" + answer + "'", limitSeconds);
	}

	/**
	 * Sends one line to the target's standard input and returns the first line it prints that starts with
	 * {@code prefix} (a figure the target reports, e.g. "drops 7"), skipping other lines.
	 *
	 * @throws IOException when the target ends or does not answer within {@code limitSeconds}
	 */
	public String query(String line, String prefix, long limitSeconds) throws IOException {
		return ask(line, l -> l.startsWith(prefix), "a line starting with '" + prefix + "'", limitSeconds);
	}

	private String ask(String line, java.util.function.Predicate<String> answer, String expected, long limitSeconds)
			throws IOException {
		var in = process.getOutputStream();
		in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
		in.flush();
		var reading = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
			try {
				String l;
				while ((l = out.readLine()) != null) {
					if (answer.test(l)) {
						return l;
					}
				}
				return null;
			} catch (IOException e) {
				return null;
			}
		});
		try {
			String answered = reading.get(limitSeconds, TimeUnit.SECONDS);
			if (answered == null) {
				throw new IOException("the target ended before it answered " + expected + " to '" + line + "'");
			}
			return answered;
		} catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
			throw new IOException("the target did not answer " + expected + " to '" + line + "' within "
					+ limitSeconds + " s", e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while waiting for the target", e);
		}
	}

	public boolean isAlive() {
		return process.isAlive();
	}

	@Override
	public void close() {
		process.destroy();
		try {
			if (!process.waitFor(10, TimeUnit.SECONDS)) {
				process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
			}
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
		}
	}

	/** Where the sample classes are: this jar, or the classes folder inside a build (a class path entry). */
	public static String classPath() throws IOException {
		var source = ChildJvm.class.getProtectionDomain().getCodeSource();
		if (source == null || source.getLocation() == null) {
			throw new IOException("cannot tell where the sample classes are: no code source");
		}
		try {
			return new File(source.getLocation().toURI()).getPath();
		} catch (URISyntaxException e) {
			throw new IOException("cannot tell where the sample classes are: " + source.getLocation(), e);
		}
	}

	private static int waitFor(Process process) {
		try {
			return process.waitFor();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return -1;
		}
	}
}
