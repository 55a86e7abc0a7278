package dyno.fuzz;

import java.nio.file.Path;

import dyno.load.JtlReader;

/** {@link JtlReader} on a JTL file, CSV or XML (it sniffs which): every sample read, and the rough span. */
public final class JtlFuzz {

	private JtlFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		Path jtl = ParserProperty.file("fuzz.jtl", data);
		ParserProperty.check(() -> {
			try (JtlReader reader = JtlReader.open(jtl)) {
				reader.roughSpan();
				reader.readAll(sample -> sample.elapsed());
				reader.problems();
			}
		});
	}
}
