package dyno.load;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a JTL file: CSV (driven by its header: any column subset and order, any delimiter, quoted fields,
 * multi-line messages; JMeter's default columns when there is no header) or XML. Rows that cannot be read are
 * skipped and counted in {@link #problems()}.
 */
public final class JtlReader implements AutoCloseable {

	private JtlReader() {
	}

	/** Opens {@code jtl} and sniffs its format; the IOException names the file and the cause. */
	public static JtlReader open(Path jtl) throws IOException {
		throw new UnsupportedOperationException();
	}

	public JtlFormat format() {
		throw new UnsupportedOperationException();
	}

	/** Delivers every readable top-level sample to {@code sink}; returns how many. */
	public long readAll(SampleSink sink) throws IOException {
		throw new UnsupportedOperationException();
	}

	public JtlProblems problems() {
		throw new UnsupportedOperationException();
	}

	@Override
	public void close() throws IOException {
		throw new UnsupportedOperationException();
	}
}
