package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Result;

/**
 * One run of a {@link CliCommand}: its parsed {@link Arguments}, the chosen {@code --format} and {@code -o FILE},
 * and the streams it writes to (results to {@code out}, problems and progress to {@code err}).
 *
 * @param command   the command's name, which prefixes every message
 * @param format    the {@code --format} value; null for a command without formats
 * @param output    the {@code -o FILE}; null for standard output
 */
public record Call(String command, Arguments arguments, String format, Path output, PrintStream out,
		PrintStream err) {

	/** The names of the parameters every report-writing command has: {@code --format} and {@code -o/--output}. */
	public static final String FORMAT = "format";
	public static final String OUTPUT = "output";

	public <T> T get(Parameter<T> p) {
		return arguments.get(p);
	}

	public <T> List<T> all(Parameter<T> p) {
		return arguments.all(p);
	}

	/** Says something on {@code err}, prefixed with the command ("dyno leaks: ..."). */
	public void say(String message) {
		err.println("dyno " + command + ": " + message);
	}

	/** Says why the command failed and returns {@link ExitCode#FAILED}. */
	public int failed(String message) {
		say(message);
		return ExitCode.FAILED;
	}

	/** The generic {@link Format} chosen by {@code --format}; null when the command's own format was chosen. */
	public Format genericFormat() {
		for (Format f : Format.values()) {
			if (f.option().equals(format)) {
				return f;
			}
		}
		return null;
	}

	/**
	 * Renders {@code result} in the chosen generic format to {@code -o FILE} or standard output; the HTML report
	 * names the command's arguments under its heading.
	 */
	public void write(Result result) throws IOException {
		Format f = genericFormat();
		if (f == null) {
			throw new IllegalStateException("--format " + format + " is the command's own: it writes it");
		}
		write(f.render(result, arguments));
	}

	/** Writes {@code text} to {@code -o FILE} or standard output. */
	public void write(String text) throws IOException {
		if (output == null) {
			out.print(text);
		} else {
			Files.writeString(output, text, StandardCharsets.UTF_8);
		}
	}

	/** The formats of the generic renderers, as {@code --format} takes them. */
	public static List<String> genericFormats() {
		return Arrays.stream(Format.values()).map(Format::option).toList();
	}
}
