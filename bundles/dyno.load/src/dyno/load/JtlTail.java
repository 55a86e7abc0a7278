package dyno.load;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Follows a JTL while JMeter writes it: the file may not exist yet, and a half-written last row waits for the
 * next poll. One thread polls.
 */
public final class JtlTail implements AutoCloseable {

	public JtlTail(Path jtl, SampleSink sink) {
		throw new UnsupportedOperationException();
	}

	/** Delivers the complete rows appended since the last poll; returns how many. */
	public int poll() throws IOException {
		throw new UnsupportedOperationException();
	}

	public JtlProblems problems() {
		throw new UnsupportedOperationException();
	}

	@Override
	public void close() {
		throw new UnsupportedOperationException();
	}
}
