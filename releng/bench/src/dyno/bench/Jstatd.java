package dyno.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dyno.jvm.internal.JvmstatSource;

/** A real jstatd on 127.0.0.1 with free ports (JDK 25 needs no security policy), ended by {@link #close()}. */
final class Jstatd implements AutoCloseable {

	final int port;
	private final Process process;

	private Jstatd(int port, Process process) {
		this.port = port;
		this.process = process;
	}

	/** Starts jstatd and waits until it lists {@code pid}. */
	static Jstatd start(long pid) throws IOException, InterruptedException {
		int port = Ports.free();
		int rmiPort = Ports.free();
		Path jstatd = Path.of(System.getProperty("java.home"), "bin", "jstatd");
		Process p = new ProcessBuilder(List.of(jstatd.toString(), "-p", Integer.toString(port), "-r",
				Integer.toString(rmiPort), "-J-Djava.rmi.server.hostname=127.0.0.1")).redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		Jstatd started = new Jstatd(port, p);
		long deadline = System.nanoTime() + 30_000_000_000L;
		IOException last = null;
		while (System.nanoTime() < deadline && p.isAlive()) {
			try (JvmstatSource probe = JvmstatSource.jstatd("127.0.0.1", port, pid)) {
				return started;
			} catch (IOException e) {
				last = e;
				Thread.sleep(200);
			}
		}
		started.close();
		throw new IOException("jstatd on port " + port + " did not come up: " + (last == null ? "it ended" : last.getMessage()));
	}

	long pid() {
		return process.pid();
	}

	@Override
	public void close() throws InterruptedException {
		process.destroy();
		process.waitFor();
	}
}
