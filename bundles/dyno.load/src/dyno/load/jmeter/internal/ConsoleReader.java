package dyno.load.jmeter.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads a child's console (stdout and stderr merged) on its own daemon thread: each line goes to the consumer
 * and to the watchers (which pick out ports and milestones); the last lines are kept for error messages.
 */
public final class ConsoleReader {

	private static final int TAIL_LINES = 30;

	private final Thread thread;
	private final Deque<String> tail = new ArrayDeque<>();

	public ConsoleReader(String name, InputStream in, List<Consumer<String>> sinks) {
		List<Consumer<String>> all = new ArrayList<>(sinks);
		thread = new Thread(() -> read(in, all), name);
		thread.setDaemon(true);
	}

	public void start() {
		thread.start();
	}

	private void read(InputStream in, List<Consumer<String>> sinks) {
		try (BufferedReader r = new BufferedReader(new InputStreamReader(in, Charset.defaultCharset()))) {
			String line;
			while ((line = r.readLine()) != null) {
				synchronized (tail) {
					if (tail.size() == TAIL_LINES) {
						tail.removeFirst();
					}
					tail.addLast(line);
				}
				for (Consumer<String> sink : sinks) {
					try {
						sink.accept(line);
					} catch (RuntimeException e) {
						// A failing consumer must not stop the reading: the child would block on a full pipe.
					}
				}
			}
		} catch (IOException e) {
			// The pipe closed: the child is gone.
		}
	}

	/** Waits until the child closed its console (all lines delivered), at most {@code millis}. */
	public void join(long millis) {
		try {
			thread.join(millis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** The last lines, for error messages. */
	public String tail() {
		synchronized (tail) {
			return String.join("\n", tail);
		}
	}
}
