package dyno.load.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import dyno.load.jmeter.internal.ConsoleReader;
import dyno.load.jmeter.internal.JMeterCommand;

/**
 * A distributed-mode JMeter engine (what {@code jmeter-server} starts): {@code -s} with its RMI registry and remote
 * object on one port, RMI over SSL off, reachable at {@code host}. Run on the JDK running Dyno.
 */
public final class JMeterEngine implements AutoCloseable {

	/** What JMeter prints once its remote object is exported. */
	static final String LISTENING = "Created remote object";
	private static final long START_TIMEOUT_MILLIS = 60_000;

	private final Process process;
	private final String address;

	private JMeterEngine(Process process, String address) {
		this.process = process;
		this.address = address;
	}

	/**
	 * Starts an engine listening on {@code host:port}; returns when it listens.
	 *
	 * @throws IOException naming the cause (port taken, JMeter ended, timeout) with JMeter's last console lines
	 */
	public static JMeterEngine start(JMeterHome home, String host, int port, Path workDir, Consumer<String> console)
			throws IOException {
		return start(home, Path.of(System.getProperty("java.home")), host, port, workDir, console);
	}

	/** As {@link #start(JMeterHome, String, int, Path, Consumer)} on the JDK at {@code javaHome}. */
	public static JMeterEngine start(JMeterHome home, Path javaHome, String host, int port, Path workDir,
			Consumer<String> console) throws IOException {
		Files.createDirectories(workDir);
		List<String> command = JMeterCommand.engine(JMeterCommand.java(javaHome), home, host, port,
				workDir.resolve("jmeter-server-" + port + ".log").toAbsolutePath());
		Process process = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true).start();
		process.getOutputStream().close();
		CountDownLatch listening = new CountDownLatch(1);
		ConsoleReader reader = new ConsoleReader("JMeter engine " + host + ":" + port, process.getInputStream(),
				List.of(line -> {
					if (line.contains(LISTENING)) {
						listening.countDown();
					}
				}, console));
		reader.start();
		process.onExit().thenRun(listening::countDown);
		try {
			boolean signalled = listening.await(START_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
			if (!signalled || !process.isAlive()) {
				process.destroyForcibly();
				reader.join(2_000);
				throw new IOException("JMeter engine on " + host + ":" + port + (signalled ? " ended" : " did not listen within "
						+ START_TIMEOUT_MILLIS / 1000 + " s") + "; its last lines:\n" + reader.tail());
			}
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while JMeter engine " + host + ":" + port + " was starting", e);
		}
		return new JMeterEngine(process, host + ":" + port);
	}

	/** {@code host:port} for {@link LoadLaunch#remoteEngines()}. */
	public String address() {
		return address;
	}

	public long pid() {
		return process.pid();
	}

	public boolean isAlive() {
		return process.isAlive();
	}

	/** Ends the engine and waits until it is gone. */
	@Override
	public void close() {
		process.destroy();
		try {
			if (!process.waitFor(5, TimeUnit.SECONDS)) {
				process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
			}
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
		}
	}
}
