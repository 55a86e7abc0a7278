package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Format;
import dyno.core.analysis.Result;

/** {@code --format} and {@code -o FILE} of the analysis commands: one result, rendered by its format's one renderer. */
final class Formats {

	private static final List<String> NAMES = Arrays.stream(Format.values()).map(Format::option).toList();

	private Formats() {
	}

	/** @throws IllegalArgumentException naming the formats there are */
	static Format parse(String text) {
		if (!NAMES.contains(text)) {
			throw new IllegalArgumentException("--format '" + text + "': use " + String.join(", ",
					NAMES.subList(0, NAMES.size() - 1)) + " or " + NAMES.get(NAMES.size() - 1));
		}
		return Format.valueOf(text.toUpperCase(Locale.ROOT));
	}

	/** Writes {@code result} to {@code file}, or to {@code out} when there is none. */
	static void write(Result result, Format format, Path file, PrintStream out) throws IOException {
		String text = format.render(result);
		if (file == null) {
			out.print(text);
		} else {
			Files.writeString(file, text, StandardCharsets.UTF_8);
		}
	}
}
