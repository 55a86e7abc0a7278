package dyno.fuzz;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import dyno.heap.HistogramImport;
import dyno.heap.JvmIdentity;
import dyno.jvm.ClassHistogram;

/**
 * The class histogram text of jmap -histo / jcmd GC.class_histogram: {@link ClassHistogram#parse} on the text, and
 * {@link HistogramImport} on it as a file (what a user imports). Both declare an IllegalArgumentException naming
 * the line for text that is no histogram.
 */
public final class HistogramTextFuzz {

	private HistogramTextFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		ParserProperty.check(() -> ClassHistogram.parse(new String(data, StandardCharsets.UTF_8), 0L),
				IllegalArgumentException.class);
		Path file = ParserProperty.file("histogram.txt", data);
		ParserProperty.check(() -> HistogramImport.read(file, JvmIdentity.ofFile("histogram.txt", 1), 0L),
				IllegalArgumentException.class);
	}
}
