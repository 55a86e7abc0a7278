package dyno.load.run.internal;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** JMeter's console lines into {@code console.txt} (flushed per line: it is the first thing read after a crash). */
public final class ConsoleFile implements Consumer<String>, AutoCloseable {

	private final BufferedWriter out;
	private boolean closed;

	public ConsoleFile(Path file) throws IOException {
		out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
	}

	@Override
	public synchronized void accept(String line) {
		if (closed) {
			return;
		}
		try {
			out.write(line);
			out.newLine();
			out.flush();
		} catch (IOException e) {
			closed = true; // a full disk: the console still reaches the user
		}
	}

	@Override
	public synchronized void close() {
		closed = true;
		try {
			out.close();
		} catch (IOException e) {
			// Nothing more to save.
		}
	}
}
